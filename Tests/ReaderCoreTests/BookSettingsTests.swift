import Testing

@testable import ReaderCore
@testable import ReaderUI

/// The settings a book keeps for itself, the defaults the configuration file gives, the
/// measure's steps and the spread.
@Suite("Book settings")
struct BookSettingsTests {
    /// The settings `effects` save, merged into `store` as the store keeps them.
    private static func save(_ effects: [ReaderEffect], into store: inout [String: String]) {
        for case .saveSettings(let settings) in effects { store.merge(settings) { $1 } }
    }

    @Test func plusAndMinusStepToMultiplesOfFourOrByTheCountTyped() {
        // (from, widening, count, to), worked out by hand.
        let table: [(Int, Bool, Int?, Int)] = [
            (76, true, nil, 80), (76, false, nil, 72), (77, true, nil, 80), (77, false, nil, 76),
            (30, true, nil, 32), (31, false, nil, 30), (32, false, nil, 30), (30, false, nil, 30),
            (118, true, nil, 120), (120, true, nil, 120), (120, false, nil, 116),
            (76, true, 3, 79), (76, false, 3, 73), (119, true, 3, 120), (31, false, 3, 30), (75, true, 1, 76),
        ]
        for (from, widening, count, to) in table {
            #expect(
                ReaderPreferences.measure(after: from, widening: widening, by: count) == to,
                "\(from) \(widening ? "+" : "-") \(count.map(String.init) ?? "") gives \(to)")
        }
        var measure = ReaderPreferences.measures.lowerBound
        var path = [measure]
        while measure < ReaderPreferences.measures.upperBound {
            measure = ReaderPreferences.measure(after: measure, widening: true, by: nil)
            path.append(measure)
        }
        #expect(path.contains(PageGeometry.defaultMeasure), "the default is on the path of +")
        #expect(path.count == 24, "30, 32, 36 ... 120")
        // A default of 70 from the configuration file: the grid is 70 ± 4k.
        let fromSeventy: [(Int, Bool, Int)] = [
            (70, true, 74), (74, false, 70), (70, false, 66), (72, true, 74),
            (72, false, 70), (31, false, 30), (118, true, 120), (120, false, 118),
        ]
        for (from, widening, to) in fromSeventy {
            #expect(ReaderPreferences.measure(after: from, widening: widening, by: nil, origin: 70) == to, "\(from)")
        }
    }

    @Test func theDefaultMeasureIsReachedAgainFromANarrowTerminal() {
        // 63 columns show 59 cells: today's steps of 4 from there never met 76 again.
        var session = ReaderSession(book: numberedBook(paragraphs: 20), columns: 63, rows: 24)
        session.perform(.narrowMeasure)
        #expect(session.preferences.measure == 56)
        for _ in 0..<5 { session.perform(.widenMeasure) }
        #expect(session.preferences.measure == PageGeometry.defaultMeasure)
        session.perform(.countDigit(3))
        session.perform(.widenMeasure)
        #expect(session.preferences.measure == 79, "3+ widens by three cells")
    }

    @Test func aChoiceForOneBookLeavesAnotherAsTheDefaultsSay() {
        let defaults = ReaderDefaults(justified: true, measure: 60)
        var store: [String: String] = [:]
        let first = numberedBook(paragraphs: 20)
        var session = ReaderSession(
            book: first, columns: 100, rows: 24,
            preferences: ReaderPreferences(stored: store, book: first.fingerprint, defaults: defaults))
        #expect(session.preferences.justified == true && session.geometry?.container.width == 60)
        Self.save(session.perform(.toggleJustification), into: &store)
        Self.save(session.perform(.widenMeasure), into: &store)

        let second = numberedBook(paragraphs: 21)
        let other = ReaderSession(
            book: second, columns: 100, rows: 24,
            preferences: ReaderPreferences(stored: store, book: second.fingerprint, defaults: defaults))
        #expect(other.preferences.justified == true && other.preferences.measure == 60)
        #expect(other.geometry?.container.width == 60)

        var again = ReaderSession(
            book: first, columns: 100, rows: 24,
            preferences: ReaderPreferences(stored: store, book: first.fingerprint, defaults: defaults))
        #expect(again.preferences.justified == false && again.geometry?.container.width == 64, "kept for the book")

        let effects = again.perform(.resetSettings)
        #expect(effects.last == .notice("Settings of this book reset"))
        Self.save(effects, into: &store)
        #expect(again.preferences == ReaderPreferences(book: first.fingerprint, defaults: defaults))
        #expect(again.geometry?.container.width == 60 && again.layoutManager.justifiesBodyText)
        let left = store.filter { $0.key.hasSuffix(first.fingerprint) && !$0.value.isEmpty }
        #expect(left.isEmpty, "no choice left")
    }

    @Test func theSpreadIsAutoOnOrOffAndSTogglesIt() {
        #expect(KeyBindings.command(for: .character("S")) == .action(.toggleSpread))
        #expect(KeyBindings.command(for: .character("X")) == .action(.resetSettings))
        let book = numberedBook(paragraphs: 40)
        func pages(_ spread: Spread, columns: Int) -> Int? {
            PageGeometry(columns: columns, rows: 24, spread: spread)?.pagesPerSpread
        }
        #expect(pages(.auto, columns: 140) == 2 && pages(.off, columns: 140) == 1)
        #expect(pages(.auto, columns: 100) == 1 && pages(.on, columns: 100) == 2 && pages(.on, columns: 60) == 1)
        let off = ReaderDefaults(spread: .off)
        var session = ReaderSession(
            book: book, columns: 140, rows: 24, preferences: ReaderPreferences(book: book.fingerprint, defaults: off))
        #expect(session.geometry?.pagesPerSpread == 1)
        #expect(session.perform(.toggleSpread).last == .notice("Two pages side by side"))
        #expect(session.geometry?.pagesPerSpread == 2 && session.preferences.stored["spread numbers-40-30"] == "on")
        #expect(session.perform(.toggleSpread).last == .notice("One page"))
        #expect(session.preferences.stored["spread numbers-40-30"] == "", "off is what the defaults give")
        var narrow = ReaderSession(book: book, columns: 60, rows: 24)
        #expect(narrow.perform(.toggleSpread).last == .notice("Two pages need a wider terminal"))
    }
}
