import Testing

@testable import TextEngine

/// Frame decoration alone, on lines placed by hand.
@Suite("Frame decoration")
struct FrameDecorationTests {
    private func line(row: Int, column: Int, width: Int, depth: Int) -> PlacedLine {
        PlacedLine(
            fragment: LineFragment(range: 0..<width, row: row, column: column, width: width), frameDepth: depth,
            block: nil)
    }

    /// The lines as x and their frames, drawn as a renderer does.
    private func picture(_ lines: [PlacedLine], height: Int) -> String {
        var grid = Array(repeating: Array(repeating: Character(" "), count: 14), count: height)
        for line in lines {
            for column in line.fragment.column..<(line.fragment.column + line.fragment.width) {
                grid[line.fragment.row][column] = "x"
            }
        }
        var decorations: [Decoration] = []
        FrameDecoration.append(around: lines, to: &decorations)
        for decoration in decorations { grid[decoration.row][decoration.column] = ContourFrameTests.glyph(decoration) }
        return grid.map { String($0).replacingTrailingSpaces() }.joined(separator: "\n")
    }

    @Test func unframedLinesGetNoFrame() {
        var decorations: [Decoration] = []
        FrameDecoration.append(around: [line(row: 0, column: 0, width: 5, depth: 0)], to: &decorations)
        #expect(decorations.isEmpty)
    }

    @Test func aFrameInsideAFrameMakesTheOuterOneARectangle() {
        let lines = [
            line(row: 1, column: 2, width: 10, depth: 1),
            line(row: 3, column: 4, width: 6, depth: 2),
            line(row: 5, column: 2, width: 8, depth: 1),
        ]
        #expect(
            picture(lines, height: 7) == """
                ╭────────────╮
                │ xxxxxxxxxx │
                │ ╭────────╮ │
                │ │ xxxxxx │ │
                │ ╰────────╯ │
                │ xxxxxxxx   │
                ╰────────────╯
                """)
    }

    @Test func framesAreDrawnAroundEachRunOfFramedLines() {
        let lines = [
            line(row: 1, column: 2, width: 4, depth: 1),
            line(row: 3, column: 0, width: 3, depth: 0),
            line(row: 5, column: 2, width: 6, depth: 1),
        ]
        #expect(
            picture(lines, height: 7) == """
                ╭──────╮
                │ xxxx │
                ╰──────╯
                xxx
                ╭────────╮
                │ xxxxxx │
                ╰────────╯
                """)
    }
}
