import Formats
import Terminal
import TextEngine

/// Every page of a book as text, laid out by the same engine as the interactive reader:
/// each page's rows with trailing spaces trimmed, then a line holding only a form feed. Rows
/// are in visual order, as a screen shows them (brackets in right-to-left runs mirrored), or
/// in storage order; Arabic letters are never shaped, so the dump holds the book's characters.
/// A vertical book's pages are written as the screen shows their columns.
public enum PageDump {
    /// Hands the dump to `output` as UTF-8, in pieces of about 64 KiB; `visual` false keeps
    /// each row's characters in storage order.
    public static func write(_ book: Book, width: Int, height: Int, visual: Bool = true, to output: ([UInt8]) -> Void) {
        let layoutManager = LayoutManager(storage: book.storage)
        let vertical = book.writingMode == .verticalRightToLeft
        layoutManager.isVertical = vertical
        let container = vertical ? VerticalLayout.container(width: width, height: height) : TextContainer(width: width, height: height)
        let renderer = PageRenderer(segmenter: layoutManager.segmenter, visualOrder: visual)
        var screen = Screen(width: max(1, width), height: max(1, height))
        var bytes: [UInt8] = []
        layoutManager.forEachPage(in: container) { page in
            screen.clear()
            if vertical {
                VerticalPageRenderer(segmenter: layoutManager.segmenter).draw(page, into: &screen, in: screen.bounds)
            } else {
                renderer.draw(page, into: &screen, in: screen.bounds)
            }
            screen.appendText(to: &bytes)
            bytes.append(0x0C)
            bytes.append(0x0A)
            if bytes.count >= 1 << 16 {
                output(bytes)
                bytes.removeAll(keepingCapacity: true)
            }
        }
        output(bytes)
    }
}
