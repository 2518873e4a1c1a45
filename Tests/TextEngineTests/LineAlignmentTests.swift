import Testing

@testable import TextEngine

/// The alignment pass alone, on lines made by hand: where a line 10 cells wide, typeset at a
/// head indent of 2 in a measure of 20 cells on a page 30 cells wide, is put.
@Suite("Line alignment")
struct LineAlignmentTests {
    private func aligned(
        _ alignment: ParagraphStyle.Alignment, rightToLeft: Bool = false, spread: Bool = false,
        column: Int = 2, width: Int = 10, measure: Int = 20
    ) -> LineFragment {
        var fragment = LineFragment(
            range: 0..<10, row: 0, column: column, width: width, isRightToLeft: rightToLeft)
        LineAlignment.align(&fragment, alignment, measure: measure, spread: spread, width: 30)
        return fragment
    }

    @Test func leftToRightLinesStandWhereTheirAlignmentSays() {
        // Slack of 10 cells: none before the line, half of it, all of it.
        let columns: [(ParagraphStyle.Alignment, Int)] = [
            (.start, 2), (.left, 2), (.justified, 2), (.center, 7), (.end, 12), (.right, 12),
        ]
        for (alignment, column) in columns {
            #expect(aligned(alignment).column == column, "\(alignment)")
        }
    }

    @Test func rightToLeftLinesAreMirroredAndLeftAndRightStayPhysical() {
        // Mirrored in 30 cells: a line at column c of 10 cells stands at 30 - c - 10.
        let columns: [(ParagraphStyle.Alignment, Int)] = [
            (.start, 18), (.right, 18), (.center, 13), (.end, 8), (.left, 8),
        ]
        for (alignment, column) in columns {
            #expect(aligned(alignment, rightToLeft: true).column == column, "\(alignment)")
        }
    }

    @Test func aSpreadLineFillsItsMeasure() {
        let line = aligned(.justified, spread: true)
        #expect(line.column == 2 && line.width == 20 && line.justification == 10)
    }

    @Test func aLineStaysInsideThePage() {
        #expect(aligned(.start, column: 25).column == 20)
        #expect(aligned(.start, rightToLeft: true, column: 25).column == 0)
    }

    @Test func aLineSpreadsOnlyOverGapsThatStayNarrow() {
        #expect(!LineAlignment.spreads(slack: 1, gaps: 0), "no gap to spread over")
        #expect(LineAlignment.spreads(slack: 12, gaps: 3), "four more cells a gap")
        #expect(!LineAlignment.spreads(slack: 13, gaps: 3), "five would be too many")
    }

    @Test func leftAndRightResolveByDirection() {
        let expected: [(ParagraphStyle.Alignment, WritingDirection, ParagraphStyle.Alignment)] = [
            (.left, .leftToRight, .start), (.right, .leftToRight, .end),
            (.left, .rightToLeft, .end), (.right, .rightToLeft, .start),
            (.left, .natural, .start), (.right, .natural, .end),
            (.start, .rightToLeft, .start), (.end, .rightToLeft, .end), (.center, .rightToLeft, .center),
            (.justified, .rightToLeft, .justified),
        ]
        for (alignment, direction, logical) in expected {
            #expect(alignment.logical(in: direction) == logical, "\(alignment) in \(direction)")
        }
    }

    @Test func leftAndRightAreSidesOfThePageInEitherDirection() {
        // The direction is found by the layout from the first strong letter: Hebrew reads right to left.
        for (text, alignment, column) in [
            ("abc", ParagraphStyle.Alignment.left, 0), ("abc", .right, 7),
            ("אבג", .left, 0), ("אבג", .right, 7),
        ] {
            var style = ParagraphStyle()
            style.alignment = alignment
            let layout = LaidOut(text, width: 10, styles: [ParagraphStyleRun(location: 0, style: style)])
            #expect(layout.lines.map(\.column) == [column], "\(text) \(alignment)")
        }
    }

    @Test func bodyTextIsAlignedToItsStartWhicheverSideThatIs() {
        var style = ParagraphStyle()
        style.alignment = .left
        #expect(style.isBodyText)
        style.writingDirection = .rightToLeft
        #expect(!style.isBodyText, "left is the end of right-to-left text")
        style.alignment = .right
        #expect(style.isBodyText)
    }
}
