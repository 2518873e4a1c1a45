import Formats
import TextEngine

/// The actions of the page, with no overlay over it (or with one, for those its keys share:
/// the toggles that close it, a resize).
extension ReaderSession {
    /// Carries out an action on the page; `count` is the one typed before it, if any.
    mutating func applyOnPage(_ action: ReaderAction, count: Int?) -> String? {
        switch action {
        case .nextPage: turnSpread(forward: true)
        case .previousPage: turnSpread(forward: false)
        // With a count, like less and vi: that page.
        case .firstPage: if let count { return goTo(.page(count)) } else { jump(toOffset: 0) }
        case .lastPage: jump(toOffset: book.storage.length)
        case .turnLeft, .turnRight:
            return applyOnPage((action == .turnLeft) == turnsLeftward ? .nextPage : .previousPage, count: nil)
        case .resize(let columns, let rows):
            repaginate(columns: columns, rows: rows)
            if let cursor = selection?.cursor { turn(toOffset: cursor) }
        case .click(let row, let column): return click(row: row, column: column)
        case .nextLink, .previousLink: return selectLink(forward: action == .nextLink)
        case .followLink: return followLink()
        case .toggleBookmark: return toggleBookmark()
        case .toggleBookmarks: return toggleBookmarks()
        case .toggleHelp: overlay = mode == .help ? nil : .help(HelpOverlay())
        case .toggleStatistics: toggleStatistics()
        case .toggleContents: return toggleContents()
        case .toggleJustification: return toggleJustification()
        case .toggleRuby: return toggleRuby()
        case .toggleVertical: return toggleVertical()
        case .openPrompt(let purpose):
            overlay = .prompt(PromptLine(purpose, history: purpose == .search ? searchHistory : []))
        case .nextHit, .previousHit: return showNextHit(forward: action == .nextHit)
        case .searchMore: return searchMore()
        case .stopSearch: return stopSearch()
        case .goToAwaitedPage: return goToAwaitedPage()
        case .countDigit(let digit): self.count = min((count ?? 0) * 10 + digit, 10_000_000)
        case .openPicture: return openPicture(from: nil)
        case .goBack, .goForward: return goBack(action == .goBack)
        case .nextSection, .previousSection, .nextChapter, .previousChapter: return moveByChapter(action)
        case .widenMeasure, .narrowMeasure: return changeMeasure(widen: action == .widenMeasure, by: count)
        case .toggleSpread: return toggleSpread()
        case .resetSettings: return resetSettings()
        case .toggleHighlights: return toggleHighlights()
        case .openHighlightNote: return openHighlightNote()
        case .startSelection: return startSelection()
        case .press(let row, let column): return press(row: row, column: column)
        case .drag(let row, let column): return drag(row: row, column: column)
        case .release(let row, let column): return release(row: row, column: column)
        case .contents, .bookmarks, .note, .prompt, .viewer, .highlights, .noteEditor, .selection, .useSelection,
            .definition, .definitions, .help:
            break
        }
        return nil
    }

    /// Turns a spread forward or back; forward stays put on the last spread.
    private mutating func turnSpread(forward: Bool) {
        var target = currentPage()
        for _ in 0..<(geometry?.pagesPerSpread ?? 1) {
            if forward {
                guard let next = paginator.layOutPage(after: target) else { return }
                target = next
            } else {
                guard let previous = paginator.layOutPage(before: target) else { break }
                target = previous
            }
        }
        turn(toOffset: paginator.range(ofPage: target).lowerBound)
    }

    /// Goes to the page a go-to waits for once it is found (or every page is, and the book has
    /// fewer); waits on until then.
    private mutating func goToAwaitedPage() -> String? {
        guard let number = awaitedPage else { return nil }
        guard paginator.isNumbered(number - 1) || paginator.isComplete else { return nil }
        awaitedPage = nil
        return goTo(.page(number))
    }

    /// Back where the last jump left, or forward again.
    private mutating func goBack(_ back: Bool) -> String? {
        let place = back ? history.goBack(from: anchor) : history.goForward(from: anchor)
        guard let place else { return back ? "Nothing to go back to" : "Nothing to go forward to" }
        turn(toOffset: place)
        return nil
    }

    /// Goes to what `target` names, recorded as a jump; says why not when there is no such place.
    /// A page number past the pages found is waited for: they are found a slice at a time.
    mutating func goTo(_ target: GoToTarget) -> String? {
        let paginator = self.paginator
        if case .page(let number) = target, paginator.layOutPages(through: number - 1, atMost: 256) == nil {
            awaitedPage = number
            return "Counting the pages up to \(number)…"
        }
        let result = target.offset(
            in: book,
            pageStart: { paginator.layOutPages(through: $0) ? paginator.range(ofPage: $0).lowerBound : nil },
            pageCount: { paginator.layOutAllPages() })
        switch result {
        case .success(let offset):
            jump(toOffset: offset)
            return nil
        case .failure(let error):
            return error.description
        }
    }

    /// Turns to the page holding `offset` as a jump: going back returns to the page left.
    mutating func jump(toOffset offset: Int) {
        let left = anchor
        turn(toOffset: offset)
        if anchor != left { history.leave(left) }
    }

    /// Shows the spread holding the page that holds `offset`; the place becomes that page's
    /// first character. Offsets, not indices, are carried across the lookups: a lookup may lay
    /// out pages that move the indices after them.
    mutating func turn(toOffset offset: Int) {
        guard geometry != nil, paginator.layOutPages(through: 0) else { return }
        let start = paginator.range(ofPage: paginator.layOutPage(containing: offset)).lowerBound
        let current = currentPage()
        guard spreadStart(of: paginator.layOutPage(containing: start)) != current else { return }
        linkSelection = nil
        anchor = start
    }

    /// Forgets the count typed before a key the loop carries out itself (`T`), as every action
    /// does: `5T` then `g` is the first page, not the fifth.
    public mutating func dropCount() {
        count = nil
    }
}
