import TextEngine

/// How the reader sets a book, chosen with keys and kept for that book alone: what the book
/// has not chosen is as `defaults` say (the configuration file's).
public struct ReaderPreferences: Hashable, Sendable {
    /// Body text is justified (and hyphenated) when true, ragged right when false, whatever
    /// the book's styles say; nil sets it as the book says.
    public var justified: Bool?
    /// The widest line, in cells.
    public var measure: Int
    /// Ruby readings are shown after their base, in parentheses; hidden when false.
    public var showsRuby = true
    /// The book is set vertically when true, horizontally when false; nil as the book says.
    public var vertical: Bool?
    /// Whether two pages are shown side by side.
    public var spread: Spread
    /// The fingerprint of the book the choices are kept for.
    public var book: String?
    /// What a book that chose nothing gets.
    public var defaults: ReaderDefaults

    public static let measures = 30...120
    /// `+` and `-` step this far, on the grid of the default measure.
    static let measureStep = 4

    /// The measure after `measure` widened or narrowed: by `count` cells when one was typed
    /// (any measure can be reached), else to the next of `origin` plus or minus multiples of
    /// `measureStep` (the default measure, which stays on the path); within `measures`.
    static func measure(
        after measure: Int, widening: Bool, by count: Int?, origin: Int = PageGeometry.defaultMeasure
    ) -> Int {
        let step = measureStep
        // The steps fall on the default's grid, so that the default is on every path.
        let offset = (origin % step + step) % step
        let grid = max(0, measure - offset)
        let next =
            if let count { widening ? measure + count : measure - count } else if widening {
                (grid / step + 1) * step + offset
            } else {
                ((grid + step - 1) / step - 1) * step + offset
            }
        return min(max(next, measures.lowerBound), measures.upperBound)
    }

    /// The choices given; those left out (nil) as `defaults` say.
    public init(
        justified: Bool?? = nil, measure: Int? = nil, showsRuby: Bool = true, vertical: Bool? = nil,
        spread: Spread? = nil, book: String? = nil, defaults: ReaderDefaults = ReaderDefaults()
    ) {
        self.justified = justified ?? defaults.justified
        self.showsRuby = showsRuby
        self.measure = min(max(measure ?? defaults.measure, Self.measures.lowerBound), Self.measures.upperBound)
        self.vertical = vertical
        self.spread = spread ?? defaults.spread
        self.book = book
        self.defaults = defaults
    }

    /// The defaults, none of the book's choices.
    public var reset: ReaderPreferences {
        ReaderPreferences(book: book, defaults: defaults)
    }

    /// The choices as stored, under the book's fingerprint ("measure BOOK"): "justified" ("1"
    /// justified, "ragged" ragged right, "book" as the book says), "measure", "ruby" ("0"
    /// hidden), "vertical" ("1" vertical, "0" horizontal), "spread" (auto, on, off); a value
    /// the defaults give is stored as "", no choice. Nothing is stored without a book.
    public var stored: [String: String] {
        guard let book else { return [:] }
        let values: [(name: String, chosen: String?, byDefault: String?)] = [
            ("justified", Self.text(justified), Self.text(defaults.justified)),
            ("measure", String(measure), String(defaults.measure)), ("ruby", showsRuby ? "1" : "0", "1"),
            ("vertical", vertical.map { $0 ? "1" : "0" }, nil), ("spread", spread.rawValue, defaults.spread.rawValue),
        ]
        var stored: [String: String] = [:]
        for value in values {
            stored[value.name + " " + book] = value.chosen == value.byDefault ? "" : value.chosen ?? ""
        }
        return stored
    }

    /// The choices of the book of fingerprint `book` read back from storage; what it did not
    /// choose, or stored wrongly, is as `defaults` say. Settings stored for every book (before
    /// choices were kept per book) are no choice.
    public init(stored: [String: String], book: String, defaults: ReaderDefaults = ReaderDefaults()) {
        func value(_ name: String) -> String? { stored[name + " " + book].flatMap { $0.isEmpty ? nil : $0 } }
        let justified: Bool?? =
            switch value("justified") {
            case "1": true
            case "ragged": false
            case "book": .some(nil)
            default: .none
            }
        self.init(
            justified: justified, measure: value("measure").flatMap(Int.init),
            showsRuby: value("ruby") != "0", vertical: value("vertical").map { $0 == "1" },
            spread: value("spread").flatMap(Spread.init(rawValue:)), book: book, defaults: defaults)
    }

    private static func text(_ justified: Bool?) -> String {
        justified.map { $0 ? "1" : "ragged" } ?? "book"
    }
}
