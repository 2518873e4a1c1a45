import Formats
import ReaderCore
import TextEngine

/// The status line of a session: what it says, and which of it matters most.
extension StatusLine {
    /// The line for `session`; `notice` takes the place of the title, author and chapter.
    init(_ session: ReaderSession, notice: String?) {
        let book = session.book
        var left: [Segment] = []
        if let notice {
            left = [Segment(forms: [notice], side: .left, priority: 85, separator: "", cuttable: true)]
        } else {
            left.append(
                Segment(
                    forms: [book.title], side: .left, priority: 40, separator: "", cuttable: true,
                    isolation: .some(book.titleIsRightToLeft)))
            if let author = book.author {
                left.append(
                    Segment(
                        forms: [author], side: .left, priority: 30, separator: " — ",
                        isolation: .some(book.authorIsRightToLeft)))
            }
            if let chapter = Self.chapterSegment(session) { left.append(chapter) }
        }
        var right: [Segment] = []
        if let time = session.timeLeft() {
            right.append(
                Segment(forms: Self.timeForms(time), side: .right, priority: 70, separator: "  ", yieldingForms: 1))
        }
        if session.turnsLeftward {
            right.append(Segment(forms: ["← next"], side: .right, priority: 92, separator: "  "))
        }
        if let label = session.printPage()?.label {
            right.append(Segment(forms: ["p. \(label)"], side: .right, priority: 90, separator: "  "))
        }
        right.append(Segment(forms: [ReaderView.pageLabel(session)], side: .right, priority: 100, separator: "  "))
        right.append(Segment(forms: ["\(session.percentRead())%"], side: .right, priority: 95, separator: "  "))
        self.init(
            segments: left + right,
            leftIsRightToLeft: notice != nil ? nil : book.titleIsRightToLeft ?? VisualString.isRightToLeft(book.title))
    }

    /// The chapter shown, after its parent when it is numbered or short ("Song of Myself · 6");
    /// nil when the book has none or it is the book's title.
    private static func chapterSegment(_ session: ReaderSession) -> Segment? {
        guard let index = session.currentChapterIndex() else { return nil }
        let chapters = session.book.chapters
        let chapter = chapters[index]
        guard chapter.title != session.book.title else { return nil }
        var forms = [chapter.title]
        if chapter.level > 0, isNumberedOrShort(chapter.title),
            let parent = chapters[..<index].last(where: { $0.level < chapter.level })
        {
            forms.insert(parent.title + " · " + chapter.title, at: 0)
        }
        return Segment(
            forms: forms, side: .left, priority: 80, separator: " · ", cuttable: true, isolation: .some(nil))
    }

    /// A title that says little without its parent: a number ("6", "VI", "12. The Fall") or
    /// a short word or two.
    static func isNumberedOrShort(_ title: String) -> Bool {
        let first = title.split(whereSeparator: { $0.isWhitespace || $0 == "." }).first ?? ""
        let numeral = !first.isEmpty && first.allSatisfy { $0.isNumber || "IVXLCDM".contains($0) }
        return numeral || title.count <= 12
    }

    /// The time left in the chapter (else the book), longest form first; "about" or "~" when
    /// the pace is an estimate.
    static func timeForms(_ time: TimeLeft) -> [String] {
        let minutes = duration(time.chapterMinutes ?? time.bookMinutes)
        let place = time.chapterMinutes == nil ? "book" : "chapter"
        let (about, tilde) = time.isEstimate ? ("about ", "~") : ("", "")
        return ["\(about)\(minutes) left in \(place)", "\(tilde)\(minutes) left", "\(tilde)\(minutes)"]
    }

    /// "12 min", "1 h 20 min", "3 h".
    static func duration(_ minutes: Int) -> String {
        let (hours, rest) = minutes.quotientAndRemainder(dividingBy: 60)
        if hours == 0 { return "\(rest) min" }
        return rest == 0 ? "\(hours) h" : "\(hours) h \(rest) min"
    }
}
