import Testing

@testable import TextEngine

/// The reader's choices of paragraph spacing and of frames: body text spaced or indented, and
/// framed blocks set in their measure without their boxes.
@Suite("Paragraph and frame choices")
struct ParagraphChoiceTests {
    /// Each line's (row, column) and the decorations' count, laid out 30 cells wide.
    private static func layout(_ storage: TextStorage, _ options: LayoutOptions) -> ([[Int]], Int) {
        let manager = LayoutManager(storage: storage, options: options)
        let pages = Array(PageIndex(layoutManager: manager, container: TextContainer(width: 30, height: 20)))
        return (pages.flatMap(\.lines).map { [$0.row, $0.column] }, pages.flatMap(\.decorations).count)
    }

    private static let plain = TextStorage("One two.\nThree four.\nFive six.")

    @Test func bodyTextIsSpacedOrIndentedAsChosen() {
        // Rows and columns of the three one-line paragraphs, worked out by hand.
        #expect(Self.layout(Self.plain, LayoutOptions()).0 == [[0, 0], [1, 0], [2, 0]])
        #expect(Self.layout(Self.plain, LayoutOptions(paragraphSpacing: .spaced)).0 == [[0, 0], [2, 0], [4, 0]])
        #expect(Self.layout(Self.plain, LayoutOptions(paragraphSpacing: .indented)).0 == [[0, 2], [1, 2], [2, 2]])
    }

    @Test func headingsAndFramesKeepTheirOwnSpacing() {
        var heading = ParagraphStyle()
        heading.keepWithNext = true
        let storage = TextStorage(
            units: Array("Title\nBody one.\nBody two.".utf16),
            paragraphStyleRuns: [
                ParagraphStyleRun(location: 0, style: heading), ParagraphStyleRun(location: 6, style: .default),
            ])
        #expect(Self.layout(storage, LayoutOptions(paragraphSpacing: .indented)).0 == [[0, 0], [1, 2], [2, 2]])
    }

    @Test func framesOffKeepTheBlocksMeasureWithoutItsBox() {
        let storage = TextStorage(
            units: Array("Before.\nA quotation.\nAfter.".utf16),
            paragraphStyleRuns: [
                ParagraphStyleRun(location: 0, style: .default), ParagraphStyleRun(location: 8, style: .framedQuote),
                ParagraphStyleRun(location: 21, style: .default),
            ])
        let framed = Self.layout(storage, LayoutOptions())
        #expect(framed.0 == [[0, 0], [2, 2], [4, 0]], "a border row above and below the quotation")
        #expect(framed.1 > 0)
        let unframed = Self.layout(storage, LayoutOptions(drawsFrames: false))
        #expect(unframed.0 == [[0, 0], [1, 2], [2, 0]], "in the block's measure, two cells in")
        #expect(unframed.1 == 0, "no box")
    }
}
