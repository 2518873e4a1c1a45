import Testing

@testable import Pictures

/// Pictures as kitty, sixel and iTerm2 escape sequences for a box of cells.
@Suite("Image graphics protocols")
struct TerminalGraphicsTests {
    let image = DecodedImage(width: 2, height: 2, rgba: ImageDecodeTests.quad)
    let box = CellBox(columns: 3, rows: 2)

    private func escapes(_ protocol: TerminalGraphics) -> String {
        String(decoding: `protocol`.escapes(for: image, box: box, cellWidth: 8, cellHeight: 16), as: UTF8.self)
    }

    @Test func kittyTransmitsPixelsForTheBox() {
        let kitty = escapes(.kitty)
        #expect(kitty.hasPrefix("\u{1B}_Ga=T,f=32,s=24,v=32,c=3,r=2"), "\(kitty.prefix(40).debugDescription)")
        #expect(kitty.hasSuffix("\u{1B}\\"))
    }

    @Test func sixelIsADeviceControlString() {
        let sixel = escapes(.sixel)
        // 24 pixels wide; the height is a multiple of 6 (a sixel) that fits the 32 of the box.
        #expect(sixel.hasPrefix("\u{1B}P0;1;0q\"1;1;24;30#"), "\(sixel.prefix(20).debugDescription)")
        #expect(sixel.hasSuffix("\u{1B}\\"))
    }

    @Test func iTerm2SendsAnInlineFileForTheCells() {
        let iTerm2 = escapes(.iTerm2)
        #expect(iTerm2.hasPrefix("\u{1B}]1337;File=inline=1;width=3;height=2"), "\(iTerm2.prefix(60).debugDescription)")
        #expect(iTerm2.hasSuffix("\u{07}"))
    }

    @Test func emptyOrHugeBoxesHaveNone() {
        #expect(
            TerminalGraphics.kitty.escapes(for: image, box: CellBox(columns: 0, rows: 2), cellWidth: 8, cellHeight: 16)
                .isEmpty)
        #expect(
            TerminalGraphics.sixel.escapes(
                for: image, box: CellBox(columns: 1000, rows: 1000), cellWidth: 10, cellHeight: 20
            ).isEmpty)
    }
}
