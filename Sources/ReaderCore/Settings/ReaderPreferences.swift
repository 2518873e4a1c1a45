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
    /// The book is set vertically when true, horizontally when false; nil as the book says.
    /// Kept per book.
    public var vertical: Bool?
    /// The fingerprint of the book `vertical` is kept for.
    public var book: String?

    public static let measures = 30...120
    static let measureStep = 4

    public init(
        justified: Bool? = nil, measure: Int = PageGeometry.defaultMeasure, showsRuby: Bool = true,
        vertical: Bool? = nil,
        book: String? = nil
    ) {
        self.justified = justified
        self.showsRuby = showsRuby
        self.measure = min(max(measure, Self.measures.lowerBound), Self.measures.upperBound)
        self.vertical = vertical
        self.book = book
    }

    /// The preferences as stored: "justified" ("1" justified, "ragged" ragged right, "0" as
    /// the book says), "measure", "ruby" ("0" hidden) and, once chosen, "vertical BOOK" ("1"
    /// vertical, "0" horizontal) under the book's fingerprint.
    public var stored: [String: String] {
        var stored = [
            "justified": justified.map { $0 ? "1" : "ragged" } ?? "0", "measure": String(measure),
            "ruby": showsRuby ? "1" : "0",
        ]
        if let book, let vertical { stored[Self.verticalKey(book)] = vertical ? "1" : "0" }
        return stored
    }

    /// Preferences read back from storage, for the book of fingerprint `book`; unknown or
    /// missing values keep their defaults.
    public init(stored: [String: String], book: String? = nil) {
        let justified: Bool? =
            switch stored["justified"] {
            case "1": true
            case "ragged": false
            default: nil
            }
        self.init(
            justified: justified,
            measure: stored["measure"].flatMap(Int.init) ?? PageGeometry.defaultMeasure,
            showsRuby: stored["ruby"] != "0",
            vertical: book.flatMap { stored[Self.verticalKey($0)] }.map { $0 == "1" }, book: book)
    }

    private static func verticalKey(_ book: String) -> String {
        "vertical " + book
    }
}
