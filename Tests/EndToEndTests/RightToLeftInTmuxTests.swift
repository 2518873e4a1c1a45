import Foundation
import TestSupport
import Testing

/// An Arabic book in a real terminal (tmux, which does no bidi of its own).
@Suite("Right-to-left in tmux", .serialized)
struct RightToLeftInTmuxTests {
    private let temporary = TemporaryDirectory()

    @Test func anArabicLineStartsAtTheRightEdgeWithItsNumberWhole() throws {
        let path = temporary.path + "/arabic.html"
        try """
        <html lang="ar"><head><title>كتاب</title></head><body>
        <p>مرحبا بكم في هذا الكتاب الصغير الذي فيه 10 000 000 كلمة.</p></body></html>
        """.write(toFile: path, atomically: false, encoding: .utf8)
        let tmux = try Tmux(columns: 80, rows: 24)
        try tmux.type("XDG_STATE_HOME='\(temporary.path)/state' '\(Command.reader)' --shape=off '\(path)'")
        let screen = try tmux.waitFor { $0.contains("ابحرم") }
        let row = try #require(screen.split(separator: "\n").first { $0.contains("ابحرم") }.map(String.init))
        // The first word, مرحبا, drawn reversed at the right edge of the 76-cell text area (two
        // cells of margin on each side of an 80-column terminal).
        #expect(row.hasSuffix("ابحرم"), "\(screen)")
        #expect(row.count == 78, "\(screen)")
        #expect(row.contains(".ةملك 10 000 000 هيف"), "\(screen)")
    }
}
