/// The book's CSS as it reaches each element of a document: the style sheets read so far
/// (files the documents link and `style` elements, within the book's budget), the open
/// elements as selectors see them, and the text of the `style` element being read.
struct StyleCascade {
    private(set) var styleSheet = StyleSheet()
    /// The open elements as selectors see them, outermost first.
    private var subjects: [CSSSelector.Subject] = []
    /// The elements that ended before each open element, and inside the innermost (last).
    private var siblings: [[CSSSelector.Subject]] = [[]]
    /// Elements entered in the document.
    private var entered = 0
    /// What follows each element of the document, once a sheet needs it, and how it is counted.
    private var later: LaterSiblings?
    private var countLater: (() -> LaterSiblings)?
    /// What `::before` gives the element entered last, its attributes read; nil when nothing.
    private(set) var before: StyleSheet.Declarations?
    /// What `::after` gives each open element, its attributes read.
    private var afters: [StyleSheet.Declarations?] = []
    /// The quotations the generated text has opened.
    private var quotes = QuotationMarks()
    /// The text of the `style` element being read.
    private var styleText: String?
    private var sheetsTruncated = 0
    private var sheetBytes = 0

    /// A document begins: no element is open. `countLater` counts what follows each of its
    /// elements, asked once a sheet has a selector that needs it.
    mutating func startDocument(countLater: (() -> LaterSiblings)? = nil) {
        subjects = []
        siblings = [[]]
        entered = 0
        later = nil
        self.countLater = countLater
        afters = []
        quotes = QuotationMarks()
    }

    /// What applies to an element inside the open ones, which it joins until `leave()`; its
    /// place and number are set here.
    mutating func enter(_ subject: CSSSelector.Subject, style: String?) -> StyleSheet.Declarations {
        subject.index = siblings[siblings.count - 1].count + 1
        subject.number = entered
        entered += 1
        let matched = matching(subject, style: style)
        var (before, after) = (matched.before, matched.after)
        // A browser's own sheet: `q::before { content: open-quote }`, `q::after { content: close-quote }`.
        if subject.element == "q" {
            if before?.content == nil { before = (before ?? .init()).with(content: [.openQuote]) }
            if after?.content == nil { after = (after ?? .init()).with(content: [.closeQuote]) }
        }
        self.before = before.map { Self.reading($0, of: subject) }
        afters.append(after.map { Self.reading($0, of: subject) })
        subjects.append(subject)
        siblings.append([])
        return matched.css
    }

    /// What the sheets give an element and its `::before` and `::after`. The open elements are
    /// shared with the selectors only here: once they are let go, the element joins them
    /// without their arrays being copied.
    private mutating func matching(_ subject: CSSSelector.Subject, style: String?)
        -> (css: StyleSheet.Declarations, before: StyleSheet.Declarations?, after: StyleSheet.Declarations?)
    {
        countLaterIfNeeded()
        let tree = CSSSubjectTree(subject: subject, ancestors: subjects, siblings: siblings, later: later)
        let css = styleSheet.declarations(for: tree, style: style)
        guard styleSheet.hasGeneratedRules else { return (css, nil, nil) }
        let (before, after) = styleSheet.generated(for: tree)
        return (css, before, after)
    }

    /// The innermost open element ends; what its `::after` gives it, nil when nothing.
    @discardableResult
    mutating func leave() -> StyleSheet.Declarations? {
        siblings.removeLast()
        siblings[siblings.count - 1].append(subjects.removeLast())
        return afters.popLast() ?? nil
    }

    /// The text of generated `content` where it is reached in the document, its quotation marks
    /// in `language`.
    mutating func generatedText(_ content: [CSSContent], language: String?) -> String {
        quotes.text(of: content, language: language)
    }

    /// A pseudo-element's declarations with the `attr()` of its content read from the element.
    private static func reading(_ css: StyleSheet.Declarations, of subject: CSSSelector.Subject)
        -> StyleSheet.Declarations
    {
        guard let content = css.content, content.contains(where: { if case .attribute = $0 { true } else { false } })
        else { return css }
        return css.with(
            content: content.map {
                if case .attribute(let name) = $0 { .text(subject.attributes[name] ?? "") } else { $0 }
            })
    }

    /// What the sheets give the innermost open element when it is an `html` root, asked as the
    /// body begins: the style sheets a document links are read after its root element began.
    mutating func rootDeclarations() -> StyleSheet.Declarations? {
        guard let root = subjects.last, root.element == "html" else { return nil }
        countLaterIfNeeded()
        return styleSheet.declarations(
            for: CSSSubjectTree(subject: root, ancestors: [], siblings: [], later: later), style: nil)
    }

    /// Counts what follows each element of the document the first time a sheet needs it: the
    /// elements entered before keep their numbers.
    private mutating func countLaterIfNeeded() {
        guard styleSheet.looksAhead && later == nil, let count = countLater else { return }
        later = count()
        countLater = nil
    }

    /// Adds a style sheet (a file or a `style` element); one past `Limits.styleSheetSize`, or
    /// past what is left of `Limits.styleSheetsSize` for the book, is read up to there.
    mutating func addStyleSheet<C: Collection<UInt8>>(_ bytes: C) {
        let room = min(Limits.styleSheetSize, Limits.styleSheetsSize - sheetBytes)
        if bytes.count > room { sheetsTruncated += 1 }
        guard room > 0 else { return }
        sheetBytes += min(bytes.count, room)
        styleSheet.add(String(decoding: bytes.prefix(room), as: UTF8.self))
    }

    /// A `style` element begins: its text is a style sheet.
    mutating func startStyleElement() {
        styleText = ""
    }

    /// Whether text read now is a style element's.
    var isReadingStyleElement: Bool { styleText != nil }

    /// Text inside a `style` element, kept up to a little past the size of a sheet.
    mutating func read(_ text: String) {
        if styleText != nil && styleText!.utf8.count <= Limits.styleSheetSize { styleText! += text }
    }

    /// A `style` element ends: its text is added as a style sheet.
    mutating func endStyleElement() {
        guard let css = styleText else { return }
        addStyleSheet(css.utf8)
        styleText = nil
    }

    /// What the reader should be told about the sheets: what was cut.
    var notices: [ImportNotice] {
        var notices: [ImportNotice] = []
        if sheetsTruncated > 0 {
            notices.append(
                .styleSheetsCut(count: sheetsTruncated, limit: Limits.styleSheetSize, total: Limits.styleSheetsSize))
        }
        if styleSheet.rulesCut || styleSheet.selectorsCut { notices.append(.styleRulesCut(limit: Limits.styleRules)) }
        return notices
    }
}
