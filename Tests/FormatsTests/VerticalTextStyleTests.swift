import Testing
import TextEngine

@testable import Formats

/// The CSS of vertical text: `text-combine-upright` and `text-emphasis` under their standard,
/// EPUB and WebKit names, read as CSS Writing Modes 3 and Text Decoration 3 define their values.
@Suite("Vertical text declarations")
struct VerticalTextStyleTests {
    @Test func textCombineUprightIsReadUnderEveryName() {
        // (declaration, combined upright): all and horizontal combine, none does not, `digits`
        // is what a column does unasked and is left unsaid, unknown values change nothing.
        let table: [(String, Bool?)] = [
            ("text-combine-upright: all", true),
            ("text-combine-upright: none", false),
            ("text-combine-upright: digits 2", nil),
            ("-webkit-text-combine-upright: all", true),
            ("-epub-text-combine-horizontal: all", true),
            ("-epub-text-combine-horizontal: none", false),
            ("-ms-text-combine-horizontal: all", true),
            ("-epub-text-combine: horizontal", true),
            ("-webkit-text-combine: horizontal", true),
            ("-webkit-text-combine: none", false),
            ("text-combine-upright: sideways", nil),
        ]
        for (declaration, expected) in table {
            #expect(StyleSheet.declarations(declaration).combinedUpright == expected, "\(declaration)")
        }
    }

    @Test func textEmphasisIsOnForAnyMarkAndOffForNoneOrAColourAlone() {
        let table: [(String, Bool?)] = [
            ("text-emphasis-style: filled dot", true),
            ("text-emphasis-style: open circle", true),
            ("text-emphasis-style: sesame", true),
            ("text-emphasis-style: filled", true),
            ("text-emphasis-style: double-circle", true),
            ("text-emphasis-style: 'a'", true),
            ("text-emphasis-style: \"*\"", true),
            ("text-emphasis-style: none", false),
            ("text-emphasis: filled triangle red", true),
            ("text-emphasis: blue", false),
            ("-epub-text-emphasis-style: filled sesame", true),
            ("-epub-text-emphasis: open", true),
            ("-webkit-text-emphasis-style: dot", true),
            ("-webkit-text-emphasis: none", false),
            ("text-emphasis-color: blue", nil),
        ]
        for (declaration, expected) in table {
            #expect(StyleSheet.declarations(declaration).emphasis == expected, "\(declaration)")
        }
    }

    @Test func eachElementSetUprightIsARunOfItsOwnAndEmphasisIsInherited() {
        let importer = HTMLImporter()
        let html =
            "<p>です<span style='-epub-text-combine-horizontal: all'>10</span>"
            + "<span style='-epub-text-combine-horizontal: all'>11</span>。"
            + "<em style='-epub-text-emphasis-style: filled dot'>大<b>事</b></em>な</p>"
        importer.add(Array(html.utf8), encoding: "UTF-8")
        let storage = importer.storage(language: nil)
        #expect(storage.string == "です1011。大事な")
        let combined = storage.attributeRuns.indices.filter {
            storage.attributeRuns[$0].attributes.contains(.combinedUpright)
        }
        let runs = combined.map { storage.attributeRuns[$0].location..<storage.endOfAttributeRun($0) }
        #expect(runs == [2..<4, 4..<6], "10 and 11 are two runs though their attributes are the same")
        #expect(storage.attributes(at: 7).contains(.emphasis) && storage.attributes(at: 8).contains(.emphasis))
        #expect(storage.attributes(at: 8).contains(.bold))
        #expect(!storage.attributes(at: 6).contains(.emphasis) && !storage.attributes(at: 9).contains(.emphasis))
    }
}
