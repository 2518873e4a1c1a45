extension GlyphForms {
    /// The form a cluster of text with `text-transform` or small capitals is drawn in, nil when
    /// it is drawn as stored: its case changed where the change keeps it one character a
    /// character (ß stays ß, as small capitals keep it), small kana made full size, then the
    /// full-width form of an ASCII character or space. `startsWord` says whether the cluster
    /// is the first of a word (asked only for `capitalize`).
    public static func transformed(
        _ text: String, _ attributes: CharacterAttributes, startsWord: @autoclosure () -> Bool
    ) -> String? {
        var form = text
        if attributes.contains(.uppercase) {
            form = smallCapital(form) ?? form
        } else if attributes.contains(.lowercase) {
            form = sameLength(form.lowercased(), as: form) ?? form
        } else if attributes.contains(.capitalize), startsWord() {
            form = titlecase(form) ?? form
        }
        if attributes.contains(.smallCaps) { form = smallCapital(form) ?? form }
        if attributes.contains(.fullSizeKana) { form = fullSizeKana(form) }
        if attributes.contains(.fullWidth) { form = fullWidth(form) }
        return form == text ? nil : form
    }

    /// `changed` when it has as many scalars as `text` and differs from it: the cells it takes
    /// are then those `text` takes.
    static func sameLength(_ changed: String, as text: String) -> String? {
        changed != text && changed.unicodeScalars.count == text.unicodeScalars.count ? changed : nil
    }

    /// The cluster with its first letter in title case (ǆ as ǅ, a as A), when that is one scalar.
    private static func titlecase(_ text: String) -> String? {
        guard let first = text.unicodeScalars.first, first.properties.isAlphabetic else { return nil }
        let title = first.properties.titlecaseMapping
        guard title.unicodeScalars.count == 1 else { return nil }
        return sameLength(title + String(text.unicodeScalars.dropFirst()), as: text)
    }

    /// The full-width form of a cluster that starts with an ASCII character or a space
    /// (U+FF01-U+FF5E, U+3000), its marks kept; others as they are. Such a cluster takes two
    /// cells (`TextSegmenter.widensFullWidth`).
    static func fullWidth(_ text: String) -> String {
        guard let first = text.unicodeScalars.first, first.isASCII, TextSegmenter.widensFullWidth(UInt16(first.value))
        else { return text }
        let wide = Unicode.Scalar(first.value == 0x20 ? 0x3000 : first.value + 0xFEE0)!
        return String(String.UnicodeScalarView([wide] + text.unicodeScalars.dropFirst()))
    }

    /// Small kana and their full-size forms (CSS Text's table of `full-size-kana`).
    private static let fullSizeKanaForms: [Unicode.Scalar: Unicode.Scalar] = Dictionary(
        uniqueKeysWithValues: zip(
            "ぁぃぅぇぉっゃゅょゎゕゖァィゥェォッャュョヮヵヶㇰㇱㇲㇳㇴㇵㇶㇷㇸㇹㇺㇻㇼㇽㇾㇿｧｨｩｪｫｯｬｭｮ".unicodeScalars,
            "あいうえおつやゆよわかけアイウエオツヤユヨワカケクシストヌハヒフヘホムラリルレロｱｲｳｴｵﾂﾔﾕﾖ".unicodeScalars))

    private static func fullSizeKana(_ text: String) -> String {
        String(String.UnicodeScalarView(text.unicodeScalars.map { fullSizeKanaForms[$0] ?? $0 }))
    }

    /// Whether the cluster at `offset` starts a word, for `capitalize`: the character before
    /// it (its marks passed over) is no letter or digit, nor an apostrophe inside a word
    /// ("don't" is one word).
    public static func startsWord(at offset: Int, in storage: TextStorage) -> Bool {
        var index = offset
        var passedApostrophe = false
        while index > 0 {
            var start = index - 1
            if start > 0 && UTF16.isTrailSurrogate(storage[start]) && UTF16.isLeadSurrogate(storage[start - 1]) {
                start -= 1
            }
            let scalar = String(decoding: (start..<index).map { storage[$0] }, as: UTF16.self).unicodeScalars.first
            index = start
            guard let properties = scalar?.properties else { return true }
            if properties.generalCategory.isMark { continue }
            if properties.isAlphabetic || properties.numericType != nil { return false }
            guard !passedApostrophe, scalar == "'" || scalar == "\u{2019}" else { return true }
            passedApostrophe = true
        }
        return true
    }
}

extension Unicode.GeneralCategory {
    fileprivate var isMark: Bool {
        self == .nonspacingMark || self == .spacingMark || self == .enclosingMark
    }
}
