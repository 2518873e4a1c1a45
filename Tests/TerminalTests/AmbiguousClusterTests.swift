import Testing

@testable import Terminal

/// Clusters whose width terminals disagree on, and the frame diff around them: the cells after
/// such a cluster are written after it, each at its own column.
@Suite("Clusters of disputed width")
struct AmbiguousClusterTests {
    @Test func theClustersTerminalsDisagreeOn() {
        let disputed = [
            "👍🏽", "🇫🇷", "🇫", "👨‍👩‍👧", "1️⃣", "❤️", "☺︎", "🏴\u{E0067}\u{E0062}\u{E0073}\u{E0063}\u{E0074}\u{E007F}",
            "\u{1112}\u{1161}\u{11AB}", "🏽",
        ]
        let agreed = ["a", "漢", "😀", "e\u{301}", "\u{25CC}\u{301}", "a\u{20DD}", "—"]
        for text in disputed { #expect(Cell(text: text).hasAmbiguousWidth, "\(text)") }
        for text in agreed { #expect(!Cell(text: text).hasAmbiguousWidth, "\(text)") }
    }

    /// A screen 14 cells wide whose first row is `before`, a cluster two cells wide, `after`.
    private func screen(_ before: String, _ cluster: String, _ after: String) -> Screen {
        var screen = Screen(width: 14, height: 2)
        for (column, character) in before.enumerated() {
            screen.put(String(character), width: 1, row: 0, column: column)
        }
        screen.put(cluster, width: 2, row: 0, column: before.count)
        for (column, character) in after.enumerated() {
            screen.put(String(character), width: 1, row: 0, column: before.count + 2 + column)
        }
        return screen
    }

    /// The changes as (column, moves the cursor), the cells of row 0 only.
    private func written(_ screen: Screen, since previous: Screen?) -> [(column: Int, moves: Bool)] {
        screen.changes(since: previous).filter { $0.row == 0 }.map { ($0.column, $0.movesCursor) }
    }

    @Test func theCellsAfterADisputedClusterAreWrittenAfterItWithACursorMove() {
        let first = screen("skin ", "👍🏽", " must")
        // Columns 0 to 4 as they come, the cluster at 5 (6 is its right half), 7 to 11 each at its
        // column; the blanks that end the row, 12 and 13, as they come: a wider cluster hides nothing there.
        let all = (0...4).map { ($0, false) } + [(5, true)] + (7...11).map { ($0, true) } + [(12, false), (13, false)]
        #expect(written(first, since: nil).elementsEqual(all, by: ==))
        #expect(written(first, since: first).isEmpty, "nothing changed")
        let changedAfter = screen("skin ", "👍🏽", " mist")
        #expect(written(changedAfter, since: first).elementsEqual([(5, true)] + (7...11).map { ($0, true) }, by: ==))
        let changedBefore = screen("skim ", "👍🏽", " must")
        // 3 changed, 2 is written again as the cell to its left; then the cluster and what follows.
        let expected = [(2, false), (3, false), (5, true)] + (7...11).map { ($0, true) }
        #expect(written(changedBefore, since: first).elementsEqual(expected, by: ==))
        let erased = screen("skin ", "👍🏽", "")
        #expect(written(erased, since: first).elementsEqual([(5, true)] + (7...11).map { ($0, false) }, by: ==))
    }

    @Test func clustersTerminalsAgreeOnAreWrittenAsBefore() {
        let first = screen("wide ", "漢", " must")
        let changed = screen("wide ", "漢", " mist")
        #expect(written(changed, since: first).elementsEqual([(8, false), (9, false)], by: ==))
        #expect(written(first, since: nil).allSatisfy { !$0.moves })
        #expect(screen("flag ", "🇫🇷", "").changes(since: nil).filter { $0.row == 1 }.allSatisfy { !$0.movesCursor })
    }
}
