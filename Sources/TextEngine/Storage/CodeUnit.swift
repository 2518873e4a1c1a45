/// The UTF-16 code units the engine gives a meaning of their own.
public enum CodeUnit {
    public static let tab: UInt16 = 0x09
    public static let lineFeed: UInt16 = 0x0A
    public static let carriageReturn: UInt16 = 0x0D
    public static let space: UInt16 = 0x20
    /// Printable ASCII runs from just after the space to just before DEL.
    public static let delete: UInt16 = 0x7F
    public static let softHyphen: UInt16 = 0xAD
    /// The first combining mark: a unit below it never extends the cluster before it.
    public static let firstCombiningMark: UInt16 = 0x300
    /// U+2028, a line break inside a paragraph (`<br>`).
    public static let lineSeparator: UInt16 = 0x2028
    public static let paragraphSeparator: UInt16 = 0x2029
    /// U+3000, a space two cells wide.
    public static let ideographicSpace: UInt16 = 0x3000
    /// U+FFFC, where an attachment stands in the storage.
    public static let objectReplacement: UInt16 = 0xFFFC

    /// Printable ASCII, the space excepted.
    @inline(__always)
    public static func isPrintableASCII(_ unit: UInt16) -> Bool {
        unit > space && unit < delete
    }

    /// Printable ASCII (not the space) before a unit that cannot join it (one below the
    /// combining marks, or a line or paragraph separator): a cluster of one cell.
    @inline(__always)
    public static func isLoneASCII(_ unit: UInt16, followedBy next: UInt16?) -> Bool {
        isPrintableASCII(unit)
            && (next.map { $0 < firstCombiningMark || $0 == lineSeparator || $0 == paragraphSeparator } ?? true)
    }
}
