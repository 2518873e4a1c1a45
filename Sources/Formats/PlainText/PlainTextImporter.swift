import TextEngine

/// Plain text to storage: line ends normalised, runs of blank lines collapsed to one, and
/// hard-wrapped files (lines broken near one width, as in many old e-texts) unwrapped into
/// paragraphs so that they reflow to the page.
public enum PlainTextImporter {
    /// A plain text as a book: its storage, and the chapters, title and author its text shows.
    struct Imported {
        var storage: TextStorage
        var chapters: [Chapter]
        var title: String?
        var author: String?
    }

    /// The storage for the first `count` units of decoded text in `units`, built in that
    /// memory, which the storage takes over: the result is never longer than what it is made
    /// from, so each line moves down to where it belongs.
    static func book(adopting units: UnsafeMutableBufferPointer<UInt16>, count: Int) -> Imported {
        let buffer = UnsafeMutableBufferPointer(rebasing: units[0..<count])
        var structure = PlainTextStructure()
        var written = unwrap(buffer, structure: &structure)
        while written > 0 && buffer[written - 1] == 0x0A { written -= 1 }
        let text = UnsafeBufferPointer(rebasing: buffer[0..<written])
        let chapters = structure.chapters()
        let (attributes, styles) = headingRuns(chapters, in: text)
        let storage = TextStorage(
            adopting: units, length: written, language: LanguageGuess.language(of: text),
            attributeRuns: attributes, paragraphStyleRuns: styles)
        return Imported(storage: storage, chapters: chapters, title: structure.title, author: structure.author)
    }

    /// Rewrites the text in place, its lines' trailing spaces dropped, blank lines between
    /// paragraphs made one, and hard-wrapped lines joined; the paragraphs' first lines go to
    /// `structure`. Returns the units written.
    private static func unwrap(_ buffer: UnsafeMutableBufferPointer<UInt16>, structure: inout PlainTextStructure)
        -> Int
    {
        let wrapWidth = HardWrapDetector.wrapWidth(of: UnsafeBufferPointer(buffer))
        var written = 0
        func put(_ unit: UInt16) {
            buffer[written] = unit
            written += 1
        }
        var previousBlank = true
        var previousJoinable = false
        forEachLine(of: UnsafeBufferPointer(buffer)) { line in
            let trimmed = trimTrailingSpaces(line, in: buffer)
            if trimmed.isEmpty {
                if !previousBlank {
                    put(0x0A)
                    put(0x0A)
                }
                previousBlank = true
                previousJoinable = false
                return
            }
            if !previousBlank {
                structure.continuation()
                if previousJoinable && !isSpace(buffer[trimmed.lowerBound]) {
                    if !(isWide(buffer[written - 1]) && isWide(buffer[trimmed.lowerBound])) { put(0x20) }
                } else {
                    put(0x0A)
                }
            }
            // Never past the line's own start: at most one unit is written for each line end read.
            let lineStart = written
            UnsafeMutableRawPointer(buffer.baseAddress! + written)
                .copyMemory(from: buffer.baseAddress! + trimmed.lowerBound, byteCount: trimmed.count * 2)
            written += trimmed.count
            if previousBlank {
                structure.paragraph(
                    UnsafeBufferPointer(rebasing: buffer[lineStart..<written]), at: lineStart, alone: true)
            }
            previousBlank = false
            // A line much shorter than the wrap width ends its paragraph (verse, headings).
            previousJoinable = wrapWidth.map { trimmed.count * 10 >= $0 * 6 } ?? false
        }
        return written
    }

    /// The runs that set the chapters' headings in `text`: bold, and keeping with the text they
    /// head; a chapter starts a new page, with the headings right above it (a book's, a part's).
    private static func headingRuns(_ chapters: [Chapter], in text: UnsafeBufferPointer<UInt16>)
        -> ([AttributeRun], [ParagraphStyleRun])
    {
        var heading = ParagraphStyle()
        heading.keepWithNext = true
        var attributes: [AttributeRun] = []
        var styles: [ParagraphStyleRun] = []
        var previousEnd: Int?
        for chapter in chapters {
            var end = chapter.offset
            while end < text.count && text[end] != 0x0A { end += 1 }
            let underHeading = previousEnd.map { chapter.offset - $0 <= 2 } ?? false
            heading.pageBreakBefore = chapter.offset > 0 && !underHeading
            attributes.append(AttributeRun(location: chapter.offset, attributes: .bold))
            attributes.append(AttributeRun(location: end, attributes: []))
            styles.append(ParagraphStyleRun(location: chapter.offset, style: heading))
            styles.append(ParagraphStyleRun(location: min(end + 1, text.count), style: .default))
            previousEnd = end
        }
        return (attributes, styles)
    }

    /// Calls `body` with the range of each line of the text, CRLF, CR and LF all ending one;
    /// no list of lines is kept, whatever their number.
    @inline(__always)
    static func forEachLine(of units: UnsafeBufferPointer<UInt16>, _ body: (Range<Int>) -> Void) {
        var start = units.first == 0xFEFF ? 1 : 0
        while start < units.count {
            let end = lineEnd(in: units, from: start)
            guard end < units.count else { break }
            body(start..<end)
            start = end + (units[end] == 0x0D && end + 1 < units.count && units[end + 1] == 0x0A ? 2 : 1)
        }
        if start < units.count { body(start..<units.count) }
    }

    /// The offset of the first LF or CR at or after `start`, or the count of units.
    @inline(__always)
    private static func lineEnd(in units: UnsafeBufferPointer<UInt16>, from start: Int) -> Int {
        var index = start
        // Sixteen units at a time: a line end is below U+000E, and so are few other units.
        while index + 16 <= units.count {
            let raw = UnsafeRawPointer(units.baseAddress! + index)
            let below =
                belowU000E(raw.loadUnaligned(as: UInt64.self))
                | belowU000E(raw.loadUnaligned(fromByteOffset: 8, as: UInt64.self))
                | belowU000E(raw.loadUnaligned(fromByteOffset: 16, as: UInt64.self))
                | belowU000E(raw.loadUnaligned(fromByteOffset: 24, as: UInt64.self))
            if below != 0 {
                for offset in index..<index + 16 where units[offset] == 0x0A || units[offset] == 0x0D { return offset }
            }
            index += 16
        }
        while index < units.count && units[index] != 0x0A && units[index] != 0x0D { index += 1 }
        return index
    }

    /// Not zero when one of the four UTF-16 units in `word` is below U+000E (no borrow crosses a
    /// unit unless one is).
    @inline(__always)
    private static func belowU000E(_ word: UInt64) -> UInt64 {
        (word &- 0x000E_000E_000E_000E) & ~word & 0x8000_8000_8000_8000
    }

    private static func trimTrailingSpaces(_ line: Range<Int>, in units: UnsafeMutableBufferPointer<UInt16>) -> Range<
        Int
    > {
        var end = line.upperBound
        while end > line.lowerBound && (units[end - 1] == 0x20 || units[end - 1] == 0x09) { end -= 1 }
        return line.lowerBound..<end
    }

    private static func isSpace(_ unit: UInt16) -> Bool {
        unit == 0x20 || unit == 0x09 || unit == 0x3000
    }

    private static func isWide(_ unit: UInt16) -> Bool {
        return (unit >= 0x2E80 && unit <= 0xA4CF) || (unit >= 0xAC00 && unit <= 0xD7A3)
            || (unit >= 0xFF00 && unit <= 0xFF60)
    }
}
