import Pictures
import ReaderCore
import Terminal

extension Theme {
    /// The theme as a terminal showing `colorCount` colours draws it: itself, or the terminal's
    /// own colours when it has none (or `NO_COLOR` is set), where styles alone are drawn.
    public func shown(colorCount: Int) -> Theme {
        switch ColorDepth(colors: colorCount, usesColor: true) {
        case .none: return .terminal
        case .palette256, .direct: return self
        case .basic8: break
        }
        // The nearest of 8 to a hit's or a highlight's background is often the page's own: those
        // are drawn as without a theme (reverse video, the 8 colours' highlights).
        var shown = self
        shown.search = nil
        shown.highlights = shown.highlights.map { _ in nil }
        return shown
    }

    /// The page's text on its background.
    var pageColors: CellColors { CellColors(foreground: text, background: background) }

    /// How the page renderer colours headings, links, frames and search hits.
    var roleColors: PageRenderer.RoleColors {
        PageRenderer.RoleColors(
            headings: headings, links: links, frames: frames,
            search: search.map { CellColors(foreground: text ?? Self.darkText, background: $0) })
    }

    /// Whether the status line has colours of its own, drawn instead of reverse video.
    var colorsStatus: Bool { status != nil || statusBackground != nil }

    /// How a highlight of `colour` is drawn: on the theme's background for it, in the theme's
    /// text colour (dark text where the theme keeps the terminal's); as without a theme when it
    /// has none or there are no colours.
    func highlightPaint(_ colour: HighlightColour, colorCount: Int) -> HighlightPaint {
        let index = HighlightColour.allCases.firstIndex(of: colour) ?? 0
        guard colorCount > 0, let background = highlights[index] else {
            return HighlightPaint(colour, colorCount: colorCount)
        }
        return HighlightPaint(style: [], colors: CellColors(foreground: text ?? Self.darkText, background: background))
    }

    /// Text on a coloured background when the theme keeps the terminal's own text colour,
    /// which may be light: the palette's black, as the highlights without a theme take.
    static let darkText = TerminalColor.palette(16)

    /// Gives the cells of `screen` drawn in the terminal's own colours the theme's, by where
    /// they are: the frames and insides of popups, the status line (`status`), then the page
    /// and the rest.
    func paint(_ screen: inout Screen, status statusRect: Rect) {
        guard self != .terminal else { return }
        let border = CellColors(foreground: frames ?? popup, background: popupBackground)
        for box in screen.boxes.reversed() {
            for edge in [
                Rect(row: box.row, column: box.column, width: box.width, height: 1),
                Rect(row: box.bottom - 1, column: box.column, width: box.width, height: 1),
                Rect(row: box.row, column: box.column, width: 1, height: box.height),
                Rect(row: box.row, column: box.right - 1, width: 1, height: box.height),
            ] {
                screen.paintDefaultColors(border, in: edge)
            }
            screen.paintDefaultColors(CellColors(foreground: popup, background: popupBackground), in: box)
        }
        screen.paintDefaultColors(CellColors(foreground: status, background: statusBackground), in: statusRect)
        screen.paintDefaultColors(pageColors, in: screen.bounds)
    }
}

extension Theme {
    /// The paper transparent pictures are laid on: its page's colour, else white.
    public var paper: PaperColor {
        guard let background else { return .white }
        let (red, green, blue) = background.components
        return PaperColor(red: UInt8(red), green: UInt8(green), blue: UInt8(blue))
    }
}
