/// What the importer asks of the book's pictures, kept by its `PicturePlacement`.
extension HTMLImporter {
    /// The picture drawn for a picture of the book at a path (another, its fallback, or
    /// itself); nil when it must not be drawn. Without it, every picture is drawn.
    var pictureShown: ((_ path: String) -> String?)? {
        get { pictures.shown }
        set { pictures.shown = newValue }
    }

    /// The pixel size of the picture at a path of the book, read from its header; nil when
    /// it cannot be read.
    var pictureSize: ((_ path: String) -> (width: Int, height: Int)?)? {
        get { pictures.pixelSize }
        set { pictures.pixelSize = newValue }
    }

    /// The SVG picture at a path of the book, read for its words; nil when it is none.
    var svgPicture: ((_ path: String) -> SVGFile?)? {
        get { pictures.svg }
        set { pictures.svg = newValue }
    }

    /// Keeps a picture a document holds (a `data:` address's, an inline SVG's) and gives the path
    /// it is read by.
    var embedPicture: ((_ bytes: [UInt8], _ kind: String, _ document: String) -> String?)? {
        get { pictures.embed }
        set { pictures.embed = newValue }
    }

    /// The words of an SVG picture's `text` elements, a paragraph each under it: a terminal
    /// draws them too small to read.
    func addWords(of path: String, _ context: ElementContext) {
        for var words in pictures.words(of: path) {
            paragraphs.close()
            words.withUTF8 {
                paragraphs.add(
                    MarkupText(bytes: UnsafeRawBufferPointer($0)), attributes: context.attributes, style: context.style,
                    language: context.language, breaking: context.breaking, whiteSpace: context.whiteSpace)
            }
        }
        paragraphs.close()
    }
}
