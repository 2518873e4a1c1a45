import TextEngine

/// The block side of an HTML import: paragraphs opened and closed with their styles, a list
/// marker or page break waiting for the next one, and text added with its white space
/// collapsed as CSS says (its lines kept when preformatted) and its character attributes,
/// written straight into the storage's memory.
struct ParagraphBuilder: ~Copyable {
    private var builder = TextStorageBuilder()
    /// The marker of the list item whose first paragraph comes next.
    var pendingMarker: String?
    /// The next paragraph starts a page.
    var pendingPageBreak = false
    /// Blank rows the blocks opened or closed since the last paragraph ask for before the
    /// next one: a list's or a quote's spacing, which has no paragraph of its own.
    private var pendingSpacing = 0
    /// White space was collapsed at the end of the text added last.
    private var pendingSpace = false

    /// Code units so far: where the next paragraph or text begins.
    var length: Int { builder.length }

    var isInParagraph: Bool { builder.isInParagraph }

    /// The offset where the next text added to the open paragraph begins: after the space that
    /// collapsed white space before it leaves.
    var nextTextStart: Int { builder.length + (builder.isInParagraph && pendingSpace ? 1 : 0) }

    /// The last code unit added to the open paragraph, if any.
    var lastUnit: UInt16? { builder.isInParagraph ? builder.lastUnit : nil }

    /// Opens a paragraph of `style` unless one is open; the text from here is in `language`.
    mutating func open(_ style: ParagraphStyle, language: String?) {
        builder.setLanguage(language)
        guard !builder.isInParagraph else { return }
        var style = style
        style.listMarker = pendingMarker
        if let marker = pendingMarker, case let room = max(TextSegmenter.width(of: marker), 2) + 1, room > style.headIndent {
            // A marker wider than its indent (xviii., 10000., an item outside a list) gets room, in cells.
            style.firstLineHeadIndent += room - style.headIndent
            style.headIndent = room
        }
        style.pageBreakBefore = style.pageBreakBefore || pendingPageBreak
        // Margins collapse, as in CSS: the largest of the blocks met between two paragraphs.
        style.spacingBefore = max(style.spacingBefore, pendingSpacing)
        pendingSpacing = 0
        pendingMarker = nil
        pendingPageBreak = false
        pendingSpace = false
        builder.startParagraph(style)
    }

    /// A block begins or ends between paragraphs: the next paragraph keeps `rows` blank rows
    /// from the one before, at least.
    mutating func addSpacing(_ rows: Int) {
        pendingSpacing = max(pendingSpacing, rows)
    }

    /// Closes the open paragraph, its trailing spaces dropped.
    mutating func close() {
        builder.trimTrailingSpaces()
        builder.endParagraph()
        pendingSpace = false
    }

    /// Makes room for `capacity` code units in all.
    mutating func reserveCapacity(_ capacity: Int) {
        builder.reserveCapacity(capacity)
    }

    /// Adds a document's text in the paragraph of `style`, opened if need be.
    mutating func add(_ raw: MarkupText, attributes: CharacterAttributes, style: ParagraphStyle, language: String?,
                      whiteSpace: StyleSheet.WhiteSpace) {
        let bytes = raw.bytes
        // No text yields more code units than it has bytes (collapsed white space is one at most).
        if whiteSpace == .preserve {
            guard !raw.isEmpty else { return }
            open(style, language: language)
            builder.append(atMost: bytes.count, attributes: attributes) { Self.writeLines(of: raw, to: $0) }
            return
        }
        let keepingLines = whiteSpace == .preserveLines
        // The first byte that is not white space collapsing before the first word (a line end
        // is kept when keeping lines); white space is ASCII, one byte a unit.
        guard let first = bytes.firstIndex(where: {
            !Self.isCollapsibleSpace(UInt16($0)) || keepingLines && ($0 == 0x0D || $0 == 0x0A)
        }) else {
            if !raw.isEmpty { pendingSpace = true }
            return
        }
        if !builder.isInParagraph {
            open(style, language: language)
        } else if (pendingSpace || first > 0) && builder.lastUnit != CodeUnit.lineSeparator {
            // Collapsed white space belongs to the text before it, not to an element it opens.
            builder.append(" ", attributes: builder.lastAttributes)
        }
        builder.setLanguage(language)
        var spaceAfter = false
        builder.append(atMost: bytes.count - first, attributes: attributes) { units in
            let written = Self.writeCollapsed(raw, from: first, keepingLines: keepingLines, to: units)
            spaceAfter = written.spaceAfter
            return written.count
        }
        pendingSpace = spaceAfter
    }

    /// A line break inside the paragraph (`br`).
    mutating func addLineBreak(attributes: CharacterAttributes) {
        if builder.isInParagraph { builder.append("\u{2028}", attributes: attributes) }
        pendingSpace = false
    }

    /// A place a long word may break (`wbr`): a zero-width space.
    mutating func addWordBreak(attributes: CharacterAttributes) {
        if builder.isInParagraph { builder.append("\u{200B}", attributes: attributes) }
    }

    /// An attachment as a paragraph of its own in `style`.
    mutating func add(_ attachment: Attachment, style: ParagraphStyle, language: String?) {
        close()
        open(style, language: language)
        builder.append(attachment)
        close()
    }

    /// The storage of every paragraph, the open one closed.
    mutating func build(language: String?) -> TextStorage {
        close()
        return builder.build(language: language)
    }

    /// Preformatted text: line ends (LF, CRLF, CR) break lines within the paragraph, in one
    /// pass whatever their number. Returns the number of units written.
    private static func writeLines(of raw: MarkupText, to units: UnsafeMutableBufferPointer<UInt16>) -> Int {
        var count = 0
        var afterCarriageReturn = false
        raw.forEachUTF16 { unit in
            if unit == CodeUnit.lineFeed && afterCarriageReturn {
                afterCarriageReturn = false
                return
            }
            afterCarriageReturn = unit == CodeUnit.carriageReturn
            units[count] = unit == CodeUnit.lineFeed || afterCarriageReturn ? CodeUnit.lineSeparator : unit
            count += 1
        }
        return count
    }

    /// Text from its first word (the byte at `start`) with its white space collapsed to one
    /// space between words, in one pass (line ends kept as line breaks when `keepingLines`);
    /// says how many units it wrote and whether white space came after the last word.
    /// A space is written where white space begins and taken back where no word follows it.
    private static func writeCollapsed(_ raw: MarkupText, from start: Int, keepingLines: Bool,
                                       to units: UnsafeMutableBufferPointer<UInt16>) -> (count: Int, spaceAfter: Bool) {
        var count = 0
        var spaceAfter = false
        var afterCarriageReturn = false
        // The first unit is never white space: `start` is not.
        func put(_ unit: UInt16) {
            defer { afterCarriageReturn = unit == CodeUnit.carriageReturn }
            if keepingLines && (unit == CodeUnit.carriageReturn || unit == CodeUnit.lineFeed) {
                if count > 0 && units[count - 1] == 0x20 { count -= 1 }
                if !(unit == CodeUnit.lineFeed && afterCarriageReturn) {
                    units[count] = CodeUnit.lineSeparator
                    count += 1
                }
                spaceAfter = false
            } else if isCollapsibleSpace(unit) {
                if units[count - 1] != 0x20 && units[count - 1] != CodeUnit.lineSeparator {
                    units[count] = 0x20
                    count += 1
                }
                spaceAfter = true
            } else {
                units[count] = unit
                count += 1
                spaceAfter = false
            }
        }
        let bytes = raw.bytes
        var index = start
        while index < bytes.count {
            // Eight bytes of printable ASCII and single spaces, most of many texts, are copied as they are.
            if index + 8 <= bytes.count, case let chunk = bytes.loadUnaligned(fromByteOffset: index, as: UInt64.self),
               let spaces = Self.spacesIfPlain(UInt64(littleEndian: chunk)),
               spaces & 0x80 == 0 || units[count - 1] != 0x20 && units[count - 1] != CodeUnit.lineSeparator {
                let wide = SIMD8<UInt16>(truncatingIfNeeded: unsafeBitCast(UInt64(littleEndian: chunk), to: SIMD8<UInt8>.self))
                UnsafeMutableRawPointer(units.baseAddress! + count).storeBytes(of: wide, as: SIMD8<UInt16>.self)
                count += 8
                index += 8
                spaceAfter = spaces >> 63 == 1
                afterCarriageReturn = false
                continue
            }
            let (scalar, length) = raw.utf16(at: index)
            put(scalar.0)
            if let second = scalar.1 { put(second) }
            index += length
        }
        if units[count - 1] == 0x20 { count -= 1 }
        return (count, spaceAfter)
    }

    /// The spaces among eight bytes (0x80 in each byte that is one) when all are printable
    /// ASCII or spaces and no two spaces are next to each other; nil otherwise.
    @inline(__always)
    private static func spacesIfPlain(_ chunk: UInt64) -> UInt64? {
        let high: UInt64 = 0x8080_8080_8080_8080
        let low: UInt64 = 0x7F7F_7F7F_7F7F_7F7F
        // No byte of 0x80 or more, none under 0x20 (adding 0x60 sets its high bit in those only).
        guard chunk & high == 0, (chunk &+ 0x6060_6060_6060_6060) & high == high else { return nil }
        let flipped = chunk ^ 0x2020_2020_2020_2020
        let spaces = ~(((flipped & low) &+ low) | flipped | low)
        return spaces & (spaces >> 8) == 0 ? spaces : nil
    }

    /// White space as HTML collapses it.
    @inline(__always)
    static func isCollapsibleSpace(_ unit: UInt16) -> Bool {
        unit <= 0x20 && (unit == 0x20 || unit == 0x0A || unit == 0x09 || unit == 0x0D || unit == 0x0C)
    }
}
