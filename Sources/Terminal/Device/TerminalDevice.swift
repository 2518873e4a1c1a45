/// What the reader needs of a terminal: a full screen to draw frames on, keys and its size.
/// `CursesTerminal` is the real one; tests use a fake.
public protocol TerminalDevice: AnyObject {
    /// Enters full-screen mode; false when there is no terminal to run in.
    func start() -> Bool
    /// Gives the terminal back as it was. Safe to call more than once.
    func stop()
    /// Columns and rows.
    var size: (columns: Int, rows: Int) { get }
    /// The size of a cell in pixels, when the terminal tells it.
    var cellPixels: (width: Int, height: Int)? { get }
    /// How many colours the terminal shows (8, 16, 256...); 0 for none.
    var colorCount: Int { get }
    /// Shows a frame.
    func draw(_ screen: Screen)
    /// Waits up to `timeout` milliseconds for a key; nil on time-out or a signal.
    func readKey(timeout: Int) -> Key?
    /// Throws away the text typed or pasted that waits to be read, up to the first key that is
    /// not text, which is read next: for a line that takes no more.
    func discardTypedText()
    /// Puts `text` on the system clipboard through the terminal (OSC 52); false when it could
    /// not be written. Whether the terminal took it, no terminal says.
    func copyToClipboard(_ text: String) -> Bool
}

extension TerminalDevice {
    public func discardTypedText() {}
    public var cellPixels: (width: Int, height: Int)? { nil }
    public var colorCount: Int { 256 }
    public func copyToClipboard(_ text: String) -> Bool { false }
}
