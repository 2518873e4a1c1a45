import Testing
import TextEngine

@testable import Formats

@Suite("Ruby parentheses")
struct RubyParenthesesTests {
    /// The text of a paragraph made of `parts`: strings added as text, nil for a reading's
    /// start and end in turn.
    private func paragraph(_ parts: [String?]) -> String {
        var paragraphs = ParagraphBuilder()
        var ruby = RubyParentheses()
        var inReading = false
        let context = ElementContext()
        for part in parts {
            guard var text = part else {
                if inReading { ruby.close(in: &paragraphs, context) } else { ruby.open(in: &paragraphs, context) }
                inReading.toggle()
                continue
            }
            text.withUTF8 {
                paragraphs.add(
                    MarkupText(bytes: UnsafeRawBufferPointer($0)), attributes: [], style: ParagraphStyle(),
                    language: nil, whiteSpace: .collapse)
            }
        }
        return paragraphs.build(language: nil).string
    }

    @Test func aReadingAfterCJKTextHasFullWidthParentheses() {
        #expect(paragraph(["漢字", nil, "かんじ", nil, "を読む"]) == "漢字（かんじ）を読む")
    }

    @Test func aReadingAfterOtherTextHasASpaceAndNarrowParentheses() {
        #expect(paragraph(["Tokyo", nil, "Tōkyō", nil, " is big"]) == "Tokyo (Tōkyō) is big")
    }

    @Test func whiteSpaceAroundTheReadingIsTheMarkups() {
        #expect(paragraph(["漢字 ", nil, " かんじ ", nil, "です"]) == "漢字（かんじ）です")
    }

    @Test func anEmptyReadingIsTakenBackWithItsParenthesis() {
        #expect(paragraph(["漢字", nil, nil, "です"]) == "漢字です")
        #expect(paragraph(["base", nil, "  ", nil, "."]) == "base.")
    }

    @Test func aReadingThatOpensItsParagraphHasNoParentheses() {
        #expect(paragraph([nil, "かんじ", nil]) == "かんじ")
    }
}
