/// A key press (or terminal event) read from the terminal.
public enum Key: Hashable, Sendable {
    case character(Character)
    case left, right, up, down, pageUp, pageDown, home, end, enter, escape, backspace, f1, backTab
    /// The mouse wheel, turned away from the reader (up) or towards them (down).
    case wheelUp, wheelDown
    /// The terminal changed size.
    case resize
    case other
    /// The mouse's first button goes down, moves held down (a drag), and comes up at a cell.
    case press(row: Int, column: Int)
    case drag(row: Int, column: Int)
    case release(row: Int, column: Int)
}
