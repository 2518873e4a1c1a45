import Foundation
import Testing
import TextEngine

@testable import Formats

/// Selectors Level 3 through the HTML importer: each rule hides what it matches
/// (`display: none`), and the text left is compared with what the specification's examples
/// say, written out by hand.
@Suite("Selectors Level 3")
struct SelectorMatchingTests {
    /// The paragraphs shown of a body under a sheet whose rules hide what they select.
    private func shown(hiding selectors: [String], prelude: String = "", _ body: String) -> [String] {
        let css = prelude + selectors.map { "\($0) { display: none }" }.joined(separator: "\n")
        let importer = HTMLImporter()
        importer.add(Array("<html><head><style>\(css)</style></head><body>\(body)</body></html>".utf8))
        return importer.storage(language: nil).string.split(separator: "\n").map(String.init)
    }

    @Test func attributeSelectorsOfEveryOperator() {
        let body =
            "<p title='x'>att</p><p class='example'>eq</p><p rel='a copyright b'>incl</p>"
            + "<p hreflang='en-US'>dash</p><p type='image/png'>pre</p><p href='a.html'>suf</p>"
            + "<p title='say hello!'>sub</p><p lang='EN'>nocase</p><p>plain</p>"
        #expect(shown(hiding: ["[title]"], body) == ["eq", "incl", "dash", "pre", "suf", "nocase", "plain"])
        #expect(shown(hiding: ["p[class=\"example\"]"], body).contains("eq") == false)
        #expect(shown(hiding: ["[rel~=\"copyright\"]", "[rel~=\"a c\"]"], body).contains("incl") == false)
        #expect(shown(hiding: ["[rel~=\"copy\"]"], body).contains("incl"), "~= compares whole words")
        #expect(shown(hiding: ["[hreflang|=en]"], body).contains("dash") == false)
        #expect(shown(hiding: ["[hreflang|=en-u]"], body).contains("dash"), "|= is the value or its prefix and -")
        #expect(shown(hiding: ["[type^=\"image/\"]", "[href$='.html']", "[title*=hello]"], body).count == 6)
        #expect(shown(hiding: ["[lang=en]"], body).contains("nocase"), "values are case-sensitive")
        #expect(shown(hiding: ["[lang=en i]"], body).contains("nocase") == false)
        #expect(shown(hiding: ["[type^='']", "[href$=\"\"]", "[title*='']"], body).count == 9, "empty never matches")
    }

    @Test func namespacedAttributesNeedTheirPrefixDeclared() {
        let body = "<section epub:type='z3998:poem chapter'><p>verse</p></section><p type='z3998:poem'>prose</p>"
        let epub = "@namespace epub \"http://www.idpf.org/2007/ops\";\n"
        #expect(shown(hiding: ["[epub|type~=\"z3998:poem\"] p"], prelude: epub, body) == ["prose"])
        #expect(
            shown(
                hiding: ["[ops|type~=\"z3998:poem\"]"], prelude: "@namespace ops url(http://www.idpf.org/2007/ops);",
                body) == ["prose"], "the sheet's prefix is its own")
        #expect(shown(hiding: ["[epub|type~=\"z3998:poem\"]"], body) == ["verse", "prose"], "an undeclared prefix")
        #expect(shown(hiding: ["[*|type~=\"z3998:poem\"]"], body).isEmpty, "any namespace")
        #expect(shown(hiding: ["[type~=\"z3998:poem\"]"], body) == ["verse"], "no namespace")
        #expect(shown(hiding: ["[epub\\:type~=\"z3998:poem\"] p"], body) == ["prose"], "the name escaped whole")
    }

    @Test func theFourCombinators() {
        let body = "<div><h1>A</h1><p>B</p><p>C</p><ol><li><p>D</p></li></ol></div><p>E</p>"
        #expect(shown(hiding: ["h1 + p"], body) == ["A", "C", "D", "E"])
        #expect(shown(hiding: ["h1 ~ p"], body) == ["A", "D", "E"])
        #expect(shown(hiding: ["body > p"], body) == ["A", "B", "C", "D"])
        #expect(shown(hiding: ["div ol>li p"], body) == ["A", "B", "C", "E"])
        #expect(shown(hiding: ["div p"], body) == ["A", "E"])
        #expect(shown(hiding: ["h1 + p + p"], body) == ["A", "B", "D", "E"])
        #expect(shown(hiding: ["div ~ p", "h1 ~ h1", "p + h1"], body) == ["A", "B", "C", "D"])
    }

    @Test func structuralPseudoClassesLookBack() {
        let rows = (1...7).map { "<p>\($0)</p>" }.joined() + "<div>8</div><p>9</p>"
        #expect(shown(hiding: ["p:nth-child(2n+1)"], rows) == ["2", "4", "6", "8"])
        #expect(shown(hiding: ["p:nth-child(odd)"], rows) == ["2", "4", "6", "8"])
        #expect(shown(hiding: ["p:nth-child(even)"], rows) == ["1", "3", "5", "7", "8", "9"])
        #expect(shown(hiding: ["p:nth-child(-n+3)"], rows) == ["4", "5", "6", "7", "8", "9"])
        #expect(shown(hiding: ["body > :nth-child(3n - 1)"], rows) == ["1", "3", "4", "6", "7", "9"])
        #expect(shown(hiding: ["p:nth-child(0n+5)", "p:nth-child(7)"], rows) == ["1", "2", "3", "4", "6", "8", "9"])
        #expect(shown(hiding: ["p:first-child", "div:first-child"], rows).first == "2")
        #expect(shown(hiding: ["p:nth-of-type(8)"], rows).last == "8", "the ninth child is the eighth p")
        #expect(shown(hiding: ["p:nth-of-type(n+2)", "div:first-of-type"], rows) == ["1"])
        #expect(shown(hiding: [":root > body > :first-child", "p:root"], rows).first == "2")
        #expect(shown(hiding: ["p:hover", "p::first-line", "p:nth-last-child(x)"], rows).count == 9, "not understood")
    }

    /// The pseudo-classes that need the elements after one, on the same rows; the expected
    /// rows are the specification's definitions worked out by hand.
    @Test func structuralPseudoClassesLookAhead() {
        let rows = (1...7).map { "<p>\($0)</p>" }.joined() + "<div>8</div><p>9</p>"
        let all = (1...9).map(String.init)
        #expect(shown(hiding: ["p:last-child", "div:last-child"], rows) == Array(all.prefix(8)))
        #expect(shown(hiding: ["body > :nth-last-child(-n+2)"], rows) == Array(all.prefix(7)), "the two last")
        #expect(shown(hiding: ["p:nth-last-child(odd)"], rows) == ["2", "4", "6", "8"])
        #expect(shown(hiding: ["body > :nth-last-child(3n)"], rows) == ["2", "3", "5", "6", "8", "9"])
        #expect(shown(hiding: ["p:nth-last-of-type(2)"], rows) == all.filter { $0 != "7" }, "9 is the last p")
        #expect(shown(hiding: ["p:last-of-type", "div:last-of-type"], rows) == Array(all.prefix(7)))
        #expect(shown(hiding: ["div:only-of-type"], rows) == all.filter { $0 != "8" })
        #expect(shown(hiding: ["p:only-of-type", "p:only-child", "div:only-child"], rows) == all)
        #expect(shown(hiding: ["p:not(:last-of-type)"], rows) == ["8", "9"])
        // "All the h2 children of an XHTML body except the first and last."
        let headings = "<h2>A</h2><p>x</p><h2>B</h2><h2>C</h2><p>y</p><h2>D</h2>"
        #expect(shown(hiding: ["body > h2:not(:first-of-type):not(:last-of-type)"], headings) == ["A", "x", "y", "D"])
        #expect(shown(hiding: ["body > h2:nth-last-of-type(n+2)"], headings) == ["x", "y", "D"])
        let lists = "<ol><li>a</li></ol><ol><li>b</li><li>c</li></ol><div><p>d</p>e</div>"
        #expect(shown(hiding: ["ol > li:last-child"], lists) == ["b", "d", "e"])
        #expect(shown(hiding: ["li:only-child", "p:only-child"], lists) == ["b", "c", "e"], "text is no element")
        #expect(shown(hiding: ["ol:last-of-type li:first-child"], lists) == ["a", "c", "d", "e"])
    }

    /// `:empty`: no element and no text of any length (white space counts, as in browsers);
    /// comments do not count. An empty element shows what its `::before` generates.
    @Test func emptyMeansNeitherElementsNorText() {
        let body =
            "<p>a</p><p></p><p>b</p><p> </p><p><b></b></p><p><!-- c --></p><p>&#160;</p><div>x<span></span></div>"
        let css = "p:empty::before, span:empty::before { content: \"E\" }"
        let importer = HTMLImporter()
        importer.add(Array("<html><head><style>\(css)</style></head><body>\(body)</body></html>".utf8))
        let lines = importer.storage(language: nil).string.split(separator: "\n").map(String.init)
        #expect(lines == ["a", "E", "b", "E", "\u{A0}", "xE"])
        #expect(shown(hiding: ["p:not(:empty)"], "<p>a</p><p></p><p>b</p>").isEmpty)
    }

    @Test func negationsTakeOneCompound() {
        let body = "<p class='a'>A</p><p>B</p><div>C</div><p lang='fr'>D</p>"
        #expect(shown(hiding: ["p:not(.a)"], body) == ["A", "C"])
        #expect(shown(hiding: ["body :not(p)"], body) == ["A", "B", "D"])
        #expect(shown(hiding: ["p:not([lang]):not(:first-child)"], body) == ["A", "C", "D"])
        #expect(shown(hiding: ["p:not(div p)", "p:not(:not(.a))"], body).count == 4, "Level 3 takes a simple one")
    }

    /// The specification's table of specificities, ordered: each rule would win over the one
    /// before it whatever their order in the sheet.
    @Test func specificityOrdersRulesAsBrowsersDo() {
        let ordered = [
            "*", "li", "ul li", "ul ol+li", "h1 + *[rel=up]", "ul ol li.red", "li.red.level", "#x34y", "#x34y:not(h1)",
        ]
        let weights = ordered.map { CSSSelectorParser.selector($0[...])!.specificity }
        #expect(weights == weights.sorted() && Set(weights).count == ordered.count)
        let importer = HTMLImporter()
        importer.add(
            Array(
                ("<style>li.red.level { font-weight: normal } ul ol li.red { font-weight: bold }</style>"
                    + "<ul><li><ol><li class='red level'>A</li><li class='red'>B</li></ol></li></ul>").utf8))
        let storage = importer.storage(language: nil)
        #expect(storage.attributeRuns.map(\.attributes) == [[], .bold])
    }

    @Test func hostileSiblingRulesStayWithinTheBudget() {
        let selectors = (0..<Limits.styleRules / 2).map { "div ~ p:nth-child(n+\($0)), h1 + p ~ p ~ p:not(.x\($0))" }
        let body = String(repeating: "<p>x</p>", count: 5_000)
        let importer = HTMLImporter()
        importer.add(
            Array(
                "<style>\(selectors.map { "\($0) { font-weight: bold }" }.joined(separator: "\n"))</style>\(body)".utf8)
        )
        #expect(importer.notices.contains(.styleRulesCut(limit: Limits.styleRules)))
        // Unbounded, each of the 5,000 paragraphs would try all 20,000 rules (every selector's
        // subject is a `p`), each rule a step or more: 10^8. The cascade stops at the budget:
        // the steps it spent pass it by at most the one it stopped at (and the flag that says
        // so); each rule tried while steps are left spends one, and past them, only the rest of
        // the rules of the paragraph it stopped in are passed over, never tried again.
        let work = importer.selectorWork
        #expect(work.steps > Limits.selectorSteps, "the sheet spends the whole budget")
        #expect(work.steps <= Limits.selectorSteps + 2)
        #expect(work.rulesTried <= Limits.selectorSteps + 2 + Limits.styleRules)
    }
}
