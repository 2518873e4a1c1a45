extension LaterSiblings {
    /// Counts what follows each element of an HTML document, read as the importer reads it (the
    /// same parser, so the same elements in the same order; their attributes skipped), up to
    /// `limit` elements.
    static func scan(_ bytes: [UInt8], encoding: String?, limit: Int) -> LaterSiblings {
        var counts = LaterSiblings()
        var elements = 0
        let enough = { elements >= limit }
        MarkupParser.parse(bytes, kind: .html, encoding: encoding, readingAttributes: false, enough: enough) { event in
            switch event {
            case .start(let name, _):
                elements += 1
                counts.start(name)
            case .end: counts.end()
            case .text: counts.text()
            }
        }
        counts.finish()
        return counts
    }
}
