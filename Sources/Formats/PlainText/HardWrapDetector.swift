/// Recognises text hard-wrapped at a fixed width.
enum HardWrapDetector {
    /// The width the lines of `units` were wrapped at, or nil when lines already are
    /// paragraphs. Line lengths are counted in a histogram: memory stays small however many
    /// lines there are.
    static func wrapWidth(of buffer: UnsafeBufferPointer<UInt16>) -> Int? {
        var counts = [Int](repeating: 0, count: 1024)
        var lines = 0
        var longest = 0
        var continued = 0
        var previousBlank = true
        PlainTextImporter.forEachLine(of: buffer) { range in
            let blank = buffer[range].allSatisfy { $0 == 0x20 || $0 == 0x09 || $0 == 0x3000 }
            defer { previousBlank = blank }
            guard !blank else { return }
            counts[min(range.count, counts.count - 1)] += 1
            lines += 1
            longest = max(longest, range.count)
            if !previousBlank { continued += 1 }
        }
        guard lines >= 8 else { return nil }
        // The length at the 95th percentile of lines, shortest first.
        var below = 0
        let rank = lines * 95 / 100
        guard
            let width = counts.indices.first(where: {
                below += counts[$0]
                return below > rank
            })
        else { return nil }
        guard width >= 20 && width <= 100 && longest <= width * 3 / 2 else { return nil }
        // Wrapped prose has paragraphs of several lines: most lines go on in the next one.
        return continued * 2 >= lines ? width : nil
    }
}
