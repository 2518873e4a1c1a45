import TextEngine

/// The text a passage of the storage is copied as: the book's characters in logical order,
/// as a reader would paste them.
///
/// - Soft hyphens (U+00AD) are left out; the hyphens the layout adds are never in the storage.
/// - A ruby reading is kept as the page shows it, in parentheses after its base ("漢字（かんじ）"),
///   when the reader shows readings, and left out (the base alone) when they are hidden.
/// - A picture is copied as `[image: its alternative text]`, as the page's box says it; a
///   picture without one and a thematic break are left out.
/// - Line and paragraph separators become newlines; white space at the ends is trimmed.
/// - Control characters but tab and newline are left out: pasted, a terminal would take a
///   book's escape sequences as its commands.
public enum CopiedText {
    /// The most characters (Unicode scalars) copied at once. The clipboard's way through the
    /// terminal (OSC 52, in base64) is capped lower by some terminals, and tmux drops a
    /// sequence over 1 MiB without a word: 100,000 scalars are at most 533,336 bytes of base64.
    public static let limit = 100_000

    /// The text of `range` of `storage`, ruby readings kept when `keepsRuby`.
    public static func text(of range: Range<Int>, in storage: TextStorage, keepsRuby: Bool) -> String {
        let range = range.clamped(to: 0..<storage.length)
        var units: [UInt16] = []
        units.reserveCapacity(range.count)
        var offset = range.lowerBound
        while offset < range.upperBound {
            let run = storage.attributeRunRange(at: offset, limit: range)
            if keepsRuby || !storage.attributes(at: offset).contains(.ruby) {
                for index in run { append(storage[index], at: index, of: storage, to: &units) }
            }
            offset = max(run.upperBound, offset + 1)
        }
        let text = String(decoding: units, as: UTF16.self)
        let start = text.firstIndex { !$0.isWhitespace } ?? text.endIndex
        let end = text.lastIndex { !$0.isWhitespace }.map { text.index(after: $0) } ?? start
        return start < end ? String(text[start..<end]) : ""
    }

    private static func append(_ unit: UInt16, at offset: Int, of storage: TextStorage, to units: inout [UInt16]) {
        switch unit {
        case CodeUnit.softHyphen, 0x00..<CodeUnit.tab, CodeUnit.lineFeed + 1..<0x20, CodeUnit.delete..<0xA0:
            break
        case CodeUnit.lineSeparator, CodeUnit.paragraphSeparator:
            units.append(CodeUnit.lineFeed)
        case CodeUnit.objectReplacement:
            guard case .image(let picture)? = storage.attachment(at: offset)?.content else { return }
            let alt = picture.alt.split(whereSeparator: \.isWhitespace).joined(separator: " ")
            if !alt.isEmpty { units += "[image: \(alt)]".utf16 }
        default:
            units.append(unit)
        }
    }

    /// What a copied text holds, for the status line: "12 words", or its characters for text
    /// mostly written without spaces between words (Chinese, Japanese), where a count of words
    /// would say nothing.
    public static func summary(of text: String) -> String {
        let words = text.split(whereSeparator: \.isWhitespace).count
        let unspaced = text.unicodeScalars.count {
            $0.properties.isIdeographic || (0x3040...0x30FF).contains($0.value)
        }
        if unspaced <= words { return words == 1 ? "1 word" : "\(grouped(words)) words" }
        let characters = text.count
        return characters == 1 ? "1 character" : "\(grouped(characters)) characters"
    }

    /// The refusal of a text of `count` characters, over the limit.
    static func refusal(count: Int) -> String {
        "Too long to copy: \(grouped(count)) characters; the limit is \(grouped(limit))"
    }

    /// `number` with its thousands grouped by commas, whatever the locale: "512,000".
    static func grouped(_ number: Int) -> String {
        let digits = String(number)
        var result = ""
        for (index, digit) in digits.enumerated() {
            if index > 0 && (digits.count - index) % 3 == 0 { result.append(",") }
            result.append(digit)
        }
        return result
    }
}
