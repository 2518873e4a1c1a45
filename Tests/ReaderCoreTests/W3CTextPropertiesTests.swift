import Formats
import Testing
import TextEngine

/// The W3C EPUB 3.3 reading-system tests of `text-transform`, `text-align-last`, `word-break`
/// and `line-break` (epub-tests: `css-epub-text-transform`, `css-epub-text-align-last`,
/// `css-epub-word-break`, `css-epub-line-break`), their documents written again here with the
/// same style sheets and text, each checked as its own text says it passes.
@Suite("W3C tests of CSS text properties")
struct W3CTextPropertiesTests {
    /// Every row of every page of `body`, in an English XHTML document, at `width` cells.
    private func rows(_ body: String, style: String = "", width: Int, height: Int = 24) throws -> [String] {
        let html = """
            <html xmlns="http://www.w3.org/1999/xhtml" xml:lang="en"><head><title>Test</title>\
            <style>\(style)</style></head><body>\(body)</body></html>
            """
        return dumpedPages(try htmlBook(html), width: width, height: height).flatMap {
            $0.split(separator: "\n", omittingEmptySubsequences: false)
        }.map(String.init)
    }

    /// "This test passes if the English letters appear at the same width and orientation as the
    /// Japanese characters."
    @Test func textTransform() throws {
        let rows = try rows(
            """
            <h1>text-transform Test</h1><p>1. This test passes if the English letters appear at the same width \
            and orientation as the Japanese characters.</p><p style="margin: 1em; writing-mode: vertical-lr; \
            text-transform: -epub-fullwidth;">これはテストです。<br />123456abcdef</p>
            """, width: 40)
        let page = rows.joined(separator: "\n")
        for wide in "１２３４５６ａｂｃｄｅｆ" { #expect(page.contains(wide), "\(wide)") }
        #expect(!page.contains("123456") && !page.contains("abcdef"))
    }

    private static let alice = [
        (
            "auto", "",
            """
            Alice was beginning to get very tired of sitting by her sister on the bank, and of having nothing to \
            do: once or twice she had peeped into the book her sister was reading, but it had no pictures or \
            conversations in it, “and what is the use of a book,” thought Alice “without pictures or \
            conversations?”
            """
        ),
        (
            "start", "",
            """
            So she was considering in her own mind (as well as she could, for the hot day made her feel very \
            sleepy and stupid), whether the pleasure of making a daisy-chain would be worth the trouble of getting \
            up and picking the daisies, when suddenly a White Rabbit with pink eyes ran close by her.
            """
        ),
        (
            "end", " dir=\"rtl\"",
            """
            There was nothing so very remarkable in that; nor did Alice think it so _very_ much out of the way to \
            hear the Rabbit say to itself, “Oh dear! Oh dear! I shall be late!” (when she thought it over \
            afterwards, it occurred to her that she ought to have wondered at this, but at the time it all seemed \
            quite natural); but when the Rabbit actually took a watch out of its waistcoat-pocket, and looked at \
            it, and then hurried on, 
            """
        ),
        (
            "left", "",
            """
            Alice started to her feet, for it flashed across her mind that she had never before seen a rabbit with \
            either a waistcoat-pocket, or a watch to take out of it, and burning with curiosity, she ran across \
            the field after it, and fortunately was just in time to see it pop down a large rabbit-hole under the \
            hedge. In another moment down went Alice after it, never once considering how in the world she was to \
            get out again.
            """
        ),
        (
            "right", "",
            """
            The rabbit-hole went straight on like a tunnel for some way, and then dipped suddenly down, so \
            suddenly that Alice had not a moment to think about stopping herself before she found herself falling \
            down a very deep well.
            """
        ),
        (
            "center", "",
            """
            Either the well was very deep, or she fell very slowly, for she had plenty of time as she went down to \
            look about her and to wonder what was going to happen next. First, she tried to look down and make out \
            what she was coming to, but it was too dark to see anything; then she looked at the sides of the well, \
            and noticed that they were filled with cupboards and book-shelves; here and there she saw maps and \
            pictures hung upon pegs.
            """
        ),
        (
            "justify", "",
            """
            She took down a jar from one of the shelves as she passed; it was labelled “ORANGE MARMALADE”, but to \
            her great disappointment it was empty: she did not like to drop the jar for fear of killing somebody \
            underneath, so managed to put it into one of the cupboards as she fell past it.
            """
        ),
    ]

    /// Tests 1-4: "the last line of the following text block is aligned to the left side of
    /// the page"; 5: "to the right side"; 6: "center-aligned"; 7: "justified (it will be
    /// aligned to left if the line doesn't span the width of the container)".
    @Test(arguments: [40, 60, 80])
    func textAlignLast(width: Int) throws {
        let body = Self.alice.map { value, attributes, text in
            "<p>Test of \(value).</p><p style=\"margin: 1em; -epub-text-align-last: \(value);\"\(attributes)>\(text)</p>"
        }.joined()
        let rows = try rows("<h1>-epub-text-align-last Tests</h1>" + body, width: width)
        // The paragraphs' margins are 1em, two cells: their lines run from column 2 to width - 2.
        for (value, _, _) in Self.alice {
            let heading = try #require(rows.firstIndex(of: "Test of \(value)."))
            let end = rows[heading + 1..<rows.count].firstIndex { $0.hasPrefix("Test of") } ?? rows.count
            let line = try #require(rows[heading + 1..<end].last { !$0.isEmpty })
            let indent = line.prefix { $0 == " " }.count
            let text = line.count - indent
            switch value {
            case "right": #expect(line.count == width - 2, "\(line)")
            case "center": #expect(abs((indent - 2) - (width - 2 - line.count)) <= 1, "\(line)")
            case "justify": #expect(indent == 2 && (line.count == width - 2 || text < (width - 4) * 3 / 4), "\(line)")
            default: #expect(indent == 2, "\(value): \(line)")
            }
        }
    }

    private static let austen = [
        (
            "normal",
            """
            The family of Dashwood had long been settled in Sussex. Their estate was large, and their residence \
            was at Norland Park, in the centre of their property, where, for many generations, they had lived in \
            so respectable a manner as to engage the general good opinion of their surrounding acquaintance.
            """
        ),
        (
            "keep-all",
            """
            The late owner of this estate was a single man, who lived to a very advanced age, and who for many \
            years of his life, had a constant companion and housekeeper in his sister. But her death, which \
            happened ten years before his own, produced a great alteration in his home; for to supply her loss, he \
            invited and received into his house the family of his nephew Mr. Henry Dashwood, the legal inheritor \
            of the Norland estate, and the person to whom he intended to bequeath it.
            """
        ),
        (
            "break-all",
            """
            In the society of his nephew and niece, and their children, the old Gentleman’s days were comfortably \
            spent. His attachment to them all increased. The constant attention of Mr. and Mrs. Henry Dashwood to \
            his wishes, which proceeded not merely from interest, but from goodness of heart, gave him every \
            degree of solid comfort which his age could receive; and the cheerfulness of the children added a \
            relish to his existence.
            """
        ),
    ]

    /// 1: "any word breaks to a new line in a logical spot"; 2: "all of the words in the
    /// following block of text appear without breaks"; 3: "the following block of text wraps
    /// each line at approximately the same width, including mid-word".
    @Test(arguments: [40, 60, 80])
    func wordBreak(width: Int) throws {
        let body = Self.austen.map { value, text in
            "<p>Test of \(value).</p><p style=\"margin: 1em; -epub-word-break: \(value)\">\(text)</p>"
        }.joined()
        let rows = try rows("<h1>-epub-word-break Tests</h1>" + body, width: width)
        for (value, text) in Self.austen {
            let heading = try #require(rows.firstIndex(of: "Test of \(value)."))
            let end = rows[heading + 1..<rows.count].firstIndex { $0.hasPrefix("Test of") } ?? rows.count
            let lines = rows[heading + 1..<end].map { $0.trimmingPrefix("  ") }.filter { !$0.isEmpty }
            #expect(lines.joined(separator: " ").split(separator: " ").joined() == text.split(separator: " ").joined())
            let words = Set(text.split(separator: " ").map(String.init))
            let whole = lines.allSatisfy { line in line.split(separator: " ").allSatisfy { words.contains(String($0)) }
            }
            if value == "break-all" {
                #expect(!whole, "some word is broken")
                #expect(lines.dropLast().allSatisfy { $0.count >= width - 4 - 1 }, "\(lines)")
            } else {
                #expect(whole, "\(lines)")
            }
        }
    }

    /// "This test passes if the following block of text breaks to a new line at the end of the
    /// viewport, no text is outside of the viewport"; "々" and "ぁ" start no line unless
    /// `line-break` allows it: loose both, normal ぁ alone.
    @Test func lineBreak() throws {
        let style = """
            p.wrapbox { margin: 0.5em; white-space: normal; vertical-align: top; display: inline-block; }
            p.auto { -epub-line-break: auto; } p.loose { -epub-line-break: loose; }
            p.normal { -epub-line-break: normal; } p.strict { -epub-line-break: strict; }
            """
        let values = ["auto", "loose", "normal", "strict"]
        let body = values.enumerated().map { number, value in
            "<p>\(number + 1). <code>-epub-line-break: \(value);</code>: This test passes if the following block of "
                + "text breaks to a new line at the end of the viewport, no text is outside of the viewport, and line "
                + "breaks update when the font size or viewport size changes.</p>"
                + "<p class=\"wrapbox \(value)\" lang=\"jp\">\(value):<br />そこは湖のほとりで木々が輝いていた。<br />"
                + "その景色に、美しいなぁと思わずつぶやいた。</p>"
        }.joined()
        let rows = try rows("<h1>-epub-line-break Tests</h1>" + body, style: style, width: 20, height: 500)
        #expect(rows.allSatisfy { TextSegmenter.width(of: $0) <= 20 })
        for value in values {
            let start = try #require(rows.firstIndex(of: "\(value):"))
            let lines = rows[(start + 1)...].prefix { !$0.isEmpty }.map { $0.drop { $0 == " " } }
            #expect(lines.joined() == "そこは湖のほとりで木々が輝いていた。その景色に、美しいなぁと思わずつぶやいた。")
            let starts = Set(lines.compactMap(\.first))
            #expect(starts.contains("々") == (value == "loose"), "\(value): \(lines)")
            #expect(starts.contains("ぁ") == (value == "loose" || value == "normal"), "\(value): \(lines)")
        }
    }
}
