import Testing
import TextEngine

/// A storage as the HTML importer makes ruby: a base marked `rubyBase`, then its reading in
/// full-width parentheses marked `ruby`. Each part is text ("\n" ends a paragraph), or a base
/// with its reading.
func rubyStorage(_ parts: [(text: String, reading: String?)]) -> TextStorage {
    var builder = TextStorageBuilder()
    for part in parts {
        if part.text == "\n" {
            builder.endParagraph()
            continue
        }
        if !builder.isInParagraph { builder.startParagraph(ParagraphStyle()) }
        builder.append(part.text, attributes: part.reading == nil ? [] : .rubyBase)
        if let reading = part.reading { builder.append("（\(reading)）", attributes: .ruby) }
    }
    return builder.build()
}

@Suite("Ruby beside vertical text")
struct RubyColumnTests {
    /// What a vertical page shows of `storage` in columns `rows` tall: each column's text and
    /// row, whether readings stand beside it, its clusters by row and its readings by row.
    private struct Column {
        let text: String
        let row: Int
        let readingsBeside: Bool
        let clusters: [Int: String]
        let readings: [Int: String]
    }

    private func columns(_ storage: TextStorage, rows: Int, columns: Int = 10, hidesRuby: Bool = false) -> [Column] {
        let layoutManager = LayoutManager(storage: storage)
        layoutManager.isVertical = true
        layoutManager.hidesRuby = hidesRuby
        let page = layoutManager.layoutPage(startingAt: 0, in: TextContainer(width: 2 * columns, height: rows))
        return page.lines.map { line in
            var clusters: [Int: String] = [:]
            var readings: [Int: String] = [:]
            VerticalPlacement.forEachGlyph(of: line, segmenter: layoutManager.segmenter) { glyph in
                let text = storage.string(in: glyph.range)
                if glyph.kind == .reading {
                    readings[glyph.column] = text
                } else if glyph.kind == .cluster {
                    clusters[glyph.column] = text
                }
            }
            return Column(
                text: storage.string(in: line.range), row: line.row, readingsBeside: line.readingsBeside,
                clusters: clusters, readings: readings)
        }
    }

    @Test func aReadingStandsBesideItsBaseCentredAndTakesNoRowOfTheColumn() throws {
        // あ 漢 い take rows 0-2; かん, one row longer than 漢, starts beside it and reaches one row below.
        let laidOut = columns(rubyStorage([("あ", nil), ("漢", "かん"), ("い", nil)]), rows: 10)
        let column = try #require(laidOut.first)
        #expect(laidOut.count == 1 && column.readingsBeside)
        #expect(column.clusters == [0: "あ", 1: "漢", 2: "い"], "no parenthesis, no row for the reading")
        #expect(column.readings == [1: "か", 2: "ん"])
        #expect(column.row == 1, "the readings take the row of the container before the column's")
    }

    @Test func aReadingAtAParagraphsEndStandsBesideItsBase() {
        // The paragraph's separator is no part of the reading.
        let laidOut = columns(rubyStorage([("草枕", "くさまくら"), ("\n", nil), ("あ", nil)]), rows: 10)
        #expect(laidOut.map(\.readingsBeside) == [true, false])
        #expect(laidOut.first?.readings == [0: "く", 1: "さ", 2: "ま", 3: "く", 4: "ら"])
    }

    @Test func aLongerReadingReachesPastItsBaseOnBothSidesAndStopsAtTheColumnTop() throws {
        // 東京 at rows 2-3; とうきょう is three rows longer: one above, two below.
        let middle = columns(rubyStorage([("ああ", nil), ("東京", "とうきょう")]), rows: 10)
        #expect(middle.first?.readings == [1: "と", 2: "う", 3: "き", 4: "ょ", 5: "う"])
        // At the column's top it starts beside the base and reaches three rows below.
        let top = columns(rubyStorage([("東京", "とうきょう"), ("です", nil)]), rows: 10)
        #expect(top.first?.readings == [0: "と", 1: "う", 2: "き", 3: "ょ", 4: "う"])
        #expect(top.first?.clusters == [0: "東", 1: "京", 2: "で", 3: "す"])
    }

    @Test func aShorterReadingIsCentredOnItsBase() {
        let laidOut = columns(rubyStorage([("一昨昨日", "さき")]), rows: 10)
        #expect(laidOut.first?.readings == [1: "さ", 2: "き"])
    }

    @Test func aReadingWithoutRoomStaysInItsLineInParentheses() throws {
        // うけたまわ is four rows longer than 承: more than the three a reading may reach past its base.
        let long = try #require(columns(rubyStorage([("承", "うけたまわ"), ("る", nil)]), rows: 12).first)
        #expect(!long.readingsBeside && long.readings.isEmpty && long.row == 0)
        #expect(long.clusters.sorted { $0.key < $1.key }.map(\.value).joined() == "承（うけたまわ）る")
        // やまみち takes rows 0-3 beside 山路; のぼ would have to start below 登 (row 2): it stays in the line.
        let crowded = try #require(columns(rubyStorage([("山路", "やまみち"), ("登", "のぼ"), ("る", nil)]), rows: 12).first)
        #expect(crowded.readingsBeside && crowded.readings == [0: "や", 1: "ま", 2: "み", 3: "ち"])
        #expect(crowded.clusters.sorted { $0.key < $1.key }.map(\.value).joined() == "山路登（のぼ）る")
    }

    @Test func aBaseAndItsReadingAreNeverPartedAndAReadingNeverReachesPastItsColumn() {
        // Four rows: 漢 would stand in row 3 with かん reaching a row below the column, so both go on.
        let laidOut = columns(rubyStorage([("あいう", nil), ("漢", "かん"), ("字", nil)]), rows: 4)
        #expect(laidOut.map(\.text) == ["あいう", "漢（かん）字"])
        #expect(laidOut.map(\.readingsBeside) == [false, true])
        #expect(laidOut.map(\.row) == [0, 2], "the second column's readings take row 1")
        #expect(laidOut.last?.readings == [0: "か", 1: "ん"])
        // ICU would break between 漢 and 字 of a two-character base, and before its reading's parenthesis.
        let base = columns(rubyStorage([("あいう", nil), ("漢字", "かんじ")]), rows: 4)
        #expect(base.map(\.text) == ["あいう", "漢字（かんじ）"])
    }

    @Test func aPageOfOneColumnKeepsTheReadingsInTheLine() {
        let laidOut = columns(rubyStorage([("漢", "かん"), ("字", nil)]), rows: 10, columns: 1)
        #expect(laidOut.map(\.text) == ["漢（かん）字"] && laidOut.map(\.readingsBeside) == [false])
        #expect(laidOut.first?.clusters.count == 6)
    }

    @Test func hiddenReadingsTakeNeitherRowsNorAColumn() {
        let laidOut = columns(rubyStorage([("漢", "かん"), ("字", nil)]), rows: 10, hidesRuby: true)
        #expect(laidOut.map(\.readingsBeside) == [false] && laidOut.first?.clusters == [0: "漢", 1: "字"])
        #expect(laidOut.first?.readings.isEmpty == true)
    }

    @Test func horizontalTextKeepsItsReadingsInParentheses() {
        let storage = rubyStorage([("漢", "かん"), ("字", nil)])
        let page = LayoutManager(storage: storage).layoutPage(startingAt: 0, in: TextContainer(width: 20, height: 5))
        #expect(page.lines.map(\.readingsBeside) == [false] && page.lines.map(\.width) == [12])
    }

    @Test(arguments: ["漢字\u{3000}", "漢字\u{200B}", "漢字\u{AD}", "漢字 "])
    func aReadingAfterABaseEndingInASpaceOrAnInvisibleCharacterIsShown(base: String) {
        let laidOut = columns(rubyStorage([(base, "か")]), rows: 8)
        #expect(laidOut.map(\.readingsBeside) == [true] && laidOut.first?.readings.values.sorted() == ["か"])
    }

    @Test func theBaseOfAReadingStartsAfterATabOrALineSeparatorInIt() {
        // The tab takes 山 to the stop at row 8, where 路 stands: みち beside it, not beside the tab.
        let tab = columns(rubyStorage([("山\t路", "みち")]), rows: 20)
        #expect(tab.first?.clusters[8] == "路" && tab.first?.readings == [8: "み", 9: "ち"])
        let separator = columns(rubyStorage([("山\u{2028}路", "みち")]), rows: 20)
        #expect(separator.map(\.text) == ["山\u{2028}", "路（みち）"], "a line separator in a base still ends its column")
        #expect(separator.last?.readings == [0: "み", 1: "ち"])
    }

    @Test func severalReadingsOfABaseShowBesideItWithoutParenthesesOrWhiteSpace() {
        let laidOut = columns(rubyStorage([("山", " や）（ま "), ("だ", nil)]), rows: 10)
        #expect(laidOut.first?.readings == [0: "や", 1: "ま"] && laidOut.first?.clusters == [0: "山", 1: "だ"])
    }

    @Test func aReadingBesideItsBaseIsNeverLeftBehindByABreak() {
        // 。 may not start a column: the run 山（や）。。。。 is broken where it can, after the reading.
        let laidOut = columns(rubyStorage([("山", "や"), ("。。。。", nil)]), rows: 3)
        #expect(laidOut.map(\.text) == ["山（や）", "。。。", "。"])
        #expect(laidOut.first?.readingsBeside == true && laidOut.first?.readings == [0: "や"])
    }

    @Test func aReadingLongerThanTheRoomBesideItsBaseGoesOnInParentheses() {
        // さきおととい would reach a sixth row of a five-row column: in parentheses, over the next columns.
        let laidOut = columns(rubyStorage([("あ", nil), ("一昨昨日", "さきおととい"), ("に", nil)]), rows: 5)
        #expect(laidOut.map(\.text) == ["あ", "一昨昨日", "（さきおと", "とい）に"])
        #expect(laidOut.allSatisfy { !$0.readingsBeside })
    }

    @Test func aBaseLongerThanAColumnIsBrokenAndItsReadingStandsBesideItsLastPart() {
        let base = String(repeating: "長", count: 40)
        let storage = rubyStorage([(base, "ながい"), ("。", nil)])
        let laidOut = columns(storage, rows: 12, columns: 20)
        #expect(laidOut.map(\.text).joined() == storage.string)
        #expect(laidOut.dropLast().allSatisfy { !$0.readingsBeside } && laidOut.last?.readingsBeside == true)
        #expect(laidOut.last?.readings.values.sorted() == ["い", "が", "な"])
    }

}
