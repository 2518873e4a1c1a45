import CNCurses
import Terminal

/// The real terminal through ncursesw: draws screens as a diff against the previous frame
/// and reads keys. The only type that knows about curses.
public final class CursesTerminal: TerminalDevice {
    private var previous: Screen?
    /// The rows where clusters were written behind curses's back: it does not know what they show.
    private var rowsWithClustersWritten = Set<Int>()
    private var started = false
    /// The colour numbers of the colours drawn so far (`codes(of:)`).
    private var fittedCodes: [CellColors: (foreground: Int32, background: Int32)] = [:]
    /// The colours the terminal shows, read once it is started.
    private var depth = ColorDepth.none

    public init() {}

    /// Enters full-screen mode; false when standard input or output is not a terminal.
    public func start() -> Bool {
        started = rd_term_start() == 0
        fittedCodes.removeAll()
        depth = ColorDepth(colors: colorCount, usesColor: true)
        return started
    }

    /// Gives the terminal back as it was. Safe to call more than once.
    public func stop() {
        guard started else { return }
        rd_term_stop()
        started = false
    }

    /// Columns and rows.
    public var colorCount: Int { Int(rd_term_colors()) }

    public var cellPixels: (width: Int, height: Int)? {
        var width: Int32 = 0
        var height: Int32 = 0
        rd_term_cell_pixels(&width, &height)
        return width > 0 && height > 0 ? (Int(width), Int(height)) : nil
    }

    public var size: (columns: Int, rows: Int) {
        var rows: Int32 = 0
        var columns: Int32 = 0
        rd_term_size(&rows, &columns)
        return (Int(columns), Int(rows))
    }

    /// Shows `screen`, writing only the cells that changed since the last frame.
    ///
    /// A cell of curses holds one spacing character and a few non-spacing ones, so a cluster
    /// such as a flag, an emoji family or a skin tone is drawn by curses as blanks and written
    /// whole over them after the refresh. Curses may print again any unchanged cell of a row it
    /// writes to (printing a short run is cheaper than moving past it), so every such cluster
    /// of a row that changed is written again; after a full repaint that is all of them. Curses
    /// believes such a cell blank, so a row that held one is written whole when it changes:
    /// otherwise a blank put where the cluster was would be skipped and leave it on screen.
    /// The changes that move the cursor (a cluster terminals disagree on the width of, and the
    /// cells after it) are written again after the refresh, in order, each at its own column.
    public func draw(_ screen: Screen) {
        rd_term_lock_output()
        defer { rd_term_unlock_output() }
        if !screen.hasSameSize(as: previous) {
            rd_term_invalidate()
            rowsWithClustersWritten.removeAll()
        }
        var changedRows = Set<Int>()
        let changes = screen.changes(since: previous)
        for change in changes {
            changedRows.insert(change.row)
            let width = Int32(screen.cellWidth(row: change.row, column: change.column))
            Self.withScalars(of: change.cell) {
                let colors = codes(of: change.cell.colors)
                rd_term_put(
                    Int32(change.row), Int32(change.column), $0.baseAddress, Int32($0.count), width,
                    Self.attributes(change.cell.style), colors.foreground, colors.background)
            }
        }
        for row in changedRows.intersection(rowsWithClustersWritten) { rd_term_forget_row(Int32(row)) }
        // Graphics are drawn again whenever they change: the rows the old ones covered are
        // written anew (sixel pixels stay until text is written over them), and kitty's images,
        // which lie over the text, are taken away first (other terminals ignore the request).
        let graphicsChanged = (previous?.graphics ?? []) != screen.graphics || !screen.hasSameSize(as: previous)
        if graphicsChanged, let previous {
            for rect in previous.graphics.map(\.rect) {
                for row in rect.row..<min(rect.row + rect.height, screen.height) { rd_term_forget_row(Int32(row)) }
            }
        }
        rd_term_refresh()
        if graphicsChanged {
            if previous.map({ !$0.graphics.isEmpty }) ?? false { Self.writeRaw(Self.kittyDeleteAll, row: 0, column: 0) }
            for placed in screen.graphics {
                Self.writeRaw(placed.graphic.escapes, row: placed.rect.row, column: placed.rect.column)
            }
        }
        rowsWithClustersWritten.subtract(changedRows)
        writeClusters(of: screen, rows: changedRows, placed: changes.filter(\.movesCursor))
        previous = screen
    }

    /// Writes, after the refresh, the clusters of `rows` that curses drew as blanks and the
    /// changes `placed` at their own columns, in order along each row.
    private func writeClusters(of screen: Screen, rows: Set<Int>, placed: [Screen.Change]) {
        let placedColumns = Dictionary(grouping: placed, by: \.row).mapValues { Set($0.map(\.column)) }
        for row in rows.sorted() {
            for column in 0..<screen.width {
                let cell = screen[row, column]
                guard !cell.isContinuation && !cell.isGraphic else { continue }
                let width = Int32(screen.cellWidth(row: row, column: column))
                let isPlaced = placedColumns[row]?.contains(column) ?? false
                let colors = codes(of: cell.colors)
                Self.withScalars(of: cell) { scalars in
                    guard isPlaced || rd_term_fits_cell(scalars.baseAddress, Int32(scalars.count), width) == 0 else {
                        return
                    }
                    rd_term_write_cluster(
                        Int32(row), Int32(column), scalars.baseAddress, Int32(scalars.count),
                        Self.attributes(cell.style), colors.foreground, colors.background)
                    rowsWithClustersWritten.insert(row)
                }
            }
        }
    }

    /// The colour numbers curses takes for `colors` (-1 for the terminal's own), fitted to
    /// the colours the terminal has; each fitting done once.
    private func codes(of colors: CellColors) -> (foreground: Int32, background: Int32) {
        if colors == .terminal { return (-1, -1) }
        if let known = fittedCodes[colors] { return known }
        let fitted = colors.fitted(to: depth)
        let codes = (Self.code(of: fitted.foreground), Self.code(of: fitted.background))
        // Truecolor pictures bring colours without end: the fittings kept stay few.
        if fittedCodes.count >= 1 << 16 { fittedCodes.removeAll(keepingCapacity: true) }
        fittedCodes[colors] = codes
        return codes
    }

    /// A palette entry's index, or red, green and blue in 24 bits (a direct-colour terminal's
    /// colour numbers); -1 for none.
    private static func code(of color: TerminalColor?) -> Int32 {
        switch color {
        case nil: -1
        case .palette(let index): Int32(index)
        case .rgb(let red, let green, let blue): Int32(red) << 16 | Int32(green) << 8 | Int32(blue)
        }
    }

    /// Kitty's request to take away every image shown (an APC string other terminals ignore).
    private static let kittyDeleteAll = Array("\u{1B}_Ga=d,d=A\u{1B}\\".utf8)

    private static func writeRaw(_ bytes: [UInt8], row: Int, column: Int) {
        bytes.withUnsafeBufferPointer { rd_term_write_graphic(Int32(row), Int32(column), $0.baseAddress, $0.count) }
    }

    private static func withScalars(of cell: Cell, _ body: (UnsafeBufferPointer<UInt32>) -> Void) {
        cell.text.unicodeScalars.map(\.value).withUnsafeBufferPointer(body)
    }

    /// The mouse's press, drag or release read last, at its cell.
    private static func mouseKey(_ code: Int32) -> Key {
        var row: Int32 = 0
        var column: Int32 = 0
        rd_term_last_click(&row, &column)
        let (y, x) = (Int(row), Int(column))
        switch code {
        case Int32(RD_KEY_PRESS): return .press(row: y, column: x)
        case Int32(RD_KEY_DRAG): return .drag(row: y, column: x)
        default: return .release(row: y, column: x)
        }
    }

    /// Waits up to `timeout` milliseconds for a key; nil on time-out or a signal.
    public func readKey(timeout: Int) -> Key? {
        let code = rd_term_read_key(Int32(timeout))
        switch code {
        case Int32(RD_KEY_NONE): return nil
        case Int32(RD_KEY_RESIZE): return .resize
        case Int32(RD_KEY_LEFT): return .left
        case Int32(RD_KEY_RIGHT): return .right
        case Int32(RD_KEY_UP): return .up
        case Int32(RD_KEY_DOWN): return .down
        case Int32(RD_KEY_PAGE_UP): return .pageUp
        case Int32(RD_KEY_PAGE_DOWN): return .pageDown
        case Int32(RD_KEY_HOME): return .home
        case Int32(RD_KEY_END): return .end
        case Int32(RD_KEY_ENTER): return .enter
        case Int32(RD_KEY_F1): return .f1
        case Int32(RD_KEY_BACKTAB): return .backTab
        case Int32(RD_KEY_WHEEL_UP): return .wheelUp
        case Int32(RD_KEY_WHEEL_DOWN): return .wheelDown
        case Int32(RD_KEY_PRESS), Int32(RD_KEY_DRAG), Int32(RD_KEY_RELEASE): return Self.mouseKey(code)
        case Int32(RD_KEY_BACKSPACE), 0x7F, 0x08: return .backspace
        case 0x1B: return .escape
        case 1...: return Unicode.Scalar(UInt32(code)).map { .character(Character($0)) } ?? .other
        default: return .other
        }
    }

    /// Writes OSC 52 with `text` to the terminal, between two frames; false when the reader is
    /// not on a terminal or the sequence could not be written.
    public func copyToClipboard(_ text: String) -> Bool {
        guard started else { return false }
        rd_term_lock_output()
        defer { rd_term_unlock_output() }
        return Self.writeEscape(ClipboardSequence.osc52(text), to: Self.standardOutput)
    }

    /// The descriptor curses writes the screen to (`newterm` on standard output).
    private static let standardOutput: Int32 = 1

    /// Writes `bytes` to `descriptor` after what curses has buffered, all of them or false.
    static func writeEscape(_ bytes: [UInt8], to descriptor: Int32) -> Bool {
        bytes.withUnsafeBufferPointer { rd_term_write_escape(descriptor, $0.baseAddress, $0.count) == 0 }
    }

    public func discardTypedText() {
        _ = rd_term_discard_text()
    }

    /// Gives the terminal back from any thread, between two frames, without curses: for a
    /// process about to end of a signal while its main thread is busy. Nothing is drawn after.
    public static func abandon() {
        rd_term_abandon()
    }

    private static func attributes(_ style: CellStyle) -> Int32 {
        var bits: Int32 = 0
        if style.contains(.bold) { bits |= Int32(RD_ATTR_BOLD) }
        if style.contains(.italic) { bits |= Int32(RD_ATTR_ITALIC) }
        if style.contains(.underline) { bits |= Int32(RD_ATTR_UNDERLINE) }
        if style.contains(.reverse) { bits |= Int32(RD_ATTR_REVERSE) }
        if style.contains(.dim) { bits |= Int32(RD_ATTR_DIM) }
        return bits
    }
}
