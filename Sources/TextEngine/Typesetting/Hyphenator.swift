import CHyphen
import CICU
import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// Hyphenation points from libhyphen's patterns for one language. libhyphen only reads a
/// loaded dictionary, so one hyphenator serves every thread.
final class Hyphenator: @unchecked Sendable {
    static let patternDirectory = "/usr/share/hyphen"
    /// The pattern files asked for so far, by path, each loaded once a process under a lock of
    /// its own: a large one takes seconds to load (German's 78,000 lines), and other
    /// languages do not wait for it.
    private static let loaded = Mutex<[String: LoadedFile]>([:])

    private final class LoadedFile: Sendable {
        let hyphenator = Mutex<Hyphenator??>(nil)
    }
    private let handle: OpaquePointer
    /// How a letter is spelled in the patterns' charset: UTF-8, or one byte each from a table
    /// (ISO 8859-x, KOI8-R...).
    private let bytesOfLetter: [UInt32: UInt8]?

    /// The pattern files loaded so far, for asking without waiting for one being loaded.
    private static let ready = Mutex<[String: Hyphenator?]>([:])
    /// The pattern files being loaded on a thread of their own.
    private static let loading = Mutex<Set<String>>([])

    /// The hyphenator of a pattern file, loaded when first asked for; nil when the file cannot
    /// be read or its charset is unknown.
    static func shared(path: String) -> Hyphenator? {
        let file = loaded.withLock { loaded in
            if let known = loaded[path] { return known }
            let file = LoadedFile()
            loaded[path] = file
            return file
        }
        let hyphenator = file.hyphenator.withLock { hyphenator in
            if let known = hyphenator { return known }
            let opened = Hyphenator(path: path)
            hyphenator = .some(opened)
            return opened
        }
        ready.withLock { $0[path] = hyphenator }
        return hyphenator
    }

    /// The hyphenator of a pattern file when it is loaded (`.some(nil)` when it cannot be);
    /// nil while it is not, the file then being loaded on a thread of its own.
    static func sharedWithoutWaiting(path: String) -> Hyphenator?? {
        if let known = ready.withLock({ $0[path] }) { return known }
        if loading.withLock({ $0.insert(path).inserted }) {
            Thread {
                _ = shared(path: path)
            }.start()
        }
        return nil
    }

    private init?(path: String) {
        guard let handle = rd_hyphenator_open(path) else { return nil }
        let charset = String(cString: rd_hyphenator_charset(handle))
        if charset.uppercased() == "UTF-8" {
            bytesOfLetter = nil
        } else if let table = Self.singleByteTable(charset) {
            bytesOfLetter = table
        } else {
            rd_hyphenator_close(handle)
            return nil
        }
        self.handle = handle
    }

    /// The pattern file that suits a BCP 47 language best: the language's with the tag's
    /// region (`de-CH`: hyph_de_CH.dic), else its own (hyph_fr.dic), else its main country's
    /// (hyph_de_DE.dic), else any of it (hyph_pl_PL.dic for `pl`). English when the language
    /// is unknown; nil for Chinese, Japanese and Korean and languages without patterns.
    static func patternFile(for language: String?) -> String? {
        let subtags = (language ?? "en").split(whereSeparator: { $0 == "-" || $0 == "_" }).map(String.init)
        guard let primary = subtags.first?.lowercased(), !["zh", "ja", "ko"].contains(primary) else { return nil }
        let region = subtags.dropFirst().first { $0.count == 2 || ($0.count == 3 && $0.allSatisfy(\.isNumber)) }?
            .uppercased()
        let named = [
            region.map { "hyph_\(primary)_\($0).dic" }, "hyph_\(primary).dic",
            "hyph_\(primary)_\(primary.uppercased()).dic",
        ]
        let installed = installedFiles
        let chosen =
            named.compactMap { $0 }.first(where: installed.contains)
            ?? installed.sorted().first { $0.hasPrefix("hyph_\(primary)_") }
        return chosen.map { "\(patternDirectory)/\($0)" }
    }

    /// The names of the pattern files installed.
    private static let installedFiles: Set<String> = {
        guard let directory = opendir(patternDirectory) else { return [] }
        defer { closedir(directory) }
        var names: Set<String> = []
        while let entry = readdir(directory) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) {
                String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name.hasPrefix("hyph_") && name.hasSuffix(".dic") { names.insert(name) }
        }
        return names
    }()

    /// The byte of each letter of a single-byte charset; nil when ICU does not know the charset.
    private static func singleByteTable(_ charset: String) -> [UInt32: UInt8]? {
        var table: [UInt32: UInt8] = [:]
        for byte in UInt8(0x20)...UInt8(0xFF) {
            var unit: UInt16 = 0
            let count = withUnsafeBytes(of: byte) { bytes in
                rd_convert_to_utf16(charset, bytes.baseAddress!.assumingMemoryBound(to: CChar.self), 1, &unit, 1)
            }
            guard count >= 0 else { return nil }
            if count == 1 && unit != 0xFFFD && unit != 0x1A { table[UInt32(unit)] = byte }
        }
        return table
    }

    /// The longest word hyphenated, in code units (German compounds reach 80 letters; longer
    /// runs are not words a dictionary knows, and libhyphen's buffers end at 200 bytes).
    static let longestWord = 96

    /// The shortest word hyphenated, in letters.
    static let shortestWord = 6
    /// The fewest letters left on either side of a hyphen.
    static let lettersPerSide = 3

    /// Calls `body` with each point where `word` (lowercase letters, one code point each: see
    /// `rd_lowercase_letter`) may take a hyphen, as the number of letters before it, in order,
    /// leaving `lettersPerSide` letters on each side. Nothing is allocated on the heap.
    func forEachPoint(in word: UnsafeBufferPointer<UInt32>, _ body: (Int) -> Void) {
        guard word.count >= Self.shortestWord else { return }
        withUnsafeTemporaryAllocation(of: CChar.self, capacity: word.count * 4) { bytes in
            var length = 0
            for letter in word {
                if let bytesOfLetter {
                    guard let byte = bytesOfLetter[letter] else { return }
                    bytes[length] = CChar(bitPattern: byte)
                    length += 1
                } else {
                    guard let scalar = Unicode.Scalar(letter) else { return }
                    UTF8.encode(scalar) {
                        bytes[length] = CChar(bitPattern: $0)
                        length += 1
                    }
                }
            }
            withUnsafeTemporaryAllocation(of: Int32.self, capacity: word.count) { offsets in
                let count = Int(
                    rd_hyphenate(
                        handle, bytes.baseAddress, Int32(length), Int32(word.count), offsets.baseAddress,
                        Int32(offsets.count)))
                for index in 0..<count {
                    let point = Int(offsets[index])
                    if point >= Self.lettersPerSide && word.count - point >= Self.lettersPerSide { body(point) }
                }
            }
        }
    }
}
