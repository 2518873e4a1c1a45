import Testing
import TextEngine

@testable import ReaderCore

/// A book's highlights found again when it opens: kept where their text still is, moved with
/// their quote renewed, lost (and kept) when their text is gone.
@Suite("Highlights found again")
struct HighlightAnchoringTests {
    static let old = "Chapter 1\nCall me Ishmael. Some years ago, never mind how long precisely."
    /// The same book imported with a longer heading: everything after it 8 units later.
    static let new = "Chapter 1: Loomings\nCall me Ishmael. Some years ago, never mind how long precisely."

    static func highlight(_ id: String, _ range: Range<Int>, in text: String) -> Highlight {
        Highlight(id: id, range: range, quote: TextQuote(of: range, in: TextStorage(text)), created: 1)
    }

    @Test func theyAreKeptMovedOrLostAndOnlyThoseThatChangedAreWrittenBack() {
        // "Ishmael" at 18..<25 in the old text, 28..<35 in the new; "Chapter" at 0..<7 in both.
        let kept = Self.highlight("kept", 0..<7, in: Self.old)
        let moved = Self.highlight("moved", 18..<25, in: Self.old)
        var gone = Highlight(
            id: "gone", range: 40..<50, quote: TextQuote(exact: "Queequeg's harpoon", prefix: "", suffix: ""),
            created: 2)
        let result = Highlight.anchored([kept, moved, gone], in: TextStorage(Self.new))
        #expect(result.all.map(\.range) == [0..<7, 28..<35, 40..<50])
        #expect(result.all.map(\.isLost) == [false, false, true])
        #expect(
            result.all[1].quote
                == TextQuote(
                    exact: "Ishmael", prefix: "Chapter 1: Loomings\nCall me ",
                    suffix: ". Some years ago, never mind how"))
        gone.isLost = true
        #expect(result.moved.map(\.id) == ["moved", "gone"])
        #expect(result.all[2] == gone, "a lost highlight keeps its range, quote and note")
    }

    @Test func noMoreThanTheSearchesAllowedReadTheWholeBook() {
        let first = Self.highlight("first", 18..<25, in: Self.old)
        let second = Self.highlight("second", 26..<30, in: Self.old)
        let inPlace = Self.highlight("in place", 0..<7, in: Self.old)
        let result = Highlight.anchored([first, second, inPlace], in: TextStorage(Self.new), searches: 1)
        #expect(result.all.map(\.range) == [28..<35, 26..<30, 0..<7], "the second is left for a later opening")
        #expect(result.all[1] == second)
        #expect(result.moved.map(\.id) == ["first"])
    }

    @Test func aLostHighlightWhoseTextIsBackIsFoundAgain() {
        var lost = Self.highlight("back", 28..<35, in: Self.new)
        lost.isLost = true
        let result = Highlight.anchored([lost], in: TextStorage(Self.new))
        #expect(result.all.first?.isLost == false)
        #expect(result.moved.count == 1)
    }
}
