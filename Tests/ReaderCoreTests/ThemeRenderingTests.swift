import Formats
import Terminal
import Testing

@testable import ReaderCore
@testable import ReaderUI

/// A theme's colours on a rendered screen, by role, checked against the colours written by hand
/// here (the sepia theme's, as the README gives them).
@Suite("Theme rendering")
struct ThemeRenderingTests {
    private let text = TerminalColor(hex: "#5b4636")
    private let paper = TerminalColor(hex: "#f4ecd8")
    private let heading = TerminalColor(hex: "#7a3e1d")
    private let link = TerminalColor(hex: "#8a4b10")

    private func session() throws -> ReaderSession {
        let html = """
            <html><head><title>Themes</title></head><body><h1>Chapter</h1>
            <p>Plain words then <a href="#end">a link</a> here.</p>
            <blockquote><p>Quoted words.</p></blockquote><p id="end">The end.</p></body></html>
            """
        return ReaderSession(book: try htmlBook(html), columns: 60, rows: 20)
    }

    /// The first cell on the screen whose row holds `word`, at the word's first letter.
    private func cell(of word: String, in screen: Screen) -> Cell? {
        for (row, line) in screen.textRows().enumerated() {
            if let range = line.range(of: word) {
                return screen[row, line.distance(from: line.startIndex, to: range.lowerBound)]
            }
        }
        return nil
    }

    @Test func eightColoursDrawHitsAndHighlightsAsWithoutATheme() {
        for theme in [Theme.light, .dark, .sepia] {
            let shown = theme.shown(colorCount: 8)
            #expect(shown.search == nil && shown.highlights.allSatisfy { $0 == nil }, "\(theme.name)")
            #expect(shown.text == theme.text && shown.background == theme.background)
            #expect(theme.shown(colorCount: 256) == theme)
            #expect(theme.shown(colorCount: 4) == .terminal)
            let paint = shown.highlightPaint(.green, colorCount: 8)
            #expect(paint == HighlightPaint(.green, colorCount: 8))
        }
    }

    @Test func eachRoleHasItsColour() throws {
        let screen = ReaderView.render(try session(), notice: nil, columns: 60, rows: 20, theme: .sepia)
        #expect(cell(of: "Chapter", in: screen)?.colors == CellColors(foreground: heading, background: paper))
        #expect(cell(of: "link", in: screen)?.colors == CellColors(foreground: link, background: paper))
        #expect(cell(of: "Plain", in: screen)?.colors == CellColors(foreground: text, background: paper))
        #expect(screen[0, 0].colors == CellColors(foreground: text, background: paper), "the page's margin")
        let frame = cell(of: "╭", in: screen)
        #expect(frame?.colors.foreground == TerminalColor(hex: "#a08c6e"))
        let status = screen[19, 1]
        #expect(status.colors == CellColors(foreground: paper, background: text))
        #expect(!status.style.contains(.reverse), "coloured, not reversed")
    }

    @Test func popupsHaveTheirColours() throws {
        var session = try session()
        session.perform(.toggleContents)
        let screen = ReaderView.render(session, notice: nil, columns: 60, rows: 20, theme: .sepia)
        let corner = try #require(screen.boxes.first)
        #expect(screen[corner.row, corner.column].text == "╭")
        #expect(
            screen[corner.row, corner.column].colors
                == CellColors(foreground: TerminalColor(hex: "#a08c6e"), background: TerminalColor(hex: "#e6d9bb")))
        #expect(
            screen[corner.row + 1, corner.right - 2].colors
                == CellColors(foreground: text, background: TerminalColor(hex: "#e6d9bb")))
    }

    @Test func searchHitsTakeTheSearchColour() throws {
        var session = try session()
        session.perform(.openPrompt(.search))
        for character in "words" { session.perform(.prompt(.edit(.insert(character)))) }
        session.perform(.prompt(.submit))
        while session.isSearching { session.perform(.searchMore) }
        let screen = ReaderView.render(session, notice: nil, columns: 60, rows: 20, theme: .sepia)
        let hit = try #require(cell(of: "words", in: screen))
        #expect(hit.colors == CellColors(foreground: text, background: TerminalColor(hex: "#e8c872")))
        #expect(!hit.style.contains(.reverse))
    }

    @Test func withoutColoursNoCellHasOne() throws {
        let screen = ReaderView.render(try session(), notice: nil, columns: 60, rows: 20, colorCount: 0, theme: .dark)
        for row in 0..<20 {
            for column in 0..<60 { #expect(screen[row, column].colors == .terminal, "\(row), \(column)") }
        }
        #expect(screen[19, 1].style.contains(.reverse), "the status line as without a theme")
    }

    @Test func theDefaultThemeDrawsAsBefore() throws {
        let session = try session()
        let themed = ReaderView.render(session, notice: nil, columns: 60, rows: 20, theme: .terminal)
        #expect(themed == ReaderView.render(session, notice: nil, columns: 60, rows: 20))
        #expect(cell(of: "Plain", in: themed)?.colors == .terminal)
    }

    @Test func theKeyCyclesThroughTheThemes() {
        let custom = Theme(name: "custom")
        let names = ["default", "light", "dark", "sepia", "custom", "default"]
        var theme = Theme.terminal
        var seen = [theme.name]
        for _ in 1..<names.count {
            theme = theme.next(in: Theme.named + [custom])
            seen.append(theme.name)
        }
        #expect(seen == names)
        #expect(KeyBindings.command(for: .character("T")) == .cycleTheme)
    }
}
