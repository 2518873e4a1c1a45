import TextEngine

/// A book ready for layout: its storage and what the reader shows about it.
public struct Book: Sendable {
    public var title: String
    public var author: String?
    /// Whether the title and the author run right to left, as the book says (EPUB's `dir`);
    /// nil when it does not: their first strong character decides.
    public var titleIsRightToLeft: Bool?
    public var authorIsRightToLeft: Bool?
    public var storage: TextStorage
    /// Identifies the book's content wherever the file is: the key of its reading position.
    public var fingerprint: String
    /// The table of contents, in storage order.
    public var chapters: [Chapter]
    /// What could not be read and was skipped, said once to the reader.
    public var notices: [ImportNotice]
    /// The pages of the printed book, in storage order (none for most books).
    public var pageLabels: [PageLabel]
    /// The storage range of the book's body, its front and back matter left out, as the book
    /// says them (EPUB's landmarks or guide); nil when it does not.
    public var body: Range<Int>?
    /// Where the body ends: the storage's end when the book does not say.
    public var bodyEnd: Int { body?.upperBound ?? storage.length }
    /// The links of the text, in storage order.
    public var links: [BookLink] = []
    /// Where the pictures of the storage's attachments are read from.
    public var pictures = PictureSource.none
    /// How the book's CSS sets the lines of most of its text; paragraphs that say otherwise
    /// (`ParagraphStyle.writingMode`) keep their own.
    public var writingMode = WritingMode.horizontal
    /// Which way its pages turn, as its package says.
    public var pageProgression = PageProgression.leftToRight

    public init(
        title: String, author: String? = nil, storage: TextStorage, fingerprint: String,
        chapters: [Chapter] = [], notices: [ImportNotice] = [], pageLabels: [PageLabel] = []
    ) {
        self.title = title
        self.author = author
        self.storage = storage
        self.fingerprint = fingerprint
        self.chapters = chapters
        self.notices = notices
        self.pageLabels = pageLabels
    }
}
