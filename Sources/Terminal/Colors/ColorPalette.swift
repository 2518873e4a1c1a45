/// The palette of 256 as xterm defines it: the 16 basic colours, a 6x6x6 cube and a ramp of
/// 24 greys; and the nearest entry to a colour.
public enum ColorPalette {
    /// The entries a colour is fitted to on a terminal of 256: the cube and the greys, whose
    /// values every terminal shares (the first 16 are each terminal's own).
    public static let cubeAndGreys = 16..<256

    /// The cube's six levels of each component.
    private static let levels = [0, 95, 135, 175, 215, 255]

    /// The 16 basic colours as xterm shows them.
    private static let basic: [(Int, Int, Int)] = [
        (0, 0, 0), (205, 0, 0), (0, 205, 0), (205, 205, 0), (0, 0, 238), (205, 0, 205), (0, 205, 205),
        (229, 229, 229), (127, 127, 127), (255, 0, 0), (0, 255, 0), (255, 255, 0), (92, 92, 255), (255, 0, 255),
        (0, 255, 255), (255, 255, 255),
    ]

    /// The red, green and blue of entry `index` (0-255).
    public static func components(of index: Int) -> (red: Int, green: Int, blue: Int) {
        switch index {
        case ..<16: basic[max(0, index)]
        case ..<232:
            (levels[(index - 16) / 36], levels[(index - 16) / 6 % 6], levels[(index - 16) % 6])
        default: (8 + 10 * (index - 232), 8 + 10 * (index - 232), 8 + 10 * (index - 232))
        }
    }

    /// The entry of `candidates` nearest to `color` by the "redmean" weighted distance, which
    /// follows the eye better than a plain one at little cost.
    public static func nearest(to color: (red: Int, green: Int, blue: Int), in candidates: Range<Int>) -> UInt8 {
        var best = (index: candidates.lowerBound, distance: Int.max)
        for index in candidates {
            let entry = components(of: index)
            let distance = self.distance(color, entry)
            if distance < best.distance { best = (index, distance) }
        }
        return UInt8(best.index)
    }

    /// The squared "redmean" distance, scaled by 512 to stay in integers.
    static func distance(_ one: (red: Int, green: Int, blue: Int), _ other: (red: Int, green: Int, blue: Int)) -> Int {
        let mean = (one.red + other.red) / 2
        let (red, green, blue) = (one.red - other.red, one.green - other.green, one.blue - other.blue)
        return (512 + mean) * red * red + 1024 * green * green + (767 - mean) * blue * blue
    }
}
