import Foundation
import TestSupport
import Testing

/// Justified German in a real terminal: words with umlauts and ß take hyphens from German
/// patterns, which load meanwhile (they take libhyphen seconds) while the page is already shown.
@Suite("Hyphenation in tmux", .serialized)
struct HyphenationInTmuxTests {
    private let temporary = TemporaryDirectory()

    @Test(
        .enabled(
            if: FileManager.default.fileExists(atPath: "/usr/share/hyphen/hyph_de_DE.dic"), "hyphen-de is not installed"
        ))
    func accentedGermanWordsHyphenateInJustifiedText() throws {
        let path = temporary.path + "/buch.html"
        let words = [
            "die", "Größenordnung", "der", "Überraschungsmomente", "war", "außerordentlich", "und",
            "Bevölkerungsentwicklung",
            "Müllverbrennungsanlage", "Äußerlichkeiten", "Straßenbahnhaltestelle", "Frühlingsgefühle",
            "Schönheitsköniginnen",
            "Rückversicherungsgesellschaft", "wuchs", "beständig", "Gemütlichkeit",
        ]
        // Words in an order that repeats only after many lines, so that lines end at many words.
        var seed: UInt64 = 7
        let text = (0..<240).map { _ in
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return words[Int(seed >> 33) % words.count]
        }.joined(separator: " ")
        try """
        <html lang="de"><head><style>p { text-align: justify }</style></head><body><p>\(text).</p></body></html>
        """.write(toFile: path, atomically: false, encoding: .utf8)
        let tmux = try Tmux(columns: 80, rows: 24)
        try tmux.type("XDG_STATE_HOME='\(temporary.path)/state' '\(Command.reader)' '\(path)'")
        _ = try tmux.waitFor { $0.contains("ä") || $0.contains("ö") || $0.contains("ü") }
        // A line ends with a drawn hyphen after letters, the word it breaks having a letter
        // outside ASCII (ä, ö, ü, ß) on one side of the break or the other.
        let screen = try tmux.waitFor(timeout: 30) { screen in
            Self.hyphenatedWords(screen).contains { !$0.allSatisfy(\.isASCII) }
        }
        let broken = Self.hyphenatedWords(screen)
        #expect(
            broken.allSatisfy { word in
                words.contains(
                    word.replacingOccurrences(of: "-", with: "").trimmingCharacters(in: .punctuationCharacters))
            },
            "only the book's words are broken, each at one place: \(broken)")
    }

    /// The words broken at the ends of the screen's lines, joined again with their hyphen:
    /// `Größen-ordnung`.
    static func hyphenatedWords(_ screen: String) -> [String] {
        let rows = screen.split(separator: "\n", omittingEmptySubsequences: false).map {
            $0.trimmingCharacters(in: .whitespaces)
        }
        return zip(rows, rows.dropFirst()).compactMap { row, next -> String? in
            guard row.hasSuffix("-"), let head = row.split(separator: " ").last, head.count > 1,
                let tail = next.split(separator: " ").first
            else { return nil }
            return String(head + tail)
        }
    }
}
