/// Cell widths from a small table of the tests' own, an oracle independent of ICU and of the
/// segmenter: East Asian Wide and Fullwidth blocks and emoji take two cells, invisible
/// format characters none, everything else (controls are shown as pictures) one.
enum ReferenceWidth {
    static func of(_ character: Character) -> Int {
        let scalars = character.unicodeScalars
        guard let first = scalars.first?.value else { return 0 }
        if scalars.contains(where: { $0.value == 0xFE0F }) || (0x1F1E6...0x1F1FF).contains(first) { return 2 }
        switch first {
        case 0x200B, 0xAD: return 0
        case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xA000...0xA4CF,
            0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60, 0xFFE0...0xFFE6,
            0x1F300...0x1F64F, 0x1F900...0x1F9FF, 0x20000...0x3FFFD:
            return 2
        default: return 1
        }
    }
}
