/// Text from a dictionary made plain: terminal escape sequences (CSI, OSC, DCS and the like,
/// with ESC or their C1 introducers) and carriage returns taken out, so that nothing a
/// dictionary prints acts on the terminal. Other control characters stay, for the screen to
/// show as visible pictures.
enum PlainOutput {
    static func clean(_ text: String) -> String {
        var result = String.UnicodeScalarView()
        var scalars = text.unicodeScalars.makeIterator()
        while let scalar = scalars.next() {
            switch scalar.value {
            case 0x1B:
                guard let next = scalars.next() else { break }
                skipSequence(introducedBy: next.value, in: &scalars)
            case 0x9B, 0x9D, 0x90, 0x98, 0x9E, 0x9F:
                skipSequence(introducedBy: scalar.value - 0x40, in: &scalars)
            case 0x0D:
                break
            default:
                result.append(scalar)
            }
        }
        return String(result)
    }

    /// Skips the rest of a sequence whose second character (after ESC) is `kind`: a CSI to its
    /// final byte, a string (OSC, DCS, SOS, PM, APC) to BEL or ESC \, anything else at once.
    private static func skipSequence(introducedBy kind: UInt32, in scalars: inout String.UnicodeScalarView.Iterator) {
        switch kind {
        case 0x5B:  // [
            while let scalar = scalars.next(), !(0x40...0x7E).contains(scalar.value) {}
        case 0x5D, 0x50, 0x58, 0x5E, 0x5F:  // ] P X ^ _
            var afterEscape = false
            while let scalar = scalars.next() {
                if scalar.value == 0x07 || scalar.value == 0x9C || (afterEscape && scalar.value == 0x5C) { return }
                afterEscape = scalar.value == 0x1B
            }
        default:
            return
        }
    }
}
