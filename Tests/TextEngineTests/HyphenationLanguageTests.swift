import Foundation
import Testing

@testable import TextEngine

/// Whether hyphen-LANGUAGE's pattern file is installed.
private func installed(_ file: String) -> Bool {
    FileManager.default.fileExists(atPath: "/usr/share/hyphen/\(file)")
}

@Suite("Hyphenation beyond English")
struct HyphenationLanguageTests {
    // The points libhyphen itself allows, as letters before the hyphen: found once with
    // libhyphen.so.0's hnj_hyphen_hyphenate2 called from python3 through ctypes, on the word
    // lowercased and encoded in the charset the .dic file names (UTF-8, ISO8859-1, KOI8-R).
    static let french: [String: Set<Int>] = [
        "détermination": [2, 5, 7, 9], "indépendance": [2, 4, 7], "pérégrination": [2, 4, 7, 9],
        "élémentaire": [3, 6], "caractéristique": [2, 5, 7, 10], "européennes": [2, 4],
        "développement": [2, 4, 7, 9], "extrêmement": [2, 5, 7], "préoccupation": [3, 5, 7, 9],
        "réglementation": [2, 5, 8, 10], "hétérogénéité": [2, 4, 6, 8, 11],
    ]
    static let german: [String: Set<Int>] = [
        "Überraschungsmoment": [4, 6, 13, 15], "Größenordnung": [3, 6, 9], "Schönheitsköniginnen": [5, 10, 12, 14, 17],
        "Straßenbahnhaltestelle": [4, 7, 11, 14, 16, 20], "Bevölkerungsentwicklung": [2, 5, 7, 12, 15, 19],
        "Äußerlichkeiten": [2, 4, 5, 9, 12], "Müllverbrennungsanlage": [4, 7, 11, 16, 18, 20],
    ]
    static let russian: [String: Set<Int>] = [
        "безопасность": [3, 7], "достопримечательность": [2, 10, 16], "предупреждение": [8, 11],
        "электричество": [4, 7, 9],
    ]

    static let frenchText = """
        La détermination et l'indépendance ! Une pérégrination élémentaire, extrêmement caractéristique ; \
        une préoccupation des pays européennes ? « Le développement » de la réglementation : une hétérogénéité.
        """
    static let germanText = """
        Das Überraschungsmoment und die Größenordnung der Schönheitsköniginnen an der Straßenbahnhaltestelle, \
        die Bevölkerungsentwicklung und die Äußerlichkeiten der Müllverbrennungsanlage.
        """
    static let russianText = "Его безопасность и достопримечательность, его предупреждение и электричество."

    /// Every hyphen of `text` set justified at widths 12 to 40: the broken word, and the letters before the hyphen.
    static func hyphens(in text: String, language: String) -> [(word: String, point: Int)] {
        let paragraph = Array(repeating: text, count: 3).joined(separator: " ")
        return (12...40).flatMap { width in
            let layout = LaidOut(paragraph, width: width, language: language, justified: true)
            return layout.lines.filter(\.hyphenated).map { line in
                let before = layout.storage.string(in: 0..<line.range.upperBound).reversed().prefix(while: \.isLetter)
                    .reversed()
                let after = layout.storage.string(in: line.range.upperBound..<layout.storage.length).prefix(
                    while: \.isLetter)
                return (String(before) + after, before.count)
            }
        }
    }

    /// Every hyphen is at a point the patterns allow, three letters from each end; some are in
    /// words with letters beyond ASCII.
    static func expectPatternsAllow(_ hyphens: [(word: String, point: Int)], _ oracle: [String: Set<Int>]) {
        #expect(hyphens.count > 10)
        #expect(hyphens.contains { !$0.word.allSatisfy(\.isASCII) && !$0.word.prefix($0.point).allSatisfy(\.isASCII) })
        for (word, point) in hyphens {
            #expect(oracle[word]?.contains(point) == true, "\(word) hyphenated after \(point) letters")
            #expect(point >= 3 && word.count - point >= 3, "\(word) hyphenated after \(point) letters")
        }
    }

    @Test(.enabled(if: installed("hyph_fr.dic"), "hyphen-fr is not installed"))
    func accentedFrenchWordsHyphenateWherePatternsAllow() {
        Self.expectPatternsAllow(Self.hyphens(in: Self.frenchText, language: "fr"), Self.french)
    }

    @Test(.enabled(if: installed("hyph_de_AT.dic"), "hyphen-de is not installed"))
    func germanWordsHyphenateFromISO8859Patterns() {
        Self.expectPatternsAllow(Self.hyphens(in: Self.germanText, language: "de-AT"), Self.german)
    }

    @Test(.enabled(if: installed("hyph_ru_RU.dic"), "hyphen-ru is not installed"))
    func russianWordsHyphenateFromKOI8Patterns() {
        Self.expectPatternsAllow(Self.hyphens(in: Self.russianText, language: "ru"), Self.russian)
    }

    @Test(.enabled(if: installed("hyph_de_DE.dic"), "hyphen-de is not installed"))
    func aLanguageRunHyphenatesInItsLanguage() {
        // An English book quoting a German word: the word's run says German.
        let text = "An English sentence with the Überraschungsmoment"
        let start = text.utf16.count - "Überraschungsmoment".utf16.count
        let storage = TextStorage(
            units: Array(text.utf16), language: "en",
            languageRuns: [LanguageRun(location: 0, language: nil), LanguageRun(location: start, language: "de")])
        let layout = LaidOut(storage: storage, width: 38, height: 10, justified: true)
        // German Über-ra-schungs: Überra fits the 8 cells before the hyphen (English patterns
        // allow only Über-raschungsmo-ment).
        #expect(layout.lineTexts.first == "An English sentence with the Überra")
        #expect(layout.lines.first?.hyphenated == true)
    }

    @Test(.enabled(if: installed("hyph_de_DE.dic"), "hyphen-de is not installed"))
    func aWordWiderThanTheLineBreaksAtItsPointsHoweverLongAndHoweverManyHyphensInARow() {
        // 80 letters; libhyphen (called through ctypes) allows a hyphen after 5, 10, 16, 22, 26, 29, 31,
        // 33, 36, 41, 43, 49, 53, 56, 58, 59, 61, 63, 65, 68, 70 and 74 of them: each line takes the last
        // point that fits with its hyphen, more than two hyphens in a row if need be.
        let word = "Donaudampfschifffahrtselektrizitätenhauptbetriebswerkbauunterbeamtengesellschaft"
        let thirty = LaidOut(word, width: 30, language: "de", justified: true)
        #expect(
            thirty.lineTexts == [
                "Donaudampfschifffahrtselektri", "zitätenhauptbetriebswerkbauun", "terbeamtengesellschaft",
            ])
        let twenty = LaidOut(word, width: 20, language: "de", justified: true)
        #expect(
            twenty.lineTexts == [
                "Donaudampfschiff", "fahrtselektrizitä", "tenhauptbetriebs", "werkbauunterbeamten", "gesellschaft",
            ])
        #expect(twenty.lines.map(\.hyphenated) == [true, true, true, true, false])
    }

    @Test(.enabled(if: installed("hyph_fr.dic"), "hyphen-fr is not installed"))
    func combiningAndAstralLettersMapToTheirCodeUnits() {
        // dé-ter-mi-na-tion; a word wider than the line breaks at its last point that fits
        // 7 cells (and the hyphen), whatever code units its letters take.
        #expect(LaidOut("détermination", width: 8, language: "fr", justified: true).lineTexts == ["détermi", "nation"])
        let decomposed = LaidOut("de\u{301}termination", width: 8, language: "fr", justified: true)
        #expect(decomposed.lineTexts == ["de\u{301}termi", "nation"])
        #expect(decomposed.lines.map(\.range.upperBound) == [8, 14])
        // U+1D403 MATHEMATICAL BOLD CAPITAL D, two code units, one letter (its points from the oracle too).
        let astral = LaidOut("\u{1D403}e\u{301}termination", width: 8, language: "fr", justified: true)
        #expect(astral.lineTexts == ["\u{1D403}e\u{301}termi", "nation"])
        #expect(astral.lines.map(\.range.upperBound) == [9, 15])
        #expect(astral.lines.first?.width == 8)
        // Narrower: dé-ter (5 letters, 7 units) beats mi.
        #expect(
            LaidOut("\u{1D403}e\u{301}termination", width: 6, language: "fr", justified: true).lines.first?.range
                .upperBound == 7)
    }

    @Test(.enabled(if: installed("hyph_fr.dic"), "hyphen-fr is not installed"))
    func apostrophesSeparateWordsThatHyphenateOnTheirOwn() {
        // l'in-dé-pen-dance: the part after the apostrophe is a word of its own.
        let layout = LaidOut("Voici toute l'indépendance", width: 19, language: "fr", justified: true)
        #expect(layout.lineTexts.first == "Voici toute l'indé")
        #expect(layout.lines.first?.hyphenated == true)
    }

    @Test func languagesMapToTheBestInstalledPatternFile() {
        let directory = "/usr/share/hyphen/"
        #expect(Hyphenator.patternFile(for: nil) == directory + "hyph_en.dic")
        #expect(Hyphenator.patternFile(for: "en_US") == directory + "hyph_en_US.dic")
        #expect(Hyphenator.patternFile(for: "zh-Hant") == nil)
        #expect(Hyphenator.patternFile(for: "ja") == nil)
        #expect(Hyphenator.patternFile(for: "zz") == nil)
        if installed("hyph_pt_BR.dic") && installed("hyph_pt.dic") {
            #expect(Hyphenator.patternFile(for: "pt-BR") == directory + "hyph_pt_BR.dic")
            #expect(Hyphenator.patternFile(for: "pt") == directory + "hyph_pt.dic")
            #expect(Hyphenator.patternFile(for: "pt-AO") == directory + "hyph_pt.dic")
        }
        if installed("hyph_de_CH.dic") {
            #expect(Hyphenator.patternFile(for: "de-CH-1996") == directory + "hyph_de_CH.dic")
            #expect(Hyphenator.patternFile(for: "de-Latn-AT") == directory + "hyph_de_AT.dic")
        }
        if installed("hyph_pl_PL.dic") {
            // No hyph_pl.dic: any file of the language.
            #expect(Hyphenator.patternFile(for: "pl") == directory + "hyph_pl_PL.dic")
        }
    }

    static let frenchPunctuation = """
        Il dit : « Bonjour » puis il demande ; pourquoi pas ? Vraiment ! Elle répond « non » et \
        « peut-être » : c'est ainsi ; alors « oui » ! Mais « jamais » ? Ou bien : « toujours ».
        """

    /// The lines of `text` at every width from 10 to 60, each trimmed of its hanging spaces.
    static func lines(of text: String, language: String) -> [String] {
        (10...60).flatMap { width in
            LaidOut(text, width: width, language: language, justified: true).lineTexts.map {
                String($0.reversed().drop(while: { $0 == " " }).reversed())
            }
        }
    }

    @Test func frenchKeepsItsSpacesBeforePunctuationAndInsideQuotes() {
        let lines = Self.lines(of: Self.frenchPunctuation, language: "fr-CA")
        for line in lines {
            #expect(!";:!?»".contains(line.first ?? "a"), "a French line starts with punctuation: \(line)")
            #expect(!(line == "«" || line.hasSuffix(" «")), "a French line ends with «: \(line)")
        }
        // Untagged and English text break after « like any opening quote followed by a space.
        #expect(Self.lines(of: Self.frenchPunctuation, language: "en").contains { $0.hasSuffix(" «") })
    }

    @Test func noBreakSpacesNeverBreak() {
        let text = "Il dit\u{202F}: «\u{A0}Bonjour\u{A0}» puis\u{A0}; pourquoi pas\u{202F}? Vraiment\u{202F}!"
        for line in Self.lines(of: text, language: "fr") {
            #expect(!";:!?»".contains(line.first ?? "a") && !line.hasSuffix("«"), "\(line)")
        }
    }
}
