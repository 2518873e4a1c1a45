import TextEngine

extension ElementContext {
    /// Applies what the book's CSS says; `margins` false for the body, whose margins are meant
    /// for a browser's window (the reader sets the page's own), and for vertical text.
    mutating func apply(
        _ css: StyleSheet.Declarations, block: Bool, margins: Bool, framable: Bool = true, outerFrameDepth: Int
    ) {
        func set(_ attribute: CharacterAttributes, _ on: Bool?) {
            guard let on else { return }
            if on { attributes.insert(attribute) } else { attributes.remove(attribute) }
        }
        set(.bold, css.bold)
        set(.italic, css.italic)
        set(.underline, css.underline)
        set(.strikethrough, css.strikethrough)
        set(.smallCaps, css.smallCaps)
        set(.combinedUpright, css.combinedUpright)
        set(.emphasis, css.emphasis)
        applyText(css, block: block)
        if let whiteSpace = css.whiteSpace { self.whiteSpace = whiteSpace }
        if let listStyle = css.listStyle { list = .style(listStyle) }
        guard block else { return }
        if let direction = css.direction {
            style.writingDirection = direction
            directionIsExplicit = true
        }
        let rightToLeft = style.writingDirection == .rightToLeft
        if let alignment = css.alignment { style.alignment = alignment }
        if let hyphens = css.hyphens { style.hyphens = hyphens }
        if css.keepWithNext == true { style.keepWithNext = true }
        applyMargins(css, rightToLeft: rightToLeft, margins: margins)
        if margins { applySpacing(css) }
        // Borders of tables and their cells are the grid's rules, not frames.
        if css.bordered == true && tableCell == nil && framable { frame(indent: 2, outerFrameDepth: outerFrameDepth) }
        let indent: Int? =
            switch css.textIndent {
            case .cells(let cells)?: cells
            // Of the measure the reader sets by default (76 cells).
            case .percent(let percent)?: percent * 76 / 100
            case nil: nil
            }
        if let indent {
            style.firstLineHeadIndent = max(0, style.headIndent + min(max(indent, -20), 20))
            // A first line hanging out of its block is a line of verse, its turnovers under it.
            if style.firstLineHeadIndent < style.headIndent { style.isVerse = true }
        }
    }

    /// Blank rows above and below the block, as its margins and paddings say: what it says
    /// replaces the default, and a margin set to zero stays zero.
    private mutating func applySpacing(_ css: StyleSheet.Declarations) {
        if css.marginTop != nil || css.paddingTop != nil {
            style.spacingBefore = min((css.marginTop ?? 0) + (css.paddingTop ?? 0), CSSLength.maximumRows)
        }
        if css.marginBottom != nil || css.paddingBottom != nil {
            style.spacingAfter = min((css.marginBottom ?? 0) + (css.paddingBottom ?? 0), CSSLength.maximumRows)
        }
    }

    /// How the text is drawn and where its lines break (`text-transform`, `line-break`,
    /// `word-break`; on a block, `text-align-last`).
    private mutating func applyText(_ css: StyleSheet.Declarations, block: Bool) {
        if let transform = css.textTransform {
            attributes.subtract(.textTransforms)
            attributes.formUnion(transform)
        }
        if let strictness = css.lineBreakStrictness { breaking.strictness = strictness }
        if let wordBreak = css.wordBreak { breaking.wordBreak = wordBreak }
        if block, let lastLineAlignment = css.lastLineAlignment { style.lastLineAlignment = lastLineAlignment }
    }

    /// Indents are on the start side: the right margin is the start in right-to-left text.
    /// Margins and paddings add up.
    private mutating func applyMargins(_ css: StyleSheet.Declarations, rightToLeft: Bool, margins: Bool) {
        guard margins else { return }
        let (start, end) =
            rightToLeft
            ? ([css.marginRight, css.paddingRight], [css.marginLeft, css.paddingLeft])
            : ([css.marginLeft, css.paddingLeft], [css.marginRight, css.paddingRight])
        for length in start {
            switch length {
            case .cells(let cells)?:
                style.firstLineHeadIndent += min(max(cells, 0), 20)
                style.headIndent += min(max(cells, 0), 20)
            case .percent(let percent)?: style.headIndentPercent += min(max(percent, 0), 40)
            case nil: break
            }
        }
        for length in end {
            switch length {
            case .cells(let cells)?: style.tailIndent += min(max(cells, 0), 20)
            case .percent(let percent)?: style.tailIndentPercent += min(max(percent, 0), 40)
            case nil: break
            }
        }
    }
}
