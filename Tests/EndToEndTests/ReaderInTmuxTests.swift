import Foundation
import TestSupport
import Testing

/// The real binary in a real terminal (tmux), with a fresh XDG_STATE_HOME.
@Suite("Reader in tmux", .serialized)
struct ReaderInTmuxTests {
    /// Removed when the test ends.
    private let temporary = TemporaryDirectory()
    private var directory: String { temporary.path }

    /// A book of unique words: the first word of any page tells where the page starts.
    private func writeBook() throws -> String {
        let text = (1...150).map { paragraph in
            (1...40).map { "p\(paragraph)w\($0)" }.joined(separator: " ")
        }.joined(separator: "\n\n")
        let path = directory + "/Numbered Book.txt"
        try text.write(toFile: path, atomically: false, encoding: .utf8)
        return path
    }

    private func open(_ book: String, in tmux: Tmux, state: String) throws {
        try tmux.type("XDG_STATE_HOME='\(state)' '\(Command.reader)' '\(book)'")
    }

    /// A tmux of 80x24 showing the first page of `book`, its places kept under `state`.
    private func openOnFirstPage(_ book: String, state: String? = nil) throws -> Tmux {
        let tmux = try Tmux(columns: 80, rows: 24)
        try open(book, in: tmux, state: state ?? directory + "/state")
        _ = try tmux.waitFor { Self.pageLabel($0)?.0 == 1 }
        return tmux
    }

    static func pageLabel(_ screen: String) -> (Int, Int)? {
        guard let status = screen.split(separator: "\n").last(where: { $0.contains("%") }) else { return nil }
        // The label stands at the right end; a notice to its left may hold slashes too.
        let label = status.split(separator: " ").last { $0.contains("/") }
        let parts = label?.split(separator: "/").compactMap { Int($0.split(separator: "-").first ?? "") }
        guard let parts, parts.count == 2 else { return nil }
        return (parts[0], parts[1])
    }

    private static func firstWord(_ screen: String) -> String? {
        screen.split(separator: "\n").first { !$0.trimmingCharacters(in: .whitespaces).isEmpty }?
            .split(separator: " ").first.map(String.init)
    }

    @Test func turnQuitResumeResizeAndTerminate() throws {
        let book = try writeBook()
        let state = directory + "/state"
        let tmux = try Tmux(columns: 80, rows: 24)
        try open(book, in: tmux, state: state)
        var screen = try tmux.waitFor { Self.pageLabel($0)?.0 == 1 }
        let total = try #require(Self.pageLabel(screen)?.1, "the status line shows N/M:\n\(screen)")
        #expect(total > 10)
        #expect(screen.contains("Numbered Book"))
        #expect(try tmux.alternateScreenOn())

        try tmux.press("Right", "Right", "Right")
        screen = try tmux.waitFor { Self.pageLabel($0)?.0 == 4 }
        #expect(Self.pageLabel(screen)?.0 == 4, "three → show page 4:\n\(screen)")
        let pageStart = try #require(Self.firstWord(screen))

        try tmux.press("q")
        #expect(try tmux.waitUntil { try !tmux.alternateScreenOn() }, "q leaves the alternate screen")

        try open(book, in: tmux, state: state)
        screen = try tmux.waitFor { Self.pageLabel($0)?.0 == 4 }
        #expect(
            Self.pageLabel(screen)?.0 == 4 && Self.pageLabel(screen)?.1 == total,
            "reopening resumes on 4/\(total):\n\(screen)")

        try tmux.resize(columns: 50, rows: 16)
        screen = try tmux.waitFor { $0.contains(pageStart) && Self.pageLabel($0)?.1 != total }
        #expect(screen.contains(pageStart), "after a resize the page's text is still on screen:\n\(screen)")
        #expect(screen.split(separator: "\n").allSatisfy { $0.count <= 50 })

        let terminated = try #require(try tmux.signalProgram(SIGTERM))
        #expect(terminated.leftAlternateScreen, "SIGTERM leaves the alternate screen")
        #expect(terminated.exited, "the reader exits on SIGTERM")
    }

    @Test func colonGoesToAPageAndBackspaceComesBack() throws {
        let tmux = try openOnFirstPage(try writeBook())
        try tmux.press(":", "7")
        var screen = try tmux.waitFor { $0.contains(":7") }
        #expect(
            screen.split(separator: "\n").last?.hasPrefix(" :7") == true, "the prompt on the status line:\n\(screen)")
        try tmux.press("Enter")
        screen = try tmux.waitFor { Self.pageLabel($0)?.0 == 7 }
        #expect(Self.pageLabel(screen)?.0 == 7)
        try tmux.press("3", "g")
        screen = try tmux.waitFor { Self.pageLabel($0)?.0 == 3 }
        try tmux.press("BSpace")
        screen = try tmux.waitFor { Self.pageLabel($0)?.0 == 7 }
        #expect(Self.pageLabel(screen)?.0 == 7, "Backspace goes back to where the jump left:\n\(screen)")
        try tmux.press("q")
    }

    @Test func bookmarksSurviveARestart() throws {
        let book = try writeBook()
        let state = directory + "/state"
        let tmux = try openOnFirstPage(book, state: state)
        try tmux.press("Right", "Right", "m")
        var screen = try tmux.waitFor { $0.contains("Bookmarked") }
        let words = try #require(Self.firstWord(screen))
        try tmux.press("q")
        #expect(try tmux.waitUntil { try !tmux.alternateScreenOn() })
        try open(book, in: tmux, state: state)
        _ = try tmux.waitFor { Self.pageLabel($0)?.0 == 3 }
        try tmux.press("g", "B")
        screen = try tmux.waitFor { $0.contains("Bookmarks") }
        #expect(screen.contains(words), "the bookmark is listed by its first words:\n\(screen)")
        try tmux.press("Enter")
        screen = try tmux.waitFor { Self.pageLabel($0)?.0 == 3 }
        #expect(Self.pageLabel(screen)?.0 == 3)
        try tmux.press("q")
    }

    @Test func theLibraryListsTheBooksReadAndOpensThemWhereTheyWereLeft() throws {
        let book = try writeBook()
        let state = directory + "/state"
        let tmux = try openOnFirstPage(book, state: state)
        try tmux.press("Right", "Right", "Right", "Right")
        _ = try tmux.waitFor { Self.pageLabel($0)?.0 == 5 }
        try tmux.press("q")
        #expect(try tmux.waitUntil { try !tmux.alternateScreenOn() })
        let listed = try Command.run("/usr/bin/env", ["XDG_STATE_HOME=\(state)", Command.reader, "--list"])
        #expect(
            listed.status == 0 && listed.output.contains("Numbered Book") && listed.output.contains(book),
            "\(listed.output)")
        try tmux.type("XDG_STATE_HOME='\(state)' '\(Command.reader)'")
        var screen = try tmux.waitFor { $0.contains("Library") && $0.contains("%  Numbered Book") }
        #expect(screen.contains("Numbered Book") && screen.contains("%"), "\(screen)")
        try tmux.press("Enter")
        screen = try tmux.waitFor { Self.pageLabel($0)?.0 == 5 }
        #expect(Self.pageLabel(screen)?.0 == 5, "opened on the page left:\n\(screen)")
        try tmux.press("q")
        #expect(try tmux.waitUntil { try !tmux.alternateScreenOn() })
        try tmux.type("XDG_STATE_HOME='\(state)' '\(Command.reader)'")
        // The keys are typed as soon as the command is: the library answers them once its books are read.
        try tmux.press("d", "y")
        screen = try tmux.waitFor { $0.contains("Forgot") }
        #expect(!screen.contains("%  Numbered Book"), "forgotten:\n\(screen)")
        try tmux.press("q")
    }

    @Test func searchFindsAndHighlightsAndANoteOpensOverThePage() throws {
        let filler = (1...60).map { "<p>Filler paragraph \($0) with a few words in it to fill the pages.</p>" }.joined()
        let path = directory + "/Notes.html"
        try """
        <html><body><p>A sentence with a note<a epub:type="noteref" href="#n1">1</a> in it.</p>\(filler)
        <p>The word Café stands here, and CAFE there.</p>
        <aside epub:type="footnote" id="n1"><p>The note itself, in full.</p></aside></body></html>
        """.write(toFile: path, atomically: false, encoding: .utf8)
        let tmux = try Tmux(columns: 80, rows: 24)
        try open(path, in: tmux, state: directory + "/state")
        _ = try tmux.waitFor { Self.pageLabel($0)?.0 == 1 }
        try tmux.press("/", "c", "a", "f", "e", "Enter")
        var screen = try tmux.waitFor { $0.contains("hit 1/2") }
        #expect(
            screen.contains("Café") && screen.contains("▐"),
            "the hit is found whatever its accent, and highlighted:\n\(screen)")
        try tmux.press("n")
        screen = try tmux.waitFor { $0.contains("hit 2/2") }
        try tmux.press("g", "Tab", "Enter")
        screen = try tmux.waitFor { $0.contains("The note itself, in full.") }
        #expect(screen.contains("Note"), "the note opens over the page:\n\(screen)")
        try tmux.press("Escape")
        _ = try tmux.waitFor { !$0.contains("The note itself") }
        try tmux.press("q")
    }

    @Test func escapeSequencesAreNeverTakenForKeys() throws {
        let tmux = try openOnFirstPage(try writeBook())
        // ESC [ 2 J would be Esc, "[", "2", "J" (justify) if taken apart.
        try tmux.send(literally: "\u{1B}[2J")
        try tmux.press("/")
        try tmux.send(literally: "p3w\u{1B}[31m1")
        try tmux.press("Enter")
        let screen = try tmux.waitFor { $0.contains("hit 1/") }
        #expect(!screen.contains("Justified"), "no key of the sequence acted:\n\(screen)")
        try tmux.press("q")
    }

    @Test func escapeAndAKeyReadTogetherAreTwoKeys() throws {
        // Esc then q typed while the reader is busy reach it as one read: the prompt closes and
        // the reader quits, where both were once swallowed as an unknown sequence.
        let tmux = try openOnFirstPage(try writeBook())
        try tmux.press("/")
        try tmux.waitFor { $0.split(separator: "\n").last?.hasPrefix(" /") == true }
        try tmux.send(literally: "\u{1B}q")
        #expect(try tmux.waitUntil { try tmux.foregroundChild() == nil }, "q after Esc quits")
    }

    @Test func questionMarkShowsEveryKey() throws {
        let tmux = try openOnFirstPage(try writeBook())
        try tmux.press("?")
        let screen = try tmux.waitFor { $0.contains("Keys") && $0.contains("quit") }
        for help in [
            "next page", "previous page", "go to a page", "search from this page", "table of contents",
            "this list of keys",
        ] {
            #expect(screen.contains(help), "\(help):\n\(screen)")
        }
        try tmux.press("Escape")
        _ = try tmux.waitFor { !$0.contains("this list of keys") }
        try tmux.press("q")
    }

    @Test func theDirectoryIsCreatedAndTheLastPageIsKeptOnSIGHUP() throws {
        let book = try writeBook()
        let state = directory + "/fresh/state"
        let tmux = try Tmux(columns: 80, rows: 24)
        try open(book, in: tmux, state: state)
        try tmux.waitFor { Self.pageLabel($0)?.0 == 1 }
        try tmux.press("G")
        let screen = try tmux.waitFor { label in Self.pageLabel(label).map { $0.0 == $0.1 } ?? false }
        let last = try #require(Self.pageLabel(screen))
        let hungUp = try #require(try tmux.signalProgram(SIGHUP))
        #expect(hungUp.leftAlternateScreen)
        #expect(FileManager.default.fileExists(atPath: state + "/reader/positions.sqlite"))
        try open(book, in: tmux, state: state)
        let reopened = try tmux.waitFor { Self.pageLabel($0)?.0 == last.0 }
        #expect(Self.pageLabel(reopened)?.0 == last.0)
        try tmux.press("q")
    }

    @Test func aLockedStoreNeverHoldsUpReadingAndThePlaceIsKept() throws {
        let book = try writeBook()
        let state = directory + "/locked"
        let tmux = try Tmux(columns: 80, rows: 24)
        try open(book, in: tmux, state: state)
        try tmux.waitFor { Self.pageLabel($0)?.0 == 1 }
        try tmux.press("Right", "Right")
        try tmux.waitFor { Self.pageLabel($0)?.0 == 3 }
        try tmux.press("q")
        #expect(try tmux.waitUntil { try !tmux.alternateScreenOn() })

        let lock = try StoreLock(state + "/reader/positions.sqlite")
        try open(book, in: tmux, state: state)
        var screen = try tmux.waitFor { $0.contains("not read") }
        #expect(screen.contains("Reading position not read: the store is locked by another program"), "\(screen)")
        try tmux.press("Right")
        screen = try tmux.waitFor(timeout: 1) { Self.pageLabel($0)?.0 == 2 }
        #expect(Self.pageLabel(screen)?.0 == 2, "a page turn under the lock shows at once:\n\(screen)")
        screen = try tmux.waitFor { $0.contains("not saved") }
        #expect(screen.contains("Reading position not saved: the store is locked"), "\(screen)")
        try tmux.press("Right")
        screen = try tmux.waitFor { Self.pageLabel($0)?.0 == 3 }
        #expect(screen.contains("Reading position not saved"), "the notice stays while saving fails:\n\(screen)")

        lock.release()
        screen = try tmux.waitFor { $0.contains("saved again") }
        #expect(screen.contains("Reading position saved again"), "the save is retried until it works:\n\(screen)")
        try tmux.press("q")
        #expect(try tmux.waitUntil { try !tmux.alternateScreenOn() })
        try open(book, in: tmux, state: state)
        screen = try tmux.waitFor { Self.pageLabel($0)?.0 == 3 }
        #expect(Self.pageLabel(screen)?.0 == 3, "the page seen last is where the book opens:\n\(screen)")
        try tmux.press("q")
    }

    @Test func aStoreThatCannotBeWrittenIsReportedAndReadingGoesOn() throws {
        let book = try writeBook()
        let tmux = try Tmux(columns: 80, rows: 24)
        try open(book, in: tmux, state: "/dev/null/state")
        var screen = try tmux.waitFor { $0.contains("not saved") }
        #expect(screen.contains("Reading position not saved"), "\(screen)")
        try tmux.press("Right")
        screen = try tmux.waitFor { Self.pageLabel($0)?.0 == 2 }
        #expect(Self.pageLabel(screen)?.0 == 2)
        let interrupted = try #require(try tmux.signalProgram(SIGINT))
        #expect(interrupted.leftAlternateScreen, "SIGINT leaves the alternate screen")
        #expect(interrupted.exited, "the reader exits on SIGINT")
    }

    @Test func aTinyTerminalShowsAMessageNotABrokenPage() throws {
        let book = try writeBook()
        let tmux = try Tmux(columns: 18, rows: 5)
        try open(book, in: tmux, state: directory + "/state")
        let screen = try tmux.waitFor { $0.contains("too small") }
        #expect(screen.contains("too small"), "\(screen)")
        try tmux.resize(columns: 80, rows: 24)
        let resized = try tmux.waitFor { Self.pageLabel($0) != nil }
        #expect(Self.pageLabel(resized)?.0 == 1)
        try tmux.press("q")
    }

    @Test func anEPUBsTableOfContentsJumpsToAChapter() throws {
        let book = directory + "/chaptered.epub"
        try ChapteredEPUB.write(to: book, chapters: 6)
        let tmux = try Tmux(columns: 80, rows: 24)
        try open(book, in: tmux, state: directory + "/state")
        var screen = try tmux.waitFor { Self.pageLabel($0)?.0 == 1 }
        #expect(screen.contains("Chaptered — E. Pub"), "title and author from the metadata:\n\(screen)")
        try tmux.press("t")
        screen = try tmux.waitFor { $0.contains("Contents") }
        #expect(screen.contains("╭─ Contents") && screen.contains("Chapter 6"), "\(screen)")
        try tmux.press("Down", "Down", "Down", "Enter")
        screen = try tmux.waitFor { $0.contains("c4p1w1") }
        #expect(screen.contains("c4p1w1") && !screen.contains("Contents"), "Enter goes to chapter 4:\n\(screen)")
        #expect(screen.contains("· Chapter 4"), "the status line names the chapter:\n\(screen)")
        try tmux.press("q")
        #expect(try tmux.waitUntil { try !tmux.alternateScreenOn() })
    }

    @Test func theTypographySampleShowsMarkersHangingIndentsAndFrames() throws {
        let book = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Books/Typography.html").path
        let tmux = try Tmux(columns: 80, rows: 24)
        try open(book, in: tmux, state: directory + "/state")
        var screen = try tmux.waitFor { $0.contains("•  A first bullet") }
        let rows = screen.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let item = try #require(rows.firstIndex { $0.contains("•  A second bullet") }, "\(screen)")
        let second = try #require(rows[item].range(of: "A second"))
        let textColumn = rows[item].distance(from: rows[item].startIndex, to: second.lowerBound)
        let wrapped = rows[item + 1]
        #expect(
            wrapped.prefix(textColumn).allSatisfy { $0 == " " } && wrapped.dropFirst(textColumn).first != " ",
            "the wrapped line hangs under the item's text:\n\(rows[item])\n\(wrapped)")
        #expect(rows.contains { $0.contains("◦  A nested bullet") })
        try tmux.press("Right")
        screen = try tmux.waitFor { $0.contains("A centred bullet") }
        let centred = screen.split(separator: "\n").filter { $0.contains("•") && $0.contains("centred bullet") }
        let bullets = screen.split(separator: "\n").filter { $0.contains("•") }.map { $0.prefix { $0 != "•" }.count }
        #expect(
            centred.count == 2 && Set(bullets).count == 1,
            "bullets line up at the left edge whatever the alignment:\n\(screen)")
        for _ in 0..<3 where !screen.contains("Whose woods") {
            let label = Self.pageLabel(screen)?.0
            try tmux.press("Right")
            screen = try tmux.waitFor { Self.pageLabel($0)?.0 != label }
        }
        // The quotation's lines are ragged; its frame is a box: each line ends in its right side.
        let verses = ["Whose woods", "His house", "He will not", "To watch"].compactMap { verse in
            screen.split(separator: "\n").first { $0.contains("│ " + verse) }
        }
        let sides = Set(verses.map { row in row.lastIndex(of: "│").map { row.distance(from: row.startIndex, to: $0) } })
        #expect(
            screen.contains("╭───") && screen.contains("╰───") && verses.count == 4 && sides.count == 1,
            "the quotation's frame is a box:\n\(screen)")
        try tmux.press("q")
        #expect(try tmux.waitUntil { try !tmux.alternateScreenOn() })
    }

    @Test func justificationAndMeasureAreRemembered() throws {
        let book = try writeBook()
        let state = directory + "/state"
        let tmux = try Tmux(columns: 80, rows: 24)
        try open(book, in: tmux, state: state)
        try tmux.waitFor { Self.pageLabel($0)?.0 == 1 }
        try tmux.press("-", "-", "-", "-")
        var screen = try tmux.waitFor { $0.contains("Measure 60 cells") }
        #expect(screen.contains("Measure 60 cells"), "\(screen)")
        try tmux.press("J")
        screen = try tmux.waitFor { $0.contains("Justified and hyphenated") }
        try tmux.press("q")
        #expect(try tmux.waitUntil { try !tmux.alternateScreenOn() })

        try open(book, in: tmux, state: state)
        screen = try tmux.waitFor { Self.pageLabel($0)?.0 == 1 }
        let text = screen.split(separator: "\n").dropLast().filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
        #expect(
            text.allSatisfy { $0.prefix { $0 == " " }.count == 10 }, "a 60-cell page centred in 80 columns:\n\(screen)")
        #expect(text.dropLast().contains { $0.count == 70 }, "justified lines fill the measure:\n\(screen)")
        try tmux.press("q")
    }

    @Test func aVerticalBookReadsInColumnsRightToLeftAndTurnsLeftward() throws {
        let book = directory + "/tategaki.epub"
        try Data(try EPUBFixture.zip(VerticalEPUB.files(paragraphs: 40))).write(to: URL(fileURLWithPath: book))
        let state = directory + "/state"
        let tmux = try Tmux(columns: 80, rows: 24)
        try open(book, in: tmux, state: state)
        var screen = try tmux.waitFor { Self.pageLabel($0)?.0 == 1 }
        // The page's first column is its rightmost: 第, 01 side by side, 段, ︒ from the top down;
        // on its right the reading やまみち beside 山路, from a row above 山 to a row below 路.
        let rows = screen.split(separator: "\n", omittingEmptySubsequences: false).map {
            $0.trimmingCharacters(in: .whitespaces)
        }
        #expect(
            rows[1].hasSuffix("第") && rows[2].hasSuffix("01") && rows[3].hasSuffix("段") && rows[4].hasSuffix("︒や"),
            "columns from the right, tate-chu-yoko, vertical punctuation:\n\(screen)")
        #expect(
            rows[5].hasSuffix("山ま") && rows[6].hasSuffix("路み") && rows[7].hasSuffix("をち") && rows[8].hasSuffix("登"),
            "the reading beside its base:\n\(screen)")
        #expect(
            screen.contains("﹁") && !screen.contains("「") && !screen.contains("︵"),
            "vertical brackets, no parentheses:\n\(screen)")
        #expect(screen.contains("← next"), "the status line says which way is next:\n\(screen)")
        try tmux.press("Left")
        screen = try tmux.waitFor { Self.pageLabel($0)?.0 == 2 }
        #expect(Self.pageLabel(screen)?.0 == 2, "← goes forward:\n\(screen)")
        try tmux.press("Right")
        screen = try tmux.waitFor { Self.pageLabel($0)?.0 == 1 }
        #expect(Self.pageLabel(screen)?.0 == 1, "→ goes back:\n\(screen)")

        try tmux.press("V")
        screen = try tmux.waitFor { $0.contains("Set horizontally") }
        try tmux.press("q")
        #expect(try tmux.waitUntil { try !tmux.alternateScreenOn() })
        try open(book, in: tmux, state: state)
        screen = try tmux.waitFor { Self.pageLabel($0)?.0 == 1 }
        #expect(screen.contains("第01段。山路（やまみち）を登りながら"), "V is remembered for the book:\n\(screen)")
        try tmux.press("q")
    }
}
