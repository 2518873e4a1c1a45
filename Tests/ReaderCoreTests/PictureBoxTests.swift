import Formats
import Testing
import TextEngine

@testable import ReaderCore
@testable import ReaderUI

/// `--dump` shows a picture as a box of its size holding `[image: alt, W×H]`, over as many rows
/// as it needs; a box too small for it holds the alternative text alone.
@Suite("Picture boxes")
struct PictureBoxTests {
    @Test func aPictureIsABoxOfItsSizeWithItsLabel() throws {
        let book = try htmlBook(
            "<p>Before.</p><p><img src='tree.png' alt='A tree' width='160' height='96'/></p><p>After.</p>")
        let page = try #require(dumpedPages(book, width: 40, height: 20).first)
        let rows = page.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        // 160 px is 20 cells of 8 px; 96 px high is 6 rows of 16 px; centred in 40 columns.
        #expect(rows[0] == "Before.")
        #expect(rows[2] == String(repeating: " ", count: 10) + "┌" + String(repeating: "─", count: 18) + "┐")
        #expect(rows[4] == String(repeating: " ", count: 10) + "│ [image: A tree,  │", "the label, over two rows")
        #expect(rows[5] == String(repeating: " ", count: 10) + "│     160×96]      │")
        #expect(rows[7] == String(repeating: " ", count: 10) + "└" + String(repeating: "─", count: 18) + "┘")
        #expect(rows[9] == "After.")
    }

    @Test func theLabelSaysWhatIsKnown() {
        #expect(
            PictureBox.label(of: Picture(source: "a", pixelWidth: 640, pixelHeight: 480, alt: " A\n tree "))
                == "[image: A tree, 640×480]")
        #expect(PictureBox.label(of: Picture(source: "a", pixelWidth: 0, pixelHeight: 0, alt: "")) == "[image]")
        #expect(
            PictureBox.label(of: Picture(source: "a", pixelWidth: 10, pixelHeight: 20, alt: "")) == "[image, 10×20]")
    }

    @Test func aSmallBoxHoldsTheAlternativeTextAlone() {
        let picture = Picture(source: "a", pixelWidth: 96, pixelHeight: 64, alt: "a wren")
        #expect(PictureBox.lines(of: picture, width: 10, rows: 2) == ["[a wren]"])
        #expect(PictureBox.lines(of: picture, width: 5, rows: 2) == ["[a", "wren]"])
        #expect(PictureBox.lines(of: picture, width: 4, rows: 2) == ["a", "wren"])
        #expect(PictureBox.lines(of: picture, width: 16, rows: 2) == ["[image: a wren,", "96×64]"])
        // Nothing fits: the alternative text's first rows, the rest on the last (cut where drawn).
        #expect(PictureBox.lines(of: picture, width: 3, rows: 1) == ["a wren"])
        #expect(
            PictureBox.lines(
                of: Picture(source: "a", pixelWidth: 0, pixelHeight: 0, alt: "one two three"), width: 5, rows: 2)
                == ["one", "two three"])
        #expect(
            PictureBox.lines(of: Picture(source: "a", pixelWidth: 90, pixelHeight: 60, alt: ""), width: 3, rows: 1)
                == ["[image, 90×60]"])
    }
}
