import ReaderCore
import TextEngine

/// The `[layout]` table: how books are set when they have no choices of their own, and how
/// pictures are drawn unless the command line says.
public struct LayoutDefaults: Hashable, Sendable {
    /// What a book starts from before its own choices.
    public var book = ReaderDefaults()
    /// How pictures are drawn (auto, kitty, sixel, symbols, none); nil as remembered, else auto.
    public var images: String?

    public init() {}

    /// The keys of the table.
    static let keys = ["measure", "justify", "hyphenate", "paragraphs", "quotation-frames", "spread", "images"]
    static let images = ["auto", "kitty", "sixel", "symbols", "none"]

    /// Reads `table` into `configuration.layout`; a key left out or wrong keeps its default.
    @Sendable static func read(_ table: inout ConfigReading, into configuration: inout ReaderConfiguration) {
        table.refuseUnknownKeys(keys)
        var layout = LayoutDefaults()
        if let measure = table.integer("measure", in: ReaderPreferences.measures) { layout.book.measure = measure }
        switch table.choice("justify", of: ["book", "on", "off"]) {
        case "on": layout.book.justified = true
        case "off": layout.book.justified = false
        default: break
        }
        if let hyphenate = table.bool("hyphenate") { layout.book.hyphenates = hyphenate }
        if let paragraphs = choice("paragraphs", of: ParagraphSpacing.self, in: &table) {
            layout.book.paragraphs = paragraphs
        }
        if let frames = table.bool("quotation-frames") { layout.book.drawsFrames = frames }
        if let spread = choice("spread", of: Spread.self, in: &table) { layout.book.spread = spread }
        layout.images = table.choice("images", of: images)
        configuration.layout = layout
    }

    /// The value of `key` among the cases of `Choice`, by name.
    private static func choice<Choice: RawRepresentable & CaseIterable>(
        _ key: String, of: Choice.Type, in table: inout ConfigReading
    ) -> Choice? where Choice.RawValue == String {
        table.choice(key, of: Choice.allCases.map(\.rawValue)).flatMap(Choice.init(rawValue:))
    }
}
