import Testing
@testable import Formats

@Suite("Values worked out meanwhile")
struct BackgroundTests {
    @Test func theValueIsWaitedForAndKept() {
        let slow = Background { (0..<200_000).reduce(0, &+) }
        #expect(slow.value == 19_999_900_000)
        #expect(slow.value == 19_999_900_000, "read again")
    }
}
