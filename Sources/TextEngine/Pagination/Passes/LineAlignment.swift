/// The alignment pass: a line typeset at its head indent is moved where its paragraph's
/// alignment puts it, spread to its measure when justified, and mirrored when it reads right
/// to left. Left and right alignments are resolved here, by the line's direction, and only here.
enum LineAlignment {
    /// Whether a justified line `slack` cells short of its measure spreads them over its `gaps`:
    /// not when it has none, nor when each would grow by more than `Justification.maximumExtraPerGap`.
    static func spreads(slack: Int, gaps: Int) -> Bool {
        gaps > 0 && slack <= gaps * Justification.maximumExtraPerGap
    }

    /// The alignment of a paragraph's last line and of a line ending in a forced break: as
    /// its `text-align-last` says, else the paragraph's, the start where that is justified.
    static func lastLine(of style: ParagraphStyle) -> ParagraphStyle.Alignment {
        style.lastLineAlignment ?? (style.alignment == .justified ? .start : style.alignment)
    }

    /// Aligns `fragment`, set at its head indent in a measure `measure` cells wide, in a
    /// container `width` cells wide: centred or at the end of the measure as `alignment` says,
    /// spread over the whole measure when `spread`, then mirrored for right-to-left text and
    /// kept inside the container.
    static func align(
        _ fragment: inout LineFragment, _ alignment: ParagraphStyle.Alignment, measure: Int, spread: Bool,
        width: Int
    ) {
        let slack = measure - fragment.width
        switch alignment.logical(in: fragment.isRightToLeft ? .rightToLeft : .leftToRight) {
        case .center: fragment.column += slack / 2
        case .end: fragment.column += slack
        case .start, .justified, .left, .right: break
        }
        if spread {
            fragment.justification = slack
            fragment.width = measure
        }
        // Right-to-left lines start at the right edge: their columns mirror those of the same line
        // left to right.
        if fragment.isRightToLeft { fragment.column = width - fragment.column - fragment.width }
        fragment.column = max(0, min(fragment.column, width - fragment.width))
    }
}
