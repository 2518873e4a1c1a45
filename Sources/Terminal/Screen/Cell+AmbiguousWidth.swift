extension Cell {
    /// Whether terminals disagree on how many cells the cluster takes: an emoji with a skin
    /// tone, a sequence joined by ZWJ, a flag (regional indicators, tag sequences), a keycap, a
    /// character with a variation selector, or a base followed by anything but non-spacing marks.
    /// A terminal may draw such a cluster wider than the reader counts it, over the cells after it.
    public var hasAmbiguousWidth: Bool { Self.hasAmbiguousWidth(text.unicodeScalars) }

    static func hasAmbiguousWidth(_ scalars: String.UnicodeScalarView) -> Bool {
        var isFirst = true
        for scalar in scalars {
            switch scalar.value {
            case 0x1F1E6...0x1F1FF, 0x1F3FB...0x1F3FF: return true  // regional indicators, skin tones
            case 0xFE0E, 0xFE0F, 0x20E3: if !isFirst { return true }  // text and emoji selectors, keycap
            default:
                switch scalar.properties.generalCategory {
                case .nonspacingMark, .enclosingMark: break
                default: if !isFirst { return true }
                }
            }
            isFirst = false
        }
        return false
    }
}
