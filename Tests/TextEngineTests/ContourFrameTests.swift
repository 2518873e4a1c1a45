import Testing
import TextEngine

/// Golden pictures of the contour frame (seed 003 in cells).
@Suite("Contour frames")
struct ContourFrameTests {
    /// Draws text rows (x marks text cells) and the frame into a small picture.
    private func picture(_ rows: [ContourFrame.Row], width: Int = 16) -> String {
        let height = (rows.last?.row ?? 0) + 2
        var grid = Array(repeating: Array(repeating: Character(" "), count: width), count: height)
        for row in rows {
            for column in row.left..<row.right { grid[row.row][column] = "x" }
        }
        var decorations: [Decoration] = []
        ContourFrame.append(around: rows, to: &decorations)
        for decoration in decorations {
            grid[decoration.row][decoration.column] = Self.glyph(decoration)
        }
        return grid.map { String($0).replacingTrailingSpaces() }.joined(separator: "\n")
    }

    /// The rounded box-drawing glyph of a frame's piece, as a renderer draws it.
    static func glyph(_ decoration: Decoration) -> Character {
        let glyphs: [Decoration.FramePiece: Character] = [
            .horizontal: "─", .vertical: "│", .topLeft: "╭", .topRight: "╮", .bottomLeft: "╰", .bottomRight: "╯",
        ]
        guard case .frame(let piece) = decoration.kind, let glyph = glyphs[piece] else { return "?" }
        return glyph
    }

    private func rows(_ extents: [(Int, Int)], top: Int = 1) -> [ContourFrame.Row] {
        extents.enumerated().map { ContourFrame.Row(row: top + $0.offset, left: $0.element.0, right: $0.element.1) }
    }

    @Test func oneLine() {
        #expect(
            picture(rows([(2, 7)])) == """
                ╭───────╮
                │ xxxxx │
                ╰───────╯
                """)
    }

    @Test func aLongerMiddleLineStepsOutAndBackOnTheShorterLines() {
        #expect(
            picture(rows([(2, 6), (2, 10), (2, 5)])) == """
                ╭──────╮
                │ xxxx ╰───╮
                │ xxxxxxxx │
                │ xxx ╭────╯
                ╰─────╯
                """)
    }

    @Test func aShorterMiddleLineKeepsTheEdgeStraight() {
        #expect(
            picture(rows([(2, 9), (2, 4), (2, 9)])) == """
                ╭─────────╮
                │ xxxxxxx │
                │ xx      │
                │ xxxxxxx │
                ╰─────────╯
                """)
    }

    @Test func equalLinesGiveStraightEdges() {
        #expect(
            picture(rows([(2, 6), (2, 6)])) == """
                ╭──────╮
                │ xxxx │
                │ xxxx │
                ╰──────╯
                """)
    }

    @Test func stepsOfOneCell() {
        #expect(
            picture(rows([(2, 5), (2, 6), (2, 7)])) == """
                ╭─────╮
                │ xxx ╰╮
                │ xxxx ╰╮
                │ xxxxx │
                ╰───────╯
                """)
    }

    @Test func centredLinesAreRaggedOnBothSides() {
        #expect(
            picture(rows([(5, 9), (3, 11), (6, 8)])) == """
                   ╭──────╮
                 ╭─╯ xxxx ╰─╮
                 │ xxxxxxxx │
                 ╰──╮ xx ╭──╯
                    ╰────╯
                """)
    }

    @Test func aFrameSplitByAPageBreakClosesAndReopens() {
        let quote = ParagraphStyle.framedQuote
        let layout = LaidOut(
            "aaaa bb cccc dd eeee", width: 10, height: 4, styles: [ParagraphStyleRun(location: 0, style: quote)])
        let pages = layout.pages.map { page in
            var grid = Array(repeating: Array(repeating: Character(" "), count: 10), count: 4)
            for line in page.lines {
                for (index, character) in layout.storage.string(in: line.range).prefix(line.width).enumerated() {
                    grid[line.row][line.column + index] = character
                }
            }
            for decoration in page.decorations { grid[decoration.row][decoration.column] = Self.glyph(decoration) }
            return grid.map { String($0).replacingTrailingSpaces() }.joined(separator: "\n")
        }
        #expect(
            pages == [
                """
                ╭──────╮
                │ aaaa │
                │ bb ╭─╯
                ╰────╯
                """,
                """
                ╭──────╮
                │ cccc │
                ╰──────╯

                """,
                """
                ╭────╮
                │ dd ╰─╮
                │ eeee │
                ╰──────╯
                """,
            ])
        #expect(
            pages.allSatisfy { $0.hasPrefix("╭") && $0.split(separator: "\n").last?.hasPrefix("╰") == true },
            "each page's part of the frame is closed: \(pages)")
    }
}

extension String {
    func replacingTrailingSpaces() -> String {
        var copy = self
        while copy.last == " " { copy.removeLast() }
        return copy
    }
}
