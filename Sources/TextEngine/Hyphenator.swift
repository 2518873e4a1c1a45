#if canImport(Glibc)
import Glibc
#endif
import CHyphen

/// Hyphenation points from libhyphen's patterns for one language.
final class Hyphenator {
    static let patternDirectory = "/usr/share/hyphen"
    private let handle: OpaquePointer

    /// The hyphenator for a BCP 47 language (English when unknown); nil when no patterns are
    /// installed for it, and always for Chinese, Japanese and Korean.
    init?(language: String?) {
        let tag = (language ?? "en").replacingDashes()
        let primary = tag.split(separator: "_").first.map(String.init)?.lowercased() ?? "en"
        guard !["zh", "ja", "ko"].contains(primary) else { return nil }
        let candidates = [tag, primary, primary == "en" ? "en_US" : primary + "_" + primary.uppercased()]
        let paths = candidates.map { "\(Self.patternDirectory)/hyph_\($0).dic" }
        guard let path = paths.first(where: { (path: String) in access(path, R_OK) == 0 }),
              let handle = rd_hyphenator_open(path) else { return nil }
        self.handle = handle
    }

    deinit {
        rd_hyphenator_close(handle)
    }

    /// The longest word hyphenated; longer ones are not words a dictionary knows.
    static let longestWord = 64

    /// The shortest word hyphenated, in letters.
    static let shortestWord = 6
    /// The fewest letters left on either side of a hyphen.
    static let lettersPerSide = 3

    /// The last offset from the word's start, at most `limit`, after which `word` (ASCII
    /// letters only) may take a hyphen, leaving `lettersPerSide` letters on each side.
    func lastPoint(in word: UnsafeBufferPointer<UInt16>, notAfter limit: Int) -> Int? {
        guard word.count <= Self.longestWord else { return nil }
        return withUnsafeTemporaryAllocation(of: CChar.self, capacity: word.count) { bytes -> Int? in
            for (index, unit) in word.enumerated() {
                guard unit < 0x80 else { return nil }
                bytes[index] = CChar(truncatingIfNeeded: unit | 0x20)  // lower case
            }
            return withUnsafeTemporaryAllocation(of: Int32.self, capacity: 32) { offsets -> Int? in
                let count = Int(rd_hyphenate(handle, bytes.baseAddress, Int32(word.count), offsets.baseAddress, 32))
                return offsets.prefix(count).last { point in
                    Int(point) <= limit && Int(point) >= Self.lettersPerSide && word.count - Int(point) >= Self.lettersPerSide
                }.map(Int.init)
            }
        }
    }
}

extension String {
    fileprivate func replacingDashes() -> String {
        String(map { $0 == "-" ? "_" : $0 })
    }
}
