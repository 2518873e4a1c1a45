import Testing
import TextEngine

@testable import Formats

/// `text-transform`, `text-align-last`, `line-break` and `word-break` (and their `-epub-`
/// forms) read from declarations and carried by the cascade to the storage.
@Suite("CSS text properties")
struct TextPropertiesCSSTests {
    @Test func textTransformIsReadAsCSSTextSaysItsValuesCombine() {
        let table: [(String, CharacterAttributes?)] = [
            ("uppercase", .uppercase), ("lowercase", .lowercase), ("capitalize", .capitalize),
            ("full-width", .fullWidth), ("-epub-fullwidth", .fullWidth), ("full-size-kana", .fullSizeKana),
            ("none", []), ("capitalize full-width", [.capitalize, .fullWidth]),
            ("full-width full-size-kana uppercase", [.uppercase, .fullWidth, .fullSizeKana]),
            // Not valid: two cases, a keyword twice, a keyword not known. The declaration is ignored.
            ("uppercase lowercase", nil), ("full-width full-width", nil), ("upper", nil), ("none uppercase", nil),
        ]
        for (value, transform) in table {
            #expect(StyleSheet.declarations("text-transform: \(value)").textTransform == transform, "\(value)")
        }
        #expect(StyleSheet.declarations("-epub-text-transform: Uppercase").textTransform == .uppercase)
        #expect(StyleSheet.declarations("text-transform: lowercase; text-transform: bad").textTransform == .lowercase)
    }

    @Test func textAlignLastIsReadWithAutoAsItsOwnValue() {
        let table: [(String, ParagraphStyle.Alignment?)] = [
            ("start", .start), ("end", .end), ("left", .left), ("right", .right), ("center", .center),
            ("justify", .justified),
        ]
        for (value, alignment) in table {
            #expect(StyleSheet.declarations("text-align-last: \(value)").lastLineAlignment == .some(alignment))
            #expect(StyleSheet.declarations("-epub-text-align-last: \(value)").lastLineAlignment == .some(alignment))
        }
        #expect(StyleSheet.declarations("text-align-last: auto").lastLineAlignment == .some(nil))
        #expect(StyleSheet.declarations("text-align-last: middle").lastLineAlignment == nil)
    }

    @Test func lineBreakAndWordBreakAreRead() {
        let strictness: [(String, LineBreaking.Strictness?)] = [
            ("auto", .auto), ("loose", .loose), ("normal", .normal), ("strict", .strict), ("anywhere", .anywhere),
            ("tight", nil),
        ]
        for (value, expected) in strictness {
            #expect(StyleSheet.declarations("line-break: \(value)").lineBreakStrictness == expected, "\(value)")
            #expect(StyleSheet.declarations("-epub-line-break: \(value)").lineBreakStrictness == expected)
        }
        let wordBreaks: [(String, LineBreaking.WordBreak?)] = [
            ("normal", .normal), ("break-all", .breakAll), ("keep-all", .keepAll), ("break-word", .normal),
            ("all", nil),
        ]
        for (value, expected) in wordBreaks {
            #expect(StyleSheet.declarations("word-break: \(value)").wordBreak == expected, "\(value)")
            #expect(StyleSheet.declarations("-epub-word-break: \(value)").wordBreak == expected)
        }
    }

    private func storage(_ html: String) -> TextStorage {
        let importer = HTMLImporter()
        importer.add(Array(html.utf8), encoding: "UTF-8")
        return importer.storage(language: nil)
    }

    @Test func transformsAreInheritedAndNoneTakesThemAway() {
        let storage = storage(
            """
            <html><head><style>div { text-transform: uppercase full-width } .plain { text-transform: none }
            em { text-transform: lowercase }</style></head>
            <body><div><p>One <em>two</em> <span class="plain">three</span> four</p></div></body></html>
            """)
        let text = storage.string
        func attributes(of word: String) -> CharacterAttributes {
            storage.attributes(
                at: text.utf16.distance(from: text.utf16.startIndex, to: text.range(of: word)!.lowerBound)
            )
            .intersection(.textTransforms)
        }
        #expect(text == "One two three four", "the storage keeps the book's letters")
        #expect(attributes(of: "One") == [.uppercase, .fullWidth])
        #expect(attributes(of: "two") == .lowercase, "the element's own value replaces all of its parent's")
        #expect(attributes(of: "three") == [])
        #expect(attributes(of: "four") == [.uppercase, .fullWidth])
    }

    @Test func textAlignLastIsTheParagraphsAndInherited() {
        let storage = storage(
            """
            <html><body><div style="text-align-last: right"><p>One</p><p style="text-align-last: auto">Two</p></div>
            <p>Three</p></body></html>
            """)
        #expect(storage.paragraphStyle(at: 0).lastLineAlignment == .right)
        #expect(storage.paragraphStyle(at: 4).lastLineAlignment == nil)
        #expect(storage.paragraphStyle(at: 8).lastLineAlignment == nil)
    }

    @Test func breakingIsCarriedByTheRunsOfTheText() {
        let storage = storage(
            """
            <html><body><p>Plain <span style="word-break: break-all">broken <span lang="ja" \
            style="line-break: loose">ぁ</span></span> plain</p></body></html>
            """)
        let runs = storage.languageRuns.map { run in
            (storage.string(in: run.location..<min(run.location + 6, storage.length)), run.language, run.breaking)
        }
        #expect(runs.map(\.0) == ["broken", "ぁ plai", "plain"])
        #expect(runs.map(\.1) == [nil, "ja", nil])
        #expect(
            runs.map(\.2) == [
                LineBreaking(wordBreak: .breakAll), LineBreaking(strictness: .loose, wordBreak: .breakAll), .default,
            ])
    }
}
