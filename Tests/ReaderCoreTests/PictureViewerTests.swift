import Formats
import Pictures
import Terminal
import Testing
import TextEngine

@testable import ReaderCore
@testable import ReaderUI

/// The picture viewer of seed 004: `v`, Enter or a click opens the picture on the page over the
/// whole screen; + and - zoom around the centre, arrows pan, 0 fits, n and p go to the book's
/// other pictures, Esc returns to the same page.
@Suite("Picture viewer")
struct PictureViewerTests {
    private func pictureBook() throws -> Book {
        try htmlBook(
            """
            <p>Before the pictures.</p>
            <p><img src='one.png' alt='First' width='400' height='300'/></p>
            <p>Between.</p>
            <p><img src='two.png' alt='Second' width='300' height='600'/></p>
            """)
    }

    @Test func theViewerOpensZoomsPansAndGoesBackToTheSamePage() throws {
        var session = ReaderSession(book: try pictureBook(), columns: 80, rows: 24)
        let anchor = session.anchor
        #expect(KeyBindings.command(for: .character("v")) == .action(.openPicture))
        session.perform(.openPicture)
        #expect(session.mode == .viewer && session.viewedPicture?.alt == "First")
        var status = ReaderView.render(session, notice: nil, columns: 80, rows: 24).textRows()[23]
        #expect(status.contains("one.png  400×300  zoom 100%  1/2"))
        #expect(KeyBindings.command(for: .character("+"), in: .viewer) == .action(.viewer(.move(.zoomIn))))
        session.perform(.viewer(.move(.zoomIn)))
        session.perform(.viewer(.move(.pan(x: 1, y: 0))))
        let crop = try #require(session.viewer?.crop)
        #expect(abs(crop.width - 1 / 1.5) < 1e-9 && crop.x > (1 - crop.width) / 2, "zoomed in and moved right")
        session.perform(.viewer(.move(.pan(x: 9, y: 9))))
        let corner = try #require(session.viewer?.crop)
        #expect(
            abs(corner.x + corner.width - 1) < 1e-9 && abs(corner.y + corner.height - 1) < 1e-9,
            "never past the picture's edge")
        session.perform(.viewer(.move(.fit)))
        #expect(session.viewer?.crop == .whole)
        session.perform(.viewer(.move(.next)))
        status = ReaderView.render(session, notice: nil, columns: 80, rows: 24).textRows()[23]
        #expect(status.contains("two.png  300×600  zoom 100%  2/2"))
        #expect(session.perform(.viewer(.move(.next))) == [.notice("The book's last picture")])
        #expect(session.perform(.viewer(.move(.zoomOut))) == [.notice("The whole picture is shown")])
        session.perform(.viewer(.close))
        #expect(session.mode == .reading && session.anchor == anchor && session.viewer == nil)
    }

    @Test func theFittedPictureKeepsItsShapeInTheScreen() {
        let tall = Picture(source: "t.png", pixelWidth: 300, pixelHeight: 600, alt: "")
        let box = ViewerView.fitted(
            tall, crop: .whole, in: Rect(row: 0, column: 0, width: 80, height: 23), cell: .standard)
        // 23 rows of 16 px are 368 px high; 184 px wide is 23 columns of 8 px.
        #expect(box == Rect(row: 0, column: 28, width: 23, height: 23))
    }

    @Test func aSmallPictureOverTheWholeScreenIsSentAtItsOwnPixels() {
        // 30x30 pixels on 300x101 cells of 10x20: the box is 200x100 cells (2000x2000 pixels),
        // in the middle of the 300 columns.
        let small = Picture(source: "s.png", pixelWidth: 30, pixelHeight: 30, alt: "")
        let rect = ViewerView.fitted(
            small, crop: .whole, in: Rect(row: 0, column: 0, width: 300, height: 100),
            cell: CellSize(width: 10, height: 20))
        #expect(rect == Rect(row: 0, column: 50, width: 200, height: 100))
        let image = DecodedImage(width: 30, height: 30, rgba: [UInt8](repeating: 90, count: 30 * 30 * 4))
        let box = CellBox(columns: rect.width, rows: rect.height)
        // kitty: the 3,600 bytes as they are, 4,800 in base64, in two escapes with 34 + 4 + 2 and
        // 3 + 4 + 2 bytes around them.
        let kitty = TerminalGraphics.kitty.escapes(for: image, box: box, cellWidth: 10, cellHeight: 20)
        #expect(kitty.bytes.count == 4849 && kitty.box == box)
        // sixel: 30x30 pixels over 3x2 cells, 5 bands of six rows; not 333 bands of 2,000.
        let sixel = TerminalGraphics.sixel.escapes(for: image, box: box, cellWidth: 10, cellHeight: 20)
        #expect(sixel.box == CellBox(columns: 3, rows: 2) && sixel.bytes.count <= 468)
    }

    @Test func enterOrAClickOnThePictureOpensIt() throws {
        var session = ReaderSession(book: try pictureBook(), columns: 80, rows: 24)
        session.perform(.followLink)
        #expect(session.mode == .viewer, "Enter with no link selected views the picture")
        session.perform(.viewer(.close))
        let geometry = try #require(session.geometry)
        let block = try #require(session.paginator.layOutPage(at: session.currentPage()).blocks.last)
        let rect = geometry.pageRects[0]
        session.perform(
            .click(row: rect.row + block.row + block.height / 2, column: rect.column + block.column + block.width / 2))
        guard case .image(let clicked) = block.attachment.content else {
            Issue.record("not a picture")
            return
        }
        #expect(session.mode == .viewer && session.viewedPicture == clicked)
    }

    @Test func aPageWithoutPicturesSaysSo() {
        var session = ReaderSession(book: numberedBook(paragraphs: 3), columns: 80, rows: 24)
        #expect(session.perform(.openPicture) == [.notice("No picture on this page")])
        #expect(session.mode == .reading)
    }
}
