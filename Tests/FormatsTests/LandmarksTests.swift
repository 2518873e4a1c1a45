import Testing

@testable import Formats

/// Where the landmarks put the body, against offsets written by hand.
struct LandmarksTests {
    private let anchors = [
        "OEBPS/cover.xhtml": 0, "OEBPS/toc.xhtml": 300, "OEBPS/one.xhtml": 900, "OEBPS/notes.xhtml": 5_000,
    ]

    private func body(_ guide: [(String, String)]) -> Range<Int>? {
        EPUBLandmarks.body(
            navigation: nil, guide: (guide.map { ($0.0, $0.1) }, "OEBPS"), anchors: anchors, length: 6_000)
    }

    @Test func frontMatterWithoutAStartSaysNothingOfTheBody() {
        #expect(body([("cover", "cover.xhtml"), ("toc", "toc.xhtml")]) == nil)
    }

    @Test func backMatterWithoutAStartEndsTheBody() {
        #expect(body([("cover", "cover.xhtml"), ("toc", "toc.xhtml"), ("notes", "notes.xhtml")]) == 0..<5_000)
    }

    @Test func aStartedBodyEndsAtTheFirstMatterAfterIt() {
        #expect(body([("toc", "toc.xhtml"), ("text", "one.xhtml"), ("notes", "notes.xhtml")]) == 900..<5_000)
    }
}
