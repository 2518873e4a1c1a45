import Testing
import TextEngine

/// Ruby shown in parentheses in a horizontal line: a line never breaks inside a reading that
/// a line can hold.
@Suite("Ruby in horizontal lines")
struct HorizontalRubyTests {
    static let parts: [(text: String, reading: String?)] = [
        ("その", nil), ("両隣", "りょうどなり"), ("の家には", nil), ("山路", "やまみち"), ("を", nil),
        ("登", "のぼ"), ("りながら、こう考えた。", nil), ("智", "ち"), ("に働けば角が立つ。", nil),
        ("情", "じょう"), ("に棹させば流される。", nil),
    ]

    /// Where each line of the first page of `storage`, laid out `width` cells wide, ends.
    private func lineEnds(_ storage: TextStorage, width: Int) -> [Int] {
        let layoutManager = LayoutManager(storage: storage)
        let page = layoutManager.layoutPage(startingAt: 0, in: TextContainer(width: width, height: 100))
        return page.lines.map(\.range.upperBound)
    }

    @Test func noLineBreaksInsideAReading() {
        let storage = rubyStorage(Self.parts)
        let text = storage.string
        // The readings, parentheses included, and the cells each takes (two a character here).
        var readings: [(range: Range<Int>, cells: Int)] = []
        var offset = 0
        for part in Self.parts {
            offset += part.text.utf16.count
            if let reading = part.reading {
                let count = reading.utf16.count + 2
                readings.append((offset..<(offset + count), 2 * count))
                offset += count
            }
        }
        #expect(storage.string(in: readings[0].range) == "（りょうどなり）")
        for width in 2...40 {
            let ends = lineEnds(storage, width: width)
            #expect(ends.last == text.utf16.count, "every character is laid out at \(width)")
            for end in ends.dropLast() {
                let inside = readings.first {
                    $0.cells <= width && $0.range.lowerBound < end && end < $0.range.upperBound
                }
                #expect(inside == nil, "a line \(width) cells wide ends at \(end), inside a reading")
            }
        }
    }

    @Test func theReadingsOfTheExampleStayWhole() {
        // 両隣（りょうど / な）り was seen at the width where 両隣（りょうど fills a line.
        let storage = rubyStorage([("両隣", "りょうどな"), ("り", nil)])
        let ends = lineEnds(storage, width: 14)
        let lines = zip([0] + ends, ends).map { storage.string(in: $0..<$1) }
        #expect(lines == ["両隣", "（りょうどな）", "り"])
    }
}
