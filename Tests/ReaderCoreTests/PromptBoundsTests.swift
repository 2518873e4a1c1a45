import Testing

@testable import ReaderCore

/// A prompt's line is short, whatever is pasted into it: at most 200 characters and 1,000
/// UTF-16 code units.
@Suite("Prompt bounds")
struct PromptBoundsTests {
    private func typed(_ characters: some Sequence<Character>) -> PromptLine {
        var line = PromptLine(.search)
        for character in characters { line.apply(.insert(character)) }
        return line
    }

    @Test func aPastedMegabyteIsCutAtTwoHundredCharacters() {
        let line = typed(repeatElement("x", count: 1_000_000))
        #expect(line.text == String(repeating: "x", count: 200))
        #expect(line.cursor == 200)
    }

    @Test func oneClusterOfTwentyThousandMarksIsCutAtAThousandCodeUnits() {
        // "a" and 999 combining acute accents: one character, a thousand code units.
        let line = typed(["a"] + repeatElement("\u{301}", count: 20_000))
        #expect(line.text == "a" + String(repeating: "\u{301}", count: 999))
        #expect(line.text.count == 1)
        #expect(line.cursor == 1)
    }

    @Test func wideCharactersStopAtTheUnitBoundBeforeTheCharacterBound() {
        // Emoji of two code units each: the 200-character bound comes first (400 units); a
        // family of seven scalars, eleven units, fills a thousand units by 90 of them.
        #expect(typed(repeatElement("🙂", count: 300)).text == String(repeating: "🙂", count: 200))
        let family: Character = "👨‍👩‍👧‍👦"
        #expect(family.utf16.count == 11)
        #expect(typed(repeatElement(family, count: 300)).text == String(repeating: family, count: 90))
    }

    @Test func aLineAtItsBoundStillEdits() {
        var line = typed(repeatElement("x", count: 500))
        line.apply(.deleteBackward)
        line.apply(.insert("y"))
        #expect(line.text == String(repeating: "x", count: 199) + "y")
        line.apply(.insert("z"))
        #expect(line.text == String(repeating: "x", count: 199) + "y", "refused at the bound")
    }
}
