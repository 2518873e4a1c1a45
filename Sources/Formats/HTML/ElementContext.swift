import TextEngine

/// What an open element passes to its text and to the elements inside it: character
/// attributes, paragraph style, white space, list, language, and where it stands (hidden, in an
/// SVG, a figure, a table cell, a page marker). Its defaults come from `ElementStyle` and its
/// attributes, then the book's CSS is applied over them.
struct ElementContext {
    var attributes: CharacterAttributes = []
    var style = ParagraphStyle()
    var hidden = false
    /// The element is a block: its end closes the paragraph.
    var isBlock = false
    var whiteSpace = StyleSheet.WhiteSpace.collapse
    var list: ListMarker.Kind?
    var listLevel = 0
    var language: String?
    /// Where the text's lines may break besides UAX #14's breaks (CSS `line-break`, `word-break`).
    var breaking = LineBreaking.default
    /// Inside an `svg` element, where text is shown only inside its `text` elements.
    var inSVG = false
    /// Inside a `figure`: its picture keeps with its caption.
    var inFigure = false
    var inSVGText = false
    /// The table cell the element is in: its paragraphs are that cell's.
    var tableCell: TableCell?
    /// The element marks a printed page; its end records the label read inside it.
    var isPageBreak = false
    /// The book's CSS sets these lines vertically: its left and right margins are then
    /// block margins, not indents of the horizontal lines the reader sets.
    var vertical: Bool { style.writingMode?.isVertical == true }
    /// The base direction was set by a `dir` attribute or CSS, which a `lang` does not change.
    var directionIsExplicit = false
    /// The element's number in its book, which names the frame it opens, if it is framed.
    var elementNumber = 0

    /// The CSS says how lines run: a document's (its root or body) for all its text; a block's
    /// when it differs from the lines around it (a block of a document that says nothing runs
    /// horizontally), outside tables. Runs in another mode are set on pages of their own.
    mutating func state(_ mode: WritingMode, document: Bool) {
        guard document || isBlock && tableCell == nil && mode != (style.writingMode ?? .horizontal) else { return }
        style.writingMode = mode
    }

    /// A `lang` attribute: the text's language, and its direction unless one was said.
    mutating func setLanguage(_ language: String) {
        self.language = language
        if !directionIsExplicit { style.writingDirection = WritingDirection.of(language: language) }
    }

    /// A `dir` attribute, lowercased: `auto` is the first strong character's direction.
    mutating func setDirection(_ dir: String) {
        let direction: WritingDirection
        switch dir {
        case "rtl": direction = .rightToLeft
        case "ltr": direction = .leftToRight
        case "auto": direction = .natural
        default: return
        }
        style.writingDirection = direction
        directionIsExplicit = true
    }

    /// The element's paragraphs are those of a table's cell: a table stands apart from the
    /// text before it, and its rows are spaced by rules.
    mutating func enter(_ cell: TableCell) {
        tableCell = cell
        style.tableCell = cell
        style.spacingBefore = cell.row == 0 && cell.column == 0 ? 1 : 0
        style.spacingAfter = 0
    }

    /// What the element is before the book's CSS; `outerFrameDepth` is the frames around it.
    mutating func applyDefaults(of element: HTMLElement, _ attributes: [String: String], outerFrameDepth: Int) {
        // Properties of one paragraph are not inherited by the blocks inside it.
        style.spacingBefore = 0
        style.spacingAfter = 0
        style.pageBreakBefore = false
        if let defaults = ElementStyle.defaults[element] {
            self.attributes.formUnion(defaults.attributes)
            if let alignment = defaults.alignment { style.alignment = alignment }
            if let spacing = defaults.spacing { (style.spacingBefore, style.spacingAfter) = spacing }
            if defaults.keepsWithNext { style.keepWithNext = true }
            style.firstLineHeadIndent += defaults.indent
            style.headIndent += defaults.indent
            if let indent = defaults.frameIndent { frame(indent: indent, outerFrameDepth: outerFrameDepth) }
            if defaults.preformatted { whiteSpace = .preserve }
        }
        if element == .a && attributes["href"] != nil {
            self.attributes.insert(.link)
            // A note's number is set as a superscript, as a printed book sets it.
            if LinkCollector.callsNote(attributes) { self.attributes.insert(.superscript) }
        }
        // A reading is no part of its base.
        if element == .rt { self.attributes.remove(.rubyBase) }
        if element == .ul || element == .ol {
            let type = attributes["type"] ?? ""
            list = element == .ul ? .bullet : .ordered(type: type.isEmpty ? "1" : type)
            listLevel += 1
            // Room for the widest common marker ("10.", "iii.") and a space before the text.
            let indent = listLevel == 1 ? 5 : 3
            style.firstLineHeadIndent = style.headIndent + indent
            style.headIndent += indent
            if listLevel > 1 {
                style.spacingBefore = 0
                style.spacingAfter = 0
            }
        }
        // An inline element's text is its block's: a paragraph opened inside one (a term's `dfn`)
        // keeps with the next as its block does.
        if element == .li { style.keepWithNext = false }
        if !attributes.isEmpty && Self.holdsVerse(attributes) { style.isVerse = true }
    }

    /// Whether an element's attributes say it holds verse: a poem, verse, song or hymn of the
    /// Z39.98 structural semantics (`epub:type`), or a class of such a name.
    static func holdsVerse(_ attributes: [String: String]) -> Bool {
        if let type = attributes["epub:type"],
            type.split(separator: " ").contains(where: { verseTypes.contains(String($0)) })
        {
            return true
        }
        guard let classes = attributes["class"] else { return false }
        return classes.split(separator: " ").contains { verseClasses.contains($0.lowercased()) }
    }

    private static let verseTypes: Set<String> = [
        "z3998:poem", "z3998:verse", "z3998:song", "z3998:hymn", "z3998:lyrics", "z3998:stanza",
    ]
    private static let verseClasses: Set<String> = ["poem", "poetry", "verse", "stanza", "lyrics"]

    /// A framed block: room for the border and a cell of padding on each side; inside a framed
    /// block, a frame of its own within the other (an element asking twice gets one). Its box
    /// is placed once the element's own CSS is applied (`placeFrame`).
    mutating func frame(indent: Int, outerFrameDepth outer: Int) {
        if style.frameDepth <= outer && outer < Limits.frameDepth {
            style.firstLineHeadIndent += outer == 0 ? indent : 2
            style.headIndent += outer == 0 ? indent : 2
            style.tailIndent += 2
            style.frames.append(ParagraphStyle.Frame(id: elementNumber))
        }
        style.spacingBefore = 1
        style.spacingAfter = 1
    }

    /// The box of the frame the element opened, if it did, around the measure its own lines
    /// are set in (its margins and the frame's room included): call it once its CSS is applied.
    mutating func placeFrame() {
        guard let last = style.frames.indices.last, style.frames[last].id == elementNumber else { return }
        style.frames[last].headIndent = style.headIndent
        style.frames[last].tailIndent = style.tailIndent
        style.frames[last].headIndentPercent = style.headIndentPercent
        style.frames[last].tailIndentPercent = style.tailIndentPercent
        style.frames[last].rightToLeft = style.writingDirection == .rightToLeft
    }
}
