import PropertyBased
import Testing
import TextEngine

/// A place whose page break is far back is shown at once from a provisional run laid out near
/// it; the full layout, when it arrives, replaces or joins it. However far the place, a jump
/// lays out a few pages, and the pages in the end are those of a full layout.
@Suite("Provisional runs", .replayedSeed)
struct ProvisionalRunTests {
    /// `paragraphs` paragraphs of numbered words and no page break: a book whose every place
    /// but the first pages is far from where layout can start.
    private func longStorage(paragraphs: Int) -> TextStorage {
        let text = (1...paragraphs).map { paragraph in
            (1...40).map { "w\(paragraph)x\($0)" }.joined(separator: " ")
        }.joined(separator: "\n")
        return TextStorage(units: Array(text.utf16))
    }

    @Test func theEndOfALongBookIsShownAfterAFewPages() throws {
        let storage = longStorage(paragraphs: 2000)
        let container = TextContainer(width: 50, height: 14)
        let full = fullLayout(of: storage, in: container)
        try #require(full.count > 600)
        let index = PageIndex(layoutManager: LayoutManager(storage: storage), container: container)
        let before = index.pagesLaidOut
        let last = index.index(containing: storage.length)
        #expect(index.pagesLaidOut - before <= 4, "laid out \(index.pagesLaidOut - before) pages, not the book")
        #expect(index.range(at: last).upperBound == storage.length, "the last page ends the book")
        #expect(index.pageAfter(last) == nil)
        #expect(!index.isNumbered(last) && index.number(containing: storage.length) == nil)
        index.extend(pages: full.count + 10)
        #expect(index.isComplete && index.allStarts == full.map(\.lowerBound))
        #expect(index.range(at: index.index(containing: storage.length)) == full[full.count - 1])
    }

    @Test func turningBackFromAFarPlaceGoesBackAPageAtATimeAndCheaply() throws {
        let storage = longStorage(paragraphs: 2000)
        let container = TextContainer(width: 50, height: 14)
        let index = PageIndex(layoutManager: LayoutManager(storage: storage), container: container)
        let place = storage.length / 2
        var current = index.index(containing: place)
        #expect(index.range(at: current).contains(place) && index.pagesLaidOut <= 4)
        let area = container.width * container.height
        for _ in 0..<5 {
            let before = index.pagesLaidOut
            let start = index.range(at: current).lowerBound
            let previous = try #require(index.pageBefore(current))
            let range = index.range(at: previous)
            #expect(index.pagesLaidOut - before <= 6, "laid out \(index.pagesLaidOut - before) pages")
            #expect(range.lowerBound < start && start - range.lowerBound <= 2 * area, "a page or so back: \(range)")
            current = index.index(containing: range.lowerBound)
        }
    }

    @Test func jumpsFarAndNearInAnyOrderShowTheirPlaceAndEndInTheFullLayout() async {
        let operations = Gen.int(in: 0...1_000_000).array(of: 1...14)
        await propertyCheck(
            count: 150, input: LayoutPropertyTests.texts, Gen.int(in: 4...60), Gen.int(in: 2...10),
            Gen.int(in: 0...1000), Gen.int(in: 8...120), operations
        ) { text, width, height, seed, reach, operations in
            let storage = styledStorage(text, seed: seed)
            let container = TextContainer(width: width, height: height)
            let full = fullLayout(of: storage, in: container)
            let index = PageIndex(layoutManager: LayoutManager(storage: storage), container: container, reach: reach)
            read(index, length: storage.length, operations: operations) { anchor, operation in
                let shown = index.range(at: index.index(containing: anchor))
                #expect(
                    shown.contains(anchor) || (anchor == storage.length && shown.upperBound == anchor),
                    "after operation \(operation) the page \(shown) holds \(anchor)")
                #expect(index[index.index(containing: anchor)].range == shown, "a page is laid out to its range")
            }
            #expect(index.count == full.count)
            #expect(index.indices.map { index.range(at: $0) } == full)
        }
    }

    @Test func rememberedPagesFarFromAPageBreakAreTakenCheaplyAndCheckedLater() throws {
        let storage = longStorage(paragraphs: 2000)
        let container = TextContainer(width: 50, height: 14)
        let layoutManager = LayoutManager(storage: storage)
        let full = fullLayout(of: storage, in: container).map(\.lowerBound)
        let remembered = try #require(
            PageIndex(layoutManager: layoutManager, container: container, rememberedStarts: full))
        let last = remembered.index(containing: storage.length)
        #expect(last == full.count - 1 && remembered.pagesLaidOut <= 2, "laid out \(remembered.pagesLaidOut)")
        #expect(remembered.hasWorkLeft, "the pages before are still to be checked")
        while remembered.hasWorkLeft { remembered.extend(pages: 50) }
        #expect(remembered.isRemembered, "every remembered start checked and kept")

        // Starts with one page early in the book a line off: the check finds them stale.
        var stale = full
        stale[5] += 20
        let index = try #require(PageIndex(layoutManager: layoutManager, container: container, rememberedStarts: stale))
        _ = index.index(containing: storage.length)
        while index.hasWorkLeft { index.extend(pages: 50) }
        #expect(!index.isRemembered && index.allStarts == full, "stale starts discarded for a fresh layout")
    }
}
