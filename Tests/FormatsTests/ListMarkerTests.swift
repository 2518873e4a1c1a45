import Testing

@testable import Formats

/// List markers against numbers written out by hand.
@Suite("List markers")
struct ListMarkerTests {
    @Test(arguments: [
        (1, "I"), (4, "IV"), (9, "IX"), (14, "XIV"), (40, "XL"), (90, "XC"), (400, "CD"), (1994, "MCMXCIV"),
        (3999, "MMMCMXCIX"), (4000, "4000"), (0, "0"),
    ])
    func romanNumerals(number: Int, expected: String) {
        #expect(ListMarker.roman(number) == expected)
    }

    @Test(arguments: [(1, "a"), (26, "z"), (27, "aa"), (52, "az"), (53, "ba"), (702, "zz"), (703, "aaa")])
    func lettersCountOnLikeSpreadsheetColumns(number: Int, expected: String) {
        #expect(ListMarker.letters(number, uppercase: false) == expected)
        #expect(ListMarker.letters(number, uppercase: true) == expected.uppercased())
    }

    @Test func markersFollowTheListTypeAndBulletsTheNesting() {
        #expect(ListMarker.text(in: .ordered(type: "i"), number: 4, level: 1) == "iv.")
        #expect(ListMarker.text(in: .ordered(type: "A"), number: 28, level: 1) == "AB.")
        #expect(ListMarker.text(in: .ordered(type: "1"), number: 10, level: 1) == "10.")
        #expect((1...4).map { ListMarker.text(in: .bullet, number: 1, level: $0) } == ["•", "◦", "▪", "•"])
        #expect(ListMarker.text(in: nil, number: 3, level: 0) == "•", "an item outside a list")
    }
}
