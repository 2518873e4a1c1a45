import Terminal
import TestSupport
import Testing
import TextEngine

@testable import Pictures

/// Pictures drawn in symbols: decoded when first drawn, in the palette's colours where the
/// picture has them, and a picture that cannot be drawn is told once and left to its box.
@Suite("Pictures in symbols")
struct SymbolPicturesTests {
    /// A picture red on its left half and blue on its right.
    private static let redAndBlue: [UInt8] = PNGWriter.rgba(
        width: 8, height: 8,
        (0..<64).flatMap { index in
            index % 8 < 4 ? [255, 0, 0, 255] : [0, 0, 255, 255] as [UInt8]
        }
    ).bytes

    /// Reads the bytes of `files` by path, counted in `reads`.
    private func files(_ files: [String: [UInt8]], reads: Reads? = nil) -> (String) -> [UInt8]? {
        { path in
            reads?.count += 1
            return files[path]
        }
    }

    final class Reads { var count = 0 }

    @Test func aPictureIsDrawnInItsColoursAndReadOnce() {
        let reads = Reads()
        let pictures = TerminalPictures(
            read: files(["p.png": Self.redAndBlue], reads: reads), style: .symbols(colors: 256))
        let picture = Picture(source: "p.png", pixelWidth: 8, pixelHeight: 8, alt: "")
        var screen = Screen(width: 10, height: 4)
        #expect(
            pictures.drawWaiting(picture, crop: .whole, into: &screen, in: Rect(row: 0, column: 1, width: 8, height: 4))
        )
        // xterm's palette: 196 is pure red, 21 pure blue.
        let left = screen[1, 2].colors
        let right = screen[1, 7].colors
        #expect([left.foreground, left.background].contains(196) && [right.foreground, right.background].contains(21))
        #expect(screen[1, 0] == Cell.blank && screen[1, 9] == Cell.blank, "nothing outside its box")
        var again = Screen(width: 10, height: 4)
        #expect(
            pictures.drawWaiting(
                picture, crop: PictureCrop(x: 0.5, y: 0, width: 0.5, height: 1), into: &again,
                in: Rect(row: 0, column: 0, width: 4, height: 4)))
        #expect(
            [again[1, 0].colors.foreground, again[1, 0].colors.background].contains(21), "the right half alone is blue")
        #expect(reads.count == 1, "decoded once, kept for the next drawing")
        #expect(pictures.takeNotice() == nil)
    }

    @Test func withoutColourOnlyShapesAreDrawn() {
        let pictures = TerminalPictures(read: files(["p.png": Self.redAndBlue]), style: .symbols(colors: 0))
        var screen = Screen(width: 8, height: 4)
        #expect(
            pictures.drawWaiting(
                Picture(source: "p.png", pixelWidth: 8, pixelHeight: 8, alt: ""), crop: .whole,
                into: &screen, in: Rect(row: 0, column: 0, width: 8, height: 4)))
        #expect((0..<4).allSatisfy { row in (0..<8).allSatisfy { screen[row, $0].colors == .terminal } })
    }

    @Test func aBadPictureIsToldOnceAndLeftToItsBox() {
        let truncated = Array(Self.redAndBlue.prefix(60))
        let pictures = TerminalPictures(
            read: files([
                "cut.png": truncated, "drawing.svg": Array("<svg xmlns='http://www.w3.org/2000/svg'><g></svg>".utf8),
            ]),
            style: .symbols(colors: 256))
        var screen = Screen(width: 8, height: 4)
        let rect = Rect(row: 0, column: 0, width: 8, height: 4)
        for path in ["cut.png", "gone.png", "drawing.svg", "cut.png"] {
            #expect(
                !pictures.drawWaiting(
                    Picture(source: path, pixelWidth: 0, pixelHeight: 0, alt: ""), crop: .whole, into: &screen, in: rect
                ))
        }
        let told = [pictures.takeNotice(), pictures.takeNotice(), pictures.takeNotice(), pictures.takeNotice()]
        #expect(
            told == [
                "Picture cut.png: truncated image", "Picture gone.png is missing from the book",
                "Picture drawing.svg: corrupt image", nil,
            ])
    }

    @Test func throughAGraphicsProtocolThePictureTakesItsCellsAndIsEscapesOfItsPixels() {
        let picture = Picture(source: "p.png", pixelWidth: 8, pixelHeight: 8, alt: "")
        let box = Rect(row: 1, column: 2, width: 4, height: 2)
        // kitty stretches the picture to its box; sixel shows its 8x8 pixels in one cell of 8x16,
        // in the middle of the box.
        for (style, opening, rect) in [
            (TerminalPictures.Style.kitty(cell: .standard), "\u{1B}_G", box),
            (.sixel(cell: .standard), "\u{1B}P", Rect(row: 1, column: 3, width: 1, height: 1)),
        ] {
            let pictures = TerminalPictures(read: files(["p.png": Self.redAndBlue]), style: style)
            var screen = Screen(width: 8, height: 4)
            #expect(pictures.drawWaiting(picture, crop: .whole, into: &screen, in: box))
            #expect(screen.graphics.map(\.rect) == [rect])
            let escapes = String(decoding: screen.graphics.first?.graphic.escapes ?? [], as: UTF8.self)
            #expect(escapes.hasPrefix(opening), "\(escapes.prefix(12).debugDescription)")
            #expect(
                screen[rect.row, rect.column].isGraphic && screen[rect.bottom - 1, rect.right - 1].isGraphic
                    && !screen[1, 1].isGraphic,
                "its cells are the graphic's")
            #expect(
                screen.changes(since: nil).allSatisfy {
                    !(rect.row..<rect.bottom).contains($0.row) || !(rect.column..<rect.right).contains($0.column)
                },
                "never written as text")
            screen.clear()
            #expect(screen.graphics.isEmpty)
        }
    }

    @Test func onATerminalOfEightColoursThePictureHasTheBasicOnes() {
        let pictures = TerminalPictures(read: files(["p.png": Self.redAndBlue]), style: .symbols(colors: 8))
        var screen = Screen(width: 8, height: 4)
        #expect(
            pictures.drawWaiting(
                Picture(source: "p.png", pixelWidth: 8, pixelHeight: 8, alt: ""), crop: .whole,
                into: &screen, in: Rect(row: 0, column: 0, width: 8, height: 4)))
        let used = Set(
            (0..<4).flatMap { row in
                (0..<8).flatMap { [screen[row, $0].colors.foreground, screen[row, $0].colors.background] }
            }.compactMap { $0 })
        #expect(
            used.isSubset(of: Set((0...7).map(TerminalColor.palette))) && used.contains(1) && used.contains(4),
            "red and blue of the eight: \(used)")
    }

    @Test func aPictureOverTheWorkBudgetIsToldAndLeftToItsBox() {
        let grey = [UInt8](repeating: 60, count: 64 * 64)
        let pictures = TerminalPictures(
            read: files(["scans.jpg": Encoded.jpeg(width: 64, height: 64, refinements: 7, grey: grey)]),
            style: .symbols(colors: 256))
        var screen = Screen(width: 8, height: 4)
        let drawn = pictures.drawWaiting(
            Picture(source: "scans.jpg", pixelWidth: 64, pixelHeight: 64, alt: ""), crop: .whole, into: &screen,
            in: Rect(row: 0, column: 0, width: 8, height: 4))
        #expect(!drawn)
        #expect(pictures.takeNotice() == "Picture scans.jpg: image too costly to decode (too many progressive scans)")
    }

    @Test func aPictureLargerThanTheBudgetIsDrawnAndNotKept() {
        // 4,200 x 4,100 pixels: 68.9 MB decoded, over the 64 MiB kept.
        let grey = [UInt8](repeating: 60, count: 4200 * 4100)
        let big = Encoded.jpeg(width: 4200, height: 4100, components: 1, grey)
        let pictures = TerminalPictures(read: { _ in big }, style: .symbols(colors: 256))
        var screen = Screen(width: 4, height: 2)
        #expect(
            pictures.drawWaiting(
                Picture(source: "big.jpg", pixelWidth: 4200, pixelHeight: 4100, alt: ""), crop: .whole, into: &screen,
                in: Rect(row: 0, column: 0, width: 4, height: 2)))
        #expect(pictures.decodedBytes == 0)
    }

    @Test func drawingsAreKeptWithinTheBudget() {
        // A 1000x1000 picture through kitty over 100x50 cells of 10x20 pixels: 4 MB of pixels,
        // over 5 MB of escapes a drawing; 24 of them would be 128 MB.
        var noise = Noise()
        let rgba = (0..<1000 * 1000 * 4).map { _ in noise.next() }
        let png = PNGWriter.rgba(width: 1000, height: 1000, rgba).bytes
        let pictures = TerminalPictures(read: { _ in png }, style: .kitty(cell: CellSize(width: 10, height: 20)))
        var screen = Screen(width: 100, height: 50)
        let picture = Picture(source: "p.png", pixelWidth: 1000, pixelHeight: 1000, alt: "")
        for width in 77...100 {
            #expect(
                pictures.drawWaiting(
                    picture, crop: .whole, into: &screen, in: Rect(row: 0, column: 0, width: width, height: 50)))
            #expect(pictures.drawingBytes <= TerminalPictures.keptBytes)
        }
        #expect(pictures.drawingBytes > 4_000_000)
    }

    @Test func aBookOfManyPicturesKeepsItsMemoryBounded() {
        // 500 pictures of 1.6 MB decoded each: 800 MB if all were kept.
        let big = PNGWriter.rgba(width: 800, height: 500, Array(repeating: 128, count: 800 * 500 * 4)).bytes
        let pictures = TerminalPictures(
            read: { _ in big }, style: .symbols(colors: 256))
        var screen = Screen(width: 4, height: 2)
        for number in 0..<500 {
            #expect(
                pictures.drawWaiting(
                    Picture(source: "p\(number).png", pixelWidth: 800, pixelHeight: 500, alt: ""), crop: .whole,
                    into: &screen, in: Rect(row: 0, column: 0, width: 4, height: 2)))
            #expect(pictures.decodedBytes <= TerminalPictures.keptBytes)
        }
        #expect(pictures.decodedBytes > 0)
    }
}
