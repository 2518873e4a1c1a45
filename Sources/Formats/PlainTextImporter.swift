import TextEngine

/// Plain text to storage: line ends normalised, runs of blank lines collapsed to one, and
/// hard-wrapped files (lines broken near one width, as in many old e-texts) unwrapped into
/// paragraphs so that they reflow to the page.
public enum PlainTextImporter {
    /// The storage for decoded text.
    public static func storage(from decoded: [UInt16]) -> TextStorage {
        let wrapWidth = HardWrapDetector.wrapWidth(of: decoded)
        var units: [UInt16] = []
        units.reserveCapacity(decoded.count)
        var previousBlank = true
        var previousJoinable = false
        forEachLine(of: decoded) { range in
            let trimmed = trimTrailingSpaces(decoded[range])
            if trimmed.isEmpty {
                if !previousBlank {
                    units.append(0x0A)
                    units.append(0x0A)
                }
                previousBlank = true
                previousJoinable = false
                return
            }
            if !previousBlank {
                if previousJoinable && !startsWithSpace(trimmed) {
                    if !(isWide(units.last) && isWide(trimmed.first)) { units.append(0x20) }
                } else {
                    units.append(0x0A)
                }
            }
            units.append(contentsOf: trimmed)
            previousBlank = false
            // A line much shorter than the wrap width ends its paragraph (verse, headings).
            previousJoinable = wrapWidth.map { trimmed.count * 10 >= $0 * 6 } ?? false
        }
        while units.last == 0x0A { units.removeLast() }
        return TextStorage(units: units, language: LanguageGuess.language(of: units))
    }

    /// Calls `body` with the range of each line of the text, CRLF, CR and LF all ending one;
    /// no list of lines is kept, whatever their number.
    static func forEachLine(of units: [UInt16], _ body: (Range<Int>) -> Void) {
        var start = units.first == 0xFEFF ? 1 : 0
        var index = start
        while index < units.count {
            let unit = units[index]
            if unit == 0x0A || unit == 0x0D {
                body(start..<index)
                index += (unit == 0x0D && index + 1 < units.count && units[index + 1] == 0x0A) ? 2 : 1
                start = index
            } else {
                index += 1
            }
        }
        if start < units.count { body(start..<units.count) }
    }

    private static func trimTrailingSpaces(_ line: ArraySlice<UInt16>) -> ArraySlice<UInt16> {
        var end = line.endIndex
        while end > line.startIndex && (line[end - 1] == 0x20 || line[end - 1] == 0x09) { end -= 1 }
        return line[line.startIndex..<end]
    }

    private static func startsWithSpace(_ line: ArraySlice<UInt16>) -> Bool {
        guard let first = line.first else { return false }
        return first == 0x20 || first == 0x09 || first == 0x3000
    }

    private static func isWide(_ unit: UInt16?) -> Bool {
        guard let unit else { return false }
        return (unit >= 0x2E80 && unit <= 0xA4CF) || (unit >= 0xAC00 && unit <= 0xD7A3) || (unit >= 0xFF00 && unit <= 0xFF60)
    }
}
