import ReaderCore
import Terminal

extension KeyBindings {
    /// The reading keys, in the order the list of keys shows them. Digits before `g` count. In
    /// the words of the list, `{name}` stands for the first key of the binding so named.
    public static let reading: [Binding] = [
        Binding(
            name: "next-page",
            keys: [.character(" "), .pageDown, .character("j"), .down, .character("f"), .wheelDown],
            command: .action(.nextPage), help: "next page (two if two are shown)"),
        Binding(
            name: "previous-page", keys: [.character("b"), .pageUp, .character("k"), .up, .wheelUp],
            command: .action(.previousPage), help: "previous page"),
        Binding(
            name: "page-right", keys: [.right, .character("l")], command: .action(.turnRight),
            help: "page to the right or left (← next in rtl books)"),
        Binding(name: "page-left", keys: [.left, .character("h")], command: .action(.turnLeft), help: nil),
        Binding(
            name: "first-page", keys: [.character("g"), .home], command: .action(.firstPage),
            help: "first page; 250{first-page}: page 250"),
        Binding(name: "last-page", keys: [.character("G"), .end], command: .action(.lastPage), help: "last page"),
        Binding(
            name: "go-to", keys: [.character(":")], command: .action(.openPrompt(.goTo)),
            help: "go to a page: 250, 50%, p169"),
        Binding(
            name: "search", keys: [.character("/")], command: .action(.openPrompt(.search)),
            help: "search from this page (↑/↓, Enter the last); {define} looks a word up"),
        // Told on the line of `/`: the list of keys fills 24 rows.
        Binding(name: "define", keys: [.character("D")], command: .action(.openPrompt(.define)), help: nil),
        Binding(name: "next-hit", keys: [.character("n")], command: .action(.nextHit), help: "next or previous hit"),
        Binding(name: "previous-hit", keys: [.character("N")], command: .action(.previousHit), help: nil),
        Binding(
            name: "back", keys: [.backspace, .character("u")], command: .action(.goBack),
            help: "back where the last jump left; {forward} forward again"),
        Binding(name: "forward", keys: [.character("U")], command: .action(.goForward), help: nil),
        Binding(
            name: "next-link", keys: [.character("\t")], command: .action(.nextLink),
            help: "next or previous link on the page"),
        Binding(name: "previous-link", keys: [.backTab], command: .action(.previousLink), help: nil),
        Binding(
            name: "follow-link", keys: [.enter], command: .action(.followLink),
            help: "follow the link (a note opens over the page)"),
        Binding(
            name: "view-picture", keys: [.character("v")], command: .action(.openPicture),
            help: "view the picture here (+ - 0 zoom, n p)"),
        Binding(
            name: "contents", keys: [.character("t")], command: .action(.toggleContents),
            help:
                "table of contents; {next-section} {previous-section} next, previous section; {next-chapter} {previous-chapter} chapter"
        ),
        // Told on the line of `t`: the list of keys fills 24 rows.
        Binding(name: "next-section", keys: [.character("]")], command: .action(.nextSection), help: nil),
        Binding(name: "previous-section", keys: [.character("[")], command: .action(.previousSection), help: nil),
        Binding(name: "next-chapter", keys: [.character("}")], command: .action(.nextChapter), help: nil),
        Binding(name: "previous-chapter", keys: [.character("{")], command: .action(.previousChapter), help: nil),
        Binding(
            name: "bookmark", keys: [.character("m")], command: .action(.toggleBookmark),
            help: "set or take away a bookmark here"),
        Binding(
            name: "bookmarks", keys: [.character("B")], command: .action(.toggleBookmarks),
            help: "bookmarks; {highlights} highlights and notes; {note} the note here"),
        // Told on the line of the bookmarks: the list of keys has no row to spare.
        Binding(name: "highlights", keys: [.character("H")], command: .action(.toggleHighlights), help: nil),
        Binding(name: "note", keys: [.character("a")], command: .action(.openHighlightNote), help: nil),
        Binding(
            name: "justify", keys: [.character("J")], command: .action(.toggleJustification),
            help: "justified or ragged; {spread} one or two pages; {reset-book} reset the book"),
        Binding(name: "spread", keys: [.character("S")], command: .action(.toggleSpread), help: nil),
        Binding(name: "reset-book", keys: [.character("X")], command: .action(.resetSettings), help: nil),
        Binding(
            name: "ruby", keys: [.character("r")], command: .action(.toggleRuby),
            help: "hide or show ruby readings; {theme} the next colour theme"),
        // Folded into r's line: the list of keys fits a screen of 24 rows.
        Binding(name: "theme", keys: [.character("T")], command: .cycleTheme, help: nil),
        Binding(
            name: "vertical", keys: [.character("V")], command: .action(.toggleVertical),
            help: "vertical or horizontal text (CJK)"),
        Binding(
            name: "wider", keys: [.character("+"), .character("=")], command: .action(.widenMeasure),
            help: "wider or narrower measure (3+: by 3 cells)"),
        Binding(name: "narrower", keys: [.character("-")], command: .action(.narrowMeasure), help: nil),
        Binding(
            name: "select", keys: [.character("s")], command: .action(.startSelection),
            help: "select, from the first word here (or drag the mouse)"),
        Binding(
            name: "help", keys: [.character("?"), .f1], command: .action(.toggleHelp),
            help: "this list of keys; {statistics} reading statistics, time left"),
        Binding(name: "statistics", keys: [.character("I")], command: .action(.toggleStatistics), help: nil),
        Binding(name: "quit", keys: [.character("q"), .character("Q")], command: .quit, help: "quit"),
    ]

    /// The keys of the selection mode (`s`), in the order the list of keys shows them after
    /// the reading keys. Arrows go the way they point on the page, in any writing mode.
    public static let selecting: [Binding] =
        [
            Binding(
                name: "select-left", keys: [.left], command: .action(.selection(.move(.left))),
                help: "selection: move as the arrow points"),
            Binding(name: "select-right", keys: [.right], command: .action(.selection(.move(.right))), help: nil),
            Binding(name: "select-up", keys: [.up], command: .action(.selection(.move(.up))), help: nil),
            Binding(name: "select-down", keys: [.down], command: .action(.selection(.move(.down))), help: nil),
        ] + moves("character", ">", "<", { .character(forward: $0) }, help: "next or previous character")
        + moves("word", "w", "b", { .word(forward: $0) }, help: "next or previous word")
        + moves("sentence", ")", "(", { .sentence(forward: $0) }, help: "next sentence, this one's start")
        + moves("line", "j", "k", { .line(forward: $0) }, help: "next or previous line")
        + moves("paragraph", "}", "{", { .paragraph(forward: $0) }, help: "next paragraph, this one's start")
        + [
            Binding(
                name: "select-line-end", keys: [.character("$")], command: .action(.selection(.move(.lineEnd))),
                help: "selection: end or start of the line"),
            Binding(
                name: "select-line-start", keys: [.character("0")], command: .action(.selection(.move(.lineStart))),
                help: nil),
        ] + selectionUses

    /// What is done with the selection: anchored, left, copied, highlighted, looked up.
    private static let selectionUses: [Binding] =
        [
            Binding(
                name: "select-anchor", keys: [.character("v")], command: .action(.selection(.anchor)),
                help: "selection: anchor here, the moves extend; again drops it"),
            Binding(
                name: "select-leave", keys: [.escape, .character("s")], command: .action(.selection(.close)),
                help: "leave the selection"),
            Binding(
                name: "copy", keys: [.character("y")], command: .action(.useSelection(.copy(citing: false))),
                help: "selection: copy it to the clipboard"),
            Binding(
                name: "copy-citing", keys: [.character("Y")], command: .action(.useSelection(.copy(citing: true))),
                help: "selection: copy it with a citation line"),
            Binding(
                name: "highlight", keys: [.character("h")], command: .action(.useSelection(.highlight(.yellow))),
                help: "selection: highlight it"),
        ]
        + HighlightColour.allCases.enumerated().map { index, colour in
            Binding(
                name: "highlight-\(index + 1)", keys: [.character(Character("\(index + 1)"))],
                command: .action(.useSelection(.highlight(colour))),
                help: index == 0 ? "selection: highlight it in colour 1 to \(HighlightColour.allCases.count)" : nil)
        }
        + [
            Binding(
                name: "annotate", keys: [.character("n")], command: .action(.useSelection(.annotate)),
                help: "selection: highlight it with a note"),
            Binding(
                name: "look-up", keys: [.character("d")], command: .action(.useSelection(.lookUp)),
                help: "selection: look it up in the dictionaries"),
        ]

    /// The keys of a move forward and back in the selection, told on one line of the list:
    /// "select-word-forward" and "select-word-back".
    private static func moves(
        _ unit: String, _ forward: Character, _ back: Character, _ move: (Bool) -> SelectionOverlay.Move, help: String
    ) -> [Binding] {
        [
            Binding(
                name: "select-\(unit)-forward", keys: [.character(forward)],
                command: .action(.selection(.move(move(true)))), help: "selection: " + help),
            Binding(
                name: "select-\(unit)-back", keys: [.character(back)],
                command: .action(.selection(.move(move(false)))), help: nil),
        ]
    }
}
