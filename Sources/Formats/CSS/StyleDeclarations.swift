import Foundation
import TextEngine

extension StyleSheet {
    /// How an element is displayed (CSS `display`), as far as a page of text cares.
    enum Display: Equatable {
        case block, inline, listItem, none

        /// The display a value of `display` says; nil for one not known.
        init?(keyword: String) {
            switch keyword {
            case "none": self = .none
            case "inline", "inline-block", "inline-flex", "inline-grid", "inline-table", "contents", "ruby",
                "table-cell":
                self = .inline
            case "list-item": self = .listItem
            case "block", "flex", "grid", "table", "table-row", "table-caption", "flow-root", "table-row-group":
                self = .block
            default: return nil
            }
        }
    }

    /// How white space in an element's text is treated (CSS `white-space`).
    enum WhiteSpace: Equatable {
        /// Runs of white space collapse to one space (`normal`, `nowrap`).
        case collapse
        /// Spaces collapse, line ends are kept (`pre-line`).
        case preserveLines
        /// Spaces and line ends are kept (`pre`, `pre-wrap`, `break-spaces`).
        case preserve

        /// The treatment a value of `white-space` says; nil for one not known.
        init?(keyword: String) {
            switch keyword {
            case "pre", "pre-wrap", "break-spaces": self = .preserve
            case "pre-line": self = .preserveLines
            case "normal", "nowrap": self = .collapse
            default: return nil
            }
        }
    }

    /// One element's declared properties.
    struct Declarations {
        /// `left` and `right` are kept as sides of the page: the layout resolves them.
        var alignment: ParagraphStyle.Alignment?
        /// The base direction (`direction: rtl`, `ltr`).
        var direction: WritingDirection?
        var bold: Bool?
        var italic: Bool?
        var underline: Bool?
        var strikethrough: Bool?
        var smallCaps: Bool?
        var textIndent: CSSLength?
        var marginLeft: CSSLength?
        var marginRight: CSSLength?
        var paddingLeft: CSSLength?
        var paddingRight: CSSLength?
        /// Blank rows above and below a block (`CSSLength.rows`): margins and paddings, which add up.
        var marginTop: Int?
        var marginBottom: Int?
        var paddingTop: Int?
        var paddingBottom: Int?
        /// Whether words may be broken at hyphenation points (`hyphens`).
        var hyphens: ParagraphStyle.Hyphens?
        var display: Display?
        var pageBreakBefore: Bool?
        /// No page may end right after the block (`break-after: avoid`): it keeps with the next.
        var keepWithNext: Bool?
        var bordered: Bool?
        /// The marker of list items (`list-style-type`): nil when not declared, "" for none,
        /// else one of the type letters of HTML's `ol type` ("1", "a", "A", "i", "I") or a
        /// bullet name ("disc", "circle", "square").
        var listStyle: String?
        var whiteSpace: WhiteSpace?
        /// How lines run (`writing-mode`, `-epub-writing-mode` too).
        var writingMode: WritingMode?
        /// What a `::before` or `::after` shows (`content`); empty for `none` and `normal`.
        var content: [CSSContent]?
        /// Set side by side in one row of a column (`text-combine-upright: all`).
        var combinedUpright: Bool?
        /// Emphasis marks beside the characters (`text-emphasis-style`).
        var emphasis: Bool?

        /// How the text is drawn (`text-transform`): of `CharacterAttributes.textTransforms`,
        /// none for `none`.
        var textTransform: CharacterAttributes?
        /// The alignment of a paragraph's last line and of lines before a forced break
        /// (`text-align-last`); `.some(nil)` for `auto`.
        var lastLineAlignment: ParagraphStyle.Alignment??
        var lineBreakStrictness: LineBreaking.Strictness?
        var wordBreak: LineBreaking.WordBreak?

        /// Hidden by `display: none`.
        var hidden: Bool? { display.map { $0 == .none } }

        /// The same declarations showing `content`.
        func with(content: [CSSContent]) -> Declarations {
            var copy = self
            copy.content = content
            return copy
        }

        mutating func merge(_ other: Declarations) {
            alignment = other.alignment ?? alignment
            direction = other.direction ?? direction
            bold = other.bold ?? bold
            smallCaps = other.smallCaps ?? smallCaps
            italic = other.italic ?? italic
            underline = other.underline ?? underline
            strikethrough = other.strikethrough ?? strikethrough
            textIndent = other.textIndent ?? textIndent
            marginLeft = other.marginLeft ?? marginLeft
            marginRight = other.marginRight ?? marginRight
            paddingLeft = other.paddingLeft ?? paddingLeft
            paddingRight = other.paddingRight ?? paddingRight
            marginTop = other.marginTop ?? marginTop
            marginBottom = other.marginBottom ?? marginBottom
            paddingTop = other.paddingTop ?? paddingTop
            paddingBottom = other.paddingBottom ?? paddingBottom
            hyphens = other.hyphens ?? hyphens
            display = other.display ?? display
            pageBreakBefore = other.pageBreakBefore ?? pageBreakBefore
            keepWithNext = other.keepWithNext ?? keepWithNext
            bordered = other.bordered ?? bordered
            listStyle = other.listStyle ?? listStyle
            whiteSpace = other.whiteSpace ?? whiteSpace
            writingMode = other.writingMode ?? writingMode
            content = other.content ?? content
            combinedUpright = other.combinedUpright ?? combinedUpright
            emphasis = other.emphasis ?? emphasis
            textTransform = other.textTransform ?? textTransform
            lastLineAlignment = other.lastLineAlignment ?? lastLineAlignment
            lineBreakStrictness = other.lineBreakStrictness ?? lineBreakStrictness
            wordBreak = other.wordBreak ?? wordBreak
        }

        /// The properties `apply` knows: others are skipped before their value is looked at.
        static let properties = Set<String>([
            "text-align", "font-weight", "font-style", "text-decoration", "text-decoration-line", "text-indent",
            "margin-left", "padding-left", "margin-right", "padding-right", "margin", "padding", "margin-top",
            "margin-bottom", "padding-top", "padding-bottom", "border", "border-style", "display", "hyphens",
            "-epub-hyphens", "-webkit-hyphens", "adobe-hyphenate",
            "page-break-before", "break-before", "page-break-after", "break-after", "list-style-type", "list-style",
            "white-space",
            "writing-mode", "-epub-writing-mode", "-webkit-writing-mode", "direction", "content", "font-variant",
            "font-variant-caps",
        ]).union(verticalTextProperties).union(textProperties)

        /// Sets what one declaration says; values are lowercased and trimmed.
        /// The writing mode a value of `writing-mode` names, the values of SVG 1.1 included.
        static func writingMode(_ value: String) -> WritingMode {
            switch value {
            case "vertical-lr", "sideways-lr": .verticalLeftToRight
            case "vertical-rl", "sideways-rl", "tb-rl", "tb": .verticalRightToLeft
            default: .horizontal
            }
        }

        mutating func apply(_ property: String, _ value: String) {
            if applyText(property, value) { return }
            switch property {
            case "text-align":
                alignment = ParagraphStyle.Alignment(css: value) ?? alignment
            case "direction":
                switch value {
                case "rtl": direction = .rightToLeft
                case "ltr": direction = .leftToRight
                default: break
                }
            case "font-weight":
                bold = value == "bold" || value == "bolder" || (Int(value).map { $0 >= 600 } ?? false)
            case "font-style":
                italic = value == "italic" || value == "oblique"
            case "font-variant", "font-variant-caps":
                smallCaps = value.contains("small-caps")
            case "text-decoration", "text-decoration-line":
                underline = value.contains("underline")
                strikethrough = value.contains("line-through")
            case "text-indent":
                textIndent = CSSLength(value)
            case "margin-left", "margin-right", "padding-left", "padding-right", "margin-top", "margin-bottom",
                "padding-top", "padding-bottom", "margin", "padding":
                applyBox(property, value)
            case "hyphens", "-epub-hyphens", "-webkit-hyphens", "adobe-hyphenate":
                hyphens = ParagraphStyle.Hyphens(keyword: value) ?? hyphens
            case "border", "border-style":
                bordered = !(value.contains("none") || value.contains("hidden") || value == "0")
            case "display":
                display = Display(keyword: value) ?? display
            case "page-break-before", "break-before":
                pageBreakBefore = ["always", "page", "left", "right", "recto", "verso"].contains(value)
            case "page-break-after", "break-after":
                keepWithNext = value.hasPrefix("avoid") ? true : nil
            case "list-style-type", "list-style":
                for word in value.split(separator: " ") {
                    if let type = Self.listStyles[String(word)] { listStyle = type }
                }
            case "white-space":
                whiteSpace = WhiteSpace(keyword: value) ?? whiteSpace
            case "content":
                content = CSSContent.parts(value[...])
            case "writing-mode", "-epub-writing-mode", "-webkit-writing-mode":
                writingMode = Self.writingMode(value)
            default:
                applyVerticalText(property, value)
            }
        }

        private static let listStyles: [String: String] = [
            "none": "", "disc": "disc", "circle": "circle", "square": "square", "decimal": "1",
            "decimal-leading-zero": "1",
            "lower-alpha": "a", "lower-latin": "a", "upper-alpha": "A", "upper-latin": "A", "lower-roman": "i",
            "upper-roman": "I",
        ]
    }
}
