/// Builds a storage paragraph by paragraph, for importers of styled formats. The text is
/// written into memory that the storage takes over when built: it is never copied whole, but
/// when it outgrows its room.
public struct TextStorageBuilder: ~Copyable {
    private var units = UnsafeMutableBufferPointer<UInt16>(start: nil, count: 0)
    /// Code units so far: the offset where the next paragraph or text begins.
    public private(set) var length = 0
    private var attributeRuns: [AttributeRun] = []
    private var styleRuns: [ParagraphStyleRun] = []
    private var languageRuns: [LanguageRun] = []
    private var attachmentRuns: [AttachmentRun] = []
    private var paragraphOpen = false
    private var paragraphStart = 0
    /// The text appended next starts a run of its own, whatever its attributes.
    private var separatesNextRun = false

    public init() {}

    deinit {
        units.deallocate()
    }

    /// Makes room for `capacity` code units in all, so that text up to there is never moved.
    public mutating func reserveCapacity(_ capacity: Int) {
        guard capacity > units.count else { return }
        // Doubled at least, so that growing by small steps costs linear time.
        let grown = UnsafeMutableBufferPointer<UInt16>.allocate(capacity: max(capacity, 2 * units.count))
        if let base = units.baseAddress {
            grown.baseAddress!.initialize(from: base, count: length)
        }
        units.deallocate()
        units = grown
    }

    private mutating func append(_ unit: UInt16) {
        reserveCapacity(length + 1)
        units[length] = unit
        length += 1
    }

    /// Whether the current paragraph has text.
    public var isInParagraph: Bool { paragraphOpen }

    /// Starts a paragraph of `style`, ending the current one if it has text.
    public mutating func startParagraph(_ style: ParagraphStyle) {
        endParagraph()
        if styleRuns.last?.style != style {
            styleRuns.append(ParagraphStyleRun(location: length, style: style))
        }
        paragraphOpen = true
        paragraphStart = length
    }

    /// Ends the current paragraph, if one is open. Its separator carries no attributes: a run
    /// (a reading, a link) ends with its paragraph.
    public mutating func endParagraph() {
        guard paragraphOpen else { return }
        startRun([])
        append(0x0A)
        paragraphOpen = false
    }

    /// Appends text to the open paragraph (line ends inside it must be U+2028).
    public mutating func append<S: StringProtocol>(_ text: S, attributes: CharacterAttributes = []) {
        startRun(attributes)
        for unit in text.utf16 { append(unit) }
    }

    /// Appends at most `maximum` code units to the open paragraph, written in place: the fast
    /// way for importers. `write` puts them at the start of the buffer it is given (room for
    /// `maximum`) and returns how many it put there.
    public mutating func append(
        atMost maximum: Int, attributes: CharacterAttributes = [],
        _ write: (UnsafeMutableBufferPointer<UInt16>) -> Int
    ) {
        startRun(attributes)
        reserveCapacity(length + maximum)
        let written = write(UnsafeMutableBufferPointer(rebasing: units[length..<(length + maximum)]))
        precondition(written >= 0 && written <= maximum)
        length += written
    }

    /// Appends an attachment to the open paragraph, which should have it to itself: the layout
    /// places it as a block where a line would start.
    public mutating func append(_ attachment: Attachment) {
        attachmentRuns.append(AttachmentRun(location: length, attachment: attachment))
        append(CodeUnit.objectReplacement)
    }

    /// Starts an attribute run at the end unless the last run has these attributes.
    private mutating func startRun(_ attributes: CharacterAttributes) {
        defer { separatesNextRun = false }
        guard attributeRuns.last?.attributes != attributes || separatesNextRun else { return }
        if attributeRuns.last?.location == length {
            attributeRuns[attributeRuns.count - 1].attributes = attributes
        } else {
            attributeRuns.append(AttributeRun(location: length, attributes: attributes))
        }
    }

    /// Starts a run at the text appended next even when its attributes are those of the text
    /// before it: the two elements of `<span>10</span><span>11</span>` set upright side by side
    /// are two runs (`CharacterAttributes.combinedUpright`).
    public mutating func separateNextRun() {
        separatesNextRun = true
    }

    /// Sets the language of the text appended from now on (nil: the book's) and where its
    /// lines may break besides.
    public mutating func setLanguage(_ language: String?, breaking: LineBreaking = .default) {
        let run = LanguageRun(location: length, language: language, breaking: breaking)
        guard (languageRuns.last?.language ?? nil) != language || (languageRuns.last?.breaking ?? .default) != breaking
        else { return }
        if languageRuns.last?.location == length {
            languageRuns[languageRuns.count - 1] = run
        } else {
            languageRuns.append(run)
        }
    }

    /// The attributes of the text appended last.
    public var lastAttributes: CharacterAttributes { attributeRuns.last?.attributes ?? [] }

    /// The last code unit of the open paragraph, if any.
    public var lastUnit: UInt16? { paragraphOpen && length > 0 ? units[length - 1] : nil }

    /// Removes trailing spaces from the open paragraph.
    public mutating func trimTrailingSpaces() {
        guard paragraphOpen else { return }
        var end = length
        while end > paragraphStart, units[end - 1] == 0x20 { end -= 1 }
        truncate(to: end)
    }

    /// Removes the text of the open paragraph from `offset` (no earlier than its start) on.
    public mutating func truncate(to offset: Int) {
        guard paragraphOpen, offset >= paragraphStart, offset < length else { return }
        length = offset
        while let last = attributeRuns.last, last.location > length { attributeRuns.removeLast() }
        while let last = languageRuns.last, last.location > length { languageRuns.removeLast() }
    }

    /// The finished storage, which takes the text's memory over: the builder is left empty.
    public mutating func build(language: String? = nil) -> TextStorage {
        while length > 0 && units[length - 1] == 0x0A { length -= 1 }
        while let last = attributeRuns.last, last.location >= length { attributeRuns.removeLast() }
        if units.baseAddress == nil { reserveCapacity(1) }
        let storage = TextStorage(
            adopting: units, length: length, language: language, attributeRuns: attributeRuns,
            paragraphStyleRuns: styleRuns, languageRuns: languageRuns, attachmentRuns: attachmentRuns)
        // The memory is the storage's now: the old builder's deinit must not free it.
        units = UnsafeMutableBufferPointer(start: nil, count: 0)
        self = TextStorageBuilder()
        return storage
    }
}
