import ReaderCore
import Testing

@testable import Configuration

/// The `[layout]` table: every key read, every bad value a problem at its line with the
/// default kept for it.
@Suite("[layout]")
struct LayoutSectionTests {
    @Test func everyKeyIsRead() {
        let text = """
            [layout]
            measure = 60
            justify = "on"
            hyphenate = false
            paragraphs = "indented"
            quotation-frames = false
            spread = "off"
            images = "symbols"
            """
        let (configuration, problems) = ConfigFile.read(text, file: "config.toml")
        #expect(problems.isEmpty)
        let expected = ReaderDefaults(
            justified: true, measure: 60, spread: .off, hyphenates: false, paragraphs: .indented, drawsFrames: false)
        #expect(configuration.layout.book == expected)
        #expect(configuration.layout.images == "symbols")
        let other = ConfigFile.read(
            "[layout]\njustify = \"off\"\nparagraphs = \"spaced\"\nspread = \"on\"\n", file: "c")
        #expect(other.0.layout.book == ReaderDefaults(justified: false, spread: .on, paragraphs: .spaced))
        #expect(ConfigFile.read("[layout]\njustify = \"book\"\n", file: "c").0.layout.book.justified == nil)
    }

    @Test func noTableIsTodaysLayout() {
        let (configuration, problems) = ConfigFile.read("", file: "config.toml")
        #expect(problems.isEmpty)
        #expect(configuration.layout.book.measure == 76 && configuration.layout.book.justified == nil)
        #expect(configuration.layout.book.spread == .auto && configuration.layout.book.hyphenates)
        #expect(configuration.layout.book.paragraphs == .book && configuration.layout.book.drawsFrames)
        #expect(configuration.layout.images == nil)
    }

    @Test func eachBadValueIsAProblemAtItsLineAndKeepsItsDefault() {
        // One bad value a line, from line 2; the good one on line 10 is kept.
        let text = """
            [layout]
            measure = 29
            justify = "yes"
            hyphenate = "no"
            paragraphs = "double"
            quotation-frames = 1
            spread = true
            images = "ascii"
            colour = "red"
            measure-not = 1
            """
        let (configuration, problems) = ConfigFile.read(text, file: "/home/a/config.toml")
        #expect(Set(problems.compactMap(\.line)) == Set(2...10))
        #expect(problems.count == 9)
        #expect(problems.allSatisfy { $0.file == "/home/a/config.toml" })
        let byLine = Dictionary(uniqueKeysWithValues: problems.map { ($0.line ?? 0, $0.message) })
        #expect(byLine[2] == "'measure' must be a whole number from 30 to 120")
        #expect(byLine[3] == "'justify' must be one of book, on, off, not 'yes'")
        #expect(byLine[4] == "'hyphenate' must be true or false")
        #expect(byLine[5] == "'paragraphs' must be one of book, spaced, indented, not 'double'")
        #expect(byLine[7] == "'spread' must be a string in quotes")
        #expect(byLine[8] == "'images' must be one of auto, kitty, sixel, symbols, none, not 'ascii'")
        #expect(byLine[9]?.hasPrefix("unknown key 'colour' in [layout]") == true)
        #expect(configuration.layout == LayoutDefaults(), "every default kept")
        #expect(ConfigFile.read("[layout]\nmeasure = 120\n", file: "c").0.layout.book.measure == 120)
    }
}
