/// The HTML elements the importer gives a meaning of their own, found once per tag by name.
enum HTMLElement: CaseIterable {
    case p, div, section, article, aside, header, footer, nav, main, h1, h2, h3, h4, h5, h6, blockquote, pre, ul, ol, li
    case dl, dt, dd, hr, figure, figcaption, table, tr, caption, body, address, center, hgroup, details, summary
    case tbody, thead, tfoot
    case head, script, style, title, template, noscript, svg, math, link
    case br, wbr, img, td, th, em, i, cite, dfn, `var`, strong, b, u, ins, s, strike, del, code, kbd, samp, tt, a, mark,
        sup, sub
    case span
    /// SVG's text and its spans: the only SVG content shown.
    case text, tspan
    /// Ruby: a base and its reading (`rt`), with parentheses (`rp`) for readers without ruby.
    case ruby, rt, rp
    /// Any element not named above.
    case other

    init(name: String) {
        // Paragraphs, most of a book's elements, need no lookup.
        // MathML's root keeps its meaning under a prefix (`m:math`).
        self = name == "p" ? .p : Self.byName[name] ?? (name.hasSuffix(":math") ? .math : .other)
    }

    private static let byName: [String: HTMLElement] = Dictionary(
        uniqueKeysWithValues: allCases.filter { $0 != .other }.map { ("\($0)", $0) })

    /// A block is a paragraph of its own (or holds paragraphs).
    var isBlock: Bool {
        switch self {
        case .p, .div, .section, .article, .aside, .header, .footer, .nav, .main, .h1, .h2, .h3, .h4, .h5, .h6,
            .blockquote, .pre, .ul, .ol, .li, .dl, .dt, .dd, .hr, .figure, .figcaption, .table, .tr, .caption, .body,
            .address, .center, .hgroup, .details, .summary, .tbody, .thead, .tfoot, .td, .th:
            true
        default:
            false
        }
    }

    /// Nothing inside it is shown.
    var isInvisible: Bool {
        switch self {
        case .head, .script, .style, .title, .template, .noscript, .rp: true
        default: false
        }
    }
}
