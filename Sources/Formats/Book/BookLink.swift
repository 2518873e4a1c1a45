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
    /// It leads from a note back to the reference that calls it (`epub:type="backlink"`,
    /// `role="doc-backlink"`, or a lone "↩" to a note reference): a note's box leaves it out.
    public var isBackLink: Bool
    /// Where the element of the note it calls ends, when its target is one.
    public var noteEnd: Int?

    public init(
        range: Range<Int>, target: Int?, url: String?, isNote: Bool, isBackLink: Bool = false, noteEnd: Int? = nil
    ) {
        self.range = range
        self.target = target
        self.url = url
        self.isNote = isNote
        self.isBackLink = isBackLink
        self.noteEnd = noteEnd
    }
}
