import Formats
import TextEngine

/// Opening and closing what stands over the page.
extension ReaderSession {
    /// Carries out what an overlay's action asks: `state` is the overlay after the action.
    mutating func settle(_ outcome: OverlayOutcome, with state: Overlay) -> String? {
        switch outcome {
        case .stays(let notice):
            overlay = state
            return notice
        case .closes(let notice):
            overlay = nil
            return notice
        case .jumps(let offset):
            overlay = nil
            jump(toOffset: offset)
            return nil
        case .follows(let link):
            overlay = state
            return follow(link: link)
        case .submits(let line):
            overlay = nil
            return submit(line)
        }
    }

    /// Does what a prompt's line asks; an empty search repeats the last.
    private mutating func submit(_ line: PromptLine) -> String? {
        switch line.purpose {
        case .goTo:
            guard !line.text.isEmpty else { return nil }
            guard let target = GoToTarget(line.text, shown: currentPage() + 1) else {
                return GoToError.unreadable(line.text).description
            }
            return goTo(target)
        case .search:
            guard let phrase = line.text.isEmpty ? searchHistory.first : line.text else {
                return "No search yet: type a phrase"
            }
            return find(phrase)
        case .define:
            return line.text.isEmpty ? nil : lookUp(line.text)
        }
    }

    mutating func toggleContents() -> String? {
        if mode == .contents {
            overlay = nil
        } else if !book.chapters.isEmpty {
            overlay = .contents(ContentsOverlay(selection: currentChapterIndex() ?? 0))
        } else {
            return "This book has no chapters to list"
        }
        return nil
    }

    mutating func toggleBookmarks() -> String? {
        if mode == .bookmarks {
            overlay = nil
        } else if bookmarks.isEmpty {
            return "No bookmarks yet: m sets one"
        } else {
            overlay = .bookmarks(BookmarksOverlay(selection: 0))
        }
        return nil
    }

    /// Sets a bookmark on the pages shown, or takes away the one there.
    mutating func toggleBookmark() -> String {
        let shown = shownRange() ?? paginator.range(ofPage: currentPage())
        if let here = bookmarks.firstIndex(where: { shown.contains($0) }) {
            bookmarks.remove(at: here)
            return "Bookmark taken away"
        }
        bookmarks.append(shown.lowerBound)
        bookmarks.sort()
        return "Bookmarked: B lists the bookmarks"
    }

    /// Opens the viewer on the first picture shown from `offset` on (from the first shown when
    /// nil); the reading place stays where it is.
    mutating func openPicture(from offset: Int?) -> String? {
        guard let shown = shownRange() else { return nil }
        let first = pictureRuns.partitionPoint { $0.location >= (offset ?? shown.lowerBound) }
        guard first < pictureRuns.count, pictureRuns[first].location < shown.upperBound else {
            return "No picture on this page"
        }
        overlay = .viewer(PictureViewer(index: first))
        return nil
    }

    /// The picture viewer, while it is open.
    public var viewer: PictureViewer? {
        if case .viewer(let viewer) = overlay { viewer } else { nil }
    }

    /// The picture the viewer shows.
    public var viewedPicture: Picture? {
        guard let index = viewer?.index, case .image(let picture) = pictureRuns[index].attachment.content else {
            return nil
        }
        return picture
    }
}
