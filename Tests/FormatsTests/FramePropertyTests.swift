import PropertyBased
import Testing
import TextEngine

@testable import Formats

/// Frames on generated books of framed blocks (quotations in quotations, blocks in a row, lists
/// in quotations and quotations in list items, right-aligned lines, pictures, bordered
/// elements, right-to-left text) imported as a book is and laid out at random sizes: no piece of
/// a frame lands on a cell that holds text, a picture or a list marker, or on another piece.
@Suite("Frame properties")
struct FramePropertyTests {
    /// Pieces of a book: an element opened (closed later), a paragraph, or the end of the
    /// element opened last.
    static let pieces = [
        "<blockquote>", "<aside>", "<figure>", "<div style='border: 1px solid'>", "<blockquote style='margin: 0'>",
        "<blockquote style='margin-left: 10%'>", "<ol start='8'>", "<ul>", "<li>", "<p style='border: thin solid'>",
        "<p>A paragraph of some words that wraps over a line or two.</p>", "<p>Short.</p>",
        "<p style='text-align: right'>— A signature</p>", "<p style='text-align: center'>Centred</p>",
        "<p style='text-indent: -3em'>A hanging first line that goes back past its margin.</p>",
        "<img src='p.png' width='64' height='80' alt='a picture'/>", "<figcaption>A caption</figcaption>",
        "<li>An item of a list with words enough to wrap.</li>", "<pre>  kept\n    as it is</pre>",
        "<p dir='rtl'>בראשית ברא אלהים את השמים ואת הארץ</p>", "<hr/>", "<h2>A heading</h2>", "END", "END",
    ]

    /// A book of pieces, every element opened closed in order.
    static let books = Gen.int(in: 0...(pieces.count - 1)).array(of: 1...60).map { picks in
        var open: [String] = []
        var html = "<html><body>"
        for pick in picks {
            let piece = pieces[pick]
            if piece == "END" {
                if let name = open.popLast() { html += "</\(name)>" }
            } else if !piece.contains("</") && !piece.hasSuffix("/>") {
                open.append(String(piece.dropFirst().prefix { $0 != ">" && $0 != " " }))
                html += piece
            } else {
                html += piece
            }
        }
        return html + open.reversed().map { "</\($0)>" }.joined() + "</body></html>"
    }

    @Test func noFramePieceLandsOnTextAMarkerOrAnotherPiece() async {
        await propertyCheck(count: 300, input: Self.books, Gen.int(in: 8...100), Gen.int(in: 3...40)) {
            html, width, height in
            let importer = HTMLImporter()
            importer.add(Array(html.utf8), encoding: "UTF-8")
            let storage = importer.storage(language: nil)
            let pages = PageIndex(
                layoutManager: LayoutManager(storage: storage), container: TextContainer(width: width, height: height))
            for page in pages { check(page, width: width, height: height, html: html) }
        }
    }

    @Test(
        "No frame over text in the real books, at 80x24 and 40x12",
        .enabled(if: sharedBooks != nil, "needs ../shared/books"),
        arguments: ["epub30-spec", "pride-and-prejudice", "moby-dick", "childrens-literature"])
    func realBooks(_ name: String) throws {
        let book = try BookLoader.load(path: try #require(sharedBooks) + "/\(name).epub")
        for (width, height) in [(80, 22), (40, 10)] {
            let pages = PageIndex(
                layoutManager: LayoutManager(storage: book.storage),
                container: TextContainer(width: width, height: height))
            for page in pages { check(page, width: width, height: height, html: name) }
        }
    }

    /// The cells of `page` its text, pictures and markers take, and those of its frames.
    private func check(_ page: Page, width: Int, height: Int, html: String) {
        var taken = Set<Int>()
        func take(row: Int, columns: Range<Int>) {
            for column in columns { taken.insert(row * width + column) }
        }
        for line in page.lines where line.width > 0 {
            take(row: line.row, columns: line.column..<(line.column + line.width))
        }
        for block in page.blocks {
            for row in block.row..<(block.row + block.height) {
                take(row: row, columns: block.column..<(block.column + block.width))
            }
        }
        var frames = Set<Int>()
        for decoration in page.decorations {
            switch decoration.kind {
            case .marker:
                take(row: decoration.row, columns: decoration.column..<(decoration.column + decoration.width))
            case .frame:
                let cell = decoration.row * width + decoration.column
                #expect(
                    (0..<height).contains(decoration.row) && (0..<width).contains(decoration.column),
                    "a frame's piece is on the page: \(decoration) \(width)x\(height) \(html)")
                #expect(frames.insert(cell).inserted, "two pieces of frames on one cell: \(decoration) \(html)")
            case .columnRule, .rowRule, .tee: break
            }
        }
        #expect(
            frames.isDisjoint(with: taken),
            "a frame is drawn over text, a picture or a marker at \(width)x\(height): \(html)")
    }
}
