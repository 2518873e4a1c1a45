import TextEngine

/// What an element is before the book's CSS: HTML's user-agent style sheet for a terminal, as
/// data. Lists, links and table cells, which depend on their attributes and nesting, are the
/// importer's.
struct ElementStyle {
    var attributes: CharacterAttributes = []
    var alignment: ParagraphStyle.Alignment?
    /// Blank rows before and after the block.
    var spacing: (before: Int, after: Int)?
    var keepsWithNext = false
    /// Cells the block's lines move in by.
    var indent = 0
    /// The block is framed, its text this many cells in from the frame's outer edge.
    var frameIndent: Int?
    var preformatted = false

    /// The default style sheet.
    static let defaults: [HTMLElement: ElementStyle] = {
        var table: [HTMLElement: ElementStyle] = [:]
        func set(_ elements: [HTMLElement], _ style: ElementStyle) {
            for element in elements { table[element] = style }
        }
        set([.p, .ul, .ol, .dl, .table, .address], ElementStyle(spacing: (1, 1)))
        set([.h1], ElementStyle(attributes: .bold, alignment: .center, spacing: (2, 2), keepsWithNext: true))
        set([.h2, .h3, .h4, .h5, .h6], ElementStyle(attributes: .bold, spacing: (1, 1), keepsWithNext: true))
        set([.blockquote], ElementStyle(frameIndent: 4))
        set([.aside, .figure], ElementStyle(frameIndent: 2))
        set([.pre], ElementStyle(attributes: .code, frameIndent: 2, preformatted: true))
        set([.li], ElementStyle(spacing: (0, 0)))
        set([.dd], ElementStyle(indent: 4))
        // A term keeps with its definition, as a heading with its text.
        set([.dt], ElementStyle(attributes: .bold, keepsWithNext: true))
        set([.th], ElementStyle(attributes: .bold))
        set([.figcaption, .caption], ElementStyle(attributes: .italic, alignment: .center))
        set([.em, .i, .cite, .dfn, .var], ElementStyle(attributes: .italic))
        set([.strong, .b], ElementStyle(attributes: .bold))
        set([.u, .ins], ElementStyle(attributes: .underline))
        set([.s, .strike, .del], ElementStyle(attributes: .strikethrough))
        set([.code, .kbd, .samp, .tt], ElementStyle(attributes: .code))
        set([.mark], ElementStyle(attributes: .marked))
        set([.sup], ElementStyle(attributes: .superscript))
        set([.sub], ElementStyle(attributes: .subscript))
        set([.ruby], ElementStyle(attributes: .rubyBase))
        set([.rt], ElementStyle(attributes: .ruby))
        return table
    }()
}
