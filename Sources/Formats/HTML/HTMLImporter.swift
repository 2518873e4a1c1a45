import Foundation
import TextEngine

/// HTML and XHTML documents into one storage: block elements become paragraphs with
/// paragraph styles, inline elements become character attributes, whitespace collapses as
/// CSS says, and the book's simple CSS is honoured. Several documents (an EPUB's spine) can
/// be added one after another.
///
/// The importer dispatches the parser's events to the parts that own each concern: the
/// paragraphs (`ParagraphBuilder`), the CSS cascade (`StyleCascade`), the outline
/// (`DocumentOutline`), links and their targets (`LinkCollector`), tables
/// (`TablePlacement`), readings (`RubyParentheses`), lists (`ListCounters`) and pictures
/// (`PicturePlacement`); what an open element passes on is an `ElementContext`.
///
/// The importer is used by one parse at a time, on one thread, and never hands its state out
/// by reference: the parts touched for every element or text skip the run-time check for
/// overlapping access. Instructions of an EPUB import with the check (callgrind, moby-dick,
/// all of `add` with the parser): `paragraphs` and `stack` 2.0 % more, `outline` and `cascade`
/// 1.7 %, `tables` and `elements` 0.3 %; the other parts, 0.05 % together, keep it.
final class HTMLImporter {
    @exclusivity(unchecked) var paragraphs = ParagraphBuilder()
    @exclusivity(unchecked) private var cascade = StyleCascade()
    @exclusivity(unchecked) private var outline = DocumentOutline()
    private var linkTargets = LinkCollector()
    @exclusivity(unchecked) private var tables = TablePlacement()
    private var ruby = RubyParentheses()
    private var lists = ListCounters()
    /// The pictures placed, and how their files are asked about (`HTMLImporter+Pictures`).
    var pictures = PicturePlacement()
    /// The `svg` element being read, written out again to be drawn as a picture.
    private var inlineSVG: InlineSVG?
    var math = MathPlacement()
    /// The open elements' contexts, innermost last, above the root's.
    @exclusivity(unchecked) var stack: [ElementContext] = [ElementContext()]
    /// The document being read.
    private var document = BookPath(document: "")
    /// The style sheets of the document being read, linked and in `style` elements, as text:
    /// an inline SVG is given them, for librsvg's cascade.
    private var documentCSS = ""
    /// The bytes of a style sheet a document links (`<link rel="stylesheet">`), by its href
    /// and the linking document's path; nil when there is none to read.
    var linkedStyleSheet: ((_ href: String, _ documentPath: String) -> [UInt8]?)?
    private(set) var problems: MarkupParser.Problems = []
    @exclusivity(unchecked) var elements = 0
    /// Elements read before the rest of the book is left out.
    var elementLimit = Limits.elements

    /// Whether hrefs that climb above the book's root stay at its root (an EPUB's container).
    var clampsPathsAtRoot = false

    /// Storage offsets of documents ("path") and their ids ("path#id").
    var anchors: [String: Int] { linkTargets.anchors }
    /// h1 and h2 headings, a table of contents for books without one.
    var headings: [Chapter] { outline.headings }
    /// The printed book's pages the documents mark, in order.
    var pageLabels: [PageLabel] { outline.pageLabels }
    var documentTitle: String? { outline.title }
    var language: String? { outline.language }
    /// How the documents added set their lines: vertically when most of them do.
    var writingMode: WritingMode { outline.writingMode(end: max(paragraphs.length, textEnd)) }
    /// The length of the text once ``storage(language:)`` has taken it over.
    private var textEnd = 0
    /// The work of matching the book's selectors so far: steps of the budget spent
    /// (`Limits.selectorSteps`) and rules tried.
    var selectorWork: (steps: Int, rulesTried: Int) {
        (cascade.styleSheet.matchSteps, cascade.styleSheet.rulesTried)
    }
    /// Whether a document's root or body says its lines run horizontally (`horizontal-tb`).
    var statesHorizontal: Bool { outline.statesHorizontal }
    /// The links of everything added, their targets found among the anchors of every document;
    /// `storage` is the one built from it.
    func links(in storage: TextStorage) -> [BookLink] { linkTargets.links(in: storage) }

    /// Makes room for `capacity` code units of text in all, when the documents' sizes are known
    /// before they are added: text is then never moved as it grows.
    func reserveCapacity(_ capacity: Int) {
        paragraphs.reserveCapacity(capacity)
    }

    /// Adds one document; `path` names it for links into it, `newPage` starts it on a new page,
    /// `centred` centres its lines where its style sheets do not align them.
    func add(_ bytes: [UInt8], path: String = "", encoding: String? = nil, newPage: Bool = false, centred: Bool = false)
    {
        // A document's text rarely has more code units than the document has bytes.
        paragraphs.reserveCapacity(paragraphs.length + bytes.count)
        startDocument(path, newPage: newPage)
        var root = ElementContext()
        if centred { root.style.alignment = .center }
        stack = [root]
        let limit = elementLimit - elements
        cascade.startDocument(countLater: { LaterSiblings.scan(bytes, encoding: encoding, limit: limit) })
        lists.startDocument()
        tables.startDocument()
        math.startDocument()
        guard elements < elementLimit else { return }
        let enough = { [unowned self] in elements >= elementLimit }
        problems.formUnion(
            MarkupParser.parse(bytes, kind: .html, encoding: encoding, enough: enough) { [unowned self] event in
                guard !math.isReading else { return readFormula(event) }
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
        cascade.addStyleSheet(bytes)
    }

    /// The document at `path` begins here, for links into it, on a new page when `newPage` says.
    private func startDocument(_ path: String, newPage: Bool) {
        document = BookPath(document: path, clampingAtRoot: clampsPathsAtRoot)
        documentCSS = ""
        linkTargets.startDocument(document, at: paragraphs.length)
        paragraphs.pendingPageBreak = newPage && paragraphs.length > 0
    }

    /// The picture at `path` on a page of its own, fitted to it: the book's cover, a page of
    /// the spine that is a picture. Links to its path lead there.
    func addPicturePage(_ path: String, alt: String) {
        startDocument(path, newPage: true)
        var style = ParagraphStyle()
        style.alignment = .center
        paragraphs.add(Attachment(.image(pictures.page(path, alt: alt))), style: style, language: nil)
        addWords(of: path, ElementContext())
        paragraphs.pendingPageBreak = true
    }

    /// What the reader should be told about the documents added: what was cut or left out.
    var notices: [ImportNotice] {
        var notices: [ImportNotice] = []
        if problems.contains(.tooDeep) { notices.append(.nestedTooDeep(limit: Int(Limits.markupDepth))) }
        if problems.contains(.entities) { notices.append(.entitiesUnexpanded) }
        if elements >= elementLimit { notices.append(.elementsCut(limit: elementLimit)) }
        if problems.contains(.attributes) { notices.append(.attributesCut(limit: Int(Limits.markupAttributes))) }
        if math.cut > 0 {
            notices.append(.formulasCut(count: math.cut, elements: Limits.mathElements, nesting: Limits.mathNesting))
        }
        if let first = pictures.refusedReferences.first {
            notices.append(.svgReferencesLeftOut(count: pictures.refusedReferences.count, first: first))
        }
        return notices + cascade.notices
    }

    /// The storage of everything added, which takes the text over: call it once.
    func storage(language fallback: String?) -> TextStorage {
        textEnd = paragraphs.length
        return paragraphs.build(language: fallback ?? language)
    }

    private func start(_ name: String, _ attributes: [String: String]) {
        elements += 1
        let element = HTMLElement(name: name)
        var (context, css, modeStated) = opening(element, name, attributes)
        if element == .title && !context.inSVG { outline.startTitle() }
        if element == .link { readLinkedStyleSheet(attributes) }
        if element == .style { cascade.startStyleElement() }
        if context.isBlock && !context.hidden { paragraphs.close() }
        // After a block's start has closed the paragraph before it, so the id names its own text.
        if !attributes.isEmpty, let id = attributes["id"] {
            linkTargets.addTarget(
                id: id, of: element, attributes, in: document, at: paragraphs.length, depth: stack.count)
        }
        if element == .a, !attributes.isEmpty, let href = attributes["href"] {
            linkTargets.startLink(href: href, attributes, at: paragraphs.nextTextStart)
        }
        let outerFrameDepth = stack[stack.count - 1].style.frameDepth
        context.applyDefaults(of: element, attributes, outerFrameDepth: outerFrameDepth)
        if !context.hidden && context.tableCell == nil,
            let cell = tables.place(
                element, colspan: attributes.isEmpty ? nil : attributes["colspan"],
                rowspan: attributes.isEmpty ? nil : attributes["rowspan"])
        {
            context.enter(cell)
        }
        if let mode = css.writingMode { context.state(mode, document: element == .body || name == "html") }
        if element == .body {
            outline.countBody(
                at: paragraphs.length, vertical: context.vertical, stated: modeStated || css.writingMode != nil)
        }
        context.apply(
            css, block: context.isBlock, margins: element != .body && name != "html" && !context.vertical,
            framable: element != .table, outerFrameDepth: outerFrameDepth)
        context.placeFrame()
        if css.pageBreakBefore == true && paragraphs.length > 0 { paragraphs.pendingPageBreak = true }
        // Each element set upright side by side is a run of its own, even next to another.
        if css.combinedUpright == true { paragraphs.separateNextRun() }
        stack.append(context)
        if inlineSVG != nil || element == .svg && !context.hidden {
            if inlineSVG == nil { inlineSVG = InlineSVG(styleSheet: documentCSS) }
            inlineSVG?.start(name, attributes)
        }
        guard !context.hidden else { return }
        begin(element, name, attributes, css, context)
        if let before = cascade.before { addGenerated(before, context) }
    }

    /// Text the book's CSS generates inside an element (`::before`, `::after`, a `q`'s
    /// quotation marks), styled as its declarations say.
    private func addGenerated(_ css: StyleSheet.Declarations, _ context: ElementContext) {
        guard css.hidden != true, let content = css.content, !content.isEmpty else { return }
        var generated = context
        generated.apply(css, block: false, margins: false, outerFrameDepth: context.style.frameDepth)
        var shown = cascade.generatedText(content, language: context.language ?? outline.language)
        shown.withUTF8 {
            paragraphs.add(
                MarkupText(bytes: UnsafeRawBufferPointer($0)), attributes: generated.attributes,
                style: generated.style, language: generated.language, breaking: generated.breaking,
                whiteSpace: generated.whiteSpace)
        }
    }

    /// The context an element begins with, before its defaults: its language and direction,
    /// what the CSS says, whether it is shown, and whether it is a block. A page marker it
    /// is begins there.
    private func opening(_ element: HTMLElement, _ name: String, _ attributes: [String: String])
        -> (ElementContext, StyleSheet.Declarations, modeStated: Bool)
    {
        var context = stack[stack.count - 1]
        context.elementNumber = elements
        if !attributes.isEmpty, let lang = attributes["xml:lang"] ?? attributes["lang"], !lang.isEmpty {
            context.setLanguage(lang)
            outline.noteLanguage(lang)
        }
        if !attributes.isEmpty, let dir = attributes["dir"]?.lowercased() { context.setDirection(dir) }
        var modeStated = false
        if element == .body, let rootCSS = cascade.rootDeclarations() {
            if let mode = rootCSS.writingMode { context.state(mode, document: true) }
            modeStated = rootCSS.writingMode != nil
            context.apply(
                rootCSS, block: true, margins: false, outerFrameDepth: stack[stack.count - 1].style.frameDepth)
        }
        let subject = CSSSelector.Subject(
            element: name, classAttribute: attributes.isEmpty ? nil : attributes["class"],
            id: attributes.isEmpty ? nil : attributes["id"], attributes: attributes)
        let css = cascade.enter(subject, style: attributes.isEmpty ? nil : attributes["style"])
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
        if !attributes.isEmpty && DocumentOutline.isPageBreak(attributes) && !context.hidden {
            context.hidden = true
            context.isPageBreak = true
            outline.startPageBreak(title: attributes["title"], at: paragraphs.length)
        }
        context.isBlock =
            css.display.map { $0 == .block || $0 == .listItem }
            ?? (element.isBlock || context.inSVGText && element == .text)
        return (context, css, modeStated)
    }

    /// A `link` element: the style sheet it links, unless it is an alternate one.
    private func readLinkedStyleSheet(_ attributes: [String: String]) {
        guard let href = attributes["href"], let rel = attributes["rel"]?.lowercased().split(separator: " "),
            rel.contains("stylesheet") && !rel.contains("alternate"),
            let css = linkedStyleSheet?(href, document.document)
        else { return }
        cascade.addStyleSheet(css)
        documentCSS += String(decoding: css, as: UTF8.self) + "\n"
    }

    /// What a shown element puts in the text as it begins: spacing, a list item's marker, a
    /// picture, a line or word break, a rule, a reading's parenthesis.
    private func begin(
        _ element: HTMLElement, _ name: String, _ attributes: [String: String], _ css: StyleSheet.Declarations,
        _ context: ElementContext
    ) {
        if context.isBlock { paragraphs.addSpacing(context.style.spacingBefore) }
        if element == .li && css.display != .block && css.display != .inline
            || element != .li && css.display == .listItem
        {
            let list = css.listStyle.map { ListMarker.Kind.style($0) } ?? stack[stack.count - 2].list
            paragraphs.pendingMarker = ListMarker.text(in: list, number: lists.nextItem(), level: context.listLevel)
        }
        if context.inSVG && name == "image" {
            addPicture(source: attributes["href"] ?? attributes["xlink:href"], attributes, context)
        }
        switch element {
        case .rt:
            ruby.open(in: &paragraphs, context)
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
            addPicture(source: attributes["src"], attributes, context)
        case .math:
            math.begin(attributes, block: css.display == .block)
        case .ul, .ol:
            lists.startList(start: attributes["start"])
        case .h1, .h2:
            outline.startHeading(level: element == .h1 ? 0 : 1, at: paragraphs.length)
        default:
            break
        }
    }

    /// A picture: a block of its own, centred (in a figure it keeps with its caption), or its
    /// alternative text where it stands.
    private func addPicture(source: String?, _ attributes: [String: String], _ context: ElementContext) {
        let placement = pictures.place(source: source, attributes, in: document, inParagraph: paragraphs.isInParagraph)
        addPicture(placement, context)
        if case .block(let picture) = placement { addWords(of: picture.source, context) }
    }

    private func addPicture(_ placement: PicturePlacement.Placement, _ context: ElementContext) {
        switch placement {
        case .block(let picture):
            var style = context.style
            style.alignment = .center
            style.keepWithNext = stack.contains { $0.inFigure }
            paragraphs.add(Attachment(.image(picture)), style: style, language: context.language)
        case .text(var shown):
            shown.withUTF8 { text(MarkupText(bytes: UnsafeRawBufferPointer($0))) }
        case .none:
            break
        }
    }

    /// The `svg` element just read (`context` its own) as a picture, unless it draws pictures of
    /// the book (its `image` elements, placed as they were read).
    private func addInlineSVG(_ context: ElementContext) {
        guard let svg = inlineSVG.take(), let bytes = svg.bytes, !svg.hasImage else { return }
        var context = context
        context.inSVG = false
        var attributes = svg.attributes
        attributes["alt"] = attributes["aria-label"]
        let placement = pictures.place(svg: bytes, attributes, in: document, inParagraph: paragraphs.isInParagraph)
        addPicture(placement, context)
    }

    func end(_ name: String) {
        guard stack.count > 1 else { return }
        let element = HTMLElement(name: name)
        let svgEnds = inlineSVG?.end(name) == true
        let context = stack.removeLast()
        let after = cascade.leave()
        if svgEnds { addInlineSVG(context) }
        linkTargets.endElement(depth: stack.count, at: paragraphs.length)
        if context.isPageBreak { outline.endPageBreak(at: paragraphs.length) }
        if element == .title { outline.endTitle() }
        if element == .style { cascade.endStyleElement() }
        guard !context.hidden else { return }
        if let after { addGenerated(after, context) }
        if element == .ul || element == .ol { lists.endList() }
        if element == .rt { ruby.close(in: &paragraphs, context) }
        if element == .a { linkTargets.endLink(in: document, at: paragraphs.length) }
        if element == .table && context.tableCell == nil { tables.endTable() }
        if element == .h1 || element == .h2 { outline.endHeading() }
        if context.isBlock {
            paragraphs.close()
            paragraphs.addSpacing(context.style.spacingAfter)
        }
    }

    private func text(_ raw: MarkupText) {
        // The context's fields are read in place: a copy of it costs more than the text.
        let top = stack.count - 1
        inlineSVG?.text(raw)
        let hidden = stack[top].hidden
        if outline.isReading || cascade.isReadingStyleElement {
            let string = raw.string
            outline.read(string, hidden: hidden)
            cascade.read(string)
            if cascade.isReadingStyleElement { documentCSS += InlineSVG.css(string) }
        }
        guard !hidden, !stack[top].inSVG || stack[top].inSVGText else { return }
        paragraphs.add(
            raw, attributes: stack[top].attributes, style: stack[top].style, language: stack[top].language,
            breaking: stack[top].breaking, whiteSpace: stack[top].whiteSpace)
    }
}
