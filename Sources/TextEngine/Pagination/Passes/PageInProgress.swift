/// Where the layout of a page stands; a checkpoint to go back to when a rule of good pages
/// (widows, orphans, keep-with-next) moves text to the next page.
struct PageState {
    var position: Int
    var lineCount = 0
    var decorationCount = 0
    var row = 0
    var spacingAfterPrevious = 0
    /// Frames whose top border is drawn on this page and not yet closed.
    var openFrames = 0
    /// Hyphenated lines just placed, one after another.
    var hyphenatedRun = 0

    /// Whether the next line may end in a hyphen: the run of hyphenated lines is not too long.
    var mayHyphenate: Bool { hyphenatedRun < LayoutManager.longestHyphenatedRun }
}

/// An attachment about to be placed and the cells it takes.
typealias AttachmentBlock = (attachment: Attachment, columns: Int, rows: Int)

/// A line placed on a page, the frames of its paragraph and how many of them open just above
/// it (their top borders); for an attachment, the block it is and the rows it takes.
struct PlacedLine {
    var fragment: LineFragment
    var frames: [FrameBox] = []
    var opened = 0
    var block: AttachmentBlock?

    /// The rows the line takes.
    var rows: Int { block?.rows ?? 1 }
}

/// A paragraph as the layout sets it: its storage extent (its end is its separator's offset),
/// its style resolved for the page (`ParagraphResolver`) and the boxes of its frames.
struct ResolvedParagraph {
    var start: Int
    var end: Int
    var style: ParagraphStyle
    var frames: [FrameBox] = []
}

/// A page being filled, with the checkpoints to go back to.
struct PageInProgress {
    var lines: [PlacedLine] = []
    var decorations: [Decoration] = []
    var state: PageState
    /// Each paragraph begun on the page: the state before it, and whether it keeps with the next.
    var paragraphs: [(checkpoint: PageState, keepWithNext: Bool)] = []
    /// The state before the last line was placed.
    var lastLineCheckpoint: PageState
    /// Whether list markers and frames are wanted, or only where lines go.
    let decorated: Bool
    /// The writing mode the page's text states: a paragraph stating another starts a new page.
    let stated: WritingMode?

    init(start: Int, height: Int, decorated: Bool, stated: WritingMode? = nil) {
        self.decorated = decorated
        self.stated = stated
        state = PageState(position: start)
        lastLineCheckpoint = state
        lines.reserveCapacity(height)
    }

    mutating func restore(_ checkpoint: PageState) {
        state = checkpoint
        lines.removeLast(lines.count - checkpoint.lineCount)
        decorations.removeLast(decorations.count - checkpoint.decorationCount)
    }

    /// The finished page from `start`: its lines, and its attachments as blocks.
    func page(from start: Int) -> Page {
        var fragments: [LineFragment] = []
        var blocks: [PlacedBlock] = []
        fragments.reserveCapacity(lines.count)
        for placed in lines {
            let fragment = placed.fragment
            if let block = placed.block {
                blocks.append(
                    PlacedBlock(
                        attachment: block.attachment, range: fragment.range, row: fragment.row,
                        column: fragment.column, width: fragment.width, height: block.rows))
            } else {
                fragments.append(fragment)
            }
        }
        return Page(range: start..<state.position, lines: fragments, decorations: decorations, blocks: blocks)
    }
}
