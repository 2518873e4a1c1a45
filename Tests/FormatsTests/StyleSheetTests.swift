import Testing
@testable import Formats

/// Declarations read from a style attribute or rule, checked against what CSS says they mean.
@Suite("Style sheet declarations")
struct StyleSheetTests {
    @Test func namesAndKeywordsAreCaseInsensitiveAndImportantIsIgnored() {
        let parsed = StyleSheet.declarations(" TEXT-ALIGN : Center !IMPORTANT ; font-weight:700;Font-Style: Italic  ;")
        #expect(parsed.alignment == .center)
        #expect(parsed.bold == true)
        #expect(parsed.italic == true)
        #expect(parsed.underline == nil && parsed.hidden == nil)
    }

    @Test func emptyNamesOrValuesAndUnknownPropertiesChangeNothing() {
        let parsed = StyleSheet.declarations("font-weight:; :center; display ; color: red; text-align:sideways")
        #expect(parsed.bold == nil && parsed.alignment == nil && parsed.hidden == nil)
    }

    @Test func lengthsBecomeCellsAndShorthandsGiveTheLeftSide() {
        #expect(StyleSheet.declarations("margin: 0 2em").marginLeft == 4)
        #expect(StyleSheet.declarations("margin: 1px 2px 3px 24px").marginLeft == 3)
        #expect(StyleSheet.declarations("text-indent: 1.5em").textIndent == 3)
        #expect(StyleSheet.declarations("border: 1px solid; display: none; page-break-before: always").bordered == true)
        #expect(StyleSheet.declarations("text-decoration: underline line-through").strikethrough == true)
    }

    @Test func theLastOfARepeatedPropertyWins() {
        let repeated = String(repeating: "text-align:center;", count: 3000) + "text-align:right"
        #expect(StyleSheet.declarations(repeated).alignment == .end)
    }
}
