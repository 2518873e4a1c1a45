import Formats
import TextEngine

/// Links, notes and clicks on the page.
extension ReaderSession {
    /// A click on a cell: a picture opens in the viewer, a link is followed, the left third
    /// turns back and the right third forward.
    mutating func click(row: Int, column: Int) -> String? {
        guard let geometry else { return nil }
        if let picture = pictureOffset(atRow: row, column: column) { return openPicture(from: picture) }
        if let offset = offset(atRow: row, column: column),
            let link = book.links.firstIndex(where: { $0.range.contains(offset) })
        {
            linkSelection = link
            return followLink()
        }
        if column < geometry.columns / 3 { return applyOnPage(.turnLeft, count: nil) }
        if column >= geometry.columns - geometry.columns / 3 { return applyOnPage(.turnRight, count: nil) }
        return nil
    }

    /// Selects the next or the previous link on the pages shown, round them.
    mutating func selectLink(forward: Bool) -> String? {
        let visible = visibleLinks()
        guard !visible.isEmpty else { return "No link on this page" }
        let position = linkSelection.flatMap { visible.firstIndex(of: $0) }
        let step = forward ? 1 : visible.count - 1
        linkSelection = visible[position.map { ($0 + step) % visible.count } ?? (forward ? 0 : visible.count - 1)]
        return nil
    }

    /// Follows the link selected: a note opens over the page, a place in the book is jumped
    /// to. With none selected, the picture shown opens in the viewer.
    mutating func followLink() -> String? {
        guard let index = linkSelection, visibleLinks().contains(index) else {
            return shownRange().map { shown in pictureRuns.contains { shown.contains($0.location) } } == true
                ? openPicture(from: nil) : "No link selected: Tab selects one"
        }
        let link = book.links[index]
        if let target = link.target {
            if link.isNote {
                overlay = .note(NoteOverlay(range: noteRange(at: target)))
            } else {
                jump(toOffset: target)
            }
        } else if let url = link.url {
            return "Link to \(url) (not opened)"
        } else {
            return "The link goes nowhere in this book"
        }
        return nil
    }

    /// The links on the pages shown, as indices into the book's links.
    public func visibleLinks() -> [Int] {
        let links = book.links
        guard !links.isEmpty, let shown = shownRange() else { return [] }
        let first = links.partitionPoint { $0.range.upperBound > shown.lowerBound }
        return Array(
            links.indices[first...].prefix { links[$0].range.lowerBound < shown.upperBound }.filter {
                links[$0].range.overlaps(shown)
            })
    }

    /// The text of the note at `offset`: its paragraphs until it has said something (a note
    /// often begins with its number alone), a few at most.
    private func noteRange(at offset: Int) -> Range<Int> {
        let storage = book.storage
        var end = offset
        var paragraphs = 0
        repeat {
            end = min(storage.paragraphEnd(from: end) + 1, storage.length)
            paragraphs += 1
        } while end < storage.length && paragraphs < 4 && end - offset < 40
        // A note is laid out anew for its box at every frame: one of a whole book's length would freeze the reader.
        end = min(end, offset + 20_000)
        return offset..<max(offset, end - (end > offset && TextStorage.isParagraphSeparator(storage[end - 1]) ? 1 : 0))
    }
}
