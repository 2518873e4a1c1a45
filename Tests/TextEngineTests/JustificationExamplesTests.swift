import Testing
import TextEngine

/// The rules of justified lines, each in a worked example: fixed text, and the lines it makes
/// worked out by hand. "hyphenation" breaks only as hyphen-ation (three letters at least on
/// each side), "garden" as gar-den; a line this many cells short is worth hyphenating: 3.
@Suite("Justified lines, worked examples")
struct JustificationExamplesTests {
    /// A line, as the examples write it: its text, its width in cells (a hyphen counted), the
    /// cells justification adds, whether it ends with a hyphen.
    struct Line: Equatable, CustomStringConvertible {
        let text: String
        let width: Int
        let justification: Int
        let hyphenated: Bool
        var description: String { "[\(text)] \(width) +\(justification)\(hyphenated ? " -" : "")" }
    }

    private func lines(of page: Page, in layout: LaidOut) -> [Line] {
        page.lines.map {
            Line(
                text: layout.storage.string(in: $0.range), width: $0.width, justification: $0.justification,
                hyphenated: $0.hyphenated)
        }
    }

    @Test func aGapIsWidenedByFourCellsAtMostOrTheLineStaysRagged() {
        // "Hello worlds" is 12 cells with one gap; "extraordinarily" (15) does not fit after it.
        // The language has no patterns: nothing is hyphenated.
        let text = "Hello worlds extraordinarily"
        let sixteen = LaidOut(text, width: 16, language: "zz", justified: true)
        #expect(
            lines(of: sixteen.pages[0], in: sixteen) == [
                Line(text: "Hello worlds ", width: 16, justification: 4, hyphenated: false),
                Line(text: "extraordinarily", width: 15, justification: 0, hyphenated: false),
            ], "4 cells for one gap: justified")
        let seventeen = LaidOut(text, width: 17, language: "zz", justified: true)
        #expect(
            lines(of: seventeen.pages[0], in: seventeen) == [
                Line(text: "Hello worlds ", width: 12, justification: 0, hyphenated: false),
                Line(text: "extraordinarily", width: 15, justification: 0, hyphenated: false),
            ], "5 cells for one gap: too loose, ragged")
    }

    @Test func noMoreThanTwoHyphenatedLinesInARow() {
        // Each line is 8 cells of words, then "hyphenation" (11) does not fit in 16: 8 cells
        // short, it is hyphenated as "hyphen-" (7) on the first two lines, and not on the third,
        // which stays ragged (8 extra cells for one gap is too loose). Then "hyphenation to" is
        // 14 cells, 2 short: justified, nothing to hyphenate.
        let text = "Formerly hyphenation to hyphenation to hyphenation to hyphenation to hyphenation"
        let layout = LaidOut(text, width: 16, justified: true)
        #expect(
            lines(of: layout.pages[0], in: layout) == [
                Line(text: "Formerly hyphen", width: 16, justification: 0, hyphenated: true),
                Line(text: "ation to hyphen", width: 16, justification: 0, hyphenated: true),
                Line(text: "ation to ", width: 8, justification: 0, hyphenated: false),
                Line(text: "hyphenation to ", width: 16, justification: 2, hyphenated: false),
                Line(text: "hyphenation to ", width: 16, justification: 2, hyphenated: false),
                Line(text: "hyphenation", width: 11, justification: 0, hyphenated: false),
            ])
    }

    @Test func aPageGoingOnWithABrokenWordDoesNotHyphenateItsFirstLine() {
        // At 10 cells "hyphenation" is wider than a line: broken as "hyphen-" whatever the rules.
        // After it, "ation" leaves 5 cells, and "gar-" fits in the 4 left after its space.
        let text = "Formerly hyphenation garden plot and a few more words to end it."
        let tall = LaidOut(text, width: 10, height: 100, justified: true)
        #expect(
            lines(of: tall.pages[0], in: tall).prefix(4) == [
                Line(text: "Formerly ", width: 8, justification: 0, hyphenated: false),
                Line(text: "hyphen", width: 7, justification: 0, hyphenated: true),
                Line(text: "ation gar", width: 10, justification: 0, hyphenated: true),
                Line(text: "den plot ", width: 10, justification: 2, hyphenated: false),
            ], "on one page, the line after the broken word is hyphenated")
        // Pages of two lines: the second page starts inside "hyphenation", and its first line,
        // laid out without knowing the hyphen before, is not hyphenated; nor is a page's last line.
        let paged = LaidOut(text, width: 10, height: 2, justified: true)
        #expect(
            paged.pages.prefix(2).map { lines(of: $0, in: paged) } == [
                [
                    Line(text: "Formerly ", width: 8, justification: 0, hyphenated: false),
                    Line(text: "hyphen", width: 7, justification: 0, hyphenated: true),
                ],
                [
                    Line(text: "ation ", width: 5, justification: 0, hyphenated: false),
                    Line(text: "garden ", width: 6, justification: 0, hyphenated: false),
                ],
            ])
    }
}
