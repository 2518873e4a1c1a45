import Terminal
import Testing

/// The cell grid: what is put is what is read back, and clearing forgets all of it.
@Suite("Screen")
struct ScreenTests {
    @Test func clustersOfEveryKindReadBackAsTheyWerePut() {
        var screen = Screen(width: 8, height: 2)
        screen.put("a", width: 1, row: 0, column: 0, style: .bold)
        screen.put("中", width: 2, row: 0, column: 1)
        screen.put("e\u{301}", width: 1, row: 0, column: 3)
        screen.put("👨‍👩‍👧", width: 2, row: 0, column: 4)
        screen.put("\u{1B}", width: 1, row: 1, column: 2)
        #expect(screen[0, 0] == Cell(text: "a", style: .bold))
        #expect(screen[0, 1] == Cell(text: "中") && screen[0, 2].isContinuation)
        #expect(screen[0, 3] == Cell(text: "e\u{301}"))
        #expect(screen[0, 4] == Cell(text: "👨‍👩‍👧") && screen[0, 5].isContinuation)
        #expect(screen[0, 6] == .blank)
        #expect(
            screen.textRows() == ["a中e\u{301}👨‍👩‍👧", "  \u{241B}"],
            "escape shown as its picture, trailing blanks trimmed")
    }

    @Test func aClusterOfManyScalarsKeepsThemAllButNeverAControl() {
        var screen = Screen(width: 8, height: 1)
        screen.put("👨‍👩‍👧‍👦", width: 2, row: 0, column: 0)
        screen.put("🇯🇵\u{1B}[2J\u{9B}", width: 2, row: 0, column: 2)
        screen.put("e\u{301}\u{302}\u{303}\u{304}\u{305}\u{306}", width: 1, row: 0, column: 4)
        #expect(
            screen[0, 0].text.unicodeScalars.map(\.value) == [
                0x1F468, 0x200D, 0x1F469, 0x200D, 0x1F467, 0x200D, 0x1F466,
            ])
        #expect(screen[0, 2].text == "🇯🇵\u{241B}[2J\u{FFFD}", "controls become pictures, whatever the cluster")
        #expect(screen[0, 4].text.unicodeScalars.count == 7, "more scalars than a curses cell holds are kept")
        #expect([0, 2, 4, 5].map { screen.cellWidth(row: 0, column: $0) } == [2, 2, 1, 1])
        let controls = (0..<8).flatMap { screen[0, $0].text.unicodeScalars }.filter {
            $0.value < 0x20 || (0x7F..<0xA0).contains($0.value)
        }
        #expect(controls.isEmpty)
    }

    @Test func aScalarIsPutAsItIsOrAsItsPicture() {
        var screen = Screen(width: 3, height: 1)
        screen.put("中", width: 2, row: 0, column: 1)
        screen.put(scalar: "╭", row: 0, column: 0, style: .bold)
        screen.put(scalar: "\u{1B}", row: 0, column: 2)
        #expect(screen[0, 0] == Cell(text: "╭", style: .bold))
        #expect(screen[0, 1] == .blank, "half a wide cluster overwritten blanks the other half")
        #expect(screen.textRows() == ["╭ \u{241B}"])
    }

    @Test func overwritingHalfAWideClusterBlanksTheOtherHalf() {
        var screen = Screen(width: 4, height: 1)
        screen.put("中", width: 2, row: 0, column: 0)
        screen.put("x", width: 1, row: 0, column: 1)
        #expect(screen.textRows() == [" x"])
    }

    @Test func aClearedScreenEqualsANewOne() {
        var screen = Screen(width: 6, height: 3)
        screen.put("字", width: 2, row: 1, column: 4)
        screen.fill(row: 2, columns: 0..<6, style: .reverse)
        screen.put("e\u{301}", width: 1, row: 0, column: 0)
        #expect(screen != Screen(width: 6, height: 3))
        screen.clear()
        #expect(screen == Screen(width: 6, height: 3))
        #expect(screen.textRows() == ["", "", ""])
        screen.put("b", width: 1, row: 0, column: 1)
        #expect(screen.textRows() == [" b", "", ""])
    }

    @Test func cellsGivenToAGraphicAreNeverWrittenAsText() {
        var before = Screen(width: 6, height: 3)
        before.put("中", width: 2, row: 1, column: 0)
        var after = before
        after.reserveForGraphic(Rect(row: 1, column: 1, width: 3, height: 5))
        #expect(after[1, 0] == .blank, "half a wide cluster under a graphic is blanked")
        #expect((1..<4).allSatisfy { after[1, $0].isGraphic && after[2, $0].isGraphic } && !after[1, 4].isGraphic)
        // The blanked half, and the cell left of the graphic on the next row (its neighbour changed).
        #expect(
            after.changes(since: before) == [
                Screen.Change(row: 1, column: 0, cell: .blank), Screen.Change(row: 2, column: 0, cell: .blank),
            ])
        #expect(after.changes(since: nil).allSatisfy { !$0.cell.isGraphic })
        #expect(after.textRows() == ["", "", ""], "a graphic reads as blank")
    }

    @Test func anUnknownOrResizedTerminalGetsEveryCellButRightHalves() {
        var screen = Screen(width: 3, height: 2)
        screen.put("中", width: 2, row: 0, column: 0)
        let all = screen.changes(since: nil)
        #expect(all.map { [$0.row, $0.column] } == [[0, 0], [0, 2], [1, 0], [1, 1], [1, 2]])
        #expect(all[0].cell == Cell(text: "中"))
        #expect(screen.changes(since: Screen(width: 4, height: 2)).count == 5)
    }

    @Test func onlyWhatChangedIsWrittenAndAWideClusterWhole() {
        var before = Screen(width: 5, height: 2)
        before.put("a", width: 1, row: 0, column: 0)
        before.put("中", width: 2, row: 1, column: 1)
        #expect(before.changes(since: before).isEmpty)

        var after = before
        after.put("b", width: 1, row: 0, column: 4)
        after.put("a", width: 1, row: 0, column: 0, style: .bold)
        // A new style is a change; the cell left of a change is written again with it.
        #expect(after.changes(since: before).map { [$0.row, $0.column] } == [[0, 0], [0, 3], [0, 4]])

        // A narrow cell written over the right half blanks the left: the blank and the new cell go out.
        var split = before
        split.put("x", width: 1, row: 1, column: 2)
        #expect(
            split.changes(since: before) == [
                Screen.Change(row: 1, column: 0, cell: .blank), Screen.Change(row: 1, column: 1, cell: .blank),
                Screen.Change(row: 1, column: 2, cell: Cell(text: "x")),
            ])
        // A cell whose right neighbour becomes the right half of a new wide cluster is written again.
        var wide = before
        wide.put("字", width: 2, row: 0, column: 0)
        #expect(wide.changes(since: before).map { [$0.row, $0.column] } == [[0, 0]])
    }

    @Test func coloursAreKeptPerCellAndChangingThemIsAChange() {
        var screen = Screen(width: 4, height: 1)
        let red = CellColors(foreground: 196, background: 21)
        screen.put(scalar: "▀", row: 0, column: 1, colors: red)
        #expect(screen[0, 1].colors == red && screen[0, 0].colors == .terminal)
        var recoloured = screen
        recoloured.put(scalar: "▀", row: 0, column: 1, colors: CellColors(foreground: 196, background: nil))
        #expect(
            recoloured.changes(since: screen).map(\.column) == [0, 1],
            "the cell, and the one before it as for any change")
        recoloured.clear()
        #expect(recoloured[0, 1].colors == .terminal)
    }
}
