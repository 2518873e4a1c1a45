/// One cell of a screen: a grapheme cluster and its style. A wide cluster fills its cell and
/// the next, which holds a continuation.
public struct Cell: Hashable, Sendable {
    /// The cluster drawn here; empty for the right half of a wide cluster.
    public var text: String
    public var style: CellStyle
    public var colors: CellColors
    /// The right half of a wide cluster, drawn by the cell to its left.
    public let isContinuation: Bool
    /// Drawn by a graphic (an image shown through a terminal protocol), never as text.
    public let isGraphic: Bool

    public init(text: String, style: CellStyle = [], colors: CellColors = .terminal) {
        self.text = text
        self.style = style
        self.colors = colors
        isContinuation = false
        isGraphic = false
    }

    private init(continuation: Bool, graphic: Bool) {
        text = ""
        style = []
        colors = .terminal
        isContinuation = continuation
        isGraphic = graphic
    }

    public static let blank = Cell(text: " ")
    /// The right half of a wide cluster.
    public static let continuation = Cell(continuation: true, graphic: false)
    /// A cell a graphic covers.
    public static let graphic = Cell(continuation: false, graphic: true)

    /// `text` made safe for a terminal: every control character (C0, DEL, C1) becomes a
    /// visible picture, so book content can never act as a terminal command.
    public static func visible(_ text: String) -> String {
        if let first = text.unicodeScalars.first, first.value >= 0x300, isMark(first) {
            // A mark with nothing to sit on is shown on a dotted circle, as browsers do.
            return visible("\u{25CC}" + text)
        }
        guard mayHoldControl(text), text.unicodeScalars.contains(where: isControl) else { return text }
        var scalars = String.UnicodeScalarView()
        for scalar in text.unicodeScalars { scalars.append(visible(scalar)) }
        return String(scalars)
    }

    /// Whether `text` holds a byte of a control character in UTF-8 (C1 controls start with
    /// 0xC2): a test of every byte without a branch, much faster than decoding the scalars.
    private static func mayHoldControl(_ text: String) -> Bool {
        text.utf8.withContiguousStorageIfAvailable { bytes in
            var found: UInt8 = 0
            for byte in bytes { found |= (byte < 0x20 ? 1 : 0) | (byte == 0x7F ? 1 : 0) | (byte == 0xC2 ? 1 : 0) }
            return found != 0
        } ?? true
    }

    /// A scalar made safe for a terminal: a control character becomes its visible picture.
    public static func visible(_ scalar: Unicode.Scalar) -> Unicode.Scalar {
        isControl(scalar) ? picture(of: scalar) : scalar
    }

    private static func isMark(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .nonspacingMark, .spacingMark, .enclosingMark: true
        default: false
        }
    }

    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (scalar.value >= 0x7F && scalar.value < 0xA0)
    }

    private static func picture(of scalar: Unicode.Scalar) -> Unicode.Scalar {
        switch scalar.value {
        case ..<0x20: Unicode.Scalar(0x2400 + scalar.value)!
        case 0x7F: "\u{2421}"
        default: "\u{FFFD}"
        }
    }
}
