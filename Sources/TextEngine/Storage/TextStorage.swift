#if canImport(Glibc)
    import Glibc
#endif

/// The whole book: its text as UTF-16, its character attribute runs and the style of each
/// paragraph. One storage per book, shared by every page; it never knows about pages.
///
/// Every offset in the engine is a UTF-16 code-unit offset into this storage. Paragraphs are
/// separated by U+000A (or U+2029); the separator belongs to the paragraph it ends.
public final class TextStorage: @unchecked Sendable {
    /// Number of UTF-16 code units.
    public let length: Int
    /// BCP 47 language of the book when known ("zh", "en"...), for line breaking.
    public let language: String?
    public let attributeRuns: [AttributeRun]
    public let paragraphStyleRuns: [ParagraphStyleRun]
    /// Ranges in another language than the book's (HTML's lang), for line breaking.
    public let languageRuns: [LanguageRun]
    /// The attachments, each at its U+FFFC, sorted by location.
    public let attachmentRuns: [AttachmentRun]
    let units: UnsafeMutableBufferPointer<UInt16>

    /// A storage holding `units`, styled by runs sorted by location.
    public init(
        units source: [UInt16],
        language: String? = nil,
        attributeRuns: [AttributeRun] = [],
        paragraphStyleRuns: [ParagraphStyleRun] = [],
        languageRuns: [LanguageRun] = [],
        attachmentRuns: [AttachmentRun] = []
    ) {
        let buffer = UnsafeMutableBufferPointer<UInt16>.allocate(capacity: max(source.count, 1))
        _ = buffer.initialize(from: source)
        self.units = buffer
        self.length = source.count
        self.language = language
        self.attributeRuns = attributeRuns
        self.paragraphStyleRuns = paragraphStyleRuns
        self.languageRuns = languageRuns
        self.attachmentRuns = attachmentRuns
    }

    /// A storage of the first `length` units of `buffer`, which it takes over (and
    /// deallocates): text decoded or built straight into its final memory is never copied.
    public init(
        adopting buffer: UnsafeMutableBufferPointer<UInt16>, length: Int, language: String? = nil,
        attributeRuns: [AttributeRun] = [], paragraphStyleRuns: [ParagraphStyleRun] = [],
        languageRuns: [LanguageRun] = [], attachmentRuns: [AttachmentRun] = []
    ) {
        precondition(length <= buffer.count)
        self.units = buffer
        self.length = length
        self.language = language
        self.attributeRuns = attributeRuns
        self.paragraphStyleRuns = paragraphStyleRuns
        self.languageRuns = languageRuns
        self.attachmentRuns = attachmentRuns
    }

    /// A plain storage holding `string`.
    public convenience init(_ string: String, language: String? = nil) {
        self.init(units: Array(string.utf16), language: language)
    }

    deinit {
        units.deallocate()
    }

    /// Memory for `count` units that a storage may adopt. A large book's text is backed by huge
    /// pages where the system allows them: a hundred megabytes fault in a few hundred times
    /// rather than fifty thousand, and layout misses the TLB less.
    public static func allocateUnits(_ count: Int) -> UnsafeMutableBufferPointer<UInt16> {
        let hugePage = 2 << 20
        guard count * 2 >= 16 * hugePage else { return .allocate(capacity: count) }
        let bytes = (count * 2 + hugePage - 1) / hugePage * hugePage
        let raw = UnsafeMutableRawPointer.allocate(byteCount: bytes, alignment: hugePage)
        madvise(raw, bytes, MADV_HUGEPAGE)
        return UnsafeMutableBufferPointer(start: raw.bindMemory(to: UInt16.self, capacity: count), count: count)
    }

    /// The code unit at `offset`.
    public subscript(offset: Int) -> UInt16 { units[offset] }

    /// The text of `range` as a String (lone surrogates become U+FFFD).
    public func string(in range: Range<Int>) -> String {
        // One code unit outside the surrogates (most clusters a page draws) is one scalar.
        if range.count == 1, let scalar = Unicode.Scalar(units[range.lowerBound]) { return String(scalar) }
        return String(decoding: UnsafeBufferPointer(rebasing: units[range]), as: UTF16.self)
    }

    /// The whole text as a String.
    public var string: String { string(in: 0..<length) }

    /// Where the attribute run at `index` of `attributeRuns` ends: where the next one starts.
    public func endOfAttributeRun(_ index: Int) -> Int {
        index + 1 < attributeRuns.count ? attributeRuns[index + 1].location : length
    }

    /// Where the paragraph style run at `index` of `paragraphStyleRuns` ends.
    public func endOfParagraphStyleRun(_ index: Int) -> Int {
        index + 1 < paragraphStyleRuns.count ? paragraphStyleRuns[index + 1].location : length
    }

    /// The character attributes in force at `offset`.
    public func attributes(at offset: Int) -> CharacterAttributes {
        guard let index = Self.lastRun(in: attributeRuns, atOrBefore: offset, location: \.location) else { return [] }
        return attributeRuns[index].attributes
    }

    /// The range of the run of equal attributes around `offset`, clipped to `limit`.
    public func attributeRunRange(at offset: Int, limit: Range<Int>) -> Range<Int> {
        let index = Self.lastRun(in: attributeRuns, atOrBefore: offset, location: \.location)
        let start = index.map { attributeRuns[$0].location } ?? 0
        let nextIndex = index.map { $0 + 1 } ?? 0
        let end = nextIndex < attributeRuns.count ? attributeRuns[nextIndex].location : length
        return max(start, limit.lowerBound)..<min(end, limit.upperBound)
    }

    /// The style of the paragraph that starts at `paragraphStart`.
    public func paragraphStyle(at paragraphStart: Int) -> ParagraphStyle {
        guard let index = Self.lastRun(in: paragraphStyleRuns, atOrBefore: paragraphStart, location: \.location)
        else { return .default }
        return paragraphStyleRuns[index].style
    }

    /// The index of the paragraph style run holding `offset`, if any.
    public func paragraphStyleRunIndex(at offset: Int) -> Int? {
        Self.lastRun(in: paragraphStyleRuns, atOrBefore: offset, location: \.location)
    }

    /// The attachment standing at `offset`, if one does.
    public func attachment(at offset: Int) -> Attachment? {
        guard offset < length, units[offset] == CodeUnit.objectReplacement,
            let index = Self.lastRun(in: attachmentRuns, atOrBefore: offset, location: \.location),
            attachmentRuns[index].location == offset
        else { return nil }
        return attachmentRuns[index].attachment
    }

    /// The language of the text at `offset`: its run's, else the book's.
    public func language(at offset: Int) -> String? {
        guard let index = languageRunIndex(at: offset) else { return language }
        return languageRuns[index].language ?? language
    }

    /// The index of the language run holding `offset`, if any.
    public func languageRunIndex(at offset: Int) -> Int? {
        Self.lastRun(in: languageRuns, atOrBefore: offset, location: \.location)
    }

    /// Whether `unit` ends a paragraph.
    @inline(__always)
    public static func isParagraphSeparator(_ unit: UInt16) -> Bool {
        unit == CodeUnit.lineFeed || unit == CodeUnit.paragraphSeparator
    }

    /// The start of the paragraph that holds `offset`, looked for no further back than `floor`.
    public func paragraphStart(containing offset: Int, notBefore floor: Int = 0) -> Int {
        var start = min(offset, length)
        while start > floor && !Self.isParagraphSeparator(units[start - 1]) { start -= 1 }
        return start
    }

    /// The offset of the separator ending the paragraph at or after `offset`, or `length`.
    public func paragraphEnd(from offset: Int) -> Int {
        var end = offset
        while end < length && !Self.isParagraphSeparator(units[end]) { end += 1 }
        return end
    }

    /// Calls `body` with the storage's code units.
    public func withUnits<R>(_ body: (UnsafeBufferPointer<UInt16>) throws -> R) rethrows -> R {
        try body(UnsafeBufferPointer(rebasing: units[0..<length]))
    }

    private static func lastRun<Run>(in runs: [Run], atOrBefore offset: Int, location: (Run) -> Int) -> Int? {
        var low = 0
        var high = runs.count
        while low < high {
            let mid = (low + high) / 2
            if location(runs[mid]) <= offset { low = mid + 1 } else { high = mid }
        }
        return low == 0 ? nil : low - 1
    }
}

/// The language of the text from `location` up to the next run, nil for the book's own, and
/// where its lines may break besides.
public struct LanguageRun: Hashable, Sendable {
    public var location: Int
    public var language: String?
    public var breaking: LineBreaking

    public init(location: Int, language: String?, breaking: LineBreaking = .default) {
        self.location = location
        self.language = language
        self.breaking = breaking
    }
}
