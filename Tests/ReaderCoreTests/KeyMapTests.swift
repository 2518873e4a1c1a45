import Terminal
import Testing

@testable import ReaderCore
@testable import ReaderUI

/// Key names as people write them in a configuration file, and the bindings a file makes.
@Suite("Key map")
struct KeyMapTests {
    /// Written names and the keys they are, by hand (C-s is U+0013, C-a U+0001).
    private static let names: [(String, Key?)] = [
        ("n", .character("n")), ("N", .character("N")), ("ö", .character("ö")), ("ä", .character("ä")),
        ("Space", .character(" ")), ("space", .character(" ")), ("Tab", .character("\t")), ("Enter", .enter),
        ("Esc", .escape), ("Escape", .escape), ("Backspace", .backspace), ("Left", .left), ("Right", .right),
        ("Up", .up), ("Down", .down), ("←", .left), ("PgUp", .pageUp), ("PageUp", .pageUp),
        ("PgDn", .pageDown), ("PageDown", .pageDown), ("Home", .home), ("End", .end), ("F1", .f1),
        ("Shift-Tab", .backTab), ("C-s", .character("\u{13}")), ("Ctrl-a", .character("\u{01}")),
        ("ctrl-A", .character("\u{01}")), ("C-i", .character("\t")), ("C-m", .enter), ("C-h", .backspace),
        ("C-c", nil), ("C-z", nil), ("C-1", nil), ("F2", nil), ("nn", nil), ("", nil), ("Spacebar", nil),
        ("\u{7}", nil), ("\u{1B}", nil), ("\u{0}", nil), ("\u{9B}", nil), ("\u{7F}", nil),
    ]

    @Test(arguments: names) func aKeyNameIsTheKeyPeopleMean(name: String, key: Key?) {
        #expect(KeyName.key(named: name) == key, "\(name)")
    }

    @Test func everyDefaultKeyHasAWrittenNameThatReadsBack() {
        for binding in KeyMap.defaults.reading + KeyMap.defaults.selecting {
            for key in binding.keys where key != .wheelUp && key != .wheelDown {
                let written = KeyName.written(key)
                #expect(written.flatMap(KeyName.key(named:)) == key, "\(binding.name): \(key)")
            }
        }
    }

    @Test func actionNamesAreUniqueAndKebabCase() {
        let names = (KeyMap.defaults.reading + KeyMap.defaults.selecting).map(\.name)
        #expect(Set(names).count == names.count)
        for name in names { #expect(name.allSatisfy { $0.isLowercase || $0.isNumber || $0 == "-" }, "\(name)") }
        for name in ["next-page", "previous-page", "first-page", "search", "contents", "quit", "select-word-forward"] {
            #expect(names.contains(name), "\(name)")
        }
        // A binding added without a name gets one from its command.
        let unnamed = KeyBindings.Binding(keys: [], command: .action(.openPrompt(.goTo)), help: nil)
        #expect(unnamed.name == "open-prompt-go-to")
        #expect(KeyBindings.Binding(keys: [], command: .action(.toggleRuby), help: nil).name == "toggle-ruby")
    }

    @Test func aRebindingReplacesTheDefaultsAndTakesTheKeyFromItsOwner() {
        let (map, problems) = KeyMap.rebound([
            .init(action: "next-page", keys: ["e", "PageDown"]), .init(action: "search", keys: ["f"]),
        ])
        #expect(problems.isEmpty, "\(problems)")
        #expect(map.command(for: .character("e")) == .action(.nextPage))
        #expect(map.command(for: .pageDown) == .action(.nextPage))
        #expect(map.command(for: .character(" ")) == nil, "Space is no longer next-page's")
        #expect(map.command(for: .character("j")) == nil)
        #expect(map.command(for: .wheelDown) == .action(.nextPage), "the wheel stays")
        #expect(map.command(for: .character("f")) == .action(.openPrompt(.search)), "f taken from next-page")
        #expect(map.command(for: .character("/")) == nil)
        #expect(map.command(for: .character("e"), in: .selecting) == nil, "the selection keeps its keys")
        #expect(map.command(for: .character("w"), in: .selecting) == .action(.selection(.move(.word(forward: true)))))
        // A key of another default action is taken from it, which keeps its other keys.
        let (taken, none) = KeyMap.rebound([.init(action: "previous-page", keys: ["l"])])
        #expect(none.isEmpty)
        #expect(taken.command(for: .character("l")) == .action(.previousPage))
        #expect(taken.command(for: .right) == .action(.turnRight))
        #expect(taken.command(for: .character("b")) == nil)
    }

    @Test func eachProblemIsToldAndTheRestApplied() {
        let (map, problems) = KeyMap.rebound([
            .init(action: "next-pages", keys: ["x"]),
            .init(action: "contents", keys: ["Hyper-x", "Z"]),
            .init(action: "bookmark", keys: ["Z"]),
            .init(action: "first-page", keys: ["5"]),
            .init(action: "help", keys: []),
            .init(action: "go-to", keys: ["q"]),
            .init(action: "previous-hit", keys: ["Q"]),
            .init(action: "define", keys: ["D", "M"]),
        ])
        #expect(
            problems.map(\.action) == [
                "next-pages", "contents", "bookmark", "bookmark", "first-page", "first-page", "help", "previous-hit",
            ])
        #expect(problems[0].message.contains("unknown action 'next-pages'"))
        #expect(problems[1].message.contains("unknown key name 'Hyper-x'"))
        #expect(problems[2].message.contains("'Z' is bound twice"))
        #expect(problems[4].message.contains("counts"))
        #expect(problems[6].message.contains("no key"))
        #expect(problems[7].message.contains("quit's last key"))
        #expect(map.command(for: .character("Z")) == .action(.toggleContents))
        #expect(map.command(for: .character("M")) == .action(.openPrompt(.define)))
        #expect(map.command(for: .character("m")) == .action(.toggleBookmark), "all keys refused: the defaults stay")
        #expect(map.command(for: .character("x")) == nil)
        #expect(map.command(for: .character("g")) == .action(.firstPage), "all keys wrong: the defaults stay")
        #expect(map.command(for: .character("?")) == .action(.toggleHelp))
        #expect(map.command(for: .character("q")) == .action(.openPrompt(.goTo)))
        #expect(map.command(for: .character("Q")) == .quit, "quit keeps its last key")
        #expect(map.command(for: .character("N")) == .action(.previousHit), "the refused key is not half given")
    }

    @Test func aDefaultActionLeftWithNoKeyIsTold() {
        let (map, problems) = KeyMap.rebound([.init(action: "contents", keys: ["m"])])
        #expect(problems.map(\.message) == ["'bookmark' is left with no key to press ('m' taken)"])
        #expect(map.command(for: .character("m")) == .action(.toggleContents))
    }

    @Test func theListOfKeysShowsTheBindingsInForce() {
        let (map, _) = KeyMap.rebound([.init(action: "next-page", keys: ["e"]), .init(action: "quit", keys: ["C-x"])])
        #expect(map.helpLines.first?.keys == "e wheel↓")
        #expect(map.helpLines.first?.help == "next page (two if two are shown)")
        #expect(map.helpLines.contains { $0.keys == "C-x" && $0.help == "quit" })
        var session = ReaderSession(book: numberedBook(paragraphs: 30), columns: 100, rows: 50)
        session.perform(.toggleHelp)
        let shown = ReaderView.render(session, notice: nil, columns: 100, rows: 50, keys: map).textRows()
        #expect(shown.contains { $0.contains("e wheel↓") && $0.contains("next page") })
        #expect(!shown.contains { $0.contains("Space PgDn") })
    }

    @Test func aListClosesWithTheKeyThatOpenedItAndQuitsWithTheQuitKey() {
        let (map, _) = KeyMap.rebound([
            .init(action: "contents", keys: ["c"]), .init(action: "quit", keys: ["x", "q"]),
        ])
        #expect(map.command(for: .character("c")) == .action(.toggleContents))
        #expect(map.command(for: .character("c"), in: .contents) == .action(.toggleContents))
        #expect(map.command(for: .character("x"), in: .contents) == .quit)
        #expect(map.command(for: .character("j"), in: .contents) == .action(.contents(.move(1))), "its own keys stay")
        #expect(map.command(for: .character("x"), in: .prompt) == .action(.prompt(.edit(.insert("x")))))
    }

    @Test func theWordsOfTheListNameTheKeysInForce() {
        #expect(
            KeyMap.defaults.helpLines.contains {
                $0.help == "table of contents; ] [ next, previous section; } { chapter"
            })
        let (map, _) = KeyMap.rebound([
            .init(action: "next-chapter", keys: ["."]), .init(action: "define", keys: ["?"]),
        ])
        #expect(map.helpLines.contains { $0.help == "table of contents; ] [ next, previous section; . { chapter" })
        #expect(map.helpLines.contains { $0.help == "search from this page (↑/↓, Enter the last); ? looks a word up" })
        #expect(map.helpLines.contains { $0.help == "this list of keys; I reading statistics, time left" })
    }
}
