/// The importer's MathML: the events inside a formula read into it (`MathPlacement`), and the
/// formula shown as text where it stands or as a block of its own.
extension HTMLImporter {
    /// An event inside a formula: read into it, and the formula shown when it ends.
    func readFormula(_ event: MarkupEvent) {
        switch event {
        case .start(let name, let attributes):
            elements += 1
            math.start(name, attributes)
        case .text(let text):
            math.text(text.string)
        case .end(let name):
            guard let formula = math.end() else { return }
            addFormula(formula)
            end(name)
        }
    }

    /// A formula as text where it stands, or as a centred block of its own; a block's table
    /// rows are lines of it.
    private func addFormula(_ formula: MathPlacement.Formula) {
        let context = stack[stack.count - 1]
        var style = context.style
        if formula.block {
            paragraphs.close()
            style.alignment = .center
            (style.spacingBefore, style.spacingAfter) = (1, 1)
        }
        for (index, line) in formula.text.split(separator: "\n").enumerated() {
            if index > 0 { paragraphs.addLineBreak(attributes: context.attributes) }
            var shown = String(line)
            shown.withUTF8 {
                paragraphs.add(
                    MarkupText(bytes: UnsafeRawBufferPointer($0)), attributes: context.attributes, style: style,
                    language: context.language, breaking: context.breaking, whiteSpace: context.whiteSpace)
            }
        }
        if formula.block { paragraphs.close() }
    }
}
