import Testing

@testable import ReaderCore

/// The note's overlay alone: scrolling within its rows, Tab among its links with the one
/// selected kept in view, Enter and Esc.
@Suite("Note overlay")
struct NoteOverlayTests {
    /// A note of 20 rows in a box of 6, its links on rows 1, 12 and 19.
    private let extent = NoteOverlay.Extent(rows: 20, visibleRows: 6, linkRows: [1, 12, 19])

    @Test func scrollingStopsAtTheFirstRowAndWhereTheLastRowIsAtTheBottom() {
        var note = NoteOverlay(range: 5..<900)
        #expect(note.reduce(.scroll(-1), in: extent) == .stays(notice: nil))
        #expect(note.top == 0)
        _ = note.reduce(.scroll(3), in: extent)
        #expect(note.top == 3)
        _ = note.reduce(.page(1), in: extent)
        #expect(note.top == 9, "a page is a boxful")
        _ = note.reduce(.page(1), in: extent)
        #expect(note.top == 14, "20 rows, 6 in view: row 14 is the last top")
        _ = note.reduce(.scroll(1), in: extent)
        #expect(note.top == 14)
        _ = note.reduce(.page(-5), in: extent)
        #expect(note.top == 0)
    }

    @Test func aNoteThatFitsItsBoxNeverScrolls() {
        var note = NoteOverlay(range: 0..<10)
        _ = note.reduce(.page(1), in: NoteOverlay.Extent(rows: 1, visibleRows: 1, linkRows: []))
        _ = note.reduce(.scroll(2), in: NoteOverlay.Extent(rows: 1, visibleRows: 1, linkRows: []))
        #expect(note.top == 0)
    }

    @Test func tabGoesRoundTheLinksAndScrollsTheSelectedOneIntoView() {
        var note = NoteOverlay(range: 0..<900, label: "3", links: [40, 41, 42])
        _ = note.reduce(.selectLink(forward: true), in: extent)
        #expect(note.selection == 0 && note.top == 0)
        _ = note.reduce(.selectLink(forward: true), in: extent)
        #expect(note.selection == 1 && note.top == 7, "row 12 shown at the bottom of the box")
        _ = note.reduce(.selectLink(forward: true), in: extent)
        #expect(note.selection == 2 && note.top == 14)
        _ = note.reduce(.selectLink(forward: true), in: extent)
        #expect(note.selection == 0 && note.top == 1, "round to the first, row 1 shown at the top")
        _ = note.reduce(.selectLink(forward: false), in: extent)
        #expect(note.selection == 2 && note.top == 14)
        #expect(note.reduce(.follow, in: extent) == .follows(link: 42), "Enter follows the book's link")
    }

    @Test func shiftTabStartsFromTheLastLink() {
        var note = NoteOverlay(range: 0..<900, links: [7, 8])
        _ = note.reduce(.selectLink(forward: false), in: extent)
        #expect(note.selection == 1)
    }

    @Test func withoutLinksTabSaysSoAndEnterCloses() {
        var note = NoteOverlay(range: 0..<900)
        #expect(note.reduce(.selectLink(forward: true), in: extent) == .stays(notice: "No link in this note"))
        #expect(note.selection == nil)
        #expect(note.reduce(.follow, in: extent) == .closes(notice: nil))
        #expect(note.reduce(.close, in: extent) == .closes(notice: nil))
    }
}
