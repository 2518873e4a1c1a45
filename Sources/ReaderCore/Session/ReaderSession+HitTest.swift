import TextEngine

/// What a cell of the screen shows.
extension ReaderSession {
    /// The storage offset of the glyph drawn at a cell of the screen, if any.
    public func offset(atRow row: Int, column: Int) -> Int? {
        guard let page = geometry?.container else { return nil }
        for hit in hitTests(atRow: row, column: column)
        where (0..<page.height).contains(hit.row) && (0..<page.width).contains(hit.column) {
            if let found = hit.test.offset(atRow: hit.row, column: hit.column) { return found }
        }
        return nil
    }

    /// The storage offset of the picture drawn at a cell of the screen, if any.
    func pictureOffset(atRow row: Int, column: Int) -> Int? {
        for hit in hitTests(atRow: row, column: column) {
            if let block = hit.test.block(atRow: hit.row, column: hit.column), case .image = block.attachment.content {
                return block.range.lowerBound
            }
        }
        return nil
    }

    /// Each page shown, ready to be hit-tested, with the cell counted from its top-left cell.
    func hitTests(atRow row: Int, column: Int) -> [(test: PageHitTest, row: Int, column: Int)] {
        guard let geometry else { return [] }
        return zip(pageColumns, visiblePages()).compactMap { left, index in
            hitTest(ofPage: index).map { ($0, row - geometry.topRow, column - left) }
        }
    }

    /// Page `index`, laid out and ready to be hit-tested.
    func hitTest(ofPage index: Int) -> PageHitTest? {
        guard let geometry else { return nil }
        let page = paginator.layOutPage(at: index)
        return PageHitTest(page: page, width: geometry.container.width, segmenter: layoutManager.segmenter(for: page))
    }
}
