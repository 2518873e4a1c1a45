/// How vertical text (tategaki) is laid out by the same layout manager: turned 90°, a line is
/// a column two cells wide as long as the page is tall, each grapheme one row of it (see
/// `TextSegmenter.verticalUnit`), and the lines of a page stand right to left. Line breaking,
/// kinsoku (at column starts and ends) and the rules of good pages stay as they are;
/// indents count rows from the column's top, spacing between paragraphs empty columns.
public enum VerticalLayout {
    /// The cells across one column.
    public static let columnWidth = 2

    /// The container of a page `width` cells wide and `height` rows tall set vertically: its
    /// "width" is the rows of a column, its "height" the columns that fit side by side.
    public static func container(width: Int, height: Int) -> TextContainer {
        TextContainer(width: height, height: width / columnWidth)
    }

    /// A paragraph style as a column uses it: an indent of an em (two cells) is one row, as a
    /// wide character is; frames are left out (their borders are not drawn across columns).
    static func style(_ style: ParagraphStyle) -> ParagraphStyle {
        var turned = style
        turned.firstLineHeadIndent = rows(style.firstLineHeadIndent)
        turned.headIndent = rows(style.headIndent)
        turned.tailIndent = rows(style.tailIndent)
        turned.frames = []
        return turned
    }

    private static func rows(_ cells: Int) -> Int {
        cells > 0 ? (cells + 1) / 2 : cells
    }
}

extension VerticalLayout {
    /// Whether the text of `storage` is of the scripts set vertically: more of its first
    /// `sample` code units are Han, kana or Hangul than are letters of other scripts.
    public static func suits(_ storage: TextStorage, sample: Int = 100_000) -> Bool {
        var cjk = 0
        var other = 0
        for offset in 0..<min(storage.length, sample) {
            let unit = storage[offset]
            switch unit {
            case 0x3040...0x30FF, 0x3400...0x9FFF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFF66...0xFF9D: cjk += 1
            case 0x41...0x5A, 0x61...0x7A, 0xC0...0x24F, 0x370...0x6FF, 0x900...0xDFF: other += 1
            default: break
            }
        }
        return cjk > other
    }
}
