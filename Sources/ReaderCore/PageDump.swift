import Formats
import Terminal
import TextEngine

/// Every page of a book as text, laid out by the same engine as the interactive reader:
/// each page's rows with trailing spaces trimmed, then a line holding only a form feed.
public enum PageDump {
    public static func write(_ book: Book, width: Int, height: Int, to output: (String) -> Void) {
        let layoutManager = LayoutManager(storage: book.storage)
        let container = TextContainer(width: width, height: height)
        let renderer = PageRenderer(segmenter: layoutManager.segmenter)
        var screen = Screen(width: container.width, height: container.height)
        layoutManager.forEachPage(in: container) { page in
            screen.clear()
            renderer.draw(page, into: &screen, in: screen.bounds)
            output(screen.textRows().joined(separator: "\n") + "\n\u{0C}\n")
        }
    }
}
