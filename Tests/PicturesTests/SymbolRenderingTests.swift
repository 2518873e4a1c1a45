import Testing

@testable import Pictures

/// Pictures in block symbols: colours in the right cells for each colour mode, the terminal's
/// own colours where there is no colour or no picture, and boxes that keep proportions.
@Suite("Image symbols")
struct SymbolRenderingTests {
    /// 16 x 8 pixels, the left half red, the right half blue; `alpha` for every pixel.
    private func halves(alpha: UInt8 = 255) -> DecodedImage {
        let row: [UInt8] = (0..<16).flatMap { (x: Int) -> [UInt8] in x < 8 ? [255, 0, 0, alpha] : [0, 0, 255, alpha] }
        return DecodedImage(width: 16, height: 8, rgba: Array((0..<8).map { _ in row }.joined()))
    }

    static let levels = [0, 95, 135, 175, 215, 255]

    /// The colours a cell shows: its symbol's, its background's, or both.
    private func shown(_ cell: SymbolRendering.Cell) -> [CellColor] {
        switch cell.scalar {
        case " ": [cell.background]
        case "\u{2588}": [cell.foreground]
        default: [cell.foreground, cell.background]
        }
    }

    private func rgb(_ color: CellColor) -> (red: Int, green: Int, blue: Int)? {
        switch color {
        case .rgb(let red, let green, let blue): (Int(red), Int(green), Int(blue))
        // The 6 x 6 x 6 cube of the xterm palette.
        case .palette(let index) where (16..<232).contains(index):
            (
                Self.levels[(Int(index) - 16) / 36], Self.levels[(Int(index) - 16) / 6 % 6],
                Self.levels[(Int(index) - 16) % 6]
            )
        default: nil
        }
    }

    private func isRed(_ color: CellColor) -> Bool {
        guard let (red, green, blue) = rgb(color) else { return false }
        return red > 180 && green < 80 && blue < 80
    }

    private func isBlue(_ color: CellColor) -> Bool {
        guard let (red, green, blue) = rgb(color) else { return false }
        return blue > 180 && red < 80 && green < 80
    }

    @Test(arguments: [ColorMode.trueColor, .palette256]) func halvesInTheirCells(colors: ColorMode) {
        let rendering = SymbolRendering(halves(), box: CellBox(columns: 8, rows: 4), colors: colors)
        #expect(rendering.cells.count == 32)
        for row in 0..<4 {
            // The two columns at the seam may mix both colours.
            for column in 0..<3 {
                #expect(shown(rendering[column, row]).allSatisfy(isRed), "\(rendering[column, row])")
            }
            for column in 5..<8 {
                #expect(shown(rendering[column, row]).allSatisfy(isBlue), "\(rendering[column, row])")
            }
        }
    }

    @Test func aCellOfTwoColoursIsAHalfBlock() {
        // Bands of 4 rows, red then blue: each cell of 8 x 8 pixels is red above, blue below.
        let red: [UInt8] = [255, 0, 0, 255]
        let blue: [UInt8] = [0, 0, 255, 255]
        let rgba = Array(
            (0..<16).map { y in Array([[UInt8]](repeating: y / 4 % 2 == 0 ? red : blue, count: 16).joined()) }.joined())
        let rendering = SymbolRendering(
            DecodedImage(width: 16, height: 16, rgba: rgba), box: CellBox(columns: 2, rows: 2), colors: .trueColor)
        for cell in rendering.cells {
            let (above, below) =
                cell.scalar == "\u{2580}" ? (cell.foreground, cell.background) : (cell.background, cell.foreground)
            #expect(["\u{2580}", "\u{2584}"].contains(cell.scalar) && isRed(above) && isBlue(below), "\(cell)")
        }
    }

    @Test func noColourLeavesTheTerminalsColours() {
        let rendering = SymbolRendering(halves(), box: CellBox(columns: 8, rows: 4), colors: .none)
        #expect(rendering.cells.count == 32)
        #expect(rendering.cells.allSatisfy { $0.foreground == .terminalDefault && $0.background == .terminalDefault })
    }

    @Test(arguments: [ColorMode.trueColor, .palette256]) func transparencyShowsTheDefaultBackground(colors: ColorMode) {
        let rendering = SymbolRendering(halves(alpha: 0), box: CellBox(columns: 4, rows: 2), colors: colors)
        #expect(rendering.cells.allSatisfy { $0.scalar == " " && $0.background == .terminalDefault })
    }

    @Test func anEmptyBoxHasNoCells() {
        #expect(SymbolRendering(halves(), box: CellBox(columns: 0, rows: 3), colors: .trueColor).cells.isEmpty)
    }
}
