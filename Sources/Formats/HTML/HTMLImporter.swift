import Foundation
import TextEngine

/// HTML and XHTML documents into one storage: block elements become paragraphs with
/// paragraph styles, inline elements become character attributes, whitespace collapses as
/// CSS says, and the book's simple CSS is honoured. Several documents (an EPUB's spine) can
/// be added one after another.
///
/// The importer is used by one parse at a time, on one thread, and never hands its state out
/// by reference: the properties touched for every element skip the run-time check for
/// overlapping access, which cost about 5 % of an import.
final class HTMLImporter {
    @exclusivity(unchecked) private var paragraphs = ParagraphBuilder()
    var styleSheet = StyleSheet()
    /// The bytes of a style sheet a document links (`<link rel="stylesheet">`), by its href
    /// and the linking document's path; nil when there is none to read.
    var linkedStyleSheet: ((_ href: String, _ documentPath: String) -> [UInt8]?)?
    /// Storage offsets of documents ("path") and their ids ("path#id").
    private(set) var anchors: [String: Int] = [:]
    /// h1 and h2 headings, a table of contents for books without one.
    private(set) var headings: [Chapter] = []
    /// The tables being read, innermost last: their ids and where their rows and cells stand.
    private var tables: [(id: Int, row: Int, column: Int)] = []
    private var tableCount = 0
    /// Links read so far: their text's range, the key of their target ("path#id"), an address
    /// outside the book, and whether they call a note.
    private var rawLinks: [(range: Range<Int>, key: String?, url: String?, isNote: Bool)] = []
    /// The links open, innermost last: where their text began, and their href.
    private var openLinks: [(start: Int, href: String, noteref: Bool)] = []
    /// Targets that are notes ("path#id" of footnotes, endnotes, asides).
    private var noteTargets: Set<String> = []
    /// The printed book's pages the documents mark, in order.
    private(set) var pageLabels: [PageLabel] = []
    /// The text of the page marker being read, when it has no title.
    @exclusivity(unchecked) private var pageLabelText: String?
    /// The reading being read has full-width parentheses; where its opening one begins and
    /// ends, when it has one.
    private var rubyIsWide = true
    private var rubyParenthesis: Range<Int>?
    private(set) var documentTitle: String?
    /// Documents read, those whose root or body sets their lines vertically, and those whose
    /// root or body says they run horizontally.
    private var bodies = 0
    private var verticalBodies = 0
    private var statedHorizontalBodies = 0
    /// The pixel size of the picture at a path of the book, read from its header; nil when
    /// it cannot be read.
    var pictureSize: ((_ path: String) -> (width: Int, height: Int)?)?
    private var pictures = 0
    private(set) var language: String?
    private(set) var problems: MarkupParser.Problems = []
    private var styleSheetsTruncated = 0
    private var styleSheetBytes = 0
    @exclusivity(unchecked) private var elements = 0
    /// Elements read before the rest of the book is left out.
    var elementLimit = Limits.elements

    private struct Context {
        var attributes: CharacterAttributes = []
        var style = ParagraphStyle()
        var hidden = false
        /// The element is a block: its end closes the paragraph.
        var isBlock = false
        var whiteSpace = StyleSheet.WhiteSpace.collapse
        var list: ListMarker.Kind?
        var listLevel = 0
        var language: String?
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
        var vertical = false
        /// The base direction was set by a `dir` attribute or CSS, which a `lang` does not change.
        var directionIsExplicit = false
    }

    @exclusivity(unchecked) private var stack: [Context] = [Context()]
    /// The open elements as selectors see them, outermost first (the root's context has none).
    @exclusivity(unchecked) private var subjects: [CSSSelector.Subject] = []
    @exclusivity(unchecked) private var counters: [Int] = []
    @exclusivity(unchecked) private var headingText: String?
    private var headingLevel = 0
    private var headingOffset = 0
    @exclusivity(unchecked) private var titleText: String?
    @exclusivity(unchecked) private var styleText: String?
    private var documentPath = ""

    /// Makes room for `capacity` code units of text in all, when the documents' sizes are known
    /// before they are added: text is then never moved as it grows.
    func reserveCapacity(_ capacity: Int) {
        paragraphs.reserveCapacity(capacity)
    }

    /// Adds one document; `path` names it for links into it, `newPage` starts it on a new page.
    func add(_ bytes: [UInt8], path: String = "", encoding: String? = nil, newPage: Bool = false) {
        // A document's text rarely has more code units than the document has bytes.
        paragraphs.reserveCapacity(paragraphs.length + bytes.count)
        documentPath = path
        anchors[path] = anchors[path] ?? paragraphs.length
        paragraphs.pendingPageBreak = newPage && paragraphs.length > 0
        stack = [Context()]
        subjects = []
        counters = []
        tables = []
        openLinks = []
        guard elements < elementLimit else { return }
        let enough = { [unowned self] in elements >= elementLimit }
        problems.formUnion(
            MarkupParser.parse(bytes, kind: .html, encoding: encoding, enough: enough) { [unowned self] event in
                switch event {
                case .start(let name, let attributes): start(name, attributes)
                case .end(let name): end(name)
                case .text(let text): self.text(text)
                }
            })
        paragraphs.close()
    }

    /// Adds a style sheet (a file or a `style` element); one past `Limits.styleSheetSize`, or
    /// past what is left of `Limits.styleSheetsSize` for the book, is
    /// read up to there.
    func addStyleSheet<C: Collection<UInt8>>(_ bytes: C) {
        let room = min(Limits.styleSheetSize, Limits.styleSheetsSize - styleSheetBytes)
        if bytes.count > room { styleSheetsTruncated += 1 }
        guard room > 0 else { return }
        styleSheetBytes += min(bytes.count, room)
        styleSheet.add(String(decoding: bytes.prefix(room), as: UTF8.self))
    }

    /// What the reader should be told about the documents added: what was cut or left out.
    var notices: [ImportNotice] {
        var notices: [ImportNotice] = []
        if problems.contains(.tooDeep) { notices.append(.nestedTooDeep(limit: Int(Limits.markupDepth))) }
        if problems.contains(.entities) { notices.append(.entitiesUnexpanded) }
        if elements >= elementLimit { notices.append(.elementsCut(limit: elementLimit)) }
        if problems.contains(.attributes) { notices.append(.attributesCut(limit: Int(Limits.markupAttributes))) }
        if styleSheetsTruncated > 0 {
            notices.append(
                .styleSheetsCut(
                    count: styleSheetsTruncated, limit: Limits.styleSheetSize, total: Limits.styleSheetsSize))
        }
        if styleSheet.rulesCut || styleSheet.selectorsCut { notices.append(.styleRulesCut(limit: Limits.styleRules)) }
        return notices
    }

    /// How the documents added set their lines: vertically when most of them do.
    var writingMode: WritingMode {
        verticalBodies * 2 > bodies ? .verticalRightToLeft : .horizontal
    }

    /// Whether a document's root or body says its lines run horizontally (`horizontal-tb`).
    var statesHorizontal: Bool { statedHorizontalBodies > 0 }

    /// The storage of everything added, which takes the text over: call it once.
    func storage(language fallback: String?) -> TextStorage {
        paragraphs.build(language: fallback ?? language)
    }

    private func start(_ name: String, _ attributes: [String: String]) {
        elements += 1
        let element = HTMLElement(name: name)
        var context = stack[stack.count - 1]
        if !attributes.isEmpty, let lang = attributes["xml:lang"] ?? attributes["lang"], !lang.isEmpty {
            context.language = lang
            language = language ?? lang
            if !context.directionIsExplicit { context.style.writingDirection = WritingDirection.of(language: lang) }
        }
        if !attributes.isEmpty, let dir = attributes["dir"]?.lowercased(), let direction = Self.direction(dir) {
            context.style.writingDirection = direction
            context.directionIsExplicit = true
        }
        let subject = CSSSelector.Subject(
            element: name, classAttribute: attributes.isEmpty ? nil : attributes["class"],
            id: attributes.isEmpty ? nil : attributes["id"])
        var modeStated = false
        if element == .body, let root = subjects.last, root.element == "html" {
            // The style sheets a document links are read after its root element began.
            let rootCSS = styleSheet.declarations(for: root, ancestors: [], style: nil)
            if let vertical = rootCSS.vertical { context.vertical = vertical }
            modeStated = rootCSS.vertical != nil
            apply(rootCSS, to: &context, block: true, margins: false)
        }
        let css = styleSheet.declarations(
            for: subject, ancestors: subjects,
            style: attributes.isEmpty ? nil : attributes["style"])
        subjects.append(subject)
        if element.isInvisible || css.hidden == true
            || !attributes.isEmpty
                && (attributes["hidden"] != nil || attributes["aria-hidden"] == "true" && element == .span)
        {
            context.hidden = true
        }
        context.isPageBreak = false
        if element == .svg { context.inSVG = true }
        if element == .figure { context.inFigure = true }
        if context.inSVG && element == .text { context.inSVGText = true }
        if !attributes.isEmpty && Self.isPageBreak(attributes) && !context.hidden {
            context.hidden = true
            context.isPageBreak = true
            if let title = attributes["title"], !title.isEmpty {
                addPageLabel(title)
            } else {
                pageLabelText = ""
            }
        }
        if element == .title && !context.inSVG { titleText = "" }
        if element == .link, let href = attributes["href"],
            let rel = attributes["rel"]?.lowercased().split(separator: " "),
            rel.contains("stylesheet") && !rel.contains("alternate"), let css = linkedStyleSheet?(href, documentPath)
        {
            addStyleSheet(css)
        }
        if element == .style { styleText = "" }
        let block =
            css.display.map { $0 == .block || $0 == .listItem }
            ?? (element.isBlock || context.inSVGText && element == .text)
        context.isBlock = block
        if block && !context.hidden { paragraphs.close() }
        // After a block's start has closed the paragraph before it, so the id names its own text.
        if !attributes.isEmpty, let id = attributes["id"] {
            anchors[documentPath + "#" + id] = paragraphs.length
            let kind = (attributes["epub:type"] ?? "") + " " + (attributes["role"] ?? "")
            if element == .aside
                || ["footnote", "endnote", "rearnote", "doc-footnote", "doc-endnote", "note"].contains(
                    where: kind.contains)
            {
                noteTargets.insert(documentPath + "#" + id)
            }
        }
        if element == .a, !attributes.isEmpty, let href = attributes["href"], rawLinks.count < Limits.links {
            let kind = (attributes["epub:type"] ?? "") + " " + (attributes["role"] ?? "")
            openLinks.append((paragraphs.nextTextStart, href, kind.contains("noteref")))
        }
        applyDefaults(of: element, attributes, to: &context)
        if !context.hidden { placeInTable(element, attributes, &context) }
        if let vertical = css.vertical { context.vertical = vertical }
        if element == .body {
            bodies += 1
            if context.vertical { verticalBodies += 1 }
            if !context.vertical && (modeStated || css.vertical != nil) { statedHorizontalBodies += 1 }
        }
        apply(
            css, to: &context, block: block, margins: element != .body && name != "html" && !context.vertical,
            framable: element != .table)
        if css.pageBreakBefore == true && paragraphs.length > 0 { paragraphs.pendingPageBreak = true }
        stack.append(context)
        guard !context.hidden else { return }
        if block { paragraphs.addSpacing(context.style.spacingBefore) }
        if element == .li && css.display != .block && css.display != .inline
            || element != .li && css.display == .listItem
        {
            if counters.isEmpty { counters.append(0) }
            counters[counters.count - 1] = min(counters[counters.count - 1] + 1, 99999)
            let list = css.listStyle.map { ListMarker.Kind.style($0) } ?? stack[stack.count - 2].list
            paragraphs.pendingMarker = ListMarker.text(
                in: list, number: counters[counters.count - 1], level: context.listLevel)
        }
        if context.inSVG && name == "image" {
            addPicture(source: attributes["href"] ?? attributes["xlink:href"], attributes, context: context)
        }
        switch element {
        case .rt:
            addRubyParenthesis(opening: true, attributes: context)
        case .br:
            paragraphs.addLineBreak(attributes: context.attributes)
        case .wbr:
            paragraphs.addWordBreak(attributes: context.attributes)
        case .hr:
            var style = context.style
            style.alignment = .center
            style.spacingBefore = 1
            style.spacingAfter = 1
            paragraphs.add(Attachment(.rule), style: style, language: context.language)
        case .img:
            addPicture(source: attributes["src"], attributes, context: context)
        case .ul, .ol:
            let start = min(max(Int(attributes["start"] ?? "") ?? 1, -9999), 99999)
            counters.append(start - 1)
        case .h1, .h2:
            headingText = ""
            headingLevel = element == .h1 ? 0 : 1
            headingOffset = paragraphs.length
        default:
            break
        }
    }

    /// A picture: a block of its own, centred, when nothing stands before it in its paragraph
    /// and it is taller than a line; otherwise (an icon in a line, a picture without a source)
    /// its alternative text in brackets where it stands. In a figure it keeps with its caption.
    private func addPicture(source: String?, _ attributes: [String: String], context: Context) {
        let alt = attributes["alt"]?.trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
        var width = Self.pixels(attributes["width"])
        var height = Self.pixels(attributes["height"])
        // A picture elsewhere (a web address, data in the address itself) is not the book's.
        let inBook = source.map { !$0.isEmpty && !$0.contains("://") && !$0.lowercased().hasPrefix("data:") } ?? false
        let path =
            inBook
            ? source.flatMap { EPUBImporter.resolve($0, against: EPUBImporter.directory(of: documentPath)) } : nil
        if let path, width == 0 || height == 0, let size = pictureSize?(path) { (width, height) = size }
        guard let path, !paragraphs.isInParagraph, height == 0 || height > Self.lineHeightPixels,
            pictures < Limits.pictures
        else {
            if !alt.isEmpty {
                var shown = "[" + alt + "]"
                shown.withUTF8 { text(MarkupText(bytes: UnsafeRawBufferPointer($0))) }
            }
            return
        }
        pictures += 1
        var style = context.style
        style.alignment = .center
        style.keepWithNext = stack.contains { $0.inFigure }
        paragraphs.add(
            Attachment(.image(Picture(source: path, pixelWidth: width, pixelHeight: height, alt: alt))),
            style: style, language: context.language)
    }

    /// A picture of its own before the documents: the book's cover, on a page of its own.
    func addCover(_ path: String) {
        let size = pictureSize?(path) ?? (0, 0)
        var style = ParagraphStyle()
        style.alignment = .center
        paragraphs.add(
            Attachment(.image(Picture(source: path, pixelWidth: size.width, pixelHeight: size.height, alt: "Cover"))),
            style: style, language: nil)
        paragraphs.pendingPageBreak = true
        pictures += 1
    }

    /// A picture this tall or less, in pixels, stands in a line of text.
    private static let lineHeightPixels = 24

    /// A length in pixels from an HTML `width` or `height` attribute ("640", "640px"); 0 for
    /// none, for a percentage and for nonsense.
    private static func pixels(_ value: String?) -> Int {
        guard var text = value?.trimmingCharacters(in: .whitespaces).lowercased() else { return 0 }
        if text.hasSuffix("px") { text.removeLast(2) }
        guard let number = Double(text), number.isFinite, number > 0 else { return 0 }
        return Int(min(number, 1_000_000))
    }

    private func end(_ name: String) {
        guard stack.count > 1 else { return }
        let element = HTMLElement(name: name)
        let context = stack.removeLast()
        subjects.removeLast()
        if context.isPageBreak, let label = pageLabelText {
            addPageLabel(label)
            pageLabelText = nil
        }
        if element == .title, let title = titleText {
            documentTitle = documentTitle ?? Self.collapse(title)
            titleText = nil
        }
        if element == .style, let css = styleText {
            addStyleSheet(css.utf8)
            styleText = nil
        }
        guard !context.hidden else { return }
        if element == .ul || element == .ol, !counters.isEmpty { counters.removeLast() }
        if element == .rt { addRubyParenthesis(opening: false, attributes: context) }
        if element == .a, let link = openLinks.popLast(), paragraphs.length > link.start {
            rawLinks.append(
                (
                    link.start..<paragraphs.length, target(of: link.href), link.href.contains(":") ? link.href : nil,
                    link.noteref
                ))
        }
        if element == .table && context.tableCell == nil, !tables.isEmpty { tables.removeLast() }
        if element == .h1 || element == .h2, let title = headingText {
            let text = Self.collapse(title)
            if !text.isEmpty { headings.append(Chapter(title: text, offset: headingOffset, level: headingLevel)) }
            headingText = nil
        }
        if context.isBlock {
            paragraphs.close()
            paragraphs.addSpacing(context.style.spacingAfter)
        }
    }

    private func text(_ raw: MarkupText) {
        // The context's fields are read in place: a copy of it costs more than the text.
        let top = stack.count - 1
        let hidden = stack[top].hidden
        if pageLabelText != nil && pageLabelText!.utf8.count < 64 { pageLabelText! += raw.string }
        if titleText != nil || styleText != nil || (headingText != nil && !hidden) {
            let string = raw.string
            if titleText != nil { titleText! += string }
            if styleText != nil && styleText!.utf8.count <= Limits.styleSheetSize { styleText! += string }
            if headingText != nil && !hidden { headingText! += string }
        }
        guard !hidden, !stack[top].inSVG || stack[top].inSVGText else { return }
        paragraphs.add(
            raw, attributes: stack[top].attributes, style: stack[top].style, language: stack[top].language,
            whiteSpace: stack[top].whiteSpace)
    }

    /// Tables: a table outside any cell gets an id, its rows and cells their places, and the
    /// paragraphs of a cell carry it. A table inside a cell is read as that cell's paragraphs.
    private func placeInTable(_ element: HTMLElement, _ attributes: [String: String], _ context: inout Context) {
        guard context.tableCell == nil else { return }
        switch element {
        case .table:
            tableCount += 1
            tables.append((tableCount, -1, 0))
        case .tr where !tables.isEmpty:
            tables[tables.count - 1].row += 1
            tables[tables.count - 1].column = 0
        case .td, .th:
            guard !tables.isEmpty else { return }
            if tables[tables.count - 1].row < 0 { tables[tables.count - 1].row = 0 }
            let table = tables[tables.count - 1]
            let span = min(max(Int(attributes["colspan"] ?? "") ?? 1, 1), 64)
            guard table.column < Limits.tableColumns else { return }
            context.tableCell = TableCell(
                table: table.id, row: table.row, column: table.column, span: span, header: element == .th)
            context.style.tableCell = context.tableCell
            // A table stands apart from the text before it; its rows are spaced by rules.
            context.style.spacingBefore = table.row == 0 && table.column == 0 ? 1 : 0
            context.style.spacingAfter = 0
            tables[tables.count - 1].column += span
        default:
            break
        }
    }

    /// The anchor key of a link inside the book ("path#id" or "path"), nil for one outside it.
    private func target(of href: String) -> String? {
        guard !href.contains(":") else { return nil }
        let parts = href.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
        let document =
            parts[0].isEmpty
            ? documentPath
            : EPUBImporter.resolve(String(parts[0]), against: EPUBImporter.directory(of: documentPath)) ?? ""
        return parts.count > 1 ? document + "#" + parts[1] : document
    }

    /// The links of everything added, their targets found among the anchors of every document.
    var links: [BookLink] {
        rawLinks.map { link in
            BookLink(
                range: link.range, target: link.key.flatMap { anchors[$0] }, url: link.url,
                isNote: link.isNote || link.key.map { noteTargets.contains($0) } == true)
        }
    }

    /// The parenthesis around a reading: full-width after CJK text, as Japanese books print it.
    /// A reading that opens its paragraph has no base and no parentheses; an empty one is
    /// taken back with its opening parenthesis.
    private func addRubyParenthesis(opening: Bool, attributes context: Context) {
        guard paragraphs.isInParagraph else { return }
        if !opening {
            guard let opened = rubyParenthesis else { return }
            rubyParenthesis = nil
            // White space at the reading's end is the markup's.
            paragraphs.dropPendingSpace()
            if paragraphs.length == opened.upperBound {
                paragraphs.truncate(to: opened.lowerBound)
                return
            }
        }
        let start = paragraphs.length
        if opening {
            rubyIsWide = paragraphs.lastUnit.map { $0 >= 0x2E80 } ?? true
            // White space between a base and its reading, or at the reading's start, is the markup's.
            paragraphs.dropPendingSpace(andLeading: true)
        }
        var parenthesis = rubyIsWide ? (opening ? "（" : "）") : (opening ? " (" : ")")
        parenthesis.withUTF8 {
            paragraphs.add(
                MarkupText(bytes: UnsafeRawBufferPointer($0)), attributes: context.attributes, style: context.style,
                language: context.language, whiteSpace: .preserve)
        }
        if opening { rubyParenthesis = start..<paragraphs.length }
    }

    /// The base direction an HTML `dir` attribute says: `auto` is the first strong character's.
    private static func direction(_ dir: String) -> WritingDirection? {
        switch dir {
        case "rtl": .rightToLeft
        case "ltr": .leftToRight
        case "auto": .natural
        default: nil
        }
    }

    /// A marker of the printed book's page break: its content is a label, not text.
    private static func isPageBreak(_ attributes: [String: String]) -> Bool {
        attributes["role"] == "doc-pagebreak"
            || attributes["epub:type"].map { $0.split(separator: " ").contains("pagebreak") } == true
    }

    private func addPageLabel(_ label: String) {
        let label = Self.collapse(label)
        guard !label.isEmpty, pageLabels.count < Limits.pageLabels else { return }
        pageLabels.append(PageLabel(label: String(label.prefix(32)), offset: paragraphs.length))
    }

    private static func collapse(_ text: String) -> String {
        let units = text.utf16
        let collapsed =
            units.first.map { !MarkupText.isCollapsibleSpace($0) } == true
            && units.last.map { !MarkupText.isCollapsibleSpace($0) } == true
            && !zip(units, units.dropFirst()).contains {
                MarkupText.isCollapsibleSpace($0) && (MarkupText.isCollapsibleSpace($1) || $0 != 0x20)
            }
        return collapsed
            ? text : text.split { $0.utf16.allSatisfy(MarkupText.isCollapsibleSpace) }.joined(separator: " ")
    }

    private func applyDefaults(of element: HTMLElement, _ attributes: [String: String], to context: inout Context) {
        var style = context.style
        // Properties of one paragraph are not inherited by the blocks inside it.
        style.spacingBefore = 0
        style.pageBreakBefore = false
        if let defaults = ElementStyle.defaults[element] {
            context.attributes.formUnion(defaults.attributes)
            if let alignment = defaults.alignment { style.alignment = alignment }
            if let spacing = defaults.spacing { (style.spacingBefore, style.spacingAfter) = spacing }
            if defaults.keepsWithNext { style.keepWithNext = true }
            style.firstLineHeadIndent += defaults.indent
            style.headIndent += defaults.indent
            if let indent = defaults.frameIndent { frame(&style, indent: indent) }
            if defaults.preformatted { context.whiteSpace = .preserve }
        }
        if element == .a && attributes["href"] != nil { context.attributes.insert(.link) }
        // A reading is no part of its base.
        if element == .rt { context.attributes.remove(.rubyBase) }
        if element == .ul || element == .ol {
            let type = attributes["type"] ?? ""
            context.list = element == .ul ? .bullet : .ordered(type: type.isEmpty ? "1" : type)
            context.listLevel += 1
            // Room for the widest common marker ("10.", "iii.") and a space before the text.
            let indent = context.listLevel == 1 ? 5 : 3
            style.firstLineHeadIndent = style.headIndent + indent
            style.headIndent += indent
            if context.listLevel > 1 {
                style.spacingBefore = 0
                style.spacingAfter = 0
            }
        }
        if !element.isBlock || element == .li { style.keepWithNext = false }
        context.style = style
    }

    /// A framed block: room for the border and a cell of padding on each side; inside a framed
    /// block, a frame of its own within the other (an element asking twice gets one).
    private func frame(_ style: inout ParagraphStyle, indent: Int) {
        let outer = stack[stack.count - 1].style.frameDepth
        if style.frameDepth <= outer && outer < Limits.frameDepth {
            style.firstLineHeadIndent += outer == 0 ? indent : 2
            style.headIndent += outer == 0 ? indent : 2
            style.tailIndent += 2
            style.frameDepth = outer + 1
        }
        style.spacingBefore = 1
        style.spacingAfter = 1
    }

    /// Applies what the book's CSS says; `margins` false for the body, whose margins are meant
    /// for a browser's window (the reader sets the page's own), and for vertical text.
    private func apply(
        _ css: StyleSheet.Declarations, to context: inout Context, block: Bool, margins: Bool, framable: Bool = true
    ) {
        func set(_ attribute: CharacterAttributes, _ on: Bool?) {
            guard let on else { return }
            if on { context.attributes.insert(attribute) } else { context.attributes.remove(attribute) }
        }
        set(.bold, css.bold)
        set(.italic, css.italic)
        set(.underline, css.underline)
        set(.strikethrough, css.strikethrough)
        if let whiteSpace = css.whiteSpace { context.whiteSpace = whiteSpace }
        if let listStyle = css.listStyle { context.list = .style(listStyle) }
        guard block else { return }
        if let direction = css.direction {
            context.style.writingDirection = direction
            context.directionIsExplicit = true
        }
        let rightToLeft = context.style.writingDirection == .rightToLeft
        if let alignment = css.alignment { context.style.alignment = alignment }
        // Indents are on the start side: the right margin is the start in right-to-left text.
        let (startMargin, endMargin) =
            rightToLeft ? (css.marginRight, css.marginLeft) : (css.marginLeft, css.marginRight)
        switch margins ? startMargin : nil {
        case .cells(let cells)?:
            context.style.firstLineHeadIndent += min(max(cells, 0), 20)
            context.style.headIndent += min(max(cells, 0), 20)
        case .percent(let percent)?: context.style.headIndentPercent += min(max(percent, 0), 40)
        case nil: break
        }
        switch margins ? endMargin : nil {
        case .cells(let cells)?: context.style.tailIndent += min(max(cells, 0), 20)
        case .percent(let percent)?: context.style.tailIndentPercent += min(max(percent, 0), 40)
        case nil: break
        }
        // Borders of tables and their cells are the grid's rules, not frames.
        if css.bordered == true && context.tableCell == nil && framable { frame(&context.style, indent: 2) }
        switch css.textIndent {
        case .cells(let cells)?:
            context.style.firstLineHeadIndent = max(0, context.style.headIndent + min(max(cells, -20), 20))
        case .percent(let percent)?:
            // Of the measure the reader sets by default (76 cells).
            context.style.firstLineHeadIndent = max(0, context.style.headIndent + min(max(percent * 76 / 100, -20), 20))
        case nil: break
        }
    }
}
