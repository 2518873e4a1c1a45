import CICU

/// What a placed cluster shows, which may differ from what the storage holds (the storage,
/// search and positions never change): a mirrored character (a bracket) in a right-to-left run
/// is drawn mirrored, and Arabic letters may be drawn in the presentation forms of their
/// joining, for terminals that do not shape text themselves; text with small capitals or a
/// `text-transform` is drawn transformed.
public enum GlyphForms {
    /// The shown forms of a line's Arabic letters, in storage order: one unit per unit of the
    /// line's text, or nil when the line has no Arabic letter.
    public struct ShapedLine {
        let start: Int
        let units: [UInt16]
    }

    /// The Arabic letters of `line` joined (U+0620-U+06FF to Arabic Presentation Forms);
    /// combining marks are left as they are, so that every cluster keeps its width.
    public static func shapedArabic(of line: LineFragment, in storage: TextStorage) -> ShapedLine? {
        let end = LinePlacement.textEnd(of: line, in: storage)
        let start = line.range.lowerBound
        guard start < end, storage.withUnits({ $0[start..<end].contains { $0 >= 0x0620 && $0 <= 0x06FF } }) else {
            return nil
        }
        let text = storage.withUnits { Array($0[start..<end]) }
        var shaped = [UInt16](repeating: 0, count: text.count)
        guard rd_shape_arabic(text, Int32(text.count), &shaped) == 0 else { return nil }
        return ShapedLine(start: start, units: shaped)
    }

    /// The superscript forms Unicode has for digits, signs and small letters (no q).
    private static let superscripts: [Character: Character] = Dictionary(
        uniqueKeysWithValues: zip(
            "0123456789+-=()abcdefghijklmnoprstuvwxyz",
            "⁰¹²³⁴⁵⁶⁷⁸⁹⁺⁻⁼⁽⁾ᵃᵇᶜᵈᵉᶠᵍʰⁱʲᵏˡᵐⁿᵒᵖʳˢᵗᵘᵛʷˣʸᶻ"))

    /// The superscript form of a cluster of superscript text (a note's number), when Unicode
    /// has one; nil when it has none, and the text stays as it is.
    public static func superscript(_ text: String) -> String? {
        guard text.count == 1, let form = superscripts[text.first!] else { return nil }
        return String(form)
    }

    /// The capital a cluster of small capitals is drawn as, when it is one character of the
    /// same width; nil otherwise (ß, which becomes two).
    public static func smallCapital(_ text: String) -> String? {
        let capital = text.uppercased()
        guard capital != text, capital.count == 1, capital.unicodeScalars.count == text.unicodeScalars.count else {
            return nil
        }
        return capital
    }

    /// The attributes that may draw a cluster otherwise than it is stored (`transformed`).
    public static let drawnTransformed = CharacterAttributes.textTransforms.union(.smallCaps)

    /// The text `glyph` (a cluster) shows: its mirrored form in a right-to-left run, its
    /// letters' joined forms from `shaped`, its superscript, small capital or `text-transform`
    /// form (unless `styled` is false: a logical dump keeps the book's characters), or the
    /// storage's own.
    public static func text(
        of glyph: PlacedGlyph, in storage: TextStorage, shaped: ShapedLine?, styled: Bool = true
    ) -> String {
        let range = glyph.range
        var text: String
        if let shaped, range.lowerBound >= shaped.start, range.upperBound <= shaped.start + shaped.units.count {
            text = String(
                decoding: shaped.units[(range.lowerBound - shaped.start)..<(range.upperBound - shaped.start)],
                as: UTF16.self)
        } else {
            text = storage.string(in: range)
        }
        if styled, glyph.attributes.contains(.superscript), let form = superscript(text) { return form }
        if styled, !glyph.attributes.isDisjoint(with: drawnTransformed),
            let form = transformed(
                text, glyph.attributes, startsWord: startsWord(at: range.lowerBound, in: storage))
        {
            return form
        }
        if glyph.isRightToLeft, let first = text.unicodeScalars.first, first.properties.isBidiMirrored,
            let mirrored = Unicode.Scalar(rd_char_mirror(first.value))
        {
            text.unicodeScalars.replaceSubrange(
                text.unicodeScalars.startIndex...text.unicodeScalars.startIndex, with: [mirrored])
        }
        return text
    }
}
