import TestSupport
import Testing
@testable import Formats

@Suite("Fingerprint taken on another thread")
struct ConcurrentFingerprintTests {
    let directory = TemporaryDirectory()

    private struct Refused: Error {}

    @Test func itIsTheFingerprintOfTheBytesWhileTheyAreReadAndGivenBack() throws {
        // Several pieces of the other thread and not a whole number of pages.
        let bytes = (0..<(3 << 20) + 4_321).map { UInt8(truncatingIfNeeded: $0 &* 2_654_435_761 >> 11) }
        let file = try MappedFile(path: directory.file("large.txt", bytes: bytes))
        let (sum, fingerprint) = file.withFingerprint { () -> Int in
            var sum = 0
            for start in stride(from: 0, to: file.bytes.count, by: 1 << 16) {
                let end = min(start + (1 << 16), file.bytes.count)
                sum += file.bytes[start..<end].reduce(0) { $0 + Int($1) }
                file.release(..<end)
            }
            return sum
        }
        #expect(fingerprint == bytes.withUnsafeBufferPointer { Fingerprint.of($0) })
        #expect(sum == bytes.reduce(0) { $0 + Int($1) })
    }

    @Test func smallAndEmptyFilesHaveTheirFingerprint() throws {
        for bytes in [[], [0x41], Array("A short book.\n".utf8)] as [[UInt8]] {
            let file = try MappedFile(path: directory.file("small.txt", bytes: bytes))
            #expect(file.withFingerprint { 1 } == (1, bytes.withUnsafeBufferPointer { Fingerprint.of($0) }))
        }
    }

    @Test func whatTheBodyThrowsIsThrown() throws {
        let file = try MappedFile(path: directory.file("refused.txt", bytes: [UInt8](repeating: 0, count: 1 << 20)))
        #expect(throws: Refused.self) { try file.withFingerprint { () throws(Refused) in throw Refused() } }
    }
}
