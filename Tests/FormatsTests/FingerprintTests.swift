import TestSupport
import Testing

@testable import Formats

/// A book's fingerprint is XXH64 of its bytes; the earlier one, kept to find places saved by
/// earlier versions, is FNV-1a. Expected values are the algorithms' published ones (XXH64's
/// from the reference implementation, through Python's xxhash package; FNV-1a's from its
/// authors' test suite).
@Suite("Fingerprints")
struct FingerprintTests {
    let directory = TemporaryDirectory()

    private func fingerprint(_ bytes: [UInt8]) -> String {
        bytes.withUnsafeBufferPointer { Fingerprint.of($0) }
    }

    @Test func itIsXXH64OfTheBytesAndTheirCount() {
        let vectors: [([UInt8], String)] = [
            ([], "ef46db3751d8e999"),
            (Array("a".utf8), "d24ec4f1a98c6e5b"),
            (Array("abc".utf8), "44bc2cf5ad770999"),
            (Array("0123456789abcdef0123456789abcdef".utf8), "642a94958e71e6c5"),
            (Array("The quick brown fox jumps over the lazy dog".utf8), "0b242d361fda71bc"),
            ((0..<3).flatMap { _ in (0...255).map(UInt8.init) } + Array("xyz".utf8), "e921a1b45bd779f8"),
        ]
        for (bytes, hash) in vectors {
            #expect(fingerprint(bytes) == "xxh64-\(hash)-\(bytes.count)")
        }
    }

    @Test func theEarlierFingerprintIsFNV1a() {
        for (text, hash) in [("", "cbf29ce484222325"), ("a", "af63dc4c8601ec8c"), ("foobar", "85944171f73967e8")] {
            #expect(
                Array(text.utf8).withUnsafeBufferPointer { EarlierFingerprint.of($0) } == "\(hash)-\(text.utf8.count)")
        }
    }

    @Test func aMappedFilesFingerprintIsItsBytesAndItsPagesAreReadAgain() throws {
        // Several blocks and not a whole number of pages or stripes.
        let bytes = (0..<(3 << 20) + 4_321).map { UInt8(truncatingIfNeeded: $0 &* 2_654_435_761 >> 11) }
        let path = directory.file("large.txt", bytes: bytes)
        let file = try MappedFile(path: path)
        var hashed: [Int] = []
        #expect(bytes.withUnsafeBufferPointer { Fingerprint.of($0) { hashed.append($0) } } == file.fingerprint())
        #expect(hashed.count == 13 && hashed.allSatisfy { $0 % 32 == 0 }, "told block by block, at stripes' ends")
        #expect(Array(file.bytes.suffix(100)) == Array(bytes.suffix(100)), "pages given back are read again")
        #expect(EarlierFingerprint.ofFile(at: path) == bytes.withUnsafeBufferPointer { EarlierFingerprint.of($0) })
        #expect(EarlierFingerprint.ofFile(at: directory.path + "/missing") == nil)
    }
}
