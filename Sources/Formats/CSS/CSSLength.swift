import Foundation

/// A CSS length as a terminal page uses it: cells, or a share of the measure.
enum CSSLength: Equatable {
    case cells(Int)
    case percent(Int)

    /// A length's text: an em is two cells, a pixel an eighth of a cell (16px = 1em, as in CSS),
    /// a point a sixth; a percentage is of the measure. Nil for what is not a length.
    init?(_ value: String) {
        if value.hasSuffix("%") {
            guard let number = Double(value.dropLast()), number.isFinite else { return nil }
            self = .percent(Int(min(max(number, -100), 100).rounded()))
            return
        }
        guard let ems = Self.ems(value) else { return nil }
        self = .cells(Int(min(max(2 * ems, -1000), 1000).rounded()))
    }

    /// Blank rows for a length above or below a block: a row an em (a row is about as tall as
    /// a line), less than half an em none, at most `maximumRows`; a percentage is of the
    /// measure, as CSS takes vertical margins. Nil for what is not a length.
    static func rows(_ value: String) -> Int? {
        let ems: Double
        if value.hasSuffix("%") {
            guard let number = Double(value.dropLast()), number.isFinite else { return nil }
            ems = number * 0.38  // a percentage of the 76 cells of the default measure, two cells an em
        } else {
            guard let found = Self.ems(value) else { return nil }
            ems = found
        }
        return Int(min(max(ems, 0), Double(maximumRows)).rounded(.toNearestOrAwayFromZero))
    }

    /// The most blank rows a margin makes: more is a browser's page, not a terminal's.
    static let maximumRows = 3

    /// A length's text in ems (16px = 1em, as in CSS); a bare number is pixels, as 0 needs no unit.
    private static func ems(_ value: String) -> Double? {
        let units: [(String, Double)] = [
            ("rem", 1), ("em", 1), ("ex", 0.5), ("px", 1.0 / 16), ("pt", 1.0 / 12), ("ch", 0.5),
            ("vw", 0.38), ("in", 6), ("cm", 2.4), ("mm", 0.24), ("pc", 1),
        ]
        var number: Double?
        for (unit, factor) in units where value.hasSuffix(unit) {
            number = Double(value.dropLast(unit.count)).map { $0 * factor }
            break
        }
        guard let ems = number ?? Double(value).map({ $0 / 16 }), ems.isFinite else { return nil }
        return ems
    }
}
