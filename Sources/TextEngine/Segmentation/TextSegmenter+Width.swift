import CICU

extension TextSegmenter {
    /// Cell width of a string drawn on one line (for titles and status text).
    public static func width(of string: String) -> Int {
        var total = 0
        var units: [UInt16] = []
        let widths = rd_bmp_widths()!
        for character in string {
            if let ascii = character.asciiValue, ascii >= 0x20 && ascii < 0x7F {
                total += 1
                continue
            }
            let scalars = character.unicodeScalars
            // One scalar of the BMP takes its cells from the table; a lone mark asks ICU below.
            if scalars.count == 1, let scalar = scalars.first, scalar.value < 0x10000, widths[Int(scalar.value)] > 0 {
                total += Int(widths[Int(scalar.value)])
                continue
            }
            units.removeAll(keepingCapacity: true)
            units.append(contentsOf: character.utf16)
            total += Int(units.withUnsafeBufferPointer { rd_cluster_width($0.baseAddress, Int32($0.count)) })
        }
        return total
    }
}
