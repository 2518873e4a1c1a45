import Foundation
import Testing

@testable import ReaderCore
@testable import ReaderUI

@Suite("Preferences")
struct PreferencesTests {
    @Test func jTogglesJustifiedBodyText() {
        var session = ReaderSession(book: numberedBook(paragraphs: 20), columns: 80, rows: 24)
        let ragged = session.paginator.layOutPage(at: 0).lines.map(\.width)
        #expect(KeyBindings.command(for: .character("J")) == .action(.toggleJustification))
        let effects = session.perform(.toggleJustification)
        #expect(effects == [.saveSettings(session.preferences.stored), .notice("Justified and hyphenated")])
        #expect(session.preferences.justified == true)
        let justified = session.paginator.layOutPage(at: 0).lines
        #expect(justified.contains { $0.justification > 0 })
        #expect(justified.map(\.width) != ragged)
        session.perform(.toggleJustification)
        #expect(session.paginator.layOutPage(at: 0).lines.map(\.width) == ragged)
    }

    @Test func plusAndMinusChangeTheMeasureAndKeepThePlace() {
        var session = ReaderSession(book: numberedBook(paragraphs: 60), columns: 100, rows: 24)
        for _ in 0..<4 { session.perform(.nextPage) }
        let anchor = session.anchor
        #expect(KeyBindings.command(for: .character("-")) == .action(.narrowMeasure))
        #expect(KeyBindings.command(for: .character("+")) == .action(.widenMeasure))
        session.perform(.narrowMeasure)
        let effects = session.perform(.narrowMeasure)
        #expect(session.preferences.measure == PageGeometry.defaultMeasure - 8)
        #expect(
            effects == [
                .saveSettings(session.preferences.stored), .notice("Measure \(PageGeometry.defaultMeasure - 8) cells"),
            ],
            "the place is kept, not saved again")
        #expect(session.geometry?.container.width == PageGeometry.defaultMeasure - 8)
        #expect(session.paginator.layOutPage(at: session.currentPage()).range.contains(anchor))
        for _ in 0..<10 { session.perform(.widenMeasure) }
        #expect(session.geometry?.container.width == 96, "never wider than the terminal allows")
        for _ in 0..<40 { session.perform(.narrowMeasure) }
        #expect(session.preferences.measure == ReaderPreferences.measures.lowerBound)
    }

    @Test func preferencesGoToStoredSettingsAndBack() {
        let book = "moby-dick"
        #expect(ReaderPreferences(stored: [:], book: book) == ReaderPreferences(book: book))
        let chosen = ReaderPreferences(justified: true, measure: 64, book: book)
        #expect(
            chosen.stored == [
                "justified moby-dick": "1", "measure moby-dick": "64", "ruby moby-dick": "", "vertical moby-dick": "",
                "spread moby-dick": "",
            ], "what the defaults give is no choice")
        #expect(ReaderPreferences(stored: chosen.stored, book: book) == chosen)
        let ragged = ReaderPreferences(justified: false, vertical: true, spread: .off, book: book)
        #expect(ragged.stored["justified moby-dick"] == "ragged" && ragged.stored["spread moby-dick"] == "off")
        #expect(ragged.stored["vertical moby-dick"] == "1")
        #expect(ReaderPreferences(stored: ragged.stored, book: book) == ragged)
        let hidden = ReaderPreferences(showsRuby: false, book: book)
        #expect(
            hidden.stored["ruby moby-dick"] == "0" && ReaderPreferences(stored: hidden.stored, book: book) == hidden)
        #expect(
            ReaderPreferences(stored: ["measure moby-dick": "9999", "justified moby-dick": "maybe"], book: book)
                == ReaderPreferences(measure: 120, book: book))
        #expect(ReaderPreferences().stored.isEmpty, "nothing is kept without a book")
    }

    @Test func oldSettingsKeptForEveryBookAreNoChoice() {
        let old = ["justified": "1", "measure": "40", "ruby": "0"]
        #expect(ReaderPreferences(stored: old, book: "moby-dick") == ReaderPreferences(book: "moby-dick"))
    }

    @Test func rHidesAndShowsRubyReadingsAndKeepsTheReadersPlace() throws {
        // 山路（やまみち）を登りながら… with readings, repeated over pages.
        let sentence = "<ruby>山路<rt>やまみち</rt></ruby>を登りながら、<ruby>智<rt>ち</rt></ruby>に働けば角が立つ。"
        let book = try htmlBook(
            "<html><body>" + String(repeating: "<p>" + sentence + "</p>", count: 80) + "</body></html>")
        var session = ReaderSession(book: book, columns: 70, rows: 12)
        #expect(KeyBindings.command(for: .character("r")) == .action(.toggleRuby))
        func shown() -> String {
            ReaderView.render(session, notice: nil, columns: 70, rows: 12).textRows().joined(separator: "\n")
        }
        #expect(shown().contains("山路（やまみち）を登りながら、智（ち）に働けば"))
        session.perform(.nextPage)
        session.perform(.nextPage)
        let anchor = session.anchor
        let effects = session.perform(.toggleRuby)
        #expect(effects.contains(.notice("Readings hidden")))
        #expect(effects.contains(.saveSettings(ReaderPreferences(showsRuby: false, book: book.fingerprint).stored)))
        #expect(!shown().contains("やまみち") && shown().contains("山路を登りながら、智に働けば角が立つ。"))
        #expect(
            session.paginator.range(ofPage: session.currentPage()).contains(anchor),
            "the page shown holds the place read")
        session.perform(.toggleRuby)
        #expect(shown().contains("山路（やまみち）"))
        var plain = ReaderSession(book: numberedBook(paragraphs: 3), columns: 40, rows: 12)
        #expect(plain.perform(.toggleRuby) == [.notice("This book has no readings (ruby)")])
    }
}
