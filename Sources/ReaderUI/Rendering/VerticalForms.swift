/// The vertical presentation forms (U+FE10–FE19, U+FE30–FE4F) of the punctuation, brackets,
/// long vowel mark and dashes of horizontal text, substituted when vertical text is drawn,
/// never in the storage. ASCII brackets turn as the full-width ones do, since the letters
/// between them stand upright. Small kana have no vertical forms in Unicode: they stay as they are.
enum VerticalForms {
    private static let forms: [Character: Character] = [
        "、": "︑", "。": "︒", "，": "︐", "：": "︓", "；": "︔", "！": "︕", "？": "︖",
        "「": "﹁", "」": "﹂", "『": "﹃", "』": "﹄", "（": "︵", "）": "︶", "〔": "︹", "〕": "︺",
        "【": "︻", "】": "︼", "《": "︽", "》": "︾", "〈": "︿", "〉": "﹀", "｛": "︷", "｝": "︸",
        "〖": "︗", "〗": "︘", "［": "﹇", "］": "﹈", "…": "︙", "‥": "︰",
        "ー": "︱", "―": "︱", "—": "︱", "–": "︲", "＿": "︳",
        "(": "︵", ")": "︶", "[": "﹇", "]": "﹈", "{": "︷", "}": "︸",
    ]

    /// The vertical form of `cluster`, or nil when it has none.
    static func form(of cluster: String) -> String? {
        guard cluster.unicodeScalars.count == 1, let character = cluster.first, let form = forms[character] else {
            return nil
        }
        return String(form)
    }
}
