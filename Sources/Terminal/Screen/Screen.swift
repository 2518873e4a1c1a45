/// A grid of cells: what a frame shows, built without a terminal.
///
/// Cells are kept as plain numbers (a cluster of one scalar is its value, a longer one an index
/// into a side table), so a screen is filled, cleared and read at the speed of its memory.
public struct Screen: Equatable, Sendable {
    public let width: Int
    public let height: Int
    private var glyphs: [UInt32]
    private var styles: [CellStyle]
    /// Packed `CellColors`; 0 for the terminal's own.
    private var colors: [UInt64]
    /// The clusters of more than one scalar, referred to from `glyphs`.
    private var clusters: [String] = []
    /// For each row, the column after the last cell written: the rest of the row is blank.
    private var rowEnds: [Int]
    /// The graphics the terminal draws itself over cells given to them, in the order placed.
    public private(set) var graphics: [Placement] = []
    /// The boxes drawn over the page (popups), in the order drawn, for colours given by role.
    public private(set) var boxes: [Rect] = []

    /// A graphic and the cells it is drawn over.
    public struct Placement: Hashable, Sendable {
        public let graphic: Graphic
        public let rect: Rect
    }

    /// Pixels a terminal draws through its graphics protocol: the escape sequences that draw
    /// them at the cursor, made by the picture drawer from decoded pixels, never from a book's
    /// bytes.
    public struct Graphic: Hashable, Sendable {
        public let escapes: [UInt8]

        public init(escapes: [UInt8]) {
            self.escapes = escapes
        }
    }

    private static let blankGlyph: UInt32 = 0x20
    private static let continuationGlyph = UInt32.max
    private static let graphicGlyph = UInt32.max - 1
    private static let firstClusterGlyph: UInt32 = 0x110000

    public init(width: Int, height: Int) {
        self.width = max(0, width)
        self.height = max(0, height)
        glyphs = Array(repeating: Self.blankGlyph, count: self.width * self.height)
        styles = Array(repeating: [], count: self.width * self.height)
        colors = Array(repeating: 0, count: self.width * self.height)
        rowEnds = Array(repeating: 0, count: self.height)
    }

    public static func == (left: Screen, right: Screen) -> Bool {
        guard left.width == right.width && left.height == right.height,
            left.graphics == right.graphics
        else { return false }
        return left.glyphs.indices.allSatisfy { left.cell(at: $0) == right.cell(at: $0) }
    }

    /// The whole screen as a rectangle.
    public var bounds: Rect { Rect(row: 0, column: 0, width: width, height: height) }

    public subscript(row: Int, column: Int) -> Cell {
        cell(at: row * width + column)
    }

    private func cell(at index: Int) -> Cell {
        let glyph = glyphs[index]
        switch glyph {
        case Self.continuationGlyph: return .continuation
        case Self.graphicGlyph: return .graphic
        case Self.firstClusterGlyph...:
            return Cell(
                text: clusters[Int(glyph - Self.firstClusterGlyph)], style: styles[index],
                colors: CellColors(packed: colors[index]))
        default:
            return Cell(
                text: String(Character(Unicode.Scalar(glyph)!)), style: styles[index],
                colors: CellColors(packed: colors[index]))
        }
    }

    /// The cells the cluster at a position takes: 2 when the cell to its right is its right
    /// half, 1 otherwise.
    public func cellWidth(row: Int, column: Int) -> Int {
        column + 1 < width && glyphs[row * width + column + 1] == Self.continuationGlyph ? 2 : 1
    }

    /// Whether `other` is a screen of the same width and height.
    public func hasSameSize(as other: Screen?) -> Bool {
        other.map { $0.width == width && $0.height == height } ?? false
    }

    /// One cell to write to bring a terminal from an earlier frame to this one.
    public struct Change: Equatable, Sendable {
        public var row: Int
        public var column: Int
        public var cell: Cell
        /// Whether the cell is to be written at its column with a cursor move of its own, after
        /// the cells before it: it is, or follows, a cluster terminals disagree on the width of.
        public var movesCursor: Bool

        public init(row: Int, column: Int, cell: Cell, movesCursor: Bool = false) {
            self.row = row
            self.column = column
            self.cell = cell
            self.movesCursor = movesCursor
        }
    }

    /// The cells to write, in row order, to turn `previous` (what the terminal shows; nil when
    /// unknown or of another size) into this screen. The right half of a wide cluster is never
    /// written: its left half is, and neither is a cell a graphic covers. A cell is written again
    /// when the one to its right changed: a terminal that overwrites half of a wide cluster may
    /// blank the other half.
    ///
    /// A terminal may draw a cluster whose width terminals disagree on (`Cell.hasAmbiguousWidth`)
    /// wider than it is, over the cells after it, and a writer may print a row's unchanged cells
    /// again to move along it: in a row that changed, every cell from the first such cluster on
    /// is written (up to the plain blanks that end the row), each with a cursor move of its own,
    /// so that at worst the cluster's picture is cut, never the text after it.
    public func changes(since previous: Screen?) -> [Change] {
        var changes: [Change] = []
        for row in 0..<height {
            let first = changes.count
            appendChanges(ofRow: row, since: previous, to: &changes)
            guard changes.count > first, let start = firstAmbiguousColumn(ofRow: row) else { continue }
            let end = lastWrittenColumn(ofRow: row)
            let blanksAfter = changes[first...].filter { $0.column >= end }
            changes.removeSubrange((changes[first...].firstIndex { $0.column >= start } ?? changes.count)...)
            for column in start..<end where glyphs[row * width + column] != Self.continuationGlyph {
                let cell = self[row, column]
                if !cell.isGraphic { changes.append(Change(row: row, column: column, cell: cell, movesCursor: true)) }
            }
            changes += blanksAfter
        }
        return changes
    }

    /// The column after the last cell of a row that is not a plain blank: a cluster drawn wider
    /// over plain blanks hides nothing.
    private func lastWrittenColumn(ofRow row: Int) -> Int {
        var end = rowEnds[row]
        while end > 0, glyphs[row * width + end - 1] == Self.blankGlyph, styles[row * width + end - 1] == [],
            colors[row * width + end - 1] == 0
        {
            end -= 1
        }
        return end
    }

    /// The column of the first cluster of a row whose width terminals disagree on, if any.
    private func firstAmbiguousColumn(ofRow row: Int) -> Int? {
        (0..<rowEnds[row]).first { column in
            let glyph = glyphs[row * width + column]
            switch glyph {
            case Self.graphicGlyph, Self.continuationGlyph: return false
            case Self.firstClusterGlyph...:
                return Cell.hasAmbiguousWidth(clusters[Int(glyph - Self.firstClusterGlyph)].unicodeScalars)
            case 0x1F1E6...0x1F1FF, 0x1F3FB...0x1F3FF: return true
            default: return false
            }
        }
    }

    /// The cells of a row that differ from `previous`, as `changes(since:)` says.
    private func appendChanges(ofRow row: Int, since previous: Screen?, to changes: inout [Change]) {
        let full = !hasSameSize(as: previous)
        for column in 0..<width {
            let cell = self[row, column]
            if cell.isContinuation || cell.isGraphic { continue }
            if !full, let previous, previous[row, column] == cell,
                column + 1 >= width || previous[row, column + 1] == self[row, column + 1]
            {
                continue
            }
            changes.append(Change(row: row, column: column, cell: cell))
        }
    }

    /// Gives the cells of `rect` to a graphic that the terminal draws itself: they are never
    /// written as text, so drawing a frame does not paint over the image.
    public mutating func reserveForGraphic(_ rect: Rect) {
        for row in max(0, rect.row)..<min(height, rect.bottom) {
            let columns = max(0, rect.column)..<min(width, rect.right)
            guard !columns.isEmpty else { continue }
            clearHalf(row: row, column: columns.lowerBound)
            clearHalf(row: row, column: columns.upperBound - 1)
            for column in columns {
                glyphs[row * width + column] = Self.graphicGlyph
                styles[row * width + column] = []
                colors[row * width + column] = 0
            }
            rowEnds[row] = max(rowEnds[row], columns.upperBound)
        }
    }

    /// Places a graphic over the cells of `rect`, which it takes (see `reserveForGraphic`).
    public mutating func place(_ graphic: Graphic, in rect: Rect) {
        reserveForGraphic(rect)
        graphics.append(Placement(graphic: graphic, rect: rect))
    }

    /// Records `rect` as a box drawn over the page (see `boxes`).
    public mutating func markBox(_ rect: Rect) {
        boxes.append(rect)
    }

    /// Blanks every cell, in time for what was written rather than for the whole screen.
    public mutating func clear() {
        graphics.removeAll()
        boxes.removeAll()
        for row in 0..<height where rowEnds[row] > 0 {
            let cells = (row * width)..<(row * width + rowEnds[row])
            glyphs.withUnsafeMutableBufferPointer {
                UnsafeMutableBufferPointer(rebasing: $0[cells]).update(repeating: Self.blankGlyph)
            }
            styles.withUnsafeMutableBufferPointer {
                UnsafeMutableBufferPointer(rebasing: $0[cells]).update(repeating: [])
            }
            colors.withUnsafeMutableBufferPointer {
                UnsafeMutableBufferPointer(rebasing: $0[cells]).update(repeating: 0)
            }
            rowEnds[row] = 0
        }
        clusters.removeAll(keepingCapacity: true)
    }

    /// Puts a cluster `cellWidth` cells wide (1 or 2) at a position; it is dropped when it
    /// would not fit. Control characters are replaced by their visible pictures.
    public mutating func put(
        _ cluster: String, width cellWidth: Int, row: Int, column: Int, style: CellStyle = [],
        colors: CellColors = .terminal
    ) {
        guard cellWidth > 0, !cluster.isEmpty, fits(row: row, column: column, width: cellWidth) else { return }
        let visible = Cell.visible(cluster)
        var scalars = visible.unicodeScalars.makeIterator()
        if let scalar = scalars.next(), scalars.next() == nil {
            store(scalar.value, width: cellWidth, row: row, column: column, style: style, colors: colors)
        } else {
            store(
                Self.firstClusterGlyph + UInt32(clusters.count), width: cellWidth, row: row, column: column,
                style: style, colors: colors)
            clusters.append(visible)
        }
    }

    /// Puts one scalar one cell wide (a frame's glyph, a bullet); a control character is put as
    /// its visible picture.
    public mutating func put(
        scalar: Unicode.Scalar, row: Int, column: Int, style: CellStyle = [], colors: CellColors = .terminal
    ) {
        guard fits(row: row, column: column, width: 1) else { return }
        store(Cell.visible(scalar).value, width: 1, row: row, column: column, style: style, colors: colors)
    }

    /// Puts a printable ASCII character (0x21-0x7E), one cell wide: the fast way for text.
    public mutating func put(
        ascii: UInt8, row: Int, column: Int, style: CellStyle = [], colors: CellColors = .terminal
    ) {
        precondition(ascii > 0x20 && ascii < 0x7F, "not printable ASCII")
        guard fits(row: row, column: column, width: 1) else { return }
        store(UInt32(ascii), width: 1, row: row, column: column, style: style, colors: colors)
    }

    private func fits(row: Int, column: Int, width cellWidth: Int) -> Bool {
        row >= 0 && row < height && column >= 0 && column + cellWidth <= width
    }

    /// Writes a glyph (and the right half of a wide one) over whatever was there.
    private mutating func store(
        _ glyph: UInt32, width cellWidth: Int, row: Int, column: Int, style: CellStyle,
        colors: CellColors = .terminal
    ) {
        clearHalf(row: row, column: column)
        if cellWidth == 2 { clearHalf(row: row, column: column + 1) }
        let index = row * width + column
        glyphs[index] = glyph
        styles[index] = style
        self.colors[index] = colors.packed
        if cellWidth == 2 {
            glyphs[index + 1] = Self.continuationGlyph
            styles[index + 1] = []
            self.colors[index + 1] = 0
        }
        rowEnds[row] = max(rowEnds[row], column + cellWidth)
    }

    /// Fills a span of a row with blanks in a style and colours.
    public mutating func fill(row: Int, columns: Range<Int>, style: CellStyle, colors: CellColors = .terminal) {
        guard row >= 0, row < height else { return }
        let end = min(width, columns.upperBound)
        for column in max(0, columns.lowerBound)..<end {
            glyphs[row * width + column] = Self.blankGlyph
            styles[row * width + column] = style
            self.colors[row * width + column] = colors.packed
        }
        rowEnds[row] = max(rowEnds[row], end)
    }

    /// Gives the cells of `rect` that are drawn in the terminal's own foreground or background
    /// `colors`' instead (a theme's text and page, or a popup's): what was drawn in a colour of
    /// its own keeps it. Cells given to a graphic and right halves are left alone.
    public mutating func paintDefaultColors(_ colors: CellColors, in rect: Rect) {
        guard colors != .terminal else { return }
        let (foreground, background) = (UInt64(colors.packed & 0xFFFF_FFFF), colors.packed & ~0xFFFF_FFFF)
        for row in max(0, rect.row)..<min(height, rect.bottom) {
            let columns = max(0, rect.column)..<min(width, rect.right)
            guard !columns.isEmpty else { continue }
            for index in (row * width + columns.lowerBound)..<(row * width + columns.upperBound) {
                guard glyphs[index] != Self.continuationGlyph, glyphs[index] != Self.graphicGlyph else { continue }
                if self.colors[index] & 0xFFFF_FFFF == 0 { self.colors[index] |= foreground }
                if self.colors[index] >> 32 == 0 { self.colors[index] |= background }
            }
            rowEnds[row] = max(rowEnds[row], columns.upperBound)
        }
    }

    /// The rows as text with trailing spaces trimmed.
    public func textRows() -> [String] {
        (0..<height).map { row in
            var bytes: [UInt8] = []
            appendText(ofRow: row, to: &bytes)
            return String(decoding: bytes, as: UTF8.self)
        }
    }

    /// The rows as UTF-8, trailing spaces trimmed, each followed by a line feed: the fast way
    /// to write many screens out.
    public func appendText(to bytes: inout [UInt8]) {
        for row in 0..<height {
            appendText(ofRow: row, to: &bytes)
            bytes.append(0x0A)
        }
    }

    private func appendText(ofRow row: Int, to bytes: inout [UInt8]) {
        let start = row * width
        var end = start + rowEnds[row]
        while end > start, glyphs[end - 1] == Self.blankGlyph || glyphs[end - 1] == Self.graphicGlyph { end -= 1 }
        for glyph in glyphs[start..<end] {
            switch glyph {
            case ..<0x80: bytes.append(UInt8(glyph))
            case Self.continuationGlyph: break
            case Self.graphicGlyph: bytes.append(0x20)
            case Self.firstClusterGlyph...: bytes.append(contentsOf: clusters[Int(glyph - Self.firstClusterGlyph)].utf8)
            case ..<0x800:
                bytes.append(UInt8(0xC0 | glyph >> 6))
                bytes.append(UInt8(0x80 | glyph & 0x3F))
            case ..<0x10000:
                bytes.append(UInt8(0xE0 | glyph >> 12))
                bytes.append(UInt8(0x80 | glyph >> 6 & 0x3F))
                bytes.append(UInt8(0x80 | glyph & 0x3F))
            default:
                bytes.append(UInt8(0xF0 | glyph >> 18))
                bytes.append(UInt8(0x80 | glyph >> 12 & 0x3F))
                bytes.append(UInt8(0x80 | glyph >> 6 & 0x3F))
                bytes.append(UInt8(0x80 | glyph & 0x3F))
            }
        }
    }

    /// Removing half of a wide cluster blanks its other half.
    private mutating func clearHalf(row: Int, column: Int) {
        let index = row * width + column
        if glyphs[index] == Self.continuationGlyph && column > 0 {
            glyphs[index - 1] = Self.blankGlyph
            styles[index - 1] = []
            colors[index - 1] = 0
        } else if column + 1 < width && glyphs[index + 1] == Self.continuationGlyph {
            glyphs[index + 1] = Self.blankGlyph
            styles[index + 1] = []
            colors[index + 1] = 0
        }
    }
}
