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
        #expect(StyleSheet.declarations("margin: 0 2em").marginLeft == .cells(4))
        #expect(StyleSheet.declarations("margin: 0 2em").marginRight == .cells(4))
        #expect(StyleSheet.declarations("margin: 1px 2px 3px 24px").marginLeft == .cells(3))
        #expect(StyleSheet.declarations("margin: 1px 16px 3px 24px").marginRight == .cells(2))
        #expect(StyleSheet.declarations("text-indent: 1.5em").textIndent == .cells(3))
        #expect(StyleSheet.declarations("text-indent: -2em").textIndent == .cells(-4))
        #expect(StyleSheet.declarations("margin-left: 30%").marginLeft == .percent(30))
        #expect(StyleSheet.declarations("margin-left: 32px").marginLeft == .cells(4), "16px are an em, two cells")
        #expect(StyleSheet.declarations("margin-left: wide").marginLeft == nil)
        #expect(StyleSheet.declarations("border: 1px solid; display: none; page-break-before: always").bordered == true)
        #expect(StyleSheet.declarations("text-decoration: underline line-through").strikethrough == true)
    }

    @Test func theLastOfARepeatedPropertyWins() {
        let repeated = String(repeating: "text-align:center;", count: 3000) + "text-align:right"
        #expect(StyleSheet.declarations(repeated).alignment == .right)
    }

    @Test func displayListStyleAndWhiteSpaceAreRead() {
        #expect(StyleSheet.declarations("display: block").display == .block)
        #expect(StyleSheet.declarations("display: inline-block").display == .inline)
        #expect(StyleSheet.declarations("display: list-item").display == .listItem)
        #expect(StyleSheet.declarations("display: none").hidden == true)
        #expect(StyleSheet.declarations("display: block").hidden == false)
        #expect(StyleSheet.declarations("list-style-type: upper-roman").listStyle == "I")
        #expect(StyleSheet.declarations("list-style: square inside").listStyle == "square")
        #expect(StyleSheet.declarations("list-style-type: none").listStyle == "")
        #expect(StyleSheet.declarations("white-space: pre-wrap").whiteSpace == .preserve)
        #expect(StyleSheet.declarations("white-space: pre-line").whiteSpace == .preserveLines)
        #expect(StyleSheet.declarations("white-space: nowrap").whiteSpace == .collapse)
    }
}

/// Rules matched to elements as CSS matches them: by id, class, element and ancestors, in
/// order of specificity, then of the sheet.
@Suite("Style sheet selectors")
struct StyleSheetSelectorTests {
    private func declarations(_ css: String, _ path: [(String, String?, String?)], style: String? = nil)
        -> StyleSheet.Declarations
    {
        var sheet = StyleSheet()
        sheet.add(css)
        let subjects = path.map { CSSSelector.Subject(element: $0.0, classAttribute: $0.1, id: $0.2) }
        let tree = CSSSubjectTree(
            subject: subjects[subjects.count - 1], ancestors: Array(subjects.dropLast()), siblings: [])
        return sheet.declarations(for: tree, style: style)
    }

    @Test func idsClassesAndElementsBySpecificity() {
        let css =
            "#guide { text-align: right } p.note { text-align: center } "
            + ".note { text-align: justify; font-weight: bold } p { text-align: left; font-style: italic }"
        let guide = declarations(css, [("body", nil, nil), ("p", "note", "guide")])
        #expect(guide.alignment == .right, "an id outweighs classes")
        #expect(guide.bold == true && guide.italic == true, "what is not overridden stays")
        #expect(
            declarations(css, [("p", "Note other", nil)]).alignment == .center,
            "classes are case-insensitive and one of many")
        #expect(declarations(css, [("div", "note", nil)]).alignment == .justified)
        #expect(declarations(css, [("p", nil, nil)]).alignment == .left)
        #expect(
            declarations(css, [("p", nil, "guide")], style: "text-align: justify").alignment == .justified,
            "the style attribute wins")
    }

    @Test func descendantsAndChildrenMatchTheirAncestors() {
        let css = "div.poem span { display: block } blockquote > p { font-style: italic } span { font-weight: bold }"
        let verse = declarations(css, [("body", nil, nil), ("div", "poem", nil), ("p", nil, nil), ("span", nil, nil)])
        #expect(verse.display == .block && verse.bold == true)
        #expect(declarations(css, [("div", nil, nil), ("span", nil, nil)]).display == nil, "a div without the class")
        #expect(declarations(css, [("blockquote", nil, nil), ("p", nil, nil)]).italic == true)
        #expect(declarations(css, [("p", nil, nil)]).italic == nil)
    }

    @Test func laterRulesOfEqualWeightWinAndAtRulesAreSeenThrough() {
        let css =
            "@import url(x.css); p { text-align: center } @media screen { p { text-align: right } } "
            + "p:first-child { text-align: left } a[href] { font-weight: bold }"
        #expect(declarations(css, [("p", nil, nil)]).alignment == .left, "a first child, and more specific")
        #expect(declarations(css, [("a", nil, nil)]).bold == nil, "an a without an href")
    }

    @Test func selectorsWithAncestorsHaveABudget() {
        // Thousands of rules with ancestors over a deep document: matching stops at the budget.
        var sheet = StyleSheet()
        sheet.add(
            (0..<Limits.styleRules + 10).map { "\($0 % 2 == 0 ? "div" : "p") div span { font-weight: bold }" }.joined(
                separator: "\n"))
        #expect(sheet.rulesCut)
        let ancestors = (0..<200).map { _ in CSSSelector.Subject(element: "div", classAttribute: nil, id: nil) }
        let subject = CSSSelector.Subject(element: "span", classAttribute: nil, id: nil)
        var bold = 0
        let tree = CSSSubjectTree(subject: subject, ancestors: ancestors, siblings: [])
        for _ in 0..<2000 where sheet.declarations(for: tree, style: nil).bold == true {
            bold += 1
        }
        #expect(bold > 0 && bold < 2000 && sheet.selectorsCut)
    }
}
