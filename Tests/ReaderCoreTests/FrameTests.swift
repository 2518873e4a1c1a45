import Testing

/// Frames as a reader sees them: golden pages of HTML books, each frame a box as wide as its
/// block, one to a block, never over text or list markers.
@Suite("Frames")
struct FrameTests {
    /// The first page of `body` dumped at `width` x `height`.
    private func page(_ body: String, width: Int = 40, height: Int) throws -> String {
        let pages = dumpedPages(try htmlBook("<html><body>\(body)</body></html>"), width: width, height: height)
        return pages.first ?? ""
    }

    @Test func twoQuotationsInARowAreTwoBoxesAndASignatureStaysInside() throws {
        let body = """
            <p>Before.</p>
            <blockquote><p>First quotation, long enough to wrap over two lines here.</p></blockquote>
            <blockquote><p>Second quotation.</p><p style="text-align: right">— A. Signature</p></blockquote>
            """
        #expect(
            try page(body, height: 12) == """
                Before.

                  ╭────────────────────────────────────╮
                  │ First quotation, long enough to    │
                  │ wrap over two lines here.          │
                  ╰────────────────────────────────────╯

                  ╭────────────────────────────────────╮
                  │ Second quotation.                  │
                  │                                    │
                  │                     — A. Signature │
                  ╰────────────────────────────────────╯

                """)
    }

    @Test func aQuotationInAQuotationIsABoxInABox() throws {
        let body = """
            <blockquote><p>Outer text.</p><blockquote><p>Inner quotation in the outer one.</p></blockquote>\
            <p>Outer again.</p></blockquote>
            """
        #expect(
            try page(body, height: 10) == """
                  ╭────────────────────────────────────╮
                  │ Outer text.                        │
                  │                                    │
                  │ ╭────────────────────────────────╮ │
                  │ │ Inner quotation in the outer   │ │
                  │ │ one.                           │ │
                  │ ╰────────────────────────────────╯ │
                  │                                    │
                  │ Outer again.                       │
                  ╰────────────────────────────────────╯

                """)
    }

    @Test func markersOfAListInAQuotationStandInsideAndOfAQuotedItemBefore() throws {
        let body = """
            <blockquote><ol><li>One item in a quote</li><li>Two</li></ol><ul><li>Bullet</li></ul></blockquote>
            <ol start="9"><li><blockquote><p>A quote as an item.</p></blockquote></li><li>Plain item.</li></ol>
            """
        #expect(
            try page(body, height: 12) == """
                  ╭────────────────────────────────────╮
                  │   1. One item in a quote           │
                  │   2. Two                           │
                  │                                    │
                  │   •  Bullet                        │
                  ╰────────────────────────────────────╯

                       ╭───────────────────────────────╮
                    9. │ A quote as an item.           │
                       ╰───────────────────────────────╯

                 10. Plain item.

                """)
    }

    @Test func aFiguresBoxHoldsItsPictureAndCaption() throws {
        let body = """
            <figure><img src="absent.png" width="80" height="48" alt="A map"/>\
            <figcaption>The caption.</figcaption></figure><p>After.</p>
            """
        #expect(
            try page(body, height: 10) == """
                ╭──────────────────────────────────────╮
                │              ┌────────┐              │
                │              │[A map] │              │
                │              └────────┘              │
                │             The caption.             │
                ╰──────────────────────────────────────╯

                After.



                """)
    }

    @Test func aRightToLeftParagraphInAQuotationIsSetInsideItsBox() throws {
        // The quotation reads left to right: its box stands 2 cells from the left, 1 from the
        // right. The Hebrew paragraph's indents (the quotation's 4 and 2) are mirrored, and
        // kept inside the box: 4 cells on the right, and 4 on the left, where the box is.
        let body = """
            <blockquote><p dir="rtl">שלום עולם</p><ul><li>Item</li></ul></blockquote>
            """
        #expect(
            try page(body, width: 24, height: 6) == """
                  ╭────────────────────╮
                  │        םלוע םולש   │
                  │                    │
                  │   •  Item          │
                  ╰────────────────────╯


                """)
    }
}
