/// A picture to draw for a box of cells, from its bytes or from the picture decoded before:
/// what the reader hands to the worker, everything in it its own to send across.
struct PictureJob: Sendable {
    /// What the picture is drawn from.
    enum Source: Sendable {
        case bytes([UInt8])
        case decoded(DecodedImage)
    }

    /// What came of a job.
    enum Outcome: Sendable {
        /// The drawing, with the picture when it was decoded for it.
        case drawn(CellDrawing, decoded: DecodedImage?)
        /// The picture cannot be decoded.
        case failed(ImageError)
    }

    let key: CellDrawing.Key
    let source: Source
    /// The size a scalable picture is drawn at; nil for one of pixels.
    let fit: PixelSize?
    let style: TerminalPictures.Style
    let decode: @Sendable ([UInt8], PixelSize?) throws(ImageError) -> DecodedImage

    /// Decodes the picture when it is bytes, and draws it: what takes a while.
    func perform() -> Outcome {
        let image: DecodedImage
        var decoded: DecodedImage?
        switch source {
        case .decoded(let kept):
            image = kept
        case .bytes(let bytes):
            do {
                image = try decode(bytes, fit)
            } catch {
                return .failed(error)
            }
            decoded = image
        }
        let box = CellBox(columns: key.columns, rows: key.rows)
        return .drawn(CellDrawing(image, crop: key.crop, box: box, style: style), decoded: decoded)
    }
}
