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

    /// Follows the link selected. With none selected, the picture shown opens in the viewer.
    mutating func followLink() -> String? {
        guard let index = linkSelection, visibleLinks().contains(index) else {
            return shownRange().map { shown in pictureRuns.contains { shown.contains($0.location) } } == true
                ? openPicture(from: nil) : "No link selected: Tab selects one"
        }
        return follow(link: index)
    }

    /// Follows the book's link `index`: a note opens over the page (in the place of the note
    /// open, if any), a place in the book is jumped to, an address outside it is only told.
    mutating func follow(link index: Int) -> String? {
        let link = book.links[index]
        if let target = link.target {
            if link.isNote {
                overlay = .note(openNote(calledBy: index))
            } else {
                overlay = nil
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
}
