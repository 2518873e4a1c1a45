import Testing

@testable import TextEngine

/// Frame decoration alone, on lines placed by hand, and the frames of laid-out pages.
@Suite("Frame decoration")
struct FrameDecorationTests {
    /// A line of `width` cells at `row` and `column` in the frames `boxes` (id, cells from the
    /// left, from the right), `opened` of them opening just above it.
    private func line(
        row: Int, column: Int, width: Int, _ boxes: [(Int, Int, Int)], opened: Int? = nil, rows: Int = 1
    ) -> PlacedLine {
        let frames = boxes.map { FrameBox(id: $0.0, left: $0.1, right: $0.2) }
        let block = rows > 1 ? (attachment: Attachment(.rule), columns: width, rows: rows) : nil
        return PlacedLine(
            fragment: LineFragment(range: 0..<width, row: row, column: column, width: width),
            frames: frames, opened: opened ?? frames.count, block: block)
    }

    /// The lines as x and their frames, drawn as a renderer does, on a page 14 cells wide.
    private func picture(_ lines: [PlacedLine], height: Int) -> String {
        var grid = Array(repeating: Array(repeating: Character(" "), count: 14), count: height)
        for line in lines {
            for row in line.fragment.row..<(line.fragment.row + line.rows) {
                for column in line.fragment.column..<(line.fragment.column + line.fragment.width) {
                    grid[row][column] = "x"
                }
            }
        }
        var decorations: [Decoration] = []
        FrameDecoration.append(around: lines, width: 14, to: &decorations)
        for decoration in decorations { grid[decoration.row][decoration.column] = Self.glyph(decoration) }
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

    @Test func unframedLinesGetNoFrame() {
        var decorations: [Decoration] = []
        FrameDecoration.append(around: [line(row: 0, column: 0, width: 5, [])], width: 14, to: &decorations)
        #expect(decorations.isEmpty)
    }

    @Test func aFrameIsABoxAroundItsMeasureWhateverItsLinesDo() {
        // A short line, a right-aligned one, a centred one: the box stays as wide as the block.
        let lines = [
            line(row: 1, column: 3, width: 4, [(1, 3, 3)]),
            line(row: 2, column: 7, width: 4, [(1, 3, 3)], opened: 0),
            line(row: 4, column: 5, width: 3, [(1, 3, 3)], opened: 0),
        ]
        #expect(
            picture(lines, height: 6) == """
                 ╭──────────╮
                 │ xxxx     │
                 │     xxxx │
                 │          │
                 │   xxx    │
                 ╰──────────╯
                """)
    }

    @Test func aFrameInsideAFrameIsABoxTwoCellsIn() {
        let lines = [
            line(row: 1, column: 2, width: 8, [(1, 2, 2)]),
            line(row: 3, column: 4, width: 6, [(1, 2, 2), (2, 4, 4)], opened: 1),
            line(row: 5, column: 2, width: 5, [(1, 2, 2)], opened: 0),
        ]
        #expect(
            picture(lines, height: 7) == """
                ╭────────────╮
                │ xxxxxxxx   │
                │ ╭────────╮ │
                │ │ xxxxxx │ │
                │ ╰────────╯ │
                │ xxxxx      │
                ╰────────────╯
                """)
    }

    @Test func twoBlocksInARowAreTwoFrames() {
        // The second block opens its frame just above its line: the first closes below its own.
        let lines = [
            line(row: 1, column: 2, width: 4, [(1, 2, 2)]),
            line(row: 4, column: 2, width: 6, [(2, 2, 2)]),
        ]
        #expect(
            picture(lines, height: 6) == """
                ╭────────────╮
                │ xxxx       │
                ╰────────────╯
                ╭────────────╮
                │ xxxxxx     │
                ╰────────────╯
                """)
    }

    @Test func aPictureIsFramedOnAllItsRows() {
        // A figure: its caption, then its picture three rows high.
        let lines = [
            line(row: 1, column: 3, width: 8, [(1, 2, 2)]),
            line(row: 2, column: 4, width: 6, [(1, 2, 2)], opened: 0, rows: 3),
        ]
        #expect(
            picture(lines, height: 6) == """
                ╭────────────╮
                │  xxxxxxxx  │
                │   xxxxxx   │
                │   xxxxxx   │
                │   xxxxxx   │
                ╰────────────╯
                """)
    }

    @Test func aFrameSplitByAPageBreakIsClosedOnEachPage() {
        var quote = ParagraphStyle()
        quote.frames = [ParagraphStyle.Frame(id: 1)]
        (quote.firstLineHeadIndent, quote.headIndent, quote.tailIndent) = (2, 2, 2)
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
                ╭────────╮
                │ aaaa   │
                │ bb     │
                ╰────────╯
                """,
                """
                ╭────────╮
                │ cccc   │
                ╰────────╯

                """,
                """
                ╭────────╮
                │ dd     │
                │ eeee   │
                ╰────────╯
                """,
            ])
    }
}

extension String {
    func replacingTrailingSpaces() -> String {
        var copy = self
        while copy.last == " " { copy.removeLast() }
        return copy
    }
}
