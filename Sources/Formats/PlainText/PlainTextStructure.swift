import Foundation
import TextEngine

/// The structure of a plain text, found line by line as the importer writes it: headings
/// ("CHAPTER I", "BOOK ONE: 1805", "PART II", a roman numeral alone, "第一章", a short line of
/// capitals) that stand alone between blank lines and are followed by text, and Project
/// Gutenberg's header (title and author; its license is no chapter).
struct PlainTextStructure {
    /// A line that may be a heading, where it was written and what followed it.
    private struct Candidate {
        var offset: Int
        var title: String
        var level: Int
        /// Body text came right after it (not another heading): a contents list has none.
        var followedByText = false
        var followedByHeading = false
    }

    private var candidates: [Candidate] = []
    /// The last paragraph seen was a candidate and is waiting for what follows it.
    private var pending = false
    /// Inside a Project Gutenberg file: before its START line, after its END line.
    private var inHeader = false
    private var inLicense = false
    private(set) var title: String?
    private(set) var author: String?
    /// Lines looked at for the header: it stands at the file's start.
    private var lines = 0

    /// A paragraph's first line, written at `offset`, standing alone after a blank line when
    /// `alone` (its text trimmed of spaces).
    @inline(__always)
    mutating func paragraph(_ line: UnsafeBufferPointer<UInt16>, at offset: Int, alone: Bool) {
        lines += 1
        // Only a short line that starts like a heading (or may belong to the header) is read as
        // text; most paragraphs are passed over at the cost of a look at their first letter.
        var start = 0
        while start < line.count && (line[start] == 0x20 || line[start] == 0x09) { start += 1 }
        let first = start < line.count ? line[start] : 0
        let short =
            line.count - start <= 60
            && (lines < 200 || (first >= 0x41 && first <= 0x5A) || first == 0x7B2C || first == 0x2A)
        guard short || pending else { return }
        let trimmed = UnsafeBufferPointer(rebasing: line[start...])
        // Most short lines are neither a heading nor a mark of Project Gutenberg's: they are
        // told by their units, without making a String of them.
        let mayBeHeading = short && Self.mayBeHeading(trimmed)
        let text = mayBeHeading || short && (lines < 200 || first == 0x2A || first == 0x45) ? Self.string(trimmed) : ""
        if short { readGutenbergMarks(text) }
        let level = mayBeHeading ? Self.headingLevel(text) : nil
        if pending, !candidates.isEmpty {
            if alone, level != nil {
                candidates[candidates.count - 1].followedByHeading = true
            } else {
                candidates[candidates.count - 1].followedByText = true
            }
        }
        pending = false
        guard alone, short, !inHeader, !inLicense, let level else { return }
        if candidates.count < Limits.plainTextHeadings {
            candidates.append(Candidate(offset: offset, title: text, level: level))
            pending = true
        }
    }

    /// The units as a String, a lone surrogate as U+FFFD: what `String(decoding:as:)` makes
    /// of them, transcoded here in one short loop rather than by the standard library's generic one.
    static func string(_ units: UnsafeBufferPointer<UInt16>) -> String {
        String(unsafeUninitializedCapacity: units.count * 3) { bytes in
            var written = 0
            var index = 0
            while index < units.count {
                var scalar = UInt32(units[index])
                index += 1
                if scalar & 0xF800 == 0xD800 {
                    if scalar < 0xDC00 && index < units.count && units[index] & 0xFC00 == 0xDC00 {
                        scalar = 0x10000 + (scalar - 0xD800) << 10 + (UInt32(units[index]) - 0xDC00)
                        index += 1
                    } else {
                        scalar = 0xFFFD
                    }
                }
                switch scalar {
                case ..<0x80:
                    bytes[written] = UInt8(scalar)
                    written += 1
                case ..<0x800:
                    bytes[written] = UInt8(0xC0 | scalar >> 6)
                    bytes[written + 1] = UInt8(0x80 | scalar & 0x3F)
                    written += 2
                case ..<0x10000:
                    bytes[written] = UInt8(0xE0 | scalar >> 12)
                    bytes[written + 1] = UInt8(0x80 | scalar >> 6 & 0x3F)
                    bytes[written + 2] = UInt8(0x80 | scalar & 0x3F)
                    written += 3
                default:
                    bytes[written] = UInt8(0xF0 | scalar >> 18)
                    bytes[written + 1] = UInt8(0x80 | scalar >> 12 & 0x3F)
                    bytes[written + 2] = UInt8(0x80 | scalar >> 6 & 0x3F)
                    bytes[written + 3] = UInt8(0x80 | scalar & 0x3F)
                    written += 4
                }
            }
            return written
        }
    }

    /// A line that joins the paragraph before it: the candidate before was no heading alone.
    mutating func continuation() {
        if pending, !candidates.isEmpty { candidates.removeLast() }
        pending = false
    }

    /// The chapters: headings followed by text, or by a deeper heading that is a chapter (a
    /// book's heading before its first chapter's), never the lines of a contents list.
    func chapters() -> [Chapter] {
        var kept: [Chapter] = []
        var deeperFollows = false
        var nextLevel = Int.max
        for candidate in candidates.reversed() {
            let isChapter =
                candidate.followedByText || candidate.followedByHeading && deeperFollows && nextLevel > candidate.level
            if isChapter {
                kept.append(Chapter(title: candidate.title, offset: candidate.offset, level: candidate.level))
            }
            deeperFollows = isChapter
            nextLevel = candidate.level
        }
        let levels = Set(kept.map(\.level))
        // One kind of heading is a flat list.
        return kept.reversed().map {
            Chapter(title: $0.title, offset: $0.offset, level: levels.count == 1 ? 0 : $0.level)
        }
    }

    private mutating func readGutenbergMarks(_ text: String) {
        if text.hasPrefix("*** START OF") || text.hasPrefix("***START OF") {
            // Files put one after another each have their header and license.
            inHeader = false
            inLicense = false
            return
        }
        if text.hasPrefix("*** END OF") || text.hasPrefix("***END OF") || text.hasPrefix("End of the Project Gutenberg")
            || text.hasPrefix("End of Project Gutenberg")
        {
            inLicense = true
            return
        }
        guard lines < 200 else { return }
        if text.hasPrefix("The Project Gutenberg") || text.hasPrefix("Project Gutenberg's") { inHeader = true }
        if inHeader || lines < 40 {
            if title == nil, text.hasPrefix("Title:") { title = Self.trimmed(text.dropFirst(6), where: \.isWhitespace) }
            if author == nil, text.hasPrefix("Author:") {
                author = Self.trimmed(text.dropFirst(7), where: \.isWhitespace)
            }
        }
    }

    /// Words that begin a heading, whatever their case.
    private static let bookWords = ["BOOK", "PART", "VOLUME"]
    private static let chapterWords = ["CHAPTER", "EPILOGUE", "PROLOGUE", "SECTION", "CANTO", "STAVE"]

    /// False when the line is surely no heading: it has a lowercase
    /// ASCII letter, and neither starts with 第 nor with a heading's word. True says only that
    /// `headingLevel` must be asked.
    static func mayBeHeading(_ units: UnsafeBufferPointer<UInt16>) -> Bool {
        guard units.contains(where: { $0 >= 0x61 && $0 <= 0x7A }), units.first != 0x7B2C else { return true }
        // The first word, without the ASCII punctuation around it; a word with other characters
        // is left to `headingLevel`, and one with an ASCII sign inside it ("I'll") is no heading's.
        var word = units.drop { $0 == 0x20 }.prefix { $0 != 0x20 }
        func isLetter(_ unit: UInt16) -> Bool { unit | 0x20 >= 0x61 && unit | 0x20 <= 0x7A }
        while let unit = word.first, unit < 0x80, !isLetter(unit) { word = word.dropFirst() }
        while let unit = word.last, unit < 0x80, !isLetter(unit) { word = word.dropLast() }
        guard !word.contains(where: { $0 >= 0x80 }) else { return true }
        guard (4...8).contains(word.count), word.allSatisfy(isLetter) else { return false }
        let upper = String(decoding: word.map { $0 & ~0x20 }, as: UTF16.self)
        return bookWords.contains(upper) || chapterWords.contains(upper)
    }

    /// `text` without the characters at its ends that `drop` says to leave out.
    private static func trimmed(_ text: Substring, where drop: (Character) -> Bool) -> String {
        String(text.drop(while: drop).reversed().drop(while: drop).reversed())
    }

    /// The level of a heading line (0 for a book or part, 1 for a chapter), or nil for text.
    static func headingLevel(_ text: String) -> Int? {
        guard !text.isEmpty, text.count <= 60 else { return nil }
        let words = text.split(separator: " ")
        let first = words.first.map { $0.uppercased() } ?? ""
        if bookWords.contains(first), words.count >= 2 { return 0 }
        if chapterWords.contains(Self.trimmed(first[...], where: \.isPunctuation)) {
            return 1
        }
        // 第一章, 第十二回, 第3節 ...
        if text.hasPrefix("第"), let last = text.dropFirst().first(where: { "章回節卷部篇".contains($0) }),
            let index = text.firstIndex(of: last),
            text[text.index(after: text.startIndex)..<index].allSatisfy({
                "一二三四五六七八九十百千零〇0123456789０１２３４５６７８９".contains($0)
            }),
            text.distance(from: text.startIndex, to: index) > 1
        {
            return "卷部篇".contains(last) ? 0 : 1
        }
        // A roman numeral alone (a chapter in many old texts).
        let numeral = text.hasSuffix(".") ? String(text.dropLast()) : text
        if !numeral.isEmpty, numeral.count <= 8, numeral.allSatisfy({ "IVXLC".contains($0) }) { return 1 }
        // A short line of capitals; a lowercase ASCII letter (most lines have one) says no at once.
        guard words.count <= 6, text.utf8.count <= 160, !text.utf8.contains(where: { $0 >= 0x61 && $0 <= 0x7A }) else {
            return nil
        }
        let letters = text.filter(\.isLetter)
        if letters.count >= 3, text.count <= 40, letters.allSatisfy({ $0.isUppercase }) { return 1 }
        return nil
    }
}
