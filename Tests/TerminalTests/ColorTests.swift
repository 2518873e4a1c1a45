import Testing

@testable import Terminal

/// Colours fitted to a terminal's depth and kept in a screen's cells, against tables worked
/// out by hand from xterm's palette (cube levels 0, 95, 135, 175, 215, 255; greys 8 + 10n).
struct ColorTests {
    private func rgb(_ hex: String) -> TerminalColor { TerminalColor(hex: hex)! }

    @Test func theNearestOfTheCubeAndTheGreys() {
        let table: [(String, UInt8)] = [
            ("#ff0000", 196), ("#808080", 244), ("#000000", 16), ("#ffffff", 231), ("#5f87af", 67),
            ("#eeeeee", 255), ("#121212", 233), ("#ff8700", 208), ("#f4ecd8", 255), ("#1c1c1c", 234),
        ]
        for (hex, index) in table {
            #expect(rgb(hex).fitted(to: .palette256) == .palette(index), "\(hex)")
        }
    }

    @Test func theNearestOfEight() {
        let table: [(String, UInt8)] = [
            ("#ff0000", 1), ("#00ff00", 2), ("#0000ff", 4), ("#ffffff", 7), ("#202020", 0), ("#5b4636", 0),
            ("#f4ecd8", 7), ("#00c0c0", 6),
        ]
        for (hex, index) in table {
            #expect(rgb(hex).fitted(to: .basic8) == .palette(index), "\(hex)")
        }
        #expect(TerminalColor.palette(196).fitted(to: .basic8) == .palette(1))
        #expect(TerminalColor.palette(3).fitted(to: .basic8) == .palette(3))
    }

    @Test func directColourIsExactAndNoColourIsNone() {
        #expect(rgb("#5b4636").fitted(to: .direct) == .rgb(red: 0x5B, green: 0x46, blue: 0x36))
        #expect(TerminalColor.palette(196).fitted(to: .direct) == .rgb(red: 255, green: 0, blue: 0))
        #expect(TerminalColor.palette(244).fitted(to: .direct) == .rgb(red: 128, green: 128, blue: 128))
        #expect(TerminalColor.palette(2).fitted(to: .direct) == .palette(2))
        #expect(rgb("#ff0000").fitted(to: .none) == nil)
        #expect(TerminalColor.palette(229).fitted(to: .palette256) == .palette(229))
    }

    @Test func textNeverTakesItsBackgroundsColour() {
        let pale = CellColors(foreground: rgb("#e0e0e0"), background: rgb("#ffffff"))
        #expect(pale.fitted(to: .basic8) == .terminal)
        #expect(pale.fitted(to: .palette256) == CellColors(foreground: 254, background: 231))
    }

    @Test func depthFromTheColoursAndNoColor() {
        #expect(ColorDepth(colors: 256, usesColor: false) == ColorDepth.none)
        #expect(ColorDepth(colors: 1 << 24, usesColor: true) == .direct)
        #expect(ColorDepth(colors: 256, usesColor: true) == .palette256)
        #expect(ColorDepth(colors: 8, usesColor: true) == .basic8)
        #expect(ColorDepth(colors: 2, usesColor: true) == ColorDepth.none)
    }

    @Test func hexColoursAreReadStrictly() {
        #expect(TerminalColor(hex: "#FF8000") == .rgb(red: 255, green: 128, blue: 0))
        for bad in ["ff0000", "#ff00", "#gg0000", "#ff00001", "", "#", "#+f0000"] {
            #expect(TerminalColor(hex: bad) == nil, "\(bad)")
        }
    }

    @Test func aScreenKeepsEveryColourExactly() {
        let colors: [CellColors] = [
            .terminal, CellColors(foreground: 0), CellColors(background: 255),
            CellColors(foreground: .rgb(red: 0, green: 0, blue: 0), background: .rgb(red: 255, green: 255, blue: 255)),
            CellColors(foreground: .rgb(red: 1, green: 2, blue: 3), background: 16),
            CellColors(foreground: 231, background: .rgb(red: 254, green: 0, blue: 128)),
        ]
        var screen = Screen(width: colors.count, height: 1)
        for (column, cellColors) in colors.enumerated() {
            screen.put(scalar: "x", row: 0, column: column, colors: cellColors)
        }
        for (column, cellColors) in colors.enumerated() {
            #expect(screen[0, column].colors == cellColors, "column \(column)")
            #expect(CellColors(packed: cellColors.packed) == cellColors)
        }
        // Black in red, green and blue is not the terminal's own, nor palette entry 0.
        #expect(Set(colors.map(\.packed)).count == colors.count)
    }

    @Test func theDiffSeesAChangeOfRedGreenAndBlue() {
        var before = Screen(width: 3, height: 1)
        for column in 0..<3 {
            before.put(scalar: "x", row: 0, column: column, colors: CellColors(foreground: rgb("#102030")))
        }
        var after = before
        after.put(scalar: "x", row: 0, column: 1, colors: CellColors(foreground: rgb("#102031")))
        #expect(after.changes(since: before).map(\.column) == [0, 1])
    }

    @Test func defaultColoursArePaintedOnlyWhereNoneWere() {
        var screen = Screen(width: 4, height: 2)
        screen.put(scalar: "a", row: 0, column: 0)
        screen.put(scalar: "b", row: 0, column: 1, colors: CellColors(foreground: 196))
        let page = CellColors(foreground: rgb("#000001"), background: rgb("#fffffe"))
        screen.paintDefaultColors(page, in: screen.bounds)
        #expect(screen[0, 0].colors == page)
        #expect(screen[0, 1].colors == CellColors(foreground: 196, background: rgb("#fffffe")))
        #expect(screen[1, 3].colors == page, "blank rows too")
    }
}
