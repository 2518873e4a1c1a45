import Foundation
import Testing

@testable import Pictures

/// Pictures as kitty, sixel and iTerm2 escape sequences for a box of cells.
@Suite("Image graphics protocols")
struct TerminalGraphicsTests {
    let image = DecodedImage(width: 2, height: 2, rgba: ImageDecodeTests.quad)
    let box = CellBox(columns: 3, rows: 2)

    private func escapes(_ protocol: TerminalGraphics) -> String {
        String(decoding: `protocol`.escapes(for: image, box: box, cellWidth: 8, cellHeight: 16).bytes, as: UTF8.self)
    }

    @Test func kittyTransmitsPixelsForTheBox() {
        let large = DecodedImage(width: 100, height: 100, rgba: [UInt8](repeating: 80, count: 100 * 100 * 4))
        let kitty = String(
            decoding: TerminalGraphics.kitty.escapes(for: large, box: box, cellWidth: 8, cellHeight: 16).bytes,
            as: UTF8.self)
        #expect(kitty.hasPrefix("\u{1B}_Ga=T,f=32,s=24,v=32,c=3,r=2"), "\(kitty.prefix(40).debugDescription)")
        #expect(kitty.hasSuffix("\u{1B}\\"))
    }

    /// The pixels kitty's escapes carry, decoded from their base64 by Foundation.
    private func kittyPixels(_ escapes: [UInt8]) -> [UInt8]? {
        let text = String(decoding: escapes, as: UTF8.self)
        let payload = text.split(separator: "\u{1B}\\").compactMap { $0.split(separator: ";").last }.joined()
        return Data(base64Encoded: payload).map { Array($0) }
    }

    @Test func kittyNeverSendsMorePixelsThanThePictureHas() {
        // A 2x2 picture in 3x2 cells: its 16 bytes as they are (24 in base64), which kitty
        // stretches to the box; 28 bytes of header, "m=0;" and the end (2): 58 bytes.
        let kitty = TerminalGraphics.kitty.escapes(for: image, box: box, cellWidth: 8, cellHeight: 16).bytes
        let text = String(decoding: kitty, as: UTF8.self)
        #expect(text.hasPrefix("\u{1B}_Ga=T,f=32,s=2,v=2,c=3,r=2,m=0;"), "\(text.prefix(40).debugDescription)")
        #expect(kitty.count == 58)
        #expect(kittyPixels(kitty) == image.rgba)
        // 30x30 pixels over 300x100 cells of 10x20: 3,600 bytes, 4,800 in base64, in a chunk of
        // 4,096 (with 34 bytes of header, "m=1;" and the end) and one of 704 (with "\e_G",
        // "m=0;" and the end): 4,849 bytes, not the 3000x2000 of the box (32 MB in base64).
        let small = DecodedImage(
            width: 30, height: 30, rgba: (0..<30 * 30 * 4).map { UInt8(truncatingIfNeeded: $0 * 7) })
        let full = TerminalGraphics.kitty.escapes(
            for: small, box: CellBox(columns: 300, rows: 100), cellWidth: 10, cellHeight: 20
        ).bytes
        #expect(
            String(decoding: full.prefix(40), as: UTF8.self).hasPrefix("\u{1B}_Ga=T,f=32,s=30,v=30,c=300,r=100,m=1;"))
        #expect(full.count == 4849)
        #expect(kittyPixels(full) == small.rgba)
    }

    @Test func sixelIsADeviceControlStringOfTheBoxsPixels() {
        let large = DecodedImage(width: 100, height: 100, rgba: [UInt8](repeating: 80, count: 100 * 100 * 4))
        let sixel = TerminalGraphics.sixel.escapes(for: large, box: box, cellWidth: 8, cellHeight: 16)
        let text = String(decoding: sixel.bytes, as: UTF8.self)
        // 24 pixels wide; the height is a multiple of 6 (a sixel) that fits the 32 of the box.
        #expect(text.hasPrefix("\u{1B}P0;1;0q\"1;1;24;30#"), "\(text.prefix(20).debugDescription)")
        #expect(text.hasSuffix("\u{1B}\\"))
        #expect(sixel.box == box)
    }

    /// The pixel size a sixel says it has, from its raster attributes (`"1;1;width;height`).
    private func sixelSize(_ escapes: GraphicEscapes) -> String? {
        let text = String(decoding: escapes.bytes.prefix(40), as: UTF8.self)
        guard let start = text.range(of: "\"1;1;"), let end = text[start.upperBound...].firstIndex(of: "#") else {
            return nil
        }
        return String(text[start.upperBound..<end])
    }

    @Test func sixelShowsASmallPictureAtItsOwnSizeInTheMiddleCellsOfItsBox() {
        // 30x30 pixels in the viewer's box for a square picture on 300x100 cells of 10x20: 200x100
        // cells, 2000x2000 pixels. Shown at its own 30x30, the picture covers 3x2 cells, sent as
        // cells of 10x15 pixels.
        let small = DecodedImage(width: 30, height: 30, rgba: [UInt8](repeating: 80, count: 30 * 30 * 4))
        let box = CellBox(columns: 200, rows: 100)
        let sixel = TerminalGraphics.sixel.escapes(for: small, box: box, cellWidth: 10, cellHeight: 20)
        #expect(sixelSize(sixel) == "30;30")
        #expect(sixel.box == CellBox(columns: 3, rows: 2))
        // The header (18 bytes), at most 16 colours of at most 18 bytes, 5 bands of six rows of
        // at most 4 runs of 8 bytes ("#c!30~$"), the end (2): 468 bytes at most. At the box's
        // size, 333 bands of 2,000 pixels.
        #expect(sixel.bytes.count <= 468, "\(sixel.bytes.count) bytes")
        // A quarter of it zoomed twice is shown as large: 15x15 pixels magnified to 30x30.
        let quarter = small.cropped(to: PictureCrop(x: 0.25, y: 0.25, width: 0.5, height: 0.5))
        let zoomed = TerminalGraphics.sixel.escapes(for: quarter, box: box, cellWidth: 10, cellHeight: 20, zoom: 2)
        #expect(sixelSize(zoomed) == "30;30" && zoomed.box == CellBox(columns: 3, rows: 2))
    }

    @Test func sixelCellsHaveWholePixelsNeverMoreThanThePictureIsShownAt() {
        // 100x50 pixels in 20x5 cells of 10x20 (200x100 pixels): shown at 100x50, over 10x3
        // cells; 50 rows over 3 cells are 16 a cell, 48 in all, a multiple of six.
        let picture = DecodedImage(width: 100, height: 50, rgba: [UInt8](repeating: 80, count: 100 * 50 * 4))
        let sixel = TerminalGraphics.sixel.escapes(
            for: picture, box: CellBox(columns: 20, rows: 5), cellWidth: 10, cellHeight: 20)
        #expect(sixelSize(sixel) == "100;48" && sixel.box == CellBox(columns: 10, rows: 3))
    }

    @Test func sixelShowsATinyPictureASixelTall() {
        // 2x2 pixels in 3x2 cells of 8x16 (24x32): six pixels tall, the box's shape kept (4.5
        // pixels wide, 4 whole), in one cell.
        let sixel = TerminalGraphics.sixel.escapes(for: image, box: box, cellWidth: 8, cellHeight: 16)
        #expect(sixelSize(sixel) == "4;6" && sixel.box == CellBox(columns: 1, rows: 1))
    }

    @Test func iTerm2SendsAnInlineFileForTheCells() {
        let iTerm2 = escapes(.iTerm2)
        #expect(iTerm2.hasPrefix("\u{1B}]1337;File=inline=1;width=3;height=2"), "\(iTerm2.prefix(60).debugDescription)")
        #expect(iTerm2.hasSuffix("\u{07}"))
    }

    @Test func emptyOrHugeBoxesHaveNone() {
        #expect(
            TerminalGraphics.kitty.escapes(for: image, box: CellBox(columns: 0, rows: 2), cellWidth: 8, cellHeight: 16)
                .bytes.isEmpty)
        #expect(
            TerminalGraphics.sixel.escapes(
                for: image, box: CellBox(columns: 1000, rows: 1000), cellWidth: 10, cellHeight: 20, zoom: 10_000
            ).bytes.isEmpty, "a picture magnified to fill 10,000x20,000 pixels")
    }
}
