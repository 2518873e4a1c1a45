/// The list of keys over the page, scrolled to the line shown first when it is longer than the
/// screen.
public struct HelpOverlay: Hashable, Sendable {
    /// What a key does in the list.
    public enum Action: Hashable, Sendable {
        /// Scrolls by `lines` (back when negative) in a list of `of` lines.
        case scroll(Int, of: Int)
    }

    /// The first line shown.
    public internal(set) var top = 0

    /// Scrolls, the list's last line at most at the bottom of its `visible` rows.
    mutating func reduce(_ action: Action, visible: Int) -> OverlayOutcome {
        switch action {
        case .scroll(let lines, let count):
            top = max(0, min(top + lines, count - max(visible, 1)))
        }
        return .stays(notice: nil)
    }
}
