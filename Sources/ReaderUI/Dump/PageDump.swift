import Formats
import ReaderCore
import Terminal
import TextEngine

/// Every page of a book as text, laid out by the same engine as the interactive reader:
/// each page's rows with trailing spaces trimmed, then a line holding only a form feed. Rows
/// are in visual order, as a screen shows them (brackets in right-to-left runs mirrored), or
/// in storage order; Arabic letters are never shaped, so the dump holds the book's characters.
/// Vertical pages are written as the screen shows their columns, or in storage order a column
/// a row, from the page's first.
public enum PageDump {
    /// Hands the dump to `output` as UTF-8, in pieces of about 64 KiB; `visual` false keeps
    /// each row's characters in storage order.
    public static func write(_ book: Book, width: Int, height: Int, visual: Bool = true, to output: ([UInt8]) -> Void) {
        let layoutManager = LayoutManager(storage: book.storage)
        VerticalSetting.apply(to: &layoutManager.options, for: book)
        let container = TextContainer(width: width, height: height)
        let columns = VerticalLayout.container(width: width, height: height).height
        var screen = Screen(width: max(1, width), height: max(1, height))
        var bytes: [UInt8] = []
        layoutManager.forEachPage(in: container) { page in
            let segmenter = layoutManager.segmenter(for: page)
            if page.writingMode.isVertical && !visual {
                columnsAsRowsScreen(page, segmenter: segmenter, columns: columns).appendText(to: &bytes)
            } else {
                screen.clear()
                if page.writingMode.isVertical {
                    VerticalPageRenderer(segmenter: segmenter).draw(page, into: &screen, in: screen.bounds)
                } else {
                    PageRenderer(segmenter: segmenter, visualOrder: visual).draw(page, into: &screen, in: screen.bounds)
                }
                screen.appendText(to: &bytes)
            }
            bytes.append(0x0C)
            bytes.append(0x0A)
            if bytes.count >= 1 << 16 {
                output(bytes)
                bytes.removeAll(keepingCapacity: true)
            }
        }
        output(bytes)
    }

    /// Each column of a vertical page as a row of a screen, its text in storage order: the
    /// forms the storage holds, a reading after its base in the parentheses the storage has;
    /// the cells of a table row one after another, a space between them; the rows of the
    /// readings' own columns are left out, spacing between paragraphs kept.
    private static func columnsAsRowsScreen(_ page: Page, segmenter: TextSegmenter, columns: Int) -> Screen {
        let storage = segmenter.storage
        let readingRows = Set(page.lines.filter(\.readingsBeside).map { $0.row - 1 })
        var rows: [Int: [(column: Int, clusters: [(text: String, cells: Int)])]] = [:]
        for line in page.lines {
            var clusters: [(text: String, cells: Int)] = []
            let end = LinePlacement.textEnd(of: line, in: storage)
            var offset = line.range.lowerBound
            while offset < end {
                let next = min(segmenter.clusterEnd(from: offset), end)
                switch storage[offset] {
                case CodeUnit.lineSeparator: break
                case CodeUnit.tab: clusters.append((" ", 1))
                default: clusters.append((storage.string(in: offset..<next), segmenter.clusterWidth(offset, next)))
                }
                offset = next
            }
            rows[line.row - readingRows.filter { $0 < line.row }.count, default: []].append((line.column, clusters))
        }
        let joined = rows.mapValues { cells in
            cells.sorted { $0.column < $1.column }.map(\.clusters).joined(separator: [(" ", 1)]).map { $0 }
        }
        let width = joined.values.map { $0.reduce(0) { $0 + $1.cells } }.max() ?? 1
        var screen = Screen(width: max(1, width), height: max(1, columns))
        for (row, clusters) in joined {
            var x = 0
            for cluster in clusters where cluster.cells > 0 {
                screen.put(cluster.text, width: cluster.cells, row: row, column: x)
                x += cluster.cells
            }
        }
        return screen
    }
}
