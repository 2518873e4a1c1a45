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
        let large = DecodedImage(width: 100, height: 100, rgba: [UInt8](repeating: 80, count: 100 * 100 * 4))
        let kitty = String(
            decoding: TerminalGraphics.kitty.escapes(for: large, box: box, cellWidth: 8, cellHeight: 16), as: UTF8.self)
        #expect(kitty.hasPrefix("\u{1B}_Ga=T,f=32,s=24,v=32,c=3,r=2"), "\(kitty.prefix(40).debugDescription)")
        #expect(kitty.hasSuffix("\u{1B}\\"))
    }

    @Test func kittyNeverSendsMorePixelsThanThePictureHas() {
        // A 2x2 picture in 3x2 cells: a pixel a cell, which kitty stretches to the box.
        let kitty = escapes(.kitty)
        #expect(kitty.hasPrefix("\u{1B}_Ga=T,f=32,s=3,v=2,c=3,r=2"), "\(kitty.prefix(40).debugDescription)")
        // 30x30 pixels over 300x100 cells of 10x20: 300x100 pixels (120,000 bytes, 160,000 in
        // base64), not the 3000x2000 of the box (32 MB in base64).
        let small = DecodedImage(width: 30, height: 30, rgba: [UInt8](repeating: 80, count: 30 * 30 * 4))
        let full = TerminalGraphics.kitty.escapes(
            for: small, box: CellBox(columns: 300, rows: 100), cellWidth: 10, cellHeight: 20)
        #expect(String(decoding: full.prefix(40), as: UTF8.self).hasPrefix("\u{1B}_Ga=T,f=32,s=300,v=100,c=300,r=100"))
        #expect(full.count < 200_000)
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
