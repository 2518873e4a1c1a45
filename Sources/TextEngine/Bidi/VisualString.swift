/// A short string (a title, a chapter's name, a message) in the order a screen shows it: its
/// right-to-left runs reordered by the bidi algorithm (UAX #9, the base direction from its
/// first strong character), brackets in them mirrored, its clusters otherwise as they are.
public enum VisualString {
    /// Whether `text` reads right to left: its first strong character does.
    public static func isRightToLeft(_ text: String) -> Bool {
        let storage = TextStorage(text)
        return BidiResolver.firstStrongDirection(in: 0..<storage.length, of: storage) == .rightToLeft
    }

    /// The clusters of `text` with their widths in cells, from the left; nil when it shows as it
    /// is stored (nothing in it runs right to left). `rightToLeft` sets the base direction (a
    /// list marker's is its paragraph's) instead of the first strong character; `shapesArabic`
    /// joins Arabic letters, as the page's are for a terminal that does not.
    public static func reordered(_ text: String, rightToLeft base: Bool? = nil, shapesArabic: Bool = false) -> [(
        text: String, width: Int
    )]? {
        let storage = TextStorage(text)
        guard base == true || BidiResolver.mayRunRightToLeft(0..<storage.length, of: storage) else { return nil }
        let segmenter = TextSegmenter(storage: storage)
        let rightToLeft =
            base ?? (BidiResolver.firstStrongDirection(in: 0..<storage.length, of: storage) == .rightToLeft)
        let line = LineFragment(
            range: 0..<storage.length, row: 0, column: 0, width: TextSegmenter.width(of: text),
            isRightToLeft: rightToLeft)
        let shaped = shapesArabic ? GlyphForms.shapedArabic(of: line, in: storage) : nil
        var clusters: [(text: String, width: Int)] = []
        LinePlacement.forEachGlyph(of: line, segmenter: segmenter) { glyph in
            clusters.append(
                (glyph.kind == .cluster ? GlyphForms.text(of: glyph, in: storage, shaped: shaped) : " ", glyph.width))
        }
        return clusters
    }

    /// `field` isolated from the text around it (U+2068 FIRST STRONG ISOLATE, or the isolate of
    /// the direction `rightToLeft` gives, … U+2069 POP DIRECTIONAL ISOLATE): a right-to-left
    /// title in a line of other fields is reordered within itself and moves none of them.
    public static func isolated(_ field: String, rightToLeft: Bool? = nil) -> String {
        // FSI takes the direction of the first strong character; RLI and LRI set it.
        let start = rightToLeft.map { $0 ? "\u{2067}" : "\u{2066}" } ?? "\u{2068}"
        return start + field + "\u{2069}"
    }
}
