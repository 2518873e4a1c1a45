import Pictures
import ReaderCore
import Terminal
import TextEngine

/// The picture viewer: the picture over the whole screen but the status line, which names it
/// and says its pixel size and the zoom.
enum ViewerView {
    static func draw(
        _ viewer: PictureViewer, of session: ReaderSession, pictures: PictureDrawing?, into screen: inout Screen
    ) {
        guard let picture = session.viewedPicture else { return }
        screen.clear()
        let area = Rect(row: 0, column: 0, width: screen.width, height: max(0, screen.height - 1))
        let box = fitted(picture, crop: viewer.crop, in: area, cell: session.layoutManager.cellSize)
        if pictures?.draw(picture, crop: viewer.crop, into: &screen, in: box) != true {
            PictureBox.draw(picture, into: &screen, in: box)
        }
        let status = Rect(row: screen.height - 1, column: 0, width: screen.width, height: 1)
        screen.fill(row: status.row, columns: 0..<screen.width, style: .reverse)
        let name = picture.source.split(separator: "/").last.map(String.init) ?? picture.source
        let size = picture.isSized ? "  \(picture.pixelWidth)×\(picture.pixelHeight)" : ""
        let text =
            " \(name)\(size)  zoom \(Int((viewer.zoom * 100).rounded()))%  "
            + "\(viewer.index + 1)/\(session.pictureRuns.count)  Esc back"
        TextLine.draw(text, into: &screen, in: status, style: .reverse)
    }

    /// The largest box of `area`, centred, that holds the part `crop` of the picture in its shape.
    static func fitted(_ picture: Picture, crop: PictureCrop, in area: Rect, cell: CellSize) -> Rect {
        guard area.width > 0, area.height > 0 else { return area }
        let (columns, rows) = Picture.box(
            pixelWidth: picture.shape.width * crop.width, pixelHeight: picture.shape.height * crop.height,
            columns: area.width, rows: area.height, cell: cell)
        return Rect(
            row: area.row + (area.height - rows) / 2, column: area.column + (area.width - columns) / 2, width: columns,
            height: rows)
    }
}
