/// The documents of an EPUB's spine, each read from the archive once: one the spine lists
/// again is read there again (EPUB 3.3 reading systems must not skip it) from the bytes kept,
/// within `Limits.repeatedParts` bytes in all.
struct EPUBRepeats {
    /// What reading a document gave.
    enum Read {
        /// The document's bytes, and whether they were read before (a part listed again).
        case document([UInt8], again: Bool)
        /// Missing or damaged.
        case missing
        /// Listed again past `Limits.repeatedParts`.
        case tooMuchRepeated
        /// Not inflated, for the limit the reason names.
        case refused(String)
    }

    /// The paths of the documents the steps name, each once, in order.
    let parts: [String]
    /// The paths the steps name more than once.
    private let repeated: Set<String>
    /// The bytes of the repeated documents read so far.
    private var kept: [String: [UInt8]] = [:]
    /// Bytes read again so far.
    private var again = 0

    init(_ steps: [EPUBSpine.Step]) {
        var seen: Set<String> = []
        var (parts, repeated): ([String], Set<String>) = ([], [])
        for case .part(_, let path, _) in steps {
            if seen.insert(path).inserted { parts.append(path) } else { repeated.insert(path) }
        }
        self.parts = parts
        self.repeated = repeated
    }

    /// The document at `path`, from `archive` the first time.
    mutating func read(_ path: String, from archive: EPUBArchive) -> Read {
        if let bytes = kept[path] {
            guard again + bytes.count <= Limits.repeatedParts else { return .tooMuchRepeated }
            again += bytes.count
            return .document(bytes, again: true)
        }
        let bytes: [UInt8]
        switch archive.reading(path) {
        case .bytes(let read): bytes = read
        case .missing: return .missing
        case .refused(let reason): return .refused(reason)
        }
        if repeated.contains(path) { kept[path] = bytes }
        return .document(bytes, again: false)
    }
}
