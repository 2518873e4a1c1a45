/// Where lines of a run of text may break besides the break opportunities of UAX #14 in its
/// language (CSS `line-break` and `word-break`).
public struct LineBreaking: Hashable, Sendable {
    /// How strictly CJK text keeps characters off a line's start (CSS `line-break`).
    public enum Strictness: Hashable, Sendable {
        /// As the language breaks (strict for Japanese, `TextSegmenter.lineBreakLocale`).
        case auto
        /// Small kana, ー and iteration marks may start a line; more breaks around punctuation.
        case loose
        /// Small kana and ー may start a line.
        case normal
        /// Nothing UAX #14 keeps off a line's start starts one.
        case strict
        /// A line may break between any two clusters, before punctuation too.
        case anywhere
    }

    /// Where words may break (CSS `word-break`).
    public enum WordBreak: Hashable, Sendable {
        case normal
        /// Between any two letters or digits, as between ideographs.
        case breakAll
        /// Never between two letters, digits or ideographs: CJK text breaks at spaces and
        /// punctuation only, as Korean is set.
        case keepAll
    }

    public var strictness = Strictness.auto
    public var wordBreak = WordBreak.normal

    public init(strictness: Strictness = .auto, wordBreak: WordBreak = .normal) {
        self.strictness = strictness
        self.wordBreak = wordBreak
    }

    /// Breaking as the language alone says.
    public static let `default` = LineBreaking()

    /// ICU's locale keyword for the strictness (`@lb=loose`), nil for ICU's own choice.
    var icuKeyword: String? {
        switch strictness {
        case .auto, .anywhere: nil
        case .loose: "lb=loose"
        case .normal: "lb=normal"
        case .strict: "lb=strict"
        }
    }

    /// Lines break between clusters where ICU finds no break: `anywhere` or `break-all`.
    var addsBreaks: Bool { strictness == .anywhere || wordBreak == .breakAll }
}
