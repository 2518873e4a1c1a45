/// Walks a MOBI 6 book's text as its records hold it and the markup libmobi rebuilt from it,
/// together, so that a byte offset in the text (where an APNX page begins) is found in the
/// markup. Between tags the two are the same but for the encoding (windows-1252 text is
/// rebuilt as UTF-8); a tag may differ, libmobi rewriting its `filepos` and `recindex`
/// attributes; and the markup has libmobi's anchors, `<a id="0000012345"></a>` where the text's
/// offset 12345 is, for the places links lead to.
struct KindleTextWalk {
    private let text: [UInt8]
    private let markup: [UInt8]
    /// Where the walk is in the text and in the markup.
    private(set) var textOffset = 0
    private(set) var markupOffset = 0
    /// Whether the walk is inside a tag of the text.
    private var inTag = false

    private static let anchorStart = Array("<a id=\"".utf8)
    private static let anchorEnd = Array("\"></a>".utf8)
    private static let anchorLength = anchorStart.count + 10 + anchorEnd.count

    init(text: [UInt8], markup: [UInt8]) {
        self.text = text
        self.markup = markup
    }

    /// Walks on to `offset` of the text, and past the end of the tag or the character it falls
    /// in; false when either runs out first.
    mutating func advance(to offset: Int) -> Bool {
        while textOffset < offset || inTag || isInsideCharacter {
            guard textOffset < text.count, markupOffset < markup.count else { return false }
            step()
        }
        return true
    }

    private mutating func step() {
        let byte = text[textOffset]
        if markup[markupOffset] == UInt8(ascii: "<"), isAnchorHere {
            markupOffset += Self.anchorLength
        } else if markup[markupOffset] == byte {
            if byte == UInt8(ascii: "<") { inTag = true }
            if byte == UInt8(ascii: ">") { inTag = false }
            textOffset += 1
            markupOffset += 1
        } else if inTag {
            // An attribute libmobi rewrote: the rest of the tag is the same in both.
            textOffset = text[textOffset...].firstIndex(of: UInt8(ascii: ">")) ?? text.count
            markupOffset = markup[markupOffset...].firstIndex(of: UInt8(ascii: ">")) ?? markup.count
        } else {
            // A character of windows-1252 text, one byte there and a UTF-8 sequence here.
            textOffset += 1
            markupOffset = min(markupOffset + Self.sequenceLength(markup[markupOffset]), markup.count)
        }
    }

    /// Whether the markup is in the middle of a UTF-8 sequence here.
    private var isInsideCharacter: Bool {
        markupOffset < markup.count && markup[markupOffset] & 0xC0 == 0x80
    }

    /// Whether the markup has libmobi's anchor for the text's present offset here.
    private var isAnchorHere: Bool {
        let end = markupOffset + Self.anchorLength
        guard end <= markup.count, markup[markupOffset...].starts(with: Self.anchorStart),
            markup[(end - Self.anchorEnd.count)..<end].elementsEqual(Self.anchorEnd)
        else { return false }
        var number = 0
        for digit in markup[(markupOffset + Self.anchorStart.count)..<(end - Self.anchorEnd.count)] {
            guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(digit) else { return false }
            number = number * 10 + Int(digit - UInt8(ascii: "0"))
        }
        return number == textOffset
    }

    /// The length of the UTF-8 sequence `lead` begins.
    private static func sequenceLength(_ lead: UInt8) -> Int {
        switch lead {
        case 0xF0...: 4
        case 0xE0...: 3
        case 0xC0...: 2
        default: 1
        }
    }
}
