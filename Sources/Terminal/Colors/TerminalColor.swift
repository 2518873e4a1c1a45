/// A colour a cell is drawn in: an entry of the terminal's palette of 256, or red, green and
/// blue for terminals that show them exactly.
public enum TerminalColor: Hashable, Sendable {
    case palette(UInt8)
    case rgb(red: UInt8, green: UInt8, blue: UInt8)

    /// A colour written "#rrggbb" (the configuration file's way); nil for anything else.
    public init?(hex: String) {
        let digits = hex.utf8.dropFirst()
        guard hex.utf8.first == UInt8(ascii: "#"), digits.count == 6,
            digits.allSatisfy({ ($0 >= 0x30 && $0 <= 0x39) || ($0 | 0x20 >= 0x61 && $0 | 0x20 <= 0x66) }),
            let value = UInt32(String(decoding: digits, as: UTF8.self), radix: 16)
        else { return nil }
        self = .rgb(red: UInt8(value >> 16), green: UInt8(value >> 8 & 0xFF), blue: UInt8(value & 0xFF))
    }

    /// The colour in 25 bits, 0 kept for none: a palette entry is its index plus one, red,
    /// green and blue are their 24 bits with bit 24 set.
    var packed: UInt32 {
        switch self {
        case .palette(let index): UInt32(index) + 1
        case .rgb(let red, let green, let blue): Self.rgbFlag | UInt32(red) << 16 | UInt32(green) << 8 | UInt32(blue)
        }
    }

    /// The colour `packed` holds; nil for 0.
    init?(packed: UInt32) {
        switch packed {
        case 0: return nil
        case Self.rgbFlag...:
            self = .rgb(red: UInt8(packed >> 16 & 0xFF), green: UInt8(packed >> 8 & 0xFF), blue: UInt8(packed & 0xFF))
        default: self = .palette(UInt8(packed - 1))
        }
    }

    private static let rgbFlag: UInt32 = 1 << 24

    /// Its red, green and blue: a palette entry's as xterm shows it.
    public var components: (red: Int, green: Int, blue: Int) {
        switch self {
        case .rgb(let red, let green, let blue): (Int(red), Int(green), Int(blue))
        case .palette(let index): ColorPalette.components(of: Int(index))
        }
    }

    /// The colour as a terminal of `depth` shows it: exact on a direct-colour terminal (a
    /// palette entry past the 8 basic ones as its red, green and blue), else the nearest entry
    /// of the palette it has; nil without colours.
    public func fitted(to depth: ColorDepth) -> TerminalColor? {
        switch (depth, self) {
        case (.none, _): nil
        case (.direct, .palette(let index)) where index >= 8:
            .rgb(red: UInt8(components.red), green: UInt8(components.green), blue: UInt8(components.blue))
        // Numbers under 8 are the basic colours there, not red, green and blue.
        case (.direct, .rgb(0, 0, let blue)) where blue < 8: .palette(0)
        case (.direct, _): self
        case (.palette256, .palette): self
        case (.palette256, .rgb): .palette(ColorPalette.nearest(to: components, in: ColorPalette.cubeAndGreys))
        case (.basic8, .palette(let index)) where index < 8: self
        case (.basic8, _): .palette(ColorPalette.nearest(to: components, in: 0..<8))
        }
    }
}

extension TerminalColor: ExpressibleByIntegerLiteral {
    /// A palette entry written as its index.
    public init(integerLiteral index: UInt8) {
        self = .palette(index)
    }
}
