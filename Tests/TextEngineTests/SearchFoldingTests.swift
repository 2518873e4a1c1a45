import Foundation
import PropertyBased
import Testing

@testable import TextEngine

/// What a keyboard cannot type is found by what it can: quotes, apostrophes, dashes, ellipses.
@Suite("Search folding", .replayedSeed)
struct SearchFoldingTests {
    private func found(_ phrase: String, in text: String) -> [String] {
        let storage = TextStorage(text)
        return TextSearch.hits(of: phrase, in: storage).map { storage.string(in: $0) }
    }

    @Test func typedPunctuationFindsTheBooks() {
        let cases: [(phrase: String, text: String, hits: [String])] = [
            ("don't", "I don’t know; I DON‘T; I donʼt; I don't.", ["don’t", "DON‘T", "donʼt", "don't"]),
            ("Pepys's", "Mr. Pepys’s diary", ["Pepys’s"]),
            ("5'", "a height of 5′ 4″", ["5′"]),
            ("\"Sir", "“Sir,” he said. „Sir‟ «Sir» ‟sir", ["“Sir", "„Sir", "«Sir", "‟sir"]),
            ("4\"", "5′ 4″ tall", ["4″"]),
            ("sir\"", "“Sir,” and «sir»", ["sir»"]),
            (
                "1914-18", "in 1914–18, 1914—18, 1914‐18, 1914‑18, 1914‒18, 1914―18",
                [
                    "1914–18", "1914—18", "1914‐18", "1914‑18", "1914‒18", "1914―18",
                ]
            ),
            ("-3", "minus −3 or -3", ["−3", "-3"]),
            ("wait...", "wait… and WAIT... then", ["wait…", "WAIT..."]),
            ("wait…", "wait… and wait...", ["wait…", "wait..."]),
            ("…", "so… and so...", ["…", "..."]),
            ("don’t", "don't and don’t", ["don't", "don’t"]),
        ]
        for entry in cases {
            #expect(found(entry.phrase, in: entry.text) == entry.hits, "\(entry.phrase) in \(entry.text)")
        }
    }

    @Test func aHitNeverTakesPartOfAnEllipsis() {
        #expect(found("wait.", in: "wait… wait.") == ["wait."])
        #expect(found("..", in: "so…").isEmpty)
    }

    @Test func hitsAreTheBooksOwnOffsets() {
        let storage = TextStorage("“Sir” — he… don’t")
        let hits = TextSearch.hits(of: "don't", in: storage)
        #expect(hits == [12..<17])
        #expect(TextSearch.hits(of: "he...", in: storage) == [8..<11])
        #expect(TextSearch.hits(of: "\"sir\" -", in: storage) == [0..<7])
    }

    static let pieces = [
        "don", "DON", "t", "sir", "Sir", "wait", "a", "B", " ", "'", "’", "‘", "ʼ", "′", "\"", "“", "”", "„", "«",
        "»", "″", "-", "–", "—", "−", "‑", "...", "…", ".", ",", "18",
    ]
    static let texts = Gen.int(in: 0...(pieces.count - 1)).array(of: 0...40).map { $0.map { pieces[$0] }.joined() }
    static let phrases = Gen.int(in: 0...(pieces.count - 1)).array(of: 1...3).map { $0.map { pieces[$0] }.joined() }

    @Test func searchAgreesWithAReferenceFolding() async {
        await propertyCheck(count: 400, input: Self.texts, Self.phrases) { text, phrase in
            let storage = TextStorage(text)
            let hits = TextSearch.hits(of: phrase, in: storage).map { range in
                let utf16 = text.utf16
                let lower = utf16.index(utf16.startIndex, offsetBy: range.lowerBound)
                let upper = utf16.index(utf16.startIndex, offsetBy: range.upperBound)
                return text.distance(from: text.startIndex, to: lower)..<text.distance(from: text.startIndex, to: upper)
            }
            #expect(hits == ReferenceSearch.hits(of: phrase, in: text), "\(phrase) in \(text)")
        }
    }
}

/// A second search, slow and simple: each character folded to what a keyboard types, then
/// Foundation's case-insensitive comparison at every place; a hit takes whole characters.
enum ReferenceSearch {
    static func fold(_ character: Character) -> String {
        switch character {
        case "’", "‘", "ʼ", "′": "'"
        case "“", "”", "„", "‟", "«", "»", "″": "\""
        case "‐", "‑", "‒", "–", "—", "―", "−": "-"
        case "…": "..."
        default: String(character)
        }
    }

    /// The character ranges of the leftmost hits that do not overlap.
    static func hits(of phrase: String, in text: String) -> [Range<Int>] {
        let key = Array(phrase.map(fold).joined())
        var folded: [Character] = []
        var origin: [Int] = []
        var starts: Set<Int> = []
        for (index, character) in text.enumerated() {
            starts.insert(folded.count)
            let part = fold(character)
            folded += part
            origin += Array(repeating: index, count: part.count)
        }
        starts.insert(folded.count)
        var hits: [Range<Int>] = []
        var start = 0
        while !key.isEmpty, start + key.count <= folded.count {
            let end = start + key.count
            let same =
                String(folded[start..<end]).compare(
                    String(key), options: [.caseInsensitive, .diacriticInsensitive]) == .orderedSame
            if same, starts.contains(start), starts.contains(end) {
                hits.append(origin[start]..<(origin[end - 1] + 1))
                start = end
            } else {
                start += 1
            }
        }
        return hits
    }
}
