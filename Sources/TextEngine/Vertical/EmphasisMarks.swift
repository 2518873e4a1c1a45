/// Emphasis marks (`text-emphasis`, 圏点) beside vertical text: a sesame dot in the column on
/// the right of each emphasised character, where ruby readings stand (`RubyColumn`), which a
/// column with emphasised text keeps for them. A reading beside a character takes the place
/// of its mark. Spaces and punctuation take none, as CSS says. Horizontal text has no row
/// above its lines: there the renderer underlines emphasised text.
public enum EmphasisMarks {
    /// The mark drawn beside an emphasised character: `filled sesame`, the mark vertical text
    /// takes when the book names no shape. Cells have one size, so every shape is drawn so.
    public static let mark = "﹅"

    /// Whether the glyph `glyph` of a column standing beside its own reading column takes a mark.
    public static func marks(_ glyph: PlacedGlyph, in storage: TextStorage) -> Bool {
        guard glyph.kind == .cluster, glyph.attributes.contains(.emphasis),
            let scalar = storage.string(in: glyph.range).unicodeScalars.first
        else { return false }
        switch scalar.properties.generalCategory {
        case .spaceSeparator, .lineSeparator, .paragraphSeparator, .control, .format, .connectorPunctuation,
            .dashPunctuation, .openPunctuation, .closePunctuation, .initialPunctuation, .finalPunctuation,
            .otherPunctuation:
            return false
        default:
            return true
        }
    }
}

extension HiddenText {
    /// Whether some range holds text of `range`.
    func intersects(_ range: Range<Int>) -> Bool {
        guard let found = self.range(endingAfter: range.lowerBound) else { return false }
        return found.lowerBound < range.upperBound
    }
}
