import Foundation
import TestSupport
import Testing

@testable import WordLookup

/// The DICT client against a real dictd the test starts, with a dictionary built by dictfmt.
@Suite("DICT client and dictd", .serialized)
struct DictClientTests {
    private func client() throws -> (DictClient, TestDictd) {
        let server = try TestDictd()
        return (DictClient(address: DictAddress(host: "127.0.0.1", port: server.port), timeout: 3), server)
    }

    @Test(.enabled(if: TestDictd.missing == nil, "\(TestDictd.missing ?? "")"))
    func aWordIsDefinedWithItsDictionarysNameAndItsReferences() throws {
        let (client, server) = try client()
        let answer = try client.lookUp("lantern")
        let expected = Definition(
            dictionary: "Reader test dictionary",
            text: "lantern\nA case for a light, with transparent sides.\nSee also {candle}.")
        #expect(answer == .found(word: "lantern", definitions: [expected]))
        withExtendedLifetime(server) {}
    }

    @Test(.enabled(if: TestDictd.missing == nil, "\(TestDictd.missing ?? "")"))
    func aLoneDotLineComesBackAsADotAndTwoLeadingDotsStay() throws {
        let (client, server) = try client()
        guard case .found(_, let definitions) = try client.lookUp("candle") else {
            Issue.record("candle is in the dictionary")
            return
        }
        #expect(
            definitions.map(\.text) == ["candle\nA stick of wax with a wick, burned for light.\n.\n..two dots stay"])
        withExtendedLifetime(server) {}
    }

    @Test(.enabled(if: TestDictd.missing == nil, "\(TestDictd.missing ?? "")"))
    func aUTF8HeadwordIsFoundAndAMisspellingGetsSuggestions() throws {
        let (client, server) = try client()
        guard case .found(_, let definitions) = try client.lookUp("été") else {
            Issue.record("été is in the dictionary")
            return
        }
        #expect(definitions.first?.text.contains("Summer (French)") == true)
        #expect(try client.lookUp("lantren") == .notFound(word: "lantren", suggestions: ["lantern"]))
        #expect(try client.lookUp("zzzzqqq") == .notFound(word: "zzzzqqq", suggestions: []))
        withExtendedLifetime(server) {}
    }

    @Test func aWordTooLongForACommandLineOrHoldingALineEndIsNeverSent() throws {
        let client = DictClient(address: DictAddress(host: "127.0.0.1", port: try FreePort.find()))
        #expect(throws: DictError.unsendable("The word is too long to look up")) {
            try client.lookUp(String(repeating: "w", count: 1020))
        }
        #expect(throws: DictError.unsendable("The word holds a control character")) {
            try client.lookUp("lantern\r\nQUIT")
        }
    }

    @Test func wordsAreQuotedWithTheirQuotesAndBackslashesEscaped() {
        #expect(DictTokens.quoted(#"ice "cream" \ cone"#) == #""ice \"cream\" \\ cone""#)
        #expect(
            DictTokens.split(#"151 "ice \"cream\"" test "Test dict""#) == ["151", #"ice "cream""#, "test", "Test dict"])
    }

    @Test func addressesAreReadWithTheDefaultPort() {
        #expect(DictAddress("localhost") == DictAddress(host: "localhost", port: 2628))
        #expect(DictAddress("127.0.0.1:2700") == DictAddress(host: "127.0.0.1", port: 2700))
        #expect(DictAddress("[::1]:2701") == DictAddress(host: "::1", port: 2701))
        #expect(DictAddress("::1") == DictAddress(host: "::1", port: 2628))
        for bad in ["", "host:", "host:0", "host:70000", "host:x", "a b"] { #expect(DictAddress(bad) == nil, "\(bad)") }
    }
}
