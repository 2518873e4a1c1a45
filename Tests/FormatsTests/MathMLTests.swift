import Testing
import TextEngine

@testable import Formats

/// MathML is shown as linear text: fractions with a slash, roots with √, scripts in Unicode's
/// superscript and subscript characters where the script has them all, else after ^ or _;
/// the book's alttext or annotation when the markup cannot be rendered; never nothing.
/// Expected texts are written by hand.
@Suite("MathML")
struct MathMLTests {
    private func imported(_ body: String) -> (text: String, importer: HTMLImporter, storage: TextStorage) {
        let importer = HTMLImporter()
        importer.add(Array("<html><body>\(body)</body></html>".utf8), encoding: "UTF-8")
        let storage = importer.storage(language: nil)
        return (storage.string, importer, storage)
    }

    /// The text of a formula inline in a paragraph.
    private func formula(_ math: String) -> String {
        let text = imported("<p><math>\(math)</math></p>").text
        return text.hasSuffix("\n") ? String(text.dropLast()) : text
    }

    /// W3C epub-tests confreq-mathml-rs-behavior, without its alttext: "a math equation
    /// appears, including superscript (not plain text)".
    @Test func theW3CFormulaShowsItsSuperscript() {
        let text = imported(
            """
            <p>Before.</p><math xmlns="http://www.w3.org/1998/Math/MathML">
              <mrow><mi>x</mi><mo>=</mo><msup><mfenced><mrow><mi>a</mi><mo>+</mo><mi>b</mi></mrow></mfenced>
              <mn>2</mn></msup></mrow></math>
            """
        ).text
        #expect(text == "Before.\nx = (a+b)²")
    }

    /// The book's words for a formula stand for it: its alttext, else a plain text annotation.
    @Test func theBooksWordsAreShownWhenItGivesThem() {
        #expect(
            imported(
                "<p><math alttext='x equals a plus b, squared'><mi>x</mi><mo>=</mo><msup><mfenced><mrow>"
                    + "<mi>a</mi><mo>+</mo><mi>b</mi></mrow></mfenced><mn>2</mn></msup></math></p>"
            ).text == "x equals a plus b, squared")
        #expect(
            formula(
                "<semantics><msqrt><mn>2</mn></msqrt><annotation encoding='text/plain'>root of 2</annotation>"
                    + "</semantics>") == "root of 2")
        #expect(
            imported("<p><math alttext=' '><msqrt><mn>2</mn></msqrt></math></p>").text == "√2",
            "an empty alttext says nothing")
    }

    /// The three equations of the EPUB 3 test suite's mathml-010.
    @Test func fractionsRootsAndLimitsInALine() {
        #expect(
            formula(
                "<mi>x</mi><mo>=</mo><mfrac><mrow><mo>−</mo><mi>b</mi><mo>±</mo><msqrt><msup><mi>b</mi><mn>2</mn>"
                    + "</msup><mo>−</mo><mn>4</mn><mo>&#x2062;</mo><mi>a</mi><mo>&#x2062;</mo><mi>c</mi></msqrt>"
                    + "</mrow><mrow><mn>2</mn><mo>&#x2062;</mo><mi>a</mi></mrow></mfrac>")
                == "x = (−b±√(b²−4ac))/(2a)")
        #expect(
            formula(
                "<msubsup><mo>∫</mo><mrow><mo>−</mo><mi>∞</mi></mrow><mi>∞</mi></msubsup><msup><mi>e</mi><mrow>"
                    + "<mo>−</mo><msup><mi>x</mi><mn>2</mn></msup></mrow></msup><mi>d</mi><mi>x</mi><mo>=</mo>"
                    + "<msqrt><mi>π</mi></msqrt>")
                == "∫_(−∞)^∞ e^(−x²)dx = √π")
        #expect(
            formula(
                "<munderover><mo>∑</mo><mrow><mi>n</mi><mo>=</mo><mn>1</mn></mrow><mi>∞</mi></munderover>"
                    + "<mfrac><mn>1</mn><msup><mi>n</mi><mn>2</mn></msup></mfrac><mo>=</mo>"
                    + "<mfrac><msup><mi>π</mi><mn>2</mn></msup><mn>6</mn></mfrac>")
                == "∑ₙ₌₁^∞ 1/n² = π²/6")
    }

    @Test func scriptsAreUnicodeOnlyWhereAllOfThemAre() {
        #expect(formula("<msubsup><mi>x</mi><mn>1</mn><mn>2</mn></msubsup>") == "x₁²")
        #expect(formula("<msub><mi>a</mi><mrow><mi>n</mi><mo>+</mo><mn>1</mn></mrow></msub>") == "aₙ₊₁")
        #expect(formula("<msup><mi>e</mi><mrow><mi>i</mi><mi>π</mi></mrow></msup>") == "e^(iπ)")
        #expect(formula("<msub><mi>x</mi><mi>q</mi></msub>") == "x_q")
        #expect(formula("<msup><mi>f</mi><mo>′</mo></msup>") == "f′")
        #expect(formula("<msup><mrow><mi>a</mi><mo>+</mo><mi>b</mi></mrow><mn>2</mn></msup>") == "(a+b)²")
        #expect(
            formula("<mmultiscripts><mi>C</mi><mprescripts/><mn>6</mn><mn>14</mn></mmultiscripts>") == "₆¹⁴C")
    }

    @Test func rootsAccentsAndLimits() {
        #expect(formula("<mroot><mi>x</mi><mn>3</mn></mroot>") == "∛x")
        #expect(formula("<mroot><mrow><mi>x</mi><mo>+</mo><mn>1</mn></mrow><mi>n</mi></mroot>") == "ⁿ√(x+1)")
        #expect(formula("<mover><mi>x</mi><mo>¯</mo></mover>") == "x\u{0305}")
        #expect(formula("<mover accent='true'><mi>v</mi><mo>→</mo></mover>") == "v\u{20D7}")
        #expect(
            formula("<munder><mi>lim</mi><mrow><mi>x</mi><mo>→</mo><mn>0</mn></mrow></munder><mi>f</mi>")
                == "lim_(x→0)f")
        #expect(formula("<mi>sin</mi><mo>&#x2061;</mo><mi>x</mi>") == "sin x")
        #expect(formula("<mi>f</mi><mo>&#x2061;</mo><mfenced><mi>x</mi><mi>y</mi></mfenced>") == "f(x, y)")
        #expect(
            formula("<mfenced open='{' close='}' separators=';'><mi>a</mi><mi>b</mi></mfenced>") == "{a; b}")
    }

    @Test func aTableIsRowsOnLinesInABlockAndSemicolonsInline() {
        let matrix =
            "<mtable><mtr><mtd><mn>1</mn></mtd><mtd><mn>0</mn></mtd></mtr>"
            + "<mtr><mtd><mn>0</mn></mtd><mtd><mn>1</mn></mtd></mtr></mtable>"
        #expect(formula("<mfenced open='[' close=']'>\(matrix)</mfenced>") == "[1 0; 0 1]")
        let block = imported("<p>So</p><math display='block'>\(matrix)</math><p>done.</p>")
        #expect(block.text == "So\n1 0\u{2028}0 1\ndone.")
    }

    @Test func aBlockFormulaIsACentredParagraphAndAnInlineOneStaysInItsLine() {
        let (text, _, storage) = imported(
            "<p>Let <math><mi>x</mi></math> be <math display='block'><mi>x</mi><mo>=</mo><mn>1</mn></math> so.</p>")
        #expect(text == "Let x be\nx = 1\nso.")
        let block = text.utf16.count - "x = 1\nso.".utf16.count
        #expect(storage.paragraphStyle(at: block).alignment == .center)
        #expect(storage.paragraphStyle(at: 0).alignment != .center)
    }

    @Test func theBookWordsStandForWhatCannotBeRendered() {
        // Content MathML (Standard Ebooks' Devil's Dictionary), with a prefix.
        #expect(
            imported(
                "<p><m:math xmlns:m='http://www.w3.org/1998/Math/MathML' alttext='x'><m:ci>x</m:ci></m:math> is</p>"
            )
            .text == "x is")
        #expect(formula("<apply><plus/><ci>a</ci><ci>b</ci></apply>") == "ab")
        #expect(
            imported("<p><math alttext='a plus b'><apply><plus/><ci>a</ci><ci>b</ci></apply></math></p>").text
                == "a plus b")
        #expect(
            formula(
                "<semantics><apply><plus/><ci>a</ci><ci>b</ci></apply>"
                    + "<annotation encoding='application/x-tex'>a+b</annotation>"
                    + "<annotation encoding='text/plain'>a plus b</annotation></semantics>") == "a plus b")
        #expect(
            formula(
                "<semantics><apply><plus/><ci>a</ci><ci>b</ci></apply>"
                    + "<annotation encoding='application/x-tex'>a+b</annotation></semantics>") == "a+b")
        // TeX is the last resort: a formula the rendering knows is rendered.
        #expect(
            formula(
                "<semantics><msqrt><mn>2</mn></msqrt><annotation encoding='application/x-tex'>\\sqrt{2}</annotation>"
                    + "</semantics>") == "√2")
        #expect(formula("") == "[math]")
    }

    @Test func hostileFormulasEndWithinTheirLimits() {
        // 10,000 nested fractions: the markup's nesting limit and the formula's cut them.
        let deep =
            String(repeating: "<mrow><mfrac><mi>a</mi>", count: 10_000) + "<mi>z</mi>"
            + String(repeating: "</mfrac></mrow>", count: 10_000)
        #expect(imported("<p><math alttext='deep'>\(deep)</math> after.</p><p>Next.</p>").text == "deep after.\nNext.")
        // 200,000 cells: the first 10,000 elements are read.
        let row = "<mtr>" + String(repeating: "<mtd><mn>7</mn></mtd>", count: 10) + "</mtr>"
        let huge = imported("<p><math><mtable>\(String(repeating: row, count: 20_000))</mtable></math></p><p>End.</p>")
        #expect(huge.text.hasSuffix("\nEnd."))
        #expect(huge.text.count < 20_000)
        #expect(huge.importer.notices.contains(.formulasCut(count: 1, elements: 10_000, nesting: 64)))
    }
}
