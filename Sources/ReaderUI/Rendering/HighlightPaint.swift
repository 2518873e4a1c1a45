import ReaderCore
import Terminal

/// How a highlight of a colour is drawn on a terminal: a light background from the palette of
/// 256 (or one of the 8 colours) under dark text, or, without colours (`NO_COLOR`, a terminal
/// with none), a style of its own for each colour.
public struct HighlightPaint: Hashable, Sendable {
    public var style: CellStyle
    public var colors: CellColors

    /// Whether the highlight reads as a shape, whose ends half blocks round off: a background.
    var rounds: Bool { colors.background != nil || style.contains(.reverse) }

    /// The colours of the half blocks at its ends: its background as their foreground.
    var ends: CellColors { CellColors(foreground: colors.background) }

    /// `colour` on a terminal showing `colorCount` colours (0 for none, or none wanted).
    public init(_ colour: HighlightColour, colorCount: Int) {
        let (light, basic, style): (UInt8, UInt8, CellStyle) =
            switch colour {
            case .yellow: (229, 3, [.reverse])
            case .green: (157, 2, [.underline])
            case .blue: (153, 6, [.reverse, .italic])
            case .pink: (218, 1, [.bold, .underline])
            case .purple: (183, 5, [.reverse, .dim])
            }
        switch colorCount {
        case 256...: (self.style, colors) = ([], CellColors(foreground: .palette(16), background: .palette(light)))
        case 8...: (self.style, colors) = ([], CellColors(foreground: .palette(0), background: .palette(basic)))
        default: (self.style, colors) = (style, .terminal)
        }
    }
}

extension HighlightPaint {
    /// A paint of a style and colours (a theme's).
    init(style: CellStyle, colors: CellColors) {
        self.style = style
        self.colors = colors
    }
}
