import CICU

/// The bidi levels of lines (UAX #9, ICU's ubidi): a paragraph is resolved once, the last one
/// kept, and each of its lines from it. Not thread-safe: one per segmenter.
final class BidiResolver {
    private let storage: TextStorage
    private let handle: OpaquePointer?
    /// The paragraph resolved last, and at which base direction.
    private var paragraph: (range: Range<Int>, rightToLeft: Bool)?

    init(storage: TextStorage) {
        self.storage = storage
        handle = rd_bidi_open()
    }

    deinit { rd_bidi_close(handle) }

    /// The level of each code unit of `line` (a line of one paragraph, its trailing spaces
    /// at the paragraph's level), in a paragraph of base direction `rightToLeft`; nil when
    /// ICU cannot tell.
    func levels(of line: Range<Int>, rightToLeft: Bool) -> [UInt8]? {
        guard let handle else { return nil }
        let known =
            paragraph.map {
                $0.rightToLeft == rightToLeft && $0.range.lowerBound <= line.lowerBound
                    && line.upperBound <= $0.range.upperBound
            } ?? false
        if !known {
            let range =
                storage.paragraphStart(
                    containing: line.lowerBound)..<max(storage.paragraphEnd(from: line.lowerBound), line.upperBound)
            let status = storage.withUnits { units in
                rd_bidi_set_paragraph(
                    handle, units.baseAddress! + range.lowerBound, Int32(range.count), rightToLeft ? 1 : 0)
            }
            paragraph = status == 0 ? (range, rightToLeft) : nil
            guard status == 0 else { return nil }
        }
        let start = paragraph!.range.lowerBound
        var levels = [UInt8](repeating: 0, count: line.count)
        let status = rd_bidi_line_levels(
            handle, Int32(line.lowerBound - start), Int32(line.upperBound - start), &levels)
        return status == 0 ? levels : nil
    }

    /// The visual order of items at `levels` (UAX #9 L2): the logical index shown at each
    /// position from the left.
    static func visualOrder(of levels: [UInt8]) -> [Int] {
        var map = [Int32](repeating: 0, count: levels.count)
        rd_bidi_reorder(levels, Int32(levels.count), &map)
        return map.map(Int.init)
    }

    /// The direction of the first strong character of `range` (UAX #9 P2, P3), nil when it has none.
    static func firstStrongDirection(in range: Range<Int>, of storage: TextStorage) -> WritingDirection? {
        let found = storage.withUnits { rd_bidi_first_strong($0.baseAddress! + range.lowerBound, Int32(range.count)) }
        switch Int(found) {
        case Int(RD_BIDI_RTL): return .rightToLeft
        case Int(RD_BIDI_LTR): return .leftToRight
        default: return nil
        }
    }

    /// Whether `range` holds a unit that may run right to left (Hebrew, Arabic, Syriac,
    /// Thaana, N'Ko..., their presentation forms, the scripts of the SMP written right to left,
    /// right-to-left marks, embeddings, overrides and isolates). A left-to-right line without
    /// any is shown as it is stored.
    static func mayRunRightToLeft(_ range: Range<Int>, of storage: TextStorage) -> Bool {
        storage.withUnits { units in
            for offset in range {
                let unit = units[offset]
                if unit < 0x0590 { continue }
                if unit <= 0x08FF || (unit >= 0xFB1D && unit <= 0xFDFF) || (unit >= 0xFE70 && unit <= 0xFEFE) {
                    return true
                }
                if unit == 0x200F || unit == 0x202B || unit == 0x202E || unit == 0x2067 { return true }
                // High surrogates of U+10800-U+10FFF and U+1E800-U+1EFFF.
                if unit == 0xD802 || unit == 0xD803 || unit == 0xD83A || unit == 0xD83B { return true }
            }
            return false
        }
    }
}
