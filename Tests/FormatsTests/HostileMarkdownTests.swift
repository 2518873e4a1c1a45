import Foundation
import TestSupport
import Testing

@testable import Formats

/// Markdown that would make a parser explode: each bound of `MarkdownSections` holds, and the
/// text survives as text.
@Suite("Hostile Markdown")
struct HostileMarkdownTests {
    private func html(_ markdown: String) -> String {
        String(decoding: MarkdownImporter.html(from: Array(markdown.utf8)).html, as: UTF8.self)
    }

    private func sections(_ markdown: String) -> [String] {
        MarkdownSections(Array(markdown.utf8)).sections.map { String(decoding: $0, as: UTF8.self) }
    }

    /// Opening brackets cmark-gfm sees as markup: those not escaped by a backslash.
    private func markupBrackets(_ section: String) -> Int {
        var count = 0
        var escaped = false
        for character in section {
            if character == "[" && !escaped { count += 1 }
            escaped = character == "\\" && !escaped
        }
        return count
    }

    @Test func runsOfBracketsStayTextAndEachSectionHasFewOpeners() throws {
        let directory = TemporaryDirectory()
        let runs = [
            String(repeating: "[", count: 100_000),
            "x = " + String(repeating: "[", count: 26) + "1" + String(repeating: "]", count: 26),
        ]
        for markdown in runs + [String(repeating: "![[]()", count: 50_000)] {
            for section in sections(markdown) {
                #expect(markupBrackets(section) <= Limits.markdownBrackets)
                #expect(
                    section.utf8.count <= 8 * Limits.markdownSection,
                    "a section is at most a few times its size, escapes included")
            }
        }
        for markdown in runs {
            let book = try BookLoader.load(path: directory.file("b.md", text: markdown))
            #expect(book.storage.string.filter { $0 == "[" }.count == markdown.filter { $0 == "[" }.count)
        }
    }

    @Test func emphasisStormsStayTextPastTheDelimiterLimit() throws {
        let storm = String(repeating: "*a", count: 20_000)
        for section in sections(storm) {
            let delimiters = section.filter { $0 == "*" }.count
            let escaped = section.components(separatedBy: "\\*").count - 1
            #expect(delimiters - escaped <= Limits.markdownDelimiters)
        }
        let output = html(storm)
        #expect(
            output.components(separatedBy: "<em>").count - 1 <= storm.utf8.count / Limits.markdownSection
                * Limits.markdownDelimiters)
        #expect(html("*one* and _two_ and ~~three~~").contains("<em>one</em> and <em>two</em> and <del>three</del>"))
    }

    @Test func aLineOpensAtMostTheNestingLimit() {
        let deep = html(String(repeating: "> ", count: 100) + "deep")
        #expect(deep.components(separatedBy: "<blockquote>").count - 1 == Limits.markdownNesting)
        #expect(deep.contains("&gt; &gt;") && deep.contains("deep"))
        let lists = html(String(repeating: "+ ", count: 100) + "item")
        #expect(lists.components(separatedBy: "<ul>").count - 1 == Limits.markdownNesting)
        let shallow = html("> > quoted")
        #expect(shallow.components(separatedBy: "<blockquote>").count - 1 == 2)
    }

    @Test func sectionsEndAtBlankLinesAndNeverInsideCode() {
        let paragraph = String(repeating: "Words of a realistic paragraph. ", count: 40)
        var markdown = (0..<40).map { "\(paragraph)\($0)" }.joined(separator: "\n\n")
        let code = "```\n" + (0..<2000).map { "line \($0)\n" }.joined(separator: "\n") + "```\n"
        markdown = markdown + "\n\n" + code + "\nafter"
        let cut = sections(markdown)
        #expect(cut.count > 1)
        #expect(cut.joined().filter { $0 != "\n" } == markdown.filter { $0 != "\n" })
        #expect(cut.contains { $0.contains("line 0") && $0.contains("line 1999") }, "the fence is one section")
        #expect(cut.dropLast().allSatisfy { $0.hasSuffix("\n\n") || $0.contains("```") }, "cuts fall on blank lines")
    }

    @Test func aLineLongerThanASectionIsCutBetweenCharacters() {
        let line = String(repeating: "語", count: 3 * Limits.markdownSection)
        let cut = sections(line)
        #expect(cut.count > 1)
        #expect(cut.joined().filter { $0 != "\n" } == line)
    }

    @Test func referenceDefinitionsReachLinksInEverySection() {
        let filler = (0..<60).map { _ in String(repeating: "Filler text goes on. ", count: 30) }.joined(
            separator: "\n\n")
        let output = html("See [the source][src].\n\n" + filler + "\n\n[src]: https://example.org/book\n")
        #expect(output.contains(#"<a href="https://example.org/book">the source</a>"#))
    }

    @Test func definitionsAreTheOnesCommonMarkReads() {
        for line in ["[a]: /u", "[a]: /u \"title\"", "[label]: <with space> 'x'", "[a]: /p(1)"] {
            #expect(MarkdownSections.isDefinition(Array(line.utf8)[...]), "\(line)")
        }
        for line in ["[a]: /u[![**```)", "[a]:", "[]: /u", "[a]: /u \"open", "[a] /u", "[[a]]: /u", "[a]: /u )"] {
            #expect(!MarkdownSections.isDefinition(Array(line.utf8)[...]), "\(line)")
        }
    }

    @Test func ordinaryMarkdownIsUnchanged() {
        let markdown =
            "# Title\n\n- one\n- two\n\n1. first\n2. second\n\n> quote\n\n"
            + "| a | b |\n|---|---|\n| 1 | 2 |\n\n~~gone~~ `code`\n"
        let output = html(markdown)
        for tag in [
            "<h1>Title</h1>", "<li>one</li>", "<ol>", "<blockquote>", "| a | b |", "<del>gone</del>",
            "<code>code</code>",
        ] {
            #expect(output.contains(tag), "\(tag)")
        }
    }
}
