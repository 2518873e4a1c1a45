import Formats
import Foundation
import Testing

@testable import ReaderCore
@testable import ReaderUI

/// `J` overrides what the book's own CSS says about body text, in both directions; headings and
/// centred text keep their alignment. `+` and `-` change the page or say why not.
@Suite("Justification override and measure")
struct JustificationOverrideTests {
    private static let columns = 60
    private static let rows = 30
    private static let bodyWords = (1...70).map { "w\($0)" + String(repeating: "x", count: $0 % 7) }
    private static let headingWords = [
        "Heading", "words", "that", "run", "well", "past", "the", "width", "of", "one", "line", "of", "this", "page",
        "here",
    ]

    /// An HTML book whose style sheet justifies every `p`, loaded through the real importer.
    private static func cssJustifiedBook() throws -> Book {
        let html = """
            <html><head><style>p { text-align: justify }</style></head><body>
            <h2>\(headingWords.joined(separator: " "))</h2>
            <p>\(bodyWords.joined(separator: " "))</p>
            <p style="text-align: center">a centred paragraph</p>
            </body></html>
            """
        return try htmlBook(html)
    }

    /// Words wrapped greedily with single spaces into lines of at most `width` cells: how plain
    /// ASCII words set ragged right, computed without the layout engine.
    private static func greedyLines(_ words: [String], width: Int) -> [String] {
        var lines: [String] = []
        var line = ""
        for word in words {
            if line.isEmpty {
                line = word
            } else if line.count + 1 + word.count <= width {
                line += " " + word
            } else {
                lines.append(line)
                line = word
            }
        }
        return lines + [line]
    }

    /// The rows of the page on screen, cut to the page's rectangle (the status line left out).
    private static func pageRows(_ session: ReaderSession) -> [Substring] {
        let rect = session.geometry!.pageRects[0]
        let screen = ReaderView.render(session, notice: nil, columns: columns, rows: rows)
        return screen.textRows()[rect.row..<rect.bottom].map { row in
            let padded = row.padding(toLength: rect.right, withPad: " ", startingAt: 0)
            return padded.dropFirst(rect.column).prefix(rect.width)
        }
    }

    private static func rows(_ rows: [Substring], holding words: [String]) -> [Substring] {
        rows.filter { row in row.split(separator: " ").contains { words.contains(String($0)) } }
    }

    private static func hasInnerDoubleSpace(_ row: Substring) -> Bool {
        row.trimmingCharacters(in: .whitespaces).contains("  ")
    }

    @Test func jSetsACSSJustifiedBookRaggedAndJustifiedAgain() throws {
        var session = ReaderSession(book: try Self.cssJustifiedBook(), columns: Self.columns, rows: Self.rows)
        let width = session.geometry!.container.width
        #expect(width == 56)

        // As the book says: justified body lines end flush at the right edge.
        let asStyled = Self.rows(Self.pageRows(session), holding: Self.bodyWords)
        #expect(asStyled.count > 3)
        #expect(
            asStyled.dropLast().allSatisfy { $0.count == width && $0.last != " " },
            "\(asStyled.joined(separator: "\n"))")

        let fingerprint = session.book.fingerprint
        #expect(
            session.perform(.toggleJustification) == [
                .saveSettings([
                    "justified \(fingerprint)": "ragged", "measure \(fingerprint)": "", "ruby \(fingerprint)": "",
                    "vertical \(fingerprint)": "", "spread \(fingerprint)": "",
                ]), .notice("Ragged right"),
            ])
        let ragged = Self.pageRows(session)
        let body = Self.rows(ragged, holding: Self.bodyWords)
        #expect(
            body.map { $0.trimmingCharacters(in: .whitespaces) } == Self.greedyLines(Self.bodyWords, width: width),
            "ragged right: greedy lines with single spaces")
        #expect(!body.contains(where: Self.hasInnerDoubleSpace))
        #expect(body.contains { $0.trimmingCharacters(in: .whitespaces).count < width - 2 }, "the right edge is ragged")

        #expect(
            session.perform(.toggleJustification) == [
                .saveSettings([
                    "justified \(fingerprint)": "1", "measure \(fingerprint)": "", "ruby \(fingerprint)": "",
                    "vertical \(fingerprint)": "", "spread \(fingerprint)": "",
                ]), .notice("Justified and hyphenated"),
            ])
        let justified = Self.pageRows(session)
        let justifiedBody = Self.rows(justified, holding: Self.bodyWords)
        #expect(
            justifiedBody.dropLast().allSatisfy { $0.count == width && $0.last != " " && $0.first != " " },
            "every line but the last ends flush right:\n\(justifiedBody.joined(separator: "\n"))")
        #expect(justifiedBody.last.map { !Self.hasInnerDoubleSpace($0) } == true, "the last line stays ragged")

        // The heading and the centred paragraph keep their own alignment either way.
        for rows in [ragged, justified] {
            let heading = Self.rows(rows, holding: Self.headingWords)
            #expect(
                heading.map { $0.trimmingCharacters(in: .whitespaces) }
                    == Self.greedyLines(Self.headingWords, width: width))
            let centred = try #require(rows.first { $0.contains("a centred paragraph") })
            let left = centred.prefix { $0 == " " }.count
            let right = width - centred.trimmingCharacters(in: .whitespaces).count - left
            #expect(abs(left - right) <= 1, "centred: \(left) cells left, \(right) right")
        }
    }

    @Test func aPlainBookIsJustifiedByJAndRaggedAgain() {
        var session = ReaderSession(book: numberedBook(paragraphs: 10), columns: Self.columns, rows: Self.rows)
        #expect(session.perform(.toggleJustification).last == .notice("Justified and hyphenated"))
        #expect(session.preferences.justified == true)
        #expect(session.perform(.toggleJustification).last == .notice("Ragged right"))
        #expect(session.preferences.justified == false)
    }

    @Test func aMeasureTheTerminalCannotGiveIsExplained() {
        var session = ReaderSession(book: numberedBook(paragraphs: 30), columns: 80, rows: 24)
        #expect(session.geometry?.container.width == 76)
        #expect(session.perform(.widenMeasure).last == .notice("Measure 80 cells: the terminal allows 76"))
        for _ in 0..<20 { session.perform(.widenMeasure) }
        #expect(session.perform(.widenMeasure) == [.notice("Measure 120 cells: the terminal allows 76")])
        #expect(
            session.perform(.narrowMeasure).last == .notice("Measure 72 cells"), "narrowing starts from the page shown")
        #expect(session.geometry?.container.width == 72)
        for _ in 0..<20 { session.perform(.narrowMeasure) }
        #expect(session.perform(.narrowMeasure) == [.notice("Measure 30 cells: the narrowest there is")])
        #expect(session.geometry?.container.width == 30)
    }

    @Test func theWidestMeasureIsSaid() {
        var session = ReaderSession(book: numberedBook(paragraphs: 30), columns: 300, rows: 24)
        for _ in 0..<11 { session.perform(.widenMeasure) }
        #expect(session.geometry?.container.width == 120)
        #expect(session.perform(.widenMeasure) == [.notice("Measure 120 cells: the widest there is")])
    }
}
