import CICU

/// Grapheme clusters (UAX #29), line break opportunities (UAX #14) and cell widths over one
/// storage, from ICU. Runs of simple characters (Latin, CJK, kana, Hangul syllables...) take a
/// fast path; everything else asks ICU. Not thread-safe: one segmenter per thread.
public final class TextSegmenter {
    public let storage: TextStorage
    /// What the layout leaves out: it takes no cells and is never drawn.
    public var hidden = HiddenText.none
    /// The bidi levels of the lines of the paragraph met last.
    private(set) lazy var bidi = BidiResolver(storage: storage)
    /// Lines are columns of vertical text: the typesetter measures them in rows (`verticalUnit`).
    public var isVertical = false
    /// The runs of ruby readings that may stand beside their bases, in a column of their own
    /// (`RubyColumn`), and the groups of a base and its reading no line breaks inside (in
    /// horizontal text, the readings in their parentheses); none when readings are hidden.
    var readings = HiddenText.none
    var rubyGroups = HiddenText.none
    /// In vertical text, the runs set side by side in one row (`CombinedUpright`) and the
    /// emphasised text that takes marks beside its column (`EmphasisMarks`); none in horizontal.
    var combinedUpright = HiddenText.none
    var emphasised = HiddenText.none
    /// The runs drawn full width (`CharacterAttributes.fullWidth`), where an ASCII character or
    /// a space takes two cells (`widensFullWidth`).
    let fullWidthRuns: HiddenText
    private let units: UnsafeMutableBufferPointer<UInt16>
    private let widths: UnsafePointer<UInt8>
    private let characterBreaker: OpaquePointer?
    /// Line breakers by language, each over the whole text, opened when first needed.
    private var lineBreakers: [String: OpaquePointer?] = [:]
    /// The breaker of each language run, resolved when first needed.
    private var runBreakers: [OpaquePointer??]
    private var lastLineBreaker: OpaquePointer?
    /// The line breakers of French text, which keeps « and » with the words inside them.
    private var frenchLineBreakers: Set<OpaquePointer> = []
    /// The line breakers of text whose breaks `LineBreaking` adds to or takes from ICU's
    /// (`word-break`, `line-break: anywhere`), and whether there is one.
    private var refinedLineBreakers: [OpaquePointer: LineBreaking] = [:]
    private var refinesBreaks = false
    private var lastLineQuery = -1
    /// Where runs of superscript text start, in order: no line starts there.
    private let superscriptStarts: [Int]
    private let hasSuperscripts: Bool
    /// A stretch of text around the last break looked at where no superscript starts: a break
    /// in it needs no search of `superscriptStarts`.
    private var plainStretch = 0..<0
    private var lastLineAnswer = 0
    /// The breaks `lastLineBreaker` found last, one after another (`BreakWalk`): a line, a
    /// page laid out again from a start it passed is answered from them, not by ICU, whose
    /// random access walks back to a safe point, as far as the text's start in some text.
    private let walked = BreakWalk()
    /// Where ICU's line breaker stands: its last answer (-1 before the first).
    private var icuPosition = -1
    /// The line break queries ICU answered, and those of them that were not the next break
    /// after the last (random access): tests count the work of a layout with them.
    package var breakQueries: Int { walked.count }
    package private(set) var randomBreakQueries = 0

    public init(storage: TextStorage) {
        self.storage = storage
        self.units = storage.units
        self.widths = rd_bmp_widths()
        let base = UnsafePointer(storage.units.baseAddress!)
        let length = Int32(clamping: storage.length)
        characterBreaker = rd_breaker_open(Int32(RD_BREAK_CHARACTER), nil, base, length)
        runBreakers = Array(repeating: nil, count: storage.languageRuns.count)
        superscriptStarts = Self.superscriptStarts(of: storage)
        hasSuperscripts = !superscriptStarts.isEmpty
        fullWidthRuns = HiddenText(runsOf: .fullWidth, in: storage)
        lastLineBreaker = lineBreaker(for: storage.language)
    }

    private static func superscriptStarts(of storage: TextStorage) -> [Int] {
        var starts: [Int] = []
        var previous = false
        for run in storage.attributeRuns {
            let superscript = run.attributes.contains(.superscript)
            if superscript && !previous { starts.append(run.location) }
            previous = superscript
        }
        return starts
    }

    /// The line breaker for the text at `offset`.
    private func lineBreaker(at offset: Int) -> OpaquePointer? {
        guard let run = storage.languageRunIndex(at: offset) else { return lineBreaker(for: storage.language) }
        if let known = runBreakers[run] { return known }
        let languageRun = storage.languageRuns[run]
        let breaker = lineBreaker(for: languageRun.language ?? storage.language, breaking: languageRun.breaking)
        runBreakers[run] = breaker
        return breaker
    }

    deinit {
        rd_breaker_close(characterBreaker)
        for breaker in lineBreakers.values { rd_breaker_close(breaker) }
    }

    private func lineBreaker(for language: String?, breaking: LineBreaking = .default) -> OpaquePointer? {
        let locale = Self.lineBreakLocale(for: language, breaking: breaking)
        let key = breaking.addsBreaks || breaking.wordBreak == .keepAll ? "\(locale ?? "")|\(breaking)" : locale ?? ""
        if let breaker = lineBreakers[key] { return breaker }
        let breaker = locale.withOptionalCString { locale in
            rd_breaker_open(
                Int32(RD_BREAK_LINE), locale, UnsafePointer(units.baseAddress!), Int32(clamping: storage.length))
        }
        lineBreakers[key] = breaker
        if let breaker, Self.isFrench(language) { frenchLineBreakers.insert(breaker) }
        if let breaker, key != locale ?? "" {
            refinedLineBreakers[breaker] = breaking
            refinesBreaks = true
        }
        return breaker
    }

    /// The ICU locale whose line breaking suits a BCP 47 language, as strict as `breaking`
    /// says (`ja@lb=loose`). Japanese breaks strictly unless said otherwise (JLREQ: no small kana
    /// and no prolonged sound mark ー at a line's start), as ICU's root rules already break
    /// untagged text, where ICU's own `ja` rules would allow those breaks.
    public static func lineBreakLocale(for language: String?, breaking: LineBreaking = .default) -> String? {
        guard language?.contains("@") != true else { return language }
        if let keyword = breaking.icuKeyword { return (language ?? "") + "@" + keyword }
        guard let language, LanguageTag.primary(language) == "ja" else { return language }
        return language + "@lb=strict"
    }

    /// A unit that forms a cluster of its own when its neighbour is simple too.
    @inline(__always)
    static func isSimple(_ u: UInt16) -> Bool {
        if u < 0x300 { return u != 0x0D }
        if u < 0x3000 {
            // U+2028 and U+2029 are controls: a cluster of their own whatever their neighbours.
            return (u >= 0x370 && u < 0x483) || (u >= 0x2010 && u <= 0x2029) || (u >= 0x2030 && u <= 0x205E)
        }
        if u < 0xA000 { return !(u >= 0x302A && u <= 0x302F) && u != 0x3099 && u != 0x309A }
        return (u >= 0xAC00 && u <= 0xD7A3) || (u >= 0xFF01 && u <= 0xFF9D)
    }

    /// U+1F1E6...U+1F1FF, whose pairs are flags.
    @inline(__always)
    private func isRegionalIndicator(at offset: Int) -> Bool {
        offset + 1 < storage.length && units[offset] == 0xD83C && units[offset + 1] >= 0xDDE6
            && units[offset + 1] <= 0xDDFF
    }

    /// The end of the grapheme cluster that starts at `offset`.
    @inline(__always)
    public func clusterEnd(from offset: Int) -> Int {
        let next = offset + 1
        if next >= storage.length { return storage.length }
        if Self.isSimple(units[offset]) && Self.isSimple(units[next]) { return next }
        if isRegionalIndicator(at: offset) {
            // A flag is a pair of regional indicators. ICU finds pairs by counting back to the
            // start of a run, which makes a run of a million of them quadratic.
            var end = offset + 2
            if isRegionalIndicator(at: end) { end += 2 }
            if end >= storage.length || Self.isSimple(units[end]) || isRegionalIndicator(at: end) {
                return min(end, storage.length)
            }
        }
        guard let breaker = characterBreaker else { return next }
        let end = Int(rd_breaker_following(breaker, Int32(offset)))
        return end < 0 ? storage.length : end
    }

    /// Cell width of the cluster `start..<end` as drawn on its own (a tab counts as one).
    @inline(__always)
    public func clusterWidth(_ start: Int, _ end: Int) -> Int {
        let u = units[start]
        // A zero in the table may be a lone mark, which takes a cell of its own: ICU knows.
        if end == start + 1 && (u & 0xF800) != 0xD800 && (widths[Int(u)] > 0 || u < 0x300) {
            return Int(widths[Int(u)])
        }
        return Int(rd_cluster_width(units.baseAddress! + start, Int32(end - start)))
    }

    /// Whether a cluster starting with `unit` takes two cells in a run drawn full width: an
    /// ASCII character or a space, drawn in its full-width form (`GlyphForms.fullWidth`).
    @inline(__always)
    static func widensFullWidth(_ unit: UInt16) -> Bool {
        unit >= 0x20 && unit <= 0x7E
    }

    /// The first line break opportunity after `offset` (the storage's length at the end). A
    /// line never starts with a superscript (a note's number): the break before one is none.
    @inline(__always)
    public func lineBreak(after offset: Int) -> Int {
        if offset == lastLineQuery { return lastLineAnswer }
        let chosen = storage.languageRuns.isEmpty ? lastLineBreaker : lineBreaker(at: offset)
        guard let breaker = chosen else { return storage.length }
        lastLineQuery = offset
        lastLineAnswer = icuAnswer(after: offset, breaker: breaker)
        if refinesBreaks, let breaking = refinedLineBreakers[breaker] {
            lastLineAnswer = refined(lastLineAnswer, after: offset, breaking, breaker: breaker)
        }
        if hasSuperscripts && !plainStretch.contains(lastLineAnswer) { passSuperscripts(from: offset) }
        return lastLineAnswer
    }

    /// ICU's first line break after `offset`, from where it stands when it can.
    @inline(__always)
    private func icuAnswer(after offset: Int, breaker: OpaquePointer) -> Int {
        // Typesetting walks forward from the last answer: ICU's next() is cheaper than following().
        guard offset == icuPosition && breaker == lastLineBreaker else {
            return lineBreak(awayAfter: offset, breaker: breaker)
        }
        icuPosition = icuLineBreak(after: offset, breaker: breaker, sequential: true)
        walked.append(icuPosition)
        return icuPosition
    }

    /// ICU's break `answer` after `offset` as `breaking` moves it: with keep-all, past the
    /// breaks between two letters; with break-all, back to the first cluster boundary between
    /// two letters; with `anywhere`, back to the first cluster boundary not before a space.
    /// Neither looks further than `refinedReach` from `offset`: a word that long is broken
    /// anyway, and hostile text is not walked again for each of its lines.
    @inline(never)
    private func refined(_ answer: Int, after offset: Int, _ breaking: LineBreaking, breaker: OpaquePointer) -> Int {
        var answer = answer
        let reach = offset + Self.refinedReach
        if breaking.wordBreak == .keepAll && breaking.strictness != .anywhere {
            while answer < min(storage.length, reach) && isWordLetter(before: answer) && isWordLetter(at: answer) {
                answer = icuAnswer(after: answer, breaker: breaker)
            }
        }
        guard breaking.addsBreaks else { return answer }
        var end = clusterEnd(from: offset)
        while end < min(answer, reach) {
            let breaks =
                breaking.strictness == .anywhere
                ? !Typesetter.isHangingSpace(units[end]) : isWordLetter(before: end) && isWordLetter(at: end)
            if breaks { return end }
            end = clusterEnd(from: end)
        }
        return answer
    }

    /// The code units a refined break is looked for in: more than the widest line holds.
    static let refinedReach = 1024

    private func isWordLetter(at offset: Int) -> Bool {
        rd_is_word_letter(codePoint(at: offset)) != 0
    }

    private func isWordLetter(before offset: Int) -> Bool {
        offset > 0 && rd_is_word_letter(codePoint(before: offset)) != 0
    }

    /// Moves the answer for `offset` past the breaks before superscripts.
    @inline(never)
    private func passSuperscripts(from offset: Int) {
        var answer = lastLineAnswer
        while answer < storage.length && startsSuperscript(answer) { answer = lineBreak(after: answer) }
        lastLineQuery = offset
        lastLineAnswer = answer
    }

    /// Whether a superscript starts at `offset`; when none does, the stretch without one
    /// around it becomes `plainStretch`.
    private func startsSuperscript(_ offset: Int) -> Bool {
        let next = superscriptStarts.partitionPoint { $0 >= offset }
        if next < superscriptStarts.count && superscriptStarts[next] == offset { return true }
        let after = next < superscriptStarts.count ? superscriptStarts[next] : Int.max
        plainStretch = (next > 0 ? superscriptStarts[next - 1] + 1 : 0)..<after
        return false
    }

    /// The first line break after `offset`, away from where ICU stands: from the breaks walked
    /// last when they hold it, from ICU's next ones past blank paragraphs just after them (a
    /// walk back costs ICU as much as a line's breaks), else from ICU, whose walk starts again there.
    @inline(never)
    private func lineBreak(awayAfter offset: Int, breaker: OpaquePointer) -> Int {
        if breaker == lastLineBreaker, let known = walked.answer(after: offset) { return known }
        if breaker == lastLineBreaker && passesBlankLines(to: offset) {
            // Blank paragraphs passed over: each ends in a mandatory break, ICU's next ones.
            while icuPosition <= offset {
                icuPosition = icuLineBreak(after: icuPosition, breaker: breaker, sequential: true)
                walked.append(icuPosition)
            }
            return icuPosition
        }
        lastLineBreaker = breaker
        randomBreakQueries += 1
        icuPosition = icuLineBreak(after: offset, breaker: breaker, sequential: false)
        walked.restart(after: offset, at: icuPosition)
        return icuPosition
    }

    /// Whether only a few paragraph separators (blank paragraphs) stand between where ICU
    /// stands and `offset`.
    private func passesBlankLines(to offset: Int) -> Bool {
        guard icuPosition >= 0 && offset > icuPosition && offset - icuPosition <= 16 && offset < storage.length
        else { return false }
        return (icuPosition..<offset).allSatisfy { TextStorage.isParagraphSeparator(units[$0]) }
    }

    /// ICU's first line break after `offset`: the next after its last answer when `sequential`.
    @inline(__always)
    private func icuLineBreak(after offset: Int, breaker: OpaquePointer, sequential: Bool) -> Int {
        var next = Int(
            sequential
                ? rd_breaker_next(breaker)
                : rd_breaker_following_within(breaker, Int32(offset), lineContext(for: offset)))
        if !frenchLineBreakers.isEmpty && frenchLineBreakers.contains(breaker) {
            while next > 0 && next < storage.length && keepsFrenchSpace(before: next) {
                next = Int(rd_breaker_next(breaker))
            }
        }
        return next < 0 ? storage.length : next
    }

    /// Where ICU is told the text starts for a line break query at `offset`: the start of its
    /// paragraph when near, where every rule of UAX #14 starts afresh; in a long paragraph, after
    /// a space a stretch back. ICU looks back for a place to start from, and text without one
    /// (soft hyphens between single letters) would send it back to the text's start every time.
    private func lineContext(for offset: Int) -> Int32 {
        let floor = max(0, offset - 4096)
        var start = offset
        while start > floor && !TextStorage.isParagraphSeparator(units[start - 1]) { start -= 1 }
        if start > floor || start == 0 { return Int32(start) }
        start = offset - 1024
        while start < offset - 64 && !(units[start - 1] == 0x20 && units[start] != 0x20) { start += 1 }
        if start == offset - 64 { start = offset - 1024 }
        while (0xDC00...0xDFFF).contains(units[start]) { start -= 1 }
        return Int32(start)
    }

    /// Whether a break at `offset` (inside the text) would take a space French keeps: the
    /// line would end with « and the spaces after it, or the next one start with ». (UAX #14
    /// never breaks before ; : ! ?, spaces or not, but breaks after any spaces before ».)
    @inline(__always)
    private func keepsFrenchSpace(before offset: Int) -> Bool {
        if units[offset] == 0xBB { return units[offset - 1] == CodeUnit.space }
        var before = offset
        while before > 0 && units[before - 1] == CodeUnit.space { before -= 1 }
        return before < offset && before > 0 && units[before - 1] == 0xAB
    }

    private static func isFrench(_ language: String?) -> Bool {
        language.map(LanguageTag.primary) == "fr"
    }

    /// Whether a line starting at `offset` (before `limit`, where a line may always start)
    /// would start with a character UAX #14 keeps off a line's start: closing punctuation and
    /// brackets, ! ? . , : ;, non-starters and small kana; in French text, » too.
    func forbidsLineStart(at offset: Int, before limit: Int) -> Bool {
        guard offset < limit else { return false }
        if units[offset] == 0xBB { return Self.isFrench(storage.language(at: offset)) }
        return rd_forbids_line_start(codePoint(at: offset)) != 0
    }

    /// Whether the character before `offset` may not end a line: an opening bracket or
    /// quotation mark («, （, 「).
    func forbidsLineEnd(before offset: Int) -> Bool {
        guard offset > 0 else { return false }
        return rd_forbids_line_end(codePoint(before: offset)) != 0
    }

    /// The code point ending at `offset` (after 0).
    private func codePoint(before offset: Int) -> UInt32 {
        let pair = offset >= 2 && (units[offset - 1] & 0xFC00) == 0xDC00 && (units[offset - 2] & 0xFC00) == 0xD800
        return codePoint(at: offset - (pair ? 2 : 1))
    }

    /// The code point starting at `offset`: a surrogate pair's, or the unit's.
    private func codePoint(at offset: Int) -> UInt32 {
        let unit = UInt32(units[offset])
        guard (unit & 0xFC00) == 0xD800 && offset + 1 < storage.length && (units[offset + 1] & 0xFC00) == 0xDC00 else {
            return unit
        }
        return 0x10000 + ((unit - 0xD800) << 10) + UInt32(units[offset + 1] - 0xDC00)
    }

    /// Records a break the caller knows: the first opportunity after `offset` is `next`, the
    /// opportunity just found (so ICU's position stays where the next query expects it).
    func rememberLineBreak(after offset: Int, at next: Int) {
        guard next == lastLineAnswer else { return }
        lastLineQuery = offset
    }

    /// Number of grapheme clusters in the storage.
    public func graphemeCount() -> Int {
        var count = 0
        var offset = 0
        while offset < storage.length {
            offset = clusterEnd(from: offset)
            count += 1
        }
        return count
    }
}

extension Optional where Wrapped == String {
    func withOptionalCString<R>(_ body: (UnsafePointer<CChar>?) -> R) -> R {
        switch self {
        case .some(let string): string.withCString { body($0) }
        case .none: body(nil)
        }
    }
}
