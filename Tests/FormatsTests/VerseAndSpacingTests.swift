import Testing
import TextEngine

@testable import Formats

/// The box and verse CSS of modern e-books (Standard Ebooks' core and poetry rules): vertical
/// margins as blank rows, margins and paddings added up, verse marked and hung, `hyphens`
/// read. Expected values are worked out by hand from the CSS.
@Suite("Verse and spacing")
struct VerseAndSpacingTests {
    private func storage(_ html: String, css: String = "") -> TextStorage {
        let importer = HTMLImporter()
        if !css.isEmpty { importer.addStyleSheet(Array(css.utf8)) }
        importer.add(Array(html.utf8), encoding: "UTF-8")
        return importer.storage(language: nil)
    }

    /// The style of the paragraph whose text starts with `prefix`.
    private func style(of prefix: String, in storage: TextStorage) throws -> ParagraphStyle {
        let range = try #require(storage.string.range(of: prefix))
        return storage.paragraphStyle(
            at: storage.string.utf16.distance(from: storage.string.startIndex, to: range.lowerBound))
    }

    @Test func verticalLengthsBecomeBlankRows() {
        // An em is a row; less than half an em is none; a percentage is of the 76-cell measure.
        let table: [(String, Int?)] = [
            ("0", 0), ("1em", 1), ("0.4em", 0), (".5em", 1), ("1.49em", 1), ("2em", 2), ("24px", 2), ("12pt", 1),
            ("10em", 3), ("-2em", 0), ("5%", 2), ("auto", nil), ("wide", nil),
        ]
        for (value, rows) in table { #expect(CSSLength.rows(value) == rows, "\(value)") }
    }

    @Test func marginShorthandsGiveEverySide() {
        let four = StyleSheet.declarations("margin: 1em 2em 3em 4em")
        #expect(four.marginTop == 1 && four.marginRight == .cells(4) && four.marginBottom == 3)
        #expect(four.marginLeft == .cells(8))
        let two = StyleSheet.declarations("padding: 2em 1em")
        #expect(two.paddingTop == 2 && two.paddingBottom == 2 && two.paddingLeft == .cells(2))
        #expect(StyleSheet.declarations("margin: 0").marginBottom == 0)
        #expect(StyleSheet.declarations("margin: 1em 2em 3em 4em 5em").marginTop == nil, "five values are no margin")
    }

    @Test func paragraphsWhoseMarginsTheBookSetsToZeroHaveNoBlankRows() throws {
        let css = "p { margin: 0; text-indent: 1em } h2 + p { text-indent: 0 }"
        let text = storage("<h2>One</h2><p>First.</p><p>Second.</p><p>Third.</p>", css: css)
        let styles = try ["First", "Second", "Third"].map { try style(of: $0, in: text) }
        #expect(styles.map(\.spacingBefore) == [1, 0, 0], "the heading keeps its own row after it")
        #expect(styles.map(\.spacingAfter) == [0, 0, 0])
        #expect(styles.map(\.firstLineHeadIndent) == [0, 2, 2])
        let spaced = storage("<p>A</p><p style='margin-top: 2em'>B</p>", css: "p { margin: 0 }")
        #expect(spaced.paragraphStyleRuns.map(\.style.spacingBefore) == [0, 2])
    }

    @Test func marginsAndPaddingsAddUp() throws {
        let text = storage(
            #"<p class="a">A</p>"#, css: ".a { margin-left: 1em; padding-left: 2em; padding-right: 1em }")
        let a = try style(of: "A", in: text)
        #expect(a.headIndent == 6 && a.firstLineHeadIndent == 6 && a.tailIndent == 2)
        let top = storage(#"<p class="b">B</p>"#, css: ".b { margin: 1em 0; padding-top: 1em }")
        #expect(try style(of: "B", in: top).spacingBefore == 2)
    }

    @Test func aLineOfABlockInsideAParagraphDoesNotTakeTheParagraphsSpacing() {
        let css = "p > span { display: block }"
        let text = storage("<p><span>one</span><span>two</span></p><p>three</p>", css: css)
        #expect(text.string == "one\ntwo\nthree")
        #expect(text.paragraphStyleRuns.map(\.style.spacingBefore) == [1, 0, 1], "rows only between the paragraphs")
    }

    @Test func standardEbooksVerseHangsItsTurnovers() throws {
        let css = """
            @namespace epub "http://www.idpf.org/2007/ops";
            p { margin: 0; text-indent: 1em; }
            [epub|type~="z3998:poem"] p { text-align: initial; text-indent: 0; }
            [epub|type~="z3998:poem"] p + p { margin-top: 1em; }
            [epub|type~="z3998:poem"] p > span { display: block; padding-left: 1em; text-indent: -1em; }
            [epub|type~="z3998:poem"] p > span + br { display: none; }
            [epub|type~="z3998:poem"] p > span.i1 { padding-left: 2em; text-indent: -1em; }
            """
        let html = """
            <html xmlns:epub="http://www.idpf.org/2007/ops"><body><div epub:type="z3998:poem">
            <p><span>Season of mists</span><br/><span class="i1">Close bosom-friend</span></p>
            <p><span>Conspiring with him</span></p></div><p>Prose after.</p></body></html>
            """
        let text = storage(html, css: css)
        #expect(text.string == "Season of mists\nClose bosom-friend\nConspiring with him\nProse after.")
        let first = try style(of: "Season", in: text)
        #expect(first.isVerse && first.firstLineHeadIndent == 0 && first.headIndent == 2)
        let indented = try style(of: "Close", in: text)
        #expect(indented.firstLineHeadIndent == 2 && indented.headIndent == 4)
        #expect(try style(of: "Conspiring", in: text).spacingBefore == 1, "stanzas stand a row apart")
        let prose = try style(of: "Prose", in: text)
        #expect(!prose.isVerse && prose.firstLineHeadIndent == 2 && prose.spacingBefore == 0)
    }

    @Test func poemsMarkedWithoutCSSHangByAnEm() throws {
        let html = #"<div class="stanza"><p>Tyger Tyger,<br/>burning bright</p></div><p>Prose.</p>"#
        let text = storage(html)
        let verse = try style(of: "Tyger", in: text)
        #expect(verse.isVerse && verse.firstLineHeadIndent == 0 && verse.headIndent == 2)
        #expect(try !style(of: "Prose", in: text).isVerse)
        let typed = storage(#"<section epub:type="bodymatter z3998:song"><p>La</p></section>"#)
        #expect(typed.paragraphStyle(at: 0).isVerse)
    }

    @Test func hyphensIsReadInEveryPrefixAndInherited() throws {
        let keywords: [(String, ParagraphStyle.Hyphens?)] = [
            ("hyphens: auto", .auto), ("-epub-hyphens: none", .manual), ("-webkit-hyphens: manual", .manual),
            ("adobe-hyphenate: explicit", .manual), ("hyphens: sometimes", nil),
        ]
        for (declaration, hyphens) in keywords {
            #expect(StyleSheet.declarations(declaration).hyphens == hyphens, "\(declaration)")
        }
        let text = storage("<div><p>A</p><h2>B</h2></div>", css: "div { hyphens: auto } h2 { hyphens: none }")
        #expect(try style(of: "A", in: text).hyphens == .auto)
        #expect(try style(of: "B", in: text).hyphens == .manual)
        #expect(storage("<p>C</p>").paragraphStyle(at: 0).hyphens == .unsaid)
    }

    @Test func aBlockThatAvoidsABreakAfterItKeepsWithTheNext() throws {
        let css = "header { break-after: avoid } .loose { page-break-after: auto }"
        let text = storage("<header><p>Prayer</p></header><p>Almighty God.</p><p class='loose'>Amen.</p>", css: css)
        #expect(try style(of: "Prayer", in: text).keepWithNext)
        #expect(try !style(of: "Almighty", in: text).keepWithNext)
        #expect(try !style(of: "Amen", in: text).keepWithNext)
        #expect(StyleSheet.declarations("page-break-after: avoid-page").keepWithNext == true)
        #expect(StyleSheet.declarations("break-after: page").keepWithNext == nil)
    }
}
