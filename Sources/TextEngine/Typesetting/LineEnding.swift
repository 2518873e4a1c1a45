/// Why a typeset line ends where it does, as the typesetter decided it: the record a line
/// carries, so that what comes after (justification, the rules of pages) need not find it again.
package enum LineEnding: UInt8, Sendable {
    /// At a line break opportunity: the next word did not fit.
    case wrap
    /// At the end of the text asked for (the paragraph's).
    case paragraphEnd
    /// After a line separator.
    case hardBreak
    /// Inside a word, at a hyphenation point or a soft hyphen: the line shows a hyphen.
    case hyphen
    /// Inside a run wider than the line, at a grapheme boundary, or after a cluster wider than
    /// the line, clipped to it.
    case overflow
}
