/// The MathML formulas of the documents (`math`): read whole (`MathCollector`), then shown as
/// text, inline or as a centred block of their own (`display="block"`).
///
/// A formula is shown by the words the book gives for it, its `alttext` or its `text/plain`
/// annotation; else by its linear rendering (`MathRenderer`) when every element of it is one
/// the rendering knows; else (content MathML, a formula cut at a limit) by its TeX annotation,
/// else by what could be rendered, and never by nothing: an empty formula is `[math]`.
struct MathPlacement {
    /// A formula as shown: its text (a block's table rows separated by line feeds) and
    /// whether it is a block of its own.
    struct Formula: Equatable {
        var text: String
        var block: Bool
    }

    private var collector = MathCollector()
    /// Whether the formula read is a block; decided as it begins.
    private var block = false
    /// Formulas cut at a limit so far.
    private(set) var cut = 0

    /// Whether a formula is being read: the events inside it come here.
    var isReading: Bool { collector.isReading }

    /// A document begins: a formula left open in the one before is dropped.
    mutating func startDocument() {
        collector = MathCollector()
    }

    /// A `math` element begins; `block` when its `display` (or its CSS) makes it a block.
    mutating func begin(_ attributes: [String: String], block: Bool) {
        collector.begin(attributes)
        let display = (attributes["display"] ?? attributes["mode"])?.lowercased()
        self.block = block || display == "block" || display == "display"
    }

    mutating func start(_ name: String, _ attributes: [String: String]) {
        collector.start(name, attributes)
    }

    mutating func text(_ string: String) {
        collector.text(string)
    }

    /// An element inside the formula ends: the formula to show when it is the `math` element.
    mutating func end() -> Formula? {
        guard let math = collector.end() else { return nil }
        if collector.cut { cut += 1 }
        return Formula(text: Self.shown(math, complete: !collector.cut, block: block), block: block)
    }

    /// The text a formula is shown by.
    static func shown(_ math: MathNode, complete: Bool, block: Bool) -> String {
        let words = [math.attributes["alttext"], annotation(of: math, encoding: "text/plain")]
        if let text = firstText(words) { return text }
        var renderer = MathRenderer()
        let rendered = renderer.render(math, block: block)
        let hasText = rendered.contains { !$0.isWhitespace }
        if complete && renderer.isComplete && hasText { return rendered }
        if let tex = firstText([annotation(of: math, encoding: "application/x-tex")]) { return tex }
        return hasText ? rendered : "[math]"
    }

    /// The first of `texts` with more than white space, its white space collapsed.
    private static func firstText(_ texts: [String?]) -> String? {
        texts.lazy.compactMap { $0.map(MathRenderer.tokenText) }.first { !$0.isEmpty }
    }

    /// The text of the first annotation of `encoding` in the formula's `semantics`.
    private static func annotation(of math: MathNode, encoding: String) -> String? {
        var semantics = math.children.first { $0.name == "semantics" }
        if semantics == nil, math.children.count == 1, math.children[0].name == "mrow" {
            semantics = math.children[0].children.first { $0.name == "semantics" }
        }
        return semantics?.children.first {
            $0.name == "annotation" && $0.attributes["encoding"]?.lowercased() == encoding
        }?.text
    }
}
