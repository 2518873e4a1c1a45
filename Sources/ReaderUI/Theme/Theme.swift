import ReaderCore
import Terminal

/// The colours the reader is drawn in, by role; nil for the terminal's own. The default theme
/// has none: the terminal's own colours, with styles (bold, reverse) alone, as under `NO_COLOR`.
public struct Theme: Hashable, Sendable {
    /// Its name as the configuration file and the notice say it.
    public var name: String
    public var text: TerminalColor?
    /// The page's, and every cell's without one of its own.
    public var background: TerminalColor?
    public var headings: TerminalColor?
    public var links: TerminalColor?
    /// The background of a search's hits.
    public var search: TerminalColor?
    /// Quotation frames and table rules on the page, and the frames of popups.
    public var frames: TerminalColor?
    public var status: TerminalColor?
    public var statusBackground: TerminalColor?
    /// The text of popups (contents, help, notes, lists).
    public var popup: TerminalColor?
    public var popupBackground: TerminalColor?
    /// The backgrounds of the reader's highlights, by `HighlightColour` (yellow, green, blue,
    /// pink, purple); nil for the palette's as without a theme.
    public var highlights: [TerminalColor?] = Array(repeating: nil, count: HighlightColour.allCases.count)

    public init(name: String) {
        self.name = name
    }

    /// The colours it gives the role `key` (as the configuration file names them, "text",
    /// "status-background", "highlight-1"), to read or to set.
    public subscript(key: String) -> TerminalColor? {
        get { Self.role(key).map { self[keyPath: $0] } ?? Self.highlightIndex(key).flatMap { highlights[$0] } }
        set {
            if let role = Self.role(key) {
                self[keyPath: role] = newValue
            } else if let index = Self.highlightIndex(key) {
                highlights[index] = newValue
            }
        }
    }

    /// Every role's key in the configuration file.
    public static let keys =
        [
            "text", "background", "headings", "links", "search", "frames", "status", "status-background", "popup",
            "popup-background",
        ] + HighlightColour.allCases.indices.map { "highlight-\($0 + 1)" }

    private static func role(_ key: String) -> WritableKeyPath<Theme, TerminalColor?>? {
        switch key {
        case "text": \.text
        case "background": \.background
        case "headings": \.headings
        case "links": \.links
        case "search": \.search
        case "frames": \.frames
        case "status": \.status
        case "status-background": \.statusBackground
        case "popup": \.popup
        case "popup-background": \.popupBackground
        default: nil
        }
    }

    private static func highlightIndex(_ key: String) -> Int? {
        guard key.hasPrefix("highlight-"), let number = Int(key.dropFirst("highlight-".count)),
            HighlightColour.allCases.indices.contains(number - 1)
        else { return nil }
        return number - 1
    }
}
