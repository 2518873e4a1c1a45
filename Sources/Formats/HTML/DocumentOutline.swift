import TextEngine

/// What the documents say about themselves beside their text: the title, the h1 and h2
/// headings (a table of contents for books without one), the printed book's page labels, the
/// first language named, and how much of their text is set vertically.
struct DocumentOutline {
    /// The first document title read (`title`), its white space collapsed.
    private(set) var title: String?
    private(set) var headings: [Chapter] = []
    /// The printed book's pages the documents mark, in order.
    private(set) var pageLabels: [PageLabel] = []
    /// The first language a `lang` attribute names.
    private(set) var language: String?
    /// Where each document's body begins and whether it sets its lines vertically; documents
    /// whose root or body says they run horizontally.
    private var bodies: [(start: Int, vertical: Bool)] = []
    private var statedHorizontalBodies = 0
    /// The text of the title, the heading and the page marker being read.
    private var titleText: String?
    private var heading: (text: String, level: Int, offset: Int)?
    private var pageLabelText: String?

    /// A `lang` attribute; the first one names the book's language.
    mutating func noteLanguage(_ language: String) {
        self.language = self.language ?? language
    }

    /// A document's body begins at `offset`; `vertical` when its lines are set vertically,
    /// `stated` when its root or body says which way they run.
    mutating func countBody(at offset: Int, vertical: Bool, stated: Bool) {
        bodies.append((offset, vertical))
        if !vertical && stated { statedHorizontalBodies += 1 }
    }

    /// How the documents set their lines, their text ending at `end`: vertically when most of
    /// the text is set so (two short documents of five do not turn a book).
    func writingMode(end: Int) -> WritingMode {
        var vertical = 0
        for (index, body) in bodies.enumerated() where body.vertical {
            vertical += (index + 1 < bodies.count ? bodies[index + 1].start : end) - body.start
        }
        let total = end - (bodies.first?.start ?? 0)
        return total > 0 && vertical * 2 > total ? .verticalRightToLeft : .horizontal
    }

    /// Whether a document's root or body says its lines run horizontally (`horizontal-tb`).
    var statesHorizontal: Bool { statedHorizontalBodies > 0 }

    /// Whether text read now belongs to a title, a heading or a page marker.
    var isReading: Bool { titleText != nil || heading != nil || pageLabelText != nil }

    /// Text read inside the elements begun; a heading takes only the text shown.
    mutating func read(_ text: String, hidden: Bool) {
        if pageLabelText != nil && pageLabelText!.utf8.count < 64 { pageLabelText! += text }
        if titleText != nil { titleText! += text }
        if heading != nil && !hidden { heading!.text += text }
    }

    mutating func startTitle() {
        titleText = ""
    }

    mutating func endTitle() {
        guard let text = titleText else { return }
        title = title ?? Self.collapse(text)
        titleText = nil
    }

    /// An h1 (level 0) or h2 (level 1) begins at `offset` of the storage.
    mutating func startHeading(level: Int, at offset: Int) {
        heading = ("", level, offset)
    }

    mutating func endHeading() {
        guard let heading else { return }
        let text = Self.collapse(heading.text)
        if !text.isEmpty { headings.append(Chapter(title: text, offset: heading.offset, level: heading.level)) }
        self.heading = nil
    }

    /// A marker of the printed book's page break at `offset`: its title is the label, else the
    /// text read inside it until `endPageBreak`.
    mutating func startPageBreak(title: String?, at offset: Int) {
        if let title, !title.isEmpty {
            addPageLabel(title, at: offset)
        } else {
            pageLabelText = ""
        }
    }

    mutating func endPageBreak(at offset: Int) {
        guard let label = pageLabelText else { return }
        addPageLabel(label, at: offset)
        pageLabelText = nil
    }

    private mutating func addPageLabel(_ label: String, at offset: Int) {
        let label = Self.collapse(label)
        guard !label.isEmpty, pageLabels.count < Limits.pageLabels else { return }
        pageLabels.append(PageLabel(label: String(label.prefix(32)), offset: offset))
    }

    /// Whether an element's attributes mark a printed book's page break, whose content is a
    /// label, not text.
    static func isPageBreak(_ attributes: [String: String]) -> Bool {
        attributes["role"] == "doc-pagebreak"
            || attributes["epub:type"].map { $0.split(separator: " ").contains("pagebreak") } == true
    }

    /// The text with its runs of white space collapsed to one space, none at either end.
    static func collapse(_ text: String) -> String {
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
}
