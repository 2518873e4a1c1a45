import CICU

/// Words and sentences of a storage (UAX #29, from ICU's breakers for the language of the text
/// at hand), for a cursor that moves through the text by them. A word is a segment of letters,
/// numbers, kana or ideographs (Thai and Lao from ICU's dictionaries); spaces and punctuation
/// are passed over. Sentences end where ICU's `@ss=standard` rules say, so "Mr." ends none
/// (English abbreviations in text of no stated language).
/// ICU is asked from the start of the paragraph at hand (at most `window` units back), never
/// from the text's start. Not thread-safe: one per thread.
public final class TextBoundaries {
    /// What a cursor moves by.
    public enum Unit: Hashable, Sendable {
        case word
        case sentence
    }

    public let storage: TextStorage
    /// How far back of an offset ICU is asked from, in a paragraph longer than that.
    static let window = 8192
    private var breakers: [String: OpaquePointer?] = [:]

    public init(storage: TextStorage) {
        self.storage = storage
    }

    deinit {
        for breaker in breakers.values { rd_breaker_close(breaker) }
    }

    /// The start of the first word (sentence) after `offset`, if any.
    public func start(of unit: Unit, after offset: Int) -> Int? {
        guard offset < storage.length, let breaker = breaker(for: unit, at: max(offset, 0)) else { return nil }
        var start = Int(rd_breaker_following_within(breaker, Int32(max(offset, 0)), context(of: max(offset, 0))))
        while start >= 0 && start < storage.length {
            let next = Int(rd_breaker_next(breaker))
            switch unit {
            case .word: if rd_breaker_ends_word(breaker) != 0 { return start }
            case .sentence: if startsSentence(at: start) { return start }
            }
            start = next
        }
        return nil
    }

    /// The start of the last word (sentence) that starts before `offset`, if any.
    public func start(of unit: Unit, before offset: Int) -> Int? {
        var position = min(offset, storage.length)
        while position > 0, let breaker = breaker(for: unit, at: position - 1) {
            var context = self.context(of: position)
            if context == Int32(position) { context = self.context(of: position - 1) }
            let start = Int(rd_breaker_preceding_within(breaker, Int32(position), context))
            guard start >= 0 else { return nil }
            if isStart(of: unit, at: start, breaker: breaker, context: context) { return start }
            position = start
        }
        return nil
    }

    /// The word that holds `offset`; nil on spaces and punctuation.
    public func word(at offset: Int) -> Range<Int>? {
        guard offset >= 0, offset < storage.length, let breaker = breaker(for: .word, at: offset) else { return nil }
        let context = context(of: offset)
        let start = Int(rd_breaker_preceding_within(breaker, Int32(offset + 1), context))
        guard start >= 0 else { return nil }
        let end = Int(rd_breaker_following_within(breaker, Int32(start), context))
        guard end > start, rd_breaker_ends_word(breaker) != 0 else { return nil }
        return start..<end
    }

    /// How many words `range` holds, counted to `limit` at most: those that start in it, and
    /// the one it starts inside.
    public func wordCount(in range: Range<Int>, atMost limit: Int) -> Int {
        let first = max(range.lowerBound, 0)
        guard first < min(range.upperBound, storage.length), let breaker = breaker(for: .word, at: first) else {
            return 0
        }
        var count = 0
        var start = Int(rd_breaker_preceding_within(breaker, Int32(first + 1), context(of: first)))
        while start >= 0 && start < range.upperBound && count < limit {
            start = Int(rd_breaker_next(breaker))
            if start >= 0 && rd_breaker_ends_word(breaker) != 0 { count += 1 }
        }
        return count
    }

    private func isStart(of unit: Unit, at start: Int, breaker: OpaquePointer, context: Int32) -> Bool {
        switch unit {
        case .word:
            return rd_breaker_following_within(breaker, Int32(start), context) > start
                && rd_breaker_ends_word(breaker) != 0
        case .sentence:
            return startsSentence(at: start)
        }
    }

    /// Whether a sentence ICU found may start at `start`: not at a paragraph's separator, and
    /// not after a no-break space, which a book sets after an abbreviation ("Mr.\u{A0}Bennet")
    /// to keep it with what follows (ICU's list of abbreviations misses it there).
    private func startsSentence(at start: Int) -> Bool {
        guard !TextStorage.isParagraphSeparator(storage.units[start]) else { return false }
        return start == 0 || ![0x00A0, 0x2007, 0x202F].contains(storage.units[start - 1])
    }

    /// Where ICU is asked from for `offset`: its paragraph's start, at most `window` back.
    private func context(of offset: Int) -> Int32 {
        // Walked back no further than the window: a key's cost stays bounded in a long paragraph.
        Int32(storage.paragraphStart(containing: offset, notBefore: max(0, offset - Self.window)))
    }

    private func breaker(for unit: Unit, at offset: Int) -> OpaquePointer? {
        let language = storage.language(at: offset)
        let locale =
            switch unit {
            case .word: language ?? ""
            // Sentence rules are the same in every locale; only the abbreviations kept whole
            // differ, and untagged text gets English ones.
            case .sentence: (language ?? "en") + (language?.contains("@") == true ? ";" : "@") + "ss=standard"
            }
        let key = "\(unit)|\(locale)"
        if let known = breakers[key] { return known }
        let kind = unit == .word ? RD_BREAK_WORD : RD_BREAK_SENTENCE
        let breaker = locale.withCString { locale in
            rd_breaker_open(
                Int32(kind), locale, UnsafePointer(storage.units.baseAddress!), Int32(clamping: storage.length))
        }
        breakers[key] = breaker
        return breaker
    }
}
