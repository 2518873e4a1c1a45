import Formats
import Testing

@testable import ReaderCore

/// Each overlay's own reduce, alone: its state and what it asks of the session.
@Suite("Overlays")
struct OverlayTests {
    @Test func theContentsSelectionStaysAmongTheChaptersAndOpensTheOneSelected() {
        let chapters = [Chapter(title: "One", offset: 0), Chapter(title: "Two", offset: 40)]
        var contents = ContentsOverlay(selection: 0)
        #expect(contents.reduce(.move(5), chapters: chapters) == .stays(notice: nil))
        #expect(contents.selection == 1)
        #expect(contents.reduce(.move(-3), chapters: chapters) == .stays(notice: nil))
        #expect(contents.selection == 0)
        _ = contents.reduce(.move(1), chapters: chapters)
        #expect(contents.reduce(.open, chapters: chapters) == .jumps(toOffset: 40))
    }

    @Test func deletingTheLastBookmarkClosesTheList() {
        var bookmarks = [10, 20, 30]
        var list = BookmarksOverlay(selection: 2)
        #expect(list.reduce(.open, bookmarks: &bookmarks) == .jumps(toOffset: 30))
        #expect(list.reduce(.delete, bookmarks: &bookmarks) == .stays(notice: "Bookmark deleted"))
        #expect(bookmarks == [10, 20] && list.selection == 1, "the selection moves up to the last one left")
        _ = list.reduce(.move(-1), bookmarks: &bookmarks)
        #expect(list.reduce(.delete, bookmarks: &bookmarks) == .stays(notice: "Bookmark deleted"))
        #expect(bookmarks == [20] && list.selection == 0)
        #expect(list.reduce(.delete, bookmarks: &bookmarks) == .closes(notice: "Bookmark deleted"))
        #expect(bookmarks.isEmpty)
    }

    @Test func thePromptSubmitsItsLineOrCancels() {
        var line = PromptLine(.goTo)
        _ = line.reduce(.edit(.insert("1")))
        _ = line.reduce(.edit(.insert("2")))
        #expect(line.text == "12")
        #expect(line.reduce(.submit) == .submits(line))
        #expect(line.reduce(.cancel) == .closes(notice: nil))
    }

    @Test func theViewerTellsWhyAMoveCannotBeMade() {
        var viewer = PictureViewer(index: 0)
        #expect(viewer.reduce(.move(.previous), pictureCount: 2) == .stays(notice: "The book's first picture"))
        #expect(viewer.reduce(.move(.next), pictureCount: 2) == .stays(notice: nil))
        #expect(viewer.index == 1)
        #expect(viewer.reduce(.close, pictureCount: 2) == .closes(notice: nil))
    }
}
