import PropertyBased
import Testing
import TextEngine

/// Pages found from a page break of the book, not from its start, are those of a full layout:
/// a place far ahead is shown without laying out what comes before it.
@Suite("Pages found from a page break", .replayedSeed)
struct PageRunTests {
    private func page(holding offset: Int, in ranges: [Range<Int>]) -> Int {
        ranges.firstIndex { $0.contains(offset) } ?? ranges.count - 1
    }

    @Test func walkingBackAndOnFromAPlaceGivesTheFullLayoutsPages() async {
        await propertyCheck(
            count: 300, input: LayoutPropertyTests.texts, Gen.int(in: 1...80), Gen.int(in: 1...12),
            Gen.int(in: 0...1000), Gen.int(in: 0...10_000)
        ) { text, width, height, seed, place in
            let storage = styledStorage(text, seed: seed)
            let container = TextContainer(width: width, height: height)
            let full = fullLayout(of: storage, in: container)
            let index = PageIndex(layoutManager: LayoutManager(storage: storage), container: container)
            let offset = place % (storage.length + 1)
            let expected = page(holding: offset, in: full)
            let found = index.index(containing: offset)
            #expect(index.range(at: found) == full[expected])

            var back = [index.range(at: found)]
            var current = found
            while let previous = index.pageBefore(current) {
                back.append(index.range(at: previous))
                current = previous
            }
            #expect(current == 0)
            #expect(Array(back.reversed()) == Array(full[...expected]), "back to the first page")
            #expect(index.isNumbered(expected) && index.number(containing: offset) == expected)

            current = expected
            var on: [Range<Int>] = []
            while let next = index.pageAfter(current) {
                on.append(index.range(at: next))
                current = next
            }
            #expect(on == Array(full[(expected + 1)...]), "on to the last page")
            #expect(index.isComplete && index.allStarts == full.map(\.lowerBound))
        }
    }

    @Test func jumpsAndBackgroundLayoutInAnyOrderJoinIntoTheFullLayout() async {
        let operations = Gen.int(in: 0...10_000).array(of: 1...12)
        await propertyCheck(
            count: 200, input: LayoutPropertyTests.texts, Gen.int(in: 1...60), Gen.int(in: 1...10),
            Gen.int(in: 0...1000), operations
        ) { text, width, height, seed, operations in
            let storage = styledStorage(text, seed: seed)
            let container = TextContainer(width: width, height: height)
            let full = fullLayout(of: storage, in: container)
            let index = PageIndex(layoutManager: LayoutManager(storage: storage), container: container)
            read(index, length: storage.length, operations: operations) { anchor, operation in
                let shown = index.range(at: index.index(containing: anchor))
                #expect(shown == full[page(holding: anchor, in: full)], "after operation \(operation)")
            }
            #expect(index.count == full.count)
            #expect(index.indices.map { index.range(at: $0) } == full)
        }
    }

    /// A book of chapters, each starting a new page, of a few paragraphs each.
    private func chapteredStorage(chapters: Int) -> (storage: TextStorage, chapterStarts: [Int]) {
        var text = ""
        var styles: [ParagraphStyleRun] = []
        var starts: [Int] = []
        var heading = ParagraphStyle()
        heading.pageBreakBefore = true
        for chapter in 1...chapters {
            starts.append(text.utf16.count)
            styles.append(ParagraphStyleRun(location: text.utf16.count, style: heading))
            text += "Chapter \(chapter)\n"
            styles.append(ParagraphStyleRun(location: text.utf16.count, style: .default))
            for paragraph in 1...6 {
                text +=
                    "Paragraph \(paragraph) of chapter \(chapter), with words enough to fill a few lines of a page.\n\n"
            }
        }
        return (TextStorage(units: Array(text.utf16), paragraphStyleRuns: styles), starts)
    }

    @Test func aPlaceFarAheadLaysOutOnlyItsChapter() {
        let (storage, chapterStarts) = chapteredStorage(chapters: 40)
        let layoutManager = LayoutManager(storage: storage)
        #expect(
            layoutManager.pageBreaks == Array(chapterStarts.dropFirst()),
            "the first chapter starts the book, not a page break")
        let container = TextContainer(width: 40, height: 12)
        let index = PageIndex(layoutManager: layoutManager, container: container)
        let place = chapterStarts[30] + 50
        let found = index.index(containing: place)
        #expect(index.range(at: found).contains(place))
        #expect(index.foundCount <= 4, "only the chapter's pages up to the place, not \(index.foundCount)")
        #expect(!index.isNumbered(found) && index.number(containing: place) == nil, "its number is not known yet")
        let full = fullLayout(of: storage, in: container)
        #expect(index.range(at: found) == full[page(holding: place, in: full)])
        index.extend(pages: full.count)
        #expect(index.isComplete && index.number(containing: place) == page(holding: place, in: full))
    }

    @Test func rememberedStartsAreTakenOnlyWhenTheyCanBeAndChecked() throws {
        let (storage, _) = chapteredStorage(chapters: 5)
        let layoutManager = LayoutManager(storage: storage)
        let container = TextContainer(width: 40, height: 12)
        let full = fullLayout(of: storage, in: container).map(\.lowerBound)
        for bad in [[], [3], [0, 10, 10], [0, 30, 20], [0, storage.length], [0, storage.length + 5]] {
            #expect(
                PageIndex(layoutManager: layoutManager, container: container, rememberedStarts: bad) == nil, "\(bad)")
        }
        let remembered = try #require(
            PageIndex(layoutManager: layoutManager, container: container, rememberedStarts: full))
        #expect(remembered.isComplete && remembered.isRemembered && remembered.count == full.count)
        #expect(remembered.indices.allSatisfy { remembered.verifies(pageAt: $0) })
        // Starts of another size: a page laid out anew does not end where they say.
        let other = fullLayout(of: storage, in: TextContainer(width: 30, height: 9)).map(\.lowerBound)
        let stale = try #require(PageIndex(layoutManager: layoutManager, container: container, rememberedStarts: other))
        #expect(!stale.indices.allSatisfy { stale.verifies(pageAt: $0) })
    }
}
