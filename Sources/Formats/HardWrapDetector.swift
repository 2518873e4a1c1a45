/// Recognises text hard-wrapped at a fixed width.
enum HardWrapDetector {
    /// The width the lines were wrapped at, or nil when lines already are paragraphs.
    static func wrapWidth(of lines: [ArraySlice<UInt16>]) -> Int? {
        var lengths: [Int] = []
        var continued = 0
        for (index, line) in lines.enumerated() where !isBlank(line) {
            lengths.append(line.count)
            if index + 1 < lines.count && !isBlank(lines[index + 1]) { continued += 1 }
        }
        guard lengths.count >= 8 else { return nil }
        lengths.sort()
        let width = lengths[lengths.count * 95 / 100]
        guard width >= 20 && width <= 100 && lengths[lengths.count - 1] <= width * 3 / 2 else { return nil }
        // Wrapped prose has paragraphs of several lines: most lines go on in the next one.
        return continued * 2 >= lengths.count ? width : nil
    }

    private static func isBlank(_ line: ArraySlice<UInt16>) -> Bool {
        line.allSatisfy { $0 == 0x20 || $0 == 0x09 || $0 == 0x3000 }
    }
}
