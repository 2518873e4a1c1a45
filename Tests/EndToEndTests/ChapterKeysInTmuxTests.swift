import Foundation
import TestSupport
import Testing

/// The chapter keys and the status line's chapter, in the real binary at 60 columns.
@Suite("Chapter keys in tmux", .serialized)
struct ChapterKeysInTmuxTests {
    private let temporary = TemporaryDirectory()

    /// The status line: the last row that shows the page as N/M.
    private static func status(_ screen: String) -> String {
        screen.split(separator: "\n").last { $0.contains("/") && $0.contains("%") }.map(String.init) ?? ""
    }

    @Test func bracketsMoveByChapterAndTheStatusLineKeepsItsName() throws {
        let book = temporary.path + "/chaptered.epub"
        try ChapteredEPUB.write(to: book, chapters: 6)
        let tmux = try Tmux(columns: 60, rows: 20)
        try tmux.type("XDG_STATE_HOME='\(temporary.path)/state' '\(Command.reader)' '\(book)'")
        var screen = try tmux.waitFor { $0.contains("c1p1w1") && Self.status($0).contains("Chapter 1") }
        #expect(Self.status(screen).contains("Chapter 1"), "the chapter named at 60 columns:\n\(screen)")
        for (key, chapter) in [("]", 2), ("]", 3), ("[", 2)] {
            try tmux.send(literally: key)
            screen = try tmux.waitFor { $0.contains("c\(chapter)p1w1") }
            #expect(Self.status(screen).contains("Chapter \(chapter)"), "\(key) to chapter \(chapter):\n\(screen)")
        }
        try tmux.send(literally: "u")
        screen = try tmux.waitFor { $0.contains("c3p1w1") }
        #expect(screen.contains("c3p1w1"), "u back where [ left:\n\(screen)")
        try tmux.press("q")
        #expect(try tmux.waitUntil { try !tmux.alternateScreenOn() })
    }
}
