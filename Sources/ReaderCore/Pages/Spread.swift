/// Whether two pages are shown side by side, like an open book.
public enum Spread: String, Hashable, Sendable, CaseIterable {
    /// When each page gets `PageGeometry.minimumSpreadMeasure` cells (from 120 columns).
    case auto
    /// Whenever each page gets `PageGeometry.minimumChosenSpreadMeasure` cells.
    case on
    /// Never: one page, with margins.
    case off

    /// The narrowest page of a spread (`Int.max`: none is).
    var minimumMeasure: Int {
        switch self {
        case .auto: PageGeometry.minimumSpreadMeasure
        case .on: PageGeometry.minimumChosenSpreadMeasure
        case .off: Int.max
        }
    }
}
