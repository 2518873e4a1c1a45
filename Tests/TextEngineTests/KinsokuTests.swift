import PropertyBased
import Testing
import TextEngine

/// Kinsoku: characters that may not start a line, in Japanese text and in runs wider than the line.
@Suite("Line-start rules", .replayedSeed)
struct KinsokuTests {
    /// JLREQ's characters not starting a line (strict): closing brackets and punctuation, small
    /// kana and the prolonged sound mark; written out here, not taken from ICU.
    static let japaneseForbiddenStarts = Set("ぁぃぅぇぉっゃゅょゎゕゖァィゥェォッャュョヮヵヶー。、，．」』）〉》】！？：；・")
    static let japanesePieces = [
        "ちょっと", "コーヒー", "キャッシュ", "ジェット", "を飲みましょう", "が効かない", "シャッター", "ぁ", "ゃ", "ー",
        "。", "、", "「", "」", "東京", "ファイル", "ヴェニス", "です。", "きゃっ", "ゅ",
    ]

    @Test(arguments: [nil, "ja", "ja-JP", "ja_JP"])
    func japaneseBreaksStrictly(language: String?) {
        let text = "ちょっとコーヒーを飲みましょう。キャッシュが効かないとき、シャッターを閉めてジェットエンジンのファイルを見ると、きゃっと驚く。"
        for width in 6...40 {
            let layout = LaidOut(text, width: width, language: language)
            #expect(layout.lineTexts.joined() == text)
            for line in layout.lineTexts.dropFirst() {
                #expect(
                    !Self.japaneseForbiddenStarts.contains(line.first!),
                    "\(line) starts a line at \(width) cells, \(language ?? "untagged")")
            }
        }
    }

    @Test func randomJapaneseTaggedJaNeverStartsALineWithAForbiddenCharacter() async {
        let texts = Gen.int(in: 0...(Self.japanesePieces.count - 1)).array(of: 1...60).map {
            $0.map { Self.japanesePieces[$0] }.joined()
        }
        await propertyCheck(count: 200, input: texts, Gen.int(in: 8...60)) { text, width in
            let layout = LaidOut(text, width: width, language: "ja")
            let lines = layout.lineTexts
            for (index, line) in lines.enumerated().dropFirst() {
                guard let first = line.first, Self.japaneseForbiddenStarts.contains(first) else { continue }
                // Only a run of forbidden characters wider than the line may leave no choice: the
                // line before holds one character that goes along, or only forbidden ones.
                let previous = lines[index - 1]
                #expect(
                    previous.count == 1 || previous.allSatisfy { Self.japaneseForbiddenStarts.contains($0) },
                    "\(line) starts a line after \(previous) at \(width) cells")
            }
        }
    }

    @Test func aRunWiderThanTheLineBacksOffSoPunctuationGoesAlong() {
        #expect(LaidOut("abcdefghij,", width: 10).lineTexts == ["abcdefghi", "j,"])
        #expect(
            LaidOut("http://example.org/averyveryverylongname, then", width: 20).lineTexts.allSatisfy {
                !$0.hasPrefix(",")
            })
        #expect(LaidOut("abcdefgh」。", width: 10).lineTexts == ["abcdefg", "h」。"])
        #expect(LaidOut("中文字一」。", width: 10, language: "zh").lineTexts == ["中文字", "一」。"])
        // A letter before more punctuation than a line holds goes first alone; a line of
        // punctuation alone keeps all it holds.
        #expect(LaidOut("a。。。。。。", width: 6).lineTexts == ["a", "。。。", "。。。"])
    }

    /// Characters UAX #14 keeps off a line's start, as this test knows them.
    static let forbiddenStarts = Set("。，、」』）！？：；.,;:!?)]")
    static let pieces =
        LayoutPropertyTests.pieces + [
            "http://example.org/a/very/long/path", ",", ".", "!?", "」。", "』", "）", ";",
            String(repeating: "x", count: 40) + ".",
            String(repeating: "漢", count: 50) + "」。", "e\u{301}!",
        ]

    @Test func noLineStartsWithForbiddenPunctuationWhileTheLineBeforeCouldTakeIt() async {
        let texts = Gen.int(in: 0...(Self.pieces.count - 1)).array(of: 0...60).map {
            $0.map { Self.pieces[$0] }.joined()
        }
        await propertyCheck(count: 300, input: texts, Gen.int(in: 1...80)) { text, width in
            let layout = LaidOut(text, width: width)
            let storage = layout.storage
            for (index, line) in layout.lines.enumerated().dropFirst() {
                let start = line.range.lowerBound
                let text = storage.string(in: line.range)
                guard let first = text.first, Self.forbiddenStarts.contains(first) else { continue }
                let previous = storage.string(in: layout.lines[index - 1].range)
                // A paragraph, a hard break or a zero-width space (a break the text asks for) may
                // come before anything.
                guard !TextStorage.isParagraphSeparator(storage[start - 1]),
                    let last = previous.last(where: { $0 != " " && $0 != "\t" && $0 != "\u{3000}" }),
                    !["\u{2028}", "\r", "\u{85}", "\r\n", "\u{200B}"].contains(last)
                else { continue }
                let shown = previous.trimmingSpaces
                #expect(
                    shown.count == 1
                        || shown.allSatisfy { Self.forbiddenStarts.contains($0) || " \t\u{3000}".contains($0) },
                    "\(text.prefix(8)) starts a line after \(previous) at \(width) cells")
            }
        }
    }

    @Test func anOpeningBracketNeverEndsALineBrokenInsideARunWiderThanIt() {
        // No break opportunity inside either run: each is broken at a grapheme, but not after ( or 「.
        #expect(LaidOut("abc(defghijkl", width: 4).lineTexts == ["abc", "(def", "ghij", "kl"])
        #expect(LaidOut("ab「cdefgh", width: 3).lineTexts.allSatisfy { !$0.hasSuffix("「") })
    }

}
