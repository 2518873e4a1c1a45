/// How a cell's text is drawn.
public struct CellStyle: OptionSet, Hashable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }

    public static let bold = CellStyle(rawValue: 1 << 0)
    public static let italic = CellStyle(rawValue: 1 << 1)
    public static let underline = CellStyle(rawValue: 1 << 2)
    public static let reverse = CellStyle(rawValue: 1 << 3)
    public static let dim = CellStyle(rawValue: 1 << 4)
}
