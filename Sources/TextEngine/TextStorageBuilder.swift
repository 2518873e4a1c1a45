/// Builds a storage paragraph by paragraph, for importers of styled formats.
public struct TextStorageBuilder {
    private var units: [UInt16] = []
    private var attributeRuns: [AttributeRun] = []
    private var styleRuns: [ParagraphStyleRun] = []
    private var languageRuns: [LanguageRun] = []
    private var attachmentRuns: [AttachmentRun] = []
    private var paragraphOpen = false
    private var paragraphStart = 0

    public init() {}

    /// Code units so far: the offset where the next paragraph or text begins.
    public var length: Int { units.count }

    /// Whether the current paragraph has text.
    public var isInParagraph: Bool { paragraphOpen }

    /// Starts a paragraph of `style`, ending the current one if it has text.
    public mutating func startParagraph(_ style: ParagraphStyle) {
        endParagraph()
        if styleRuns.last?.style != style {
            styleRuns.append(ParagraphStyleRun(location: units.count, style: style))
        }
        paragraphOpen = true
        paragraphStart = units.count
    }

    /// Ends the current paragraph, if one is open.
    public mutating func endParagraph() {
        guard paragraphOpen else { return }
        units.append(0x0A)
        paragraphOpen = false
    }

    /// Appends text to the open paragraph (line ends inside it must be U+2028).
    public mutating func append<S: StringProtocol>(_ text: S, attributes: CharacterAttributes = []) {
        startRun(attributes)
        units.append(contentsOf: text.utf16)
    }

    /// Appends UTF-16 code units to the open paragraph: the fast way for importers.
    public mutating func append(units text: [UInt16], attributes: CharacterAttributes = []) {
        startRun(attributes)
        units.append(contentsOf: text)
    }

    /// Appends an attachment to the open paragraph, which should have it to itself: the layout
    /// places it as a block where a line would start.
    public mutating func append(_ attachment: Attachment) {
        attachmentRuns.append(AttachmentRun(location: units.count, attachment: attachment))
        units.append(CodeUnit.objectReplacement)
    }

    /// Starts an attribute run at the end unless the last run has these attributes.
    private mutating func startRun(_ attributes: CharacterAttributes) {
        guard attributeRuns.last?.attributes != attributes else { return }
        if attributeRuns.last?.location == units.count {
            attributeRuns[attributeRuns.count - 1].attributes = attributes
        } else {
            attributeRuns.append(AttributeRun(location: units.count, attributes: attributes))
        }
    }

    /// Sets the language of the text appended from now on (nil: the book's).
    public mutating func setLanguage(_ language: String?) {
        guard (languageRuns.last?.language ?? nil) != language else { return }
        if languageRuns.last?.location == units.count {
            languageRuns[languageRuns.count - 1].language = language
        } else {
            languageRuns.append(LanguageRun(location: units.count, language: language))
        }
    }

    /// The attributes of the text appended last.
    public var lastAttributes: CharacterAttributes { attributeRuns.last?.attributes ?? [] }

    /// The last code unit of the open paragraph, if any.
    public var lastUnit: UInt16? { paragraphOpen ? units.last : nil }

    /// Removes trailing spaces from the open paragraph.
    public mutating func trimTrailingSpaces() {
        guard paragraphOpen else { return }
        while units.count > paragraphStart, units.last == 0x20 { units.removeLast() }
        while let last = attributeRuns.last, last.location > units.count { attributeRuns.removeLast() }
    }

    /// The finished storage.
    public func build(language: String? = nil) -> TextStorage {
        var units = units
        while units.last == 0x0A { units.removeLast() }
        return TextStorage(units: units, language: language, attributeRuns: attributeRuns, paragraphStyleRuns: styleRuns,
                           languageRuns: languageRuns, attachmentRuns: attachmentRuns)
    }
}
