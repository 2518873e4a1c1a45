import PropertyBased
import Testing

@testable import TextEngine

/// A highlight's passage is found again by its offsets, its text and context, or approximately,
/// in storages made here by hand, as a book's text changes under it.
@Suite("Finding a quoted passage again")
struct QuoteLocatorTests {
    static let before = "It was the best of times, it was the worst of times, it was the age of wisdom, "
    static let passage = "it was the age of foolishness, it was the epoch of belief"
    static let after = ", it was the epoch of incredulity, it was the season of Light."
    static let book = before + passage + after

    /// The UTF-16 range of the first `part` in `text`, counted by hand through Swift's views.
    static func range(of part: String, in text: String, from: Int = 0) -> Range<Int> {
        let units = Array(text.utf16)
        let pattern = Array(part.utf16)
        let start = (from...(units.count - pattern.count)).first { Array(units[$0..<$0 + pattern.count]) == pattern }!
        return start..<start + pattern.count
    }

    /// The quote of `passage` as first marked in `book`.
    static let quote = TextQuote(of: range(of: passage, in: book), in: TextStorage(book))

    static func locate(_ quote: TextQuote = quote, at old: Range<Int>, in text: String) -> Range<Int>? {
        var locator = QuoteLocator(storage: TextStorage(text))
        return locator.locate(quote, at: old)
    }

    @Test func theQuoteHoldsThePassageAnd32UnitsEachSide() {
        #expect(Self.quote.exact == Self.passage)
        #expect(Self.quote.prefix == "worst of times, it was the age of wisdom, ".suffix(32).description)
        #expect(Self.quote.prefix == "imes, it was the age of wisdom, ")
        #expect(Self.quote.suffix == ", it was the epoch of incredulit")
    }

    @Test func theContextIsCutWhereAClusterStarts() {
        // 33 units before the passage: an e and its combining acute, then 31 letters. A cut at
        // 32 units would keep the accent alone; the cluster is left out whole.
        let before = "e\u{301}" + String(repeating: "a", count: 31)
        // After it: 31 letters, then a flag of 4 units, which does not fit.
        let after = String(repeating: "b", count: 31) + "🇫🇷" + "end"
        let text = before + "PASSAGE" + after
        let quote = TextQuote(of: 33..<40, in: TextStorage(text))
        #expect(quote.exact == "PASSAGE")
        #expect(quote.prefix == String(repeating: "a", count: 31))
        #expect(quote.suffix == String(repeating: "b", count: 31))
    }

    @Test func atTheBooksStartTheContextIsWhatThereIs() {
        let quote = TextQuote(of: 0..<5, in: TextStorage("Hello, world"))
        #expect(quote == TextQuote(exact: "Hello", prefix: "", suffix: ", world"))
    }

    @Test func theOldOffsetsAreKeptWhileTheyHoldThePassage() {
        let old = Self.range(of: Self.passage, in: Self.book)
        #expect(Self.locate(at: old, in: Self.book) == old)
    }

    @Test func textInsertedBeforeMovesIt() {
        let text = "A TALE OF TWO CITIES\nBook the First\n" + Self.book
        let old = Self.range(of: Self.passage, in: Self.book)
        #expect(Self.locate(at: old, in: text) == old.lowerBound + 36..<old.upperBound + 36)
    }

    @Test func softHyphensAddedOrTakenAwayAreNoChange() {
        let hyphenated =
            Self.before + "it was the age of fool\u{AD}ish\u{AD}ness, it was the epoch of belief" + Self.after
        let old = Self.range(of: Self.passage, in: Self.book)
        let start = Self.before.utf16.count
        #expect(Self.locate(at: old, in: hyphenated) == start..<start + Self.passage.utf16.count + 2)
        let marked = TextQuote(of: start..<start + Self.passage.utf16.count + 2, in: TextStorage(hyphenated))
        #expect(Self.locate(marked, at: 3..<9, in: Self.book) == old)
    }

    @Test func aPassageEditedInsideIsFoundApproximately() {
        // Two words changed and one taken out: 9 units of edits in 57.
        let edited = "it was the age of folly, it was the epoch of faith"
        let text = "Preface.\n" + Self.before + edited + Self.after
        let old = Self.range(of: Self.passage, in: Self.book)
        #expect(Self.locate(at: old, in: text) == Self.range(of: edited, in: text))
    }

    @Test func aLongPassageEditedInsideIsFoundByItsHeadAndTail() {
        let long = String(repeating: "the middle of a long passage, ", count: 8)
        let marked = "Some words first. " + "It begins here and " + long + "and it ends just here." + " Then more."
        let passage = "It begins here and " + long + "and it ends just here."
        let quote = TextQuote(of: Self.range(of: passage, in: marked), in: TextStorage(marked))
        let editedPassage =
            "It begins here and " + long.replacingOccurrences(of: "middle", with: "centre")
            + "and it ends just here."
        let text = "A new preface of a few words. Some words first. " + editedPassage + " Then more."
        #expect(
            Self.locate(quote, at: Self.range(of: passage, in: marked), in: text)
                == Self.range(of: editedPassage, in: text))
    }

    @Test func theContextPicksTheRightOneOfTwoCopies() {
        // The passage appears again, earlier and nearer its old offset, with other context.
        let copy = "As Dickens put it: " + Self.passage + ". End of the quotation.\n"
        let text = copy + Self.book
        let old = Self.range(of: Self.passage, in: Self.book)
        let second = Self.range(of: Self.passage, in: text, from: copy.utf16.count)
        #expect(Self.locate(at: old.lowerBound - 40..<old.upperBound - 40, in: text) == second)
    }

    @Test func aDeletedPassageIsLost() {
        let text = Self.before + "and then something else altogether happened to them" + Self.after
        #expect(Self.locate(at: Self.range(of: Self.passage, in: Self.book), in: text) == nil)
        #expect(Self.locate(at: 0..<3, in: "") == nil)
    }

    @Test func offsetsOutsideTheBookAreNoCrash() {
        #expect(Self.locate(at: 500..<900, in: Self.book) == Self.range(of: Self.passage, in: Self.book))
        #expect(Self.locate(TextQuote(exact: "", prefix: "", suffix: ""), at: 0..<0, in: Self.book) == nil)
    }

    /// Words of a made-up book; the passage is of words the book never has.
    static let words = ["alpha", "beta", "gamma", "delta", "and", "the", "of", " ", "\n", ", "]
    static let unique = "Quixotic zephyrs jinx vexed blowfish"

    @Test func editsAwayFromThePassageAndOneInsideAreFollowed() async {
        let text = Gen.int(in: 0...(Self.words.count - 1)).array(of: 0...200).map { $0.map { Self.words[$0] }.joined() }
        await propertyCheck(
            count: 200, input: text, text, text, Gen.int(in: 0...Self.unique.utf16.count - 1), Gen.bool
        ) { start, end, inserted, changed, changes in
            let book = start + Self.unique + end
            let old = Self.range(of: Self.unique, in: book)
            let quote = TextQuote(of: old, in: TextStorage(book))
            var passage = Array(Self.unique.utf16)
            if changes { passage[changed] = passage[changed] == 0x58 ? 0x59 : 0x58 }
            let newPassage = String(decoding: passage, as: UTF16.self)
            let edited =
                String(start.prefix(start.count / 2)) + inserted + String(start.dropFirst(start.count / 2))
                + newPassage + inserted + end
            let now = Self.range(of: newPassage, in: edited)
            #expect(Self.locate(quote, at: old, in: edited) == now)
        }
    }
}
