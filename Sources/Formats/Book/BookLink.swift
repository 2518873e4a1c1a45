/// A link of the book's text: where it stands in the storage and where it goes, a place in the
/// book (a note when it links to a footnote or an endnote) or an address outside it.
public struct BookLink: Hashable, Sendable {
    public var range: Range<Int>
    /// The storage offset it goes to, when it goes inside the book.
    public var target: Int?
    /// Where it goes outside the book (shown, never opened).
    public var url: String?
    /// It calls a note (`epub:type="noteref"`, or its target is a footnote, an endnote or an aside).
    public var isNote: Bool

    public init(range: Range<Int>, target: Int?, url: String?, isNote: Bool) {
        self.range = range
        self.target = target
        self.url = url
        self.isNote = isNote
    }
}
