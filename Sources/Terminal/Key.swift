/// A key press (or terminal event) read from the terminal.
public enum Key: Hashable, Sendable {
    case character(Character)
    case left, right, up, down, pageUp, pageDown, home, end, enter, escape, backspace, f1
    /// The terminal changed size.
    case resize
    case other
}
