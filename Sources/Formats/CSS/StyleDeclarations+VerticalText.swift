extension StyleSheet.Declarations {
    /// The properties of vertical text `applyVerticalText` knows, prefixed ones included.
    static let verticalTextProperties: Set<String> = [
        "text-combine-upright", "-webkit-text-combine-upright", "-epub-text-combine-horizontal",
        "-ms-text-combine-horizontal", "-epub-text-combine", "-webkit-text-combine", "text-emphasis",
        "text-emphasis-style", "-epub-text-emphasis", "-epub-text-emphasis-style", "-webkit-text-emphasis",
        "-webkit-text-emphasis-style",
    ]

    /// Sets what a declaration of vertical text says: `text-combine-upright` and its older
    /// names, `text-emphasis` and `text-emphasis-style`; values are lowercased and trimmed.
    mutating func applyVerticalText(_ property: String, _ value: String) {
        switch property {
        case "text-combine-upright", "-webkit-text-combine-upright", "-epub-text-combine-horizontal",
            "-ms-text-combine-horizontal":
            // `digits N` is what a column does with one or two digits unasked (tate-chu-yoko).
            if value == "all" || value == "none" { combinedUpright = value == "all" }
        case "-epub-text-combine", "-webkit-text-combine":
            if value.hasPrefix("horizontal") || value == "none" { combinedUpright = value != "none" }
        case "text-emphasis", "text-emphasis-style", "-epub-text-emphasis", "-epub-text-emphasis-style",
            "-webkit-text-emphasis", "-webkit-text-emphasis-style":
            emphasis = Self.hasEmphasisStyle(value)
        default:
            break
        }
    }

    /// Whether a value of `text-emphasis` (a style, a colour, or both) names a mark: a shape,
    /// `filled` or `open`, or a string. A colour alone sets the style to none.
    private static func hasEmphasisStyle(_ value: String) -> Bool {
        if value.first == "\"" || value.first == "'" { return value.count > 2 }
        let shapes: Set<Substring> = ["filled", "open", "dot", "circle", "double-circle", "triangle", "sesame"]
        return value.split(separator: " ").contains { shapes.contains($0) }
    }
}
