/// What a keyboard cannot type, folded to what it can before a search compares: the curly
/// quotes, the apostrophes and primes to `'` and `"`, the dashes and the minus sign to `-`.
/// Each code unit folds to one code unit, so a hit's offsets in the folded text are its
/// offsets in the book. (The ellipsis `…` needs no folding: at primary strength ICU's
/// collator already compares it as `...`.)
enum SearchFolding {
    /// The unit a keyboard types for `unit`; `unit` itself when it has none.
    static func fold(_ unit: UInt16) -> UInt16 {
        switch unit {
        case 0x2018, 0x2019, 0x02BC, 0x2032: 0x27  // ‘ ’ ʼ ′
        case 0x201C, 0x201D, 0x201E, 0x201F, 0x00AB, 0x00BB, 0x2033: 0x22  // “ ” „ ‟ « » ″
        case 0x2010...0x2015, 0x2212: 0x2D  // ‐ ‑ ‒ – — ― and the minus sign
        default: unit
        }
    }

    /// `units` with each unit folded.
    static func fold<Units: Sequence<UInt16>>(_ units: Units) -> [UInt16] {
        units.map(fold)
    }
}
