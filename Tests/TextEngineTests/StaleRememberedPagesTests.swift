import Testing
import TextEngine

/// Page starts remembered under other layout rules are discarded when a page shows them
/// stale, never forced onto pages laid out afresh: a reader who updates loses no text.
@Suite("Stale remembered pages")
struct StaleRememberedPagesTests {
    private let text = (1...12).map { paragraph in
        "Paragraph \(paragraph) has words enough to run over a few short lines of a small page."
    }.joined(separator: "\n")

    private var storage: TextStorage { TextStorage(units: Array(text.utf16)) }
    private let container = TextContainer(width: 24, height: 6)

    /// The pages a reader sees turning from the first to the last, as the session turns them:
    /// by the offset of the page shown.
    private func readThrough(_ index: PageIndex) -> [Page] {
        var pages: [Page] = []
        var offset = 0
        while pages.count <= storage.length {
            pages.append(index[index.index(containing: offset)])
            guard let next = index.pageAfter(index.index(containing: offset)) else { break }
            offset = index.range(at: next).lowerBound
        }
        return pages
    }

    @Test func pagesReadFromStartsOffByAFewCoverEveryCharacterOnce() throws {
        let storage = storage
        let index = try #require(
            PageIndex(
                layoutManager: LayoutManager(storage: storage), container: container,
                rememberedStarts: staleStarts(of: storage)))
        let pages = readThrough(index)
        var seen = [Int](repeating: 0, count: storage.length)
        for line in pages.flatMap(\.lines) {
            for offset in line.range { seen[offset] += 1 }
        }
        let units = Array(text.utf16)
        for offset in seen.indices where units[offset] != 0x0A {
            #expect(seen[offset] == 1, "character \(offset) is shown \(seen[offset]) times")
        }
        #expect(pages.map(\.range) == fullLayout(of: storage, in: container), "the pages of a fresh layout")
        #expect(!index.isRemembered, "stale starts are discarded")
    }

    /// Remembered starts of other rules: three of them a few code units late or early.
    private func staleStarts(of storage: TextStorage) throws -> [Int] {
        var stale = fullLayout(of: storage, in: container).map(\.lowerBound)
        try #require(stale.count >= 8)
        stale[2] += 3
        stale[4] -= 2
        stale[6] += 5
        return stale
    }

    @Test func turningPagesBeforeTheyAreDrawnFindsTheFreshOnes() throws {
        let storage = storage
        let fresh = fullLayout(of: storage, in: container).map(\.lowerBound)
        let layoutManager = LayoutManager(storage: storage)
        let forward = try #require(
            PageIndex(layoutManager: layoutManager, container: container, rememberedStarts: staleStarts(of: storage)))
        var starts = [0]
        var page = 0
        while let next = forward.pageAfter(page), starts.count <= fresh.count {
            page = next
            starts.append(forward.range(at: page).lowerBound)
        }
        #expect(starts == fresh, "turning on, as the pages beside the one shown are found")
        let backward = try #require(
            PageIndex(layoutManager: layoutManager, container: container, rememberedStarts: staleStarts(of: storage)))
        page = backward.index(containing: storage.length)
        starts = [backward.range(at: page).lowerBound]
        while let previous = backward.pageBefore(page), starts.count <= fresh.count {
            page = previous
            starts.insert(backward.range(at: page).lowerBound, at: 0)
        }
        #expect(starts == fresh, "turning back")
    }

    @Test func startsThatAreRightAreKept() throws {
        let storage = storage
        let fresh = fullLayout(of: storage, in: container)
        let index = try #require(
            PageIndex(
                layoutManager: LayoutManager(storage: storage), container: container,
                rememberedStarts: fresh.map(\.lowerBound)))
        #expect(readThrough(index).map(\.range) == fresh)
        #expect(index.isRemembered && index.isComplete)
    }
}
