import TextEngine

/// Opens a book file of any supported format.
public enum BookLoader {
    /// The book at `path`; the title of a plain text is its file name without extension.
    public static func load(path: String) throws(BookError) -> Book {
        let bytes = try FileBytes.read(path: path)
        return try bytes.withUnsafeBufferPointer { (buffer) throws(BookError) -> Book in
            if TextDecoder.looksBinary(buffer) { throw .binary }
            let storage = PlainTextImporter.storage(from: TextDecoder.decode(buffer))
            return Book(title: title(fromPath: path), storage: storage, fingerprint: Fingerprint.of(buffer))
        }
    }

    /// The file name without its directory and extension.
    static func title(fromPath path: String) -> String {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        guard let dot = name.lastIndex(of: "."), dot != name.startIndex else { return name }
        return String(name[..<dot])
    }
}
