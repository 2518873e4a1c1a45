import Formats
import TextEngine

/// The selection mode: entering it, carrying out its keys, and what it holds for the parts that
/// act on it (a copy, a highlight, a note, a look-up).
extension ReaderSession {
    /// The selection being made, while the selection mode is on.
    public var selection: SelectionOverlay? {
        if case .selection(let selection) = overlay { selection } else { nil }
    }

    /// The text selected, whole clusters in storage order from the anchor's to the cursor's;
    /// nil while nothing is anchored.
    public func selectedRange() -> Range<Int>? {
        guard let selection, let anchor = selection.anchor else { return nil }
        let last = max(anchor, selection.cursor)
        return min(anchor, selection.cursor)..<clusterEnd(from: last)
    }

    /// The word under the cursor while nothing is anchored; nil on spaces and punctuation.
    public func wordUnderCursor() -> Range<Int>? {
        guard let selection, selection.anchor == nil else { return nil }
        return boundaries.word(at: selection.cursor)
    }

    /// What the page draws of the selection: the text selected, or the cursor's cluster.
    public func selectionShown() -> (range: Range<Int>, isCursor: Bool)? {
        guard let selection else { return nil }
        if let range = selectedRange() { return (range, false) }
        return (selection.cursor..<clusterEnd(from: selection.cursor), true)
    }

    private func clusterEnd(from offset: Int) -> Int {
        offset < book.storage.length ? layoutManager.segmenter.clusterEnd(from: offset) : offset
    }

    /// Enters the selection mode, the cursor on the first word of the page shown.
    mutating func startSelection() -> String? {
        guard let shown = shownRange() else { return nil }
        var cursor = shown.lowerBound
        if boundaries.word(at: cursor) == nil, let word = boundaries.start(of: .word, after: cursor),
            word < shown.upperBound
        {
            cursor = word
        }
        return settleSelection(.stays(notice: nil), SelectionOverlay(cursor: cursor))
    }

    /// Carries out a key of the selection mode.
    mutating func applySelection(_ action: SelectionOverlay.Action) -> String? {
        guard var selection else { return nil }
        let outcome = selection.reduce(action) { target(of: $0, from: $1, goal: $2) }
        return settleSelection(outcome, selection)
    }

    /// Opens `selection` (unless `outcome` closes it) with its words counted, and shows the
    /// spread that holds its cursor.
    mutating func settleSelection(_ outcome: OverlayOutcome, _ selection: SelectionOverlay) -> String? {
        var selection = selection
        if case .stays = outcome {
            turn(toOffset: selection.cursor)
            overlay = .selection(selection)
            selection.words =
                selectedRange().map {
                    boundaries.wordCount(in: $0, atMost: SelectionOverlay.countedWords)
                } ?? 0
        }
        return settle(outcome, with: .selection(selection))
    }

    /// What the status line says in the selection mode: the words selected and where they
    /// start, or the word under the cursor, and the keys that act on it.
    public func selectionStatus() -> String? {
        guard let selection else { return nil }
        guard let range = selectedRange() else {
            let word = wordUnderCursor() ?? selectionShown()?.range ?? 0..<0
            let text = String(book.storage.string(in: word).prefix(40))
            return "“\(text)” · v anchors · y copy · h highlight · n note · d define"
        }
        let words =
            selection.words >= SelectionOverlay.countedWords
            ? "Over \(SelectionOverlay.countedWords) words"
            : selection.words == 1 ? "1 word" : "\(selection.words) words"
        return "\(words) from \(pageName(holding: range.lowerBound)) · y copy · h highlight · n note · d define"
    }

    /// The page that holds `offset` as the status line names it: the printed book's ("p. 34")
    /// when the book marks them, else the page as laid out ("page 12").
    func pageName(holding offset: Int) -> String {
        if let label = book.pageLabel(holding: offset) { return "p. \(label.label)" }
        return "page \(pageNumberLabel(of: offset))"
    }
}
