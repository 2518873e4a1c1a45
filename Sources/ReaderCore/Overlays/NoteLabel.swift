import TextEngine

/// The number or mark a note is known by, for its box's title: the text of the reference that
/// calls it ("3", "*", "iv"), else the label the note itself begins with.
enum NoteLabel {
    /// The label a reference's text gives, its brackets and a closing full stop aside; nil when
    /// it is no label (a word or a phrase: "see the note").
    static func of(reference text: String) -> String? {
        let label = stripped(text.trimmingWhitespace)
        guard !label.isEmpty, label.count <= 8, !label.contains(where: \.isWhitespace) else { return nil }
        return label
    }

    /// The label a note's text begins with: its list marker ("4."), or a first word that is a
    /// number or a mark ("12.", "[3]", "*"), or letters set apart as one ("iv.", "(a)").
    static func leading(of storage: TextStorage) -> String? {
        if let first = storage.paragraphStyleRuns.first, first.location == 0, let marker = first.style.listMarker {
            return of(reference: marker)
        }
        let start = storage.string(in: 0..<min(storage.length, 24)).trimmingWhitespace
        guard let word = start.split(whereSeparator: \.isWhitespace).first.map(String.init) else { return nil }
        let label = stripped(word)
        guard !label.isEmpty, label.count <= 6 else { return nil }
        if label.allSatisfy({ $0.isNumber || "*†‡§¶‖#".contains($0) }) { return label }
        let setApart = word.count > label.count
        return setApart && label.allSatisfy(\.isLetter) && label.count <= 4 ? label : nil
    }

    /// `text` without the brackets around it and a full stop or closing parenthesis after it.
    private static func stripped(_ text: String) -> String {
        var label = Substring(text)
        while let last = label.last, ".:)]}".contains(last) { label = label.dropLast() }
        while let first = label.first, "([{".contains(first) { label = label.dropFirst() }
        return String(label)
    }
}

extension String {
    /// The string without the white space at its ends.
    fileprivate var trimmingWhitespace: String {
        String(drop(while: \.isWhitespace).reversed().drop(while: \.isWhitespace).reversed())
    }
}
