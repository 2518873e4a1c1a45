import TextEngine

/// How the reader sets text, chosen with keys and remembered across sessions.
public struct ReaderPreferences: Hashable, Sendable {
    /// Body text is justified (and hyphenated) when true, ragged right when false, whatever
    /// the book's styles say; nil sets it as the book says.
    public var justified: Bool?
    /// The widest line, in cells.
    public var measure = PageGeometry.defaultMeasure
    /// Ruby readings are shown after their base, in parentheses; hidden when false.
    public var showsRuby = true

    public static let measures = 30...120
    static let measureStep = 4

    public init(justified: Bool? = nil, measure: Int = PageGeometry.defaultMeasure, showsRuby: Bool = true) {
        self.justified = justified
        self.showsRuby = showsRuby
        self.measure = min(max(measure, Self.measures.lowerBound), Self.measures.upperBound)
    }

    /// The preferences as stored: "justified" ("1" justified, "ragged" ragged right, "0" as
    /// the book says), "measure" and "ruby" ("0" hidden).
    public var stored: [String: String] {
        ["justified": justified.map { $0 ? "1" : "ragged" } ?? "0", "measure": String(measure), "ruby": showsRuby ? "1" : "0"]
    }

    /// Preferences read back from storage; unknown or missing values keep their defaults.
    public init(stored: [String: String]) {
        let justified: Bool? = switch stored["justified"] {
        case "1": true
        case "ragged": false
        default: nil
        }
        self.init(justified: justified,
                  measure: stored["measure"].flatMap(Int.init) ?? PageGeometry.defaultMeasure,
                  showsRuby: stored["ruby"] != "0")
    }
}
