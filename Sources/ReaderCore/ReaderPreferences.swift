import TextEngine

/// How the reader sets text, chosen with keys and remembered across sessions.
public struct ReaderPreferences: Hashable, Sendable {
    /// Body text is justified (and hyphenated).
    public var justified = false
    /// The widest line, in cells.
    public var measure = PageGeometry.defaultMeasure

    public static let measures = 30...120
    static let measureStep = 4

    public init(justified: Bool = false, measure: Int = PageGeometry.defaultMeasure) {
        self.justified = justified
        self.measure = min(max(measure, Self.measures.lowerBound), Self.measures.upperBound)
    }

    /// The preferences as stored: "justified" and "measure".
    public var stored: [String: String] {
        ["justified": justified ? "1" : "0", "measure": String(measure)]
    }

    /// Preferences read back from storage; unknown or missing values keep their defaults.
    public init(stored: [String: String]) {
        self.init(justified: stored["justified"] == "1",
                  measure: stored["measure"].flatMap(Int.init) ?? PageGeometry.defaultMeasure)
    }
}
