import Foundation

/// A document's place inside a book (an EPUB's entry names, "" for a book of one file), and the
/// hrefs it holds resolved against its directory into other paths and anchor keys of the book.
struct BookPath {
    /// The document's path: the key of its start among the anchors.
    let document: String
    /// The directory the document is in, with its slash ("OEBPS/text/"); "" at the root.
    let directory: String
    /// Whether a path that climbs above the book's root stays there (an EPUB's container, as
    /// URL resolution keeps it) rather than leaving the book.
    let clampsAtRoot: Bool

    init(document: String, clampingAtRoot: Bool = false) {
        self.document = document
        directory = Self.directory(of: document)
        clampsAtRoot = clampingAtRoot
    }

    /// `href` resolved against the document's directory; nil when it leaves the book.
    func resolve(_ href: String) -> String? {
        Self.resolve(href, against: directory, clampingAtRoot: clampsAtRoot)
    }

    /// The anchor key of an element's id in this document ("path#id").
    func key(id: String) -> String {
        document + "#" + id
    }

    /// The anchor key of a link inside the book ("path#id" or "path"), nil for one outside it
    /// (an href with a scheme). A bare fragment names this document, an empty one its top; a
    /// path that leaves the book names no document ("").
    func key(of href: String) -> String? {
        guard !href.contains(":") else { return nil }
        let parts = href.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)
        let target = parts[0].isEmpty ? document : resolve(String(parts[0])) ?? ""
        return parts.count > 1 && !parts[1].isEmpty ? target + "#" + parts[1] : target
    }

    /// The directory of a path, with its slash; "" for a path at the root.
    static func directory(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "" }
        return String(path[...slash])
    }

    /// `href` (percent-encoded, maybe with a query or fragment) resolved against a directory
    /// of the book; nil when it leaves the book (or, `clampingAtRoot`, as if ".." stopped there).
    static func resolve(_ href: String, against base: String, clampingAtRoot: Bool = false) -> String? {
        guard let decoded = path(of: href) else { return nil }
        var parts: [Substring] = decoded.hasPrefix("/") ? [] : base.split(separator: "/")
        for part in decoded.split(separator: "/") {
            switch part {
            case ".": continue
            case "..":
                guard !parts.isEmpty else {
                    if clampingAtRoot { continue }
                    return nil
                }
                parts.removeLast()
            default: parts.append(part)
            }
        }
        return parts.joined(separator: "/")
    }

    /// What `href` names, percent-decoded, without its query or fragment; nil when that is
    /// nothing or an address outside the book: one with a scheme's `://`, or a `data:` address
    /// that holds what it names itself.
    private static func path(of href: String) -> String? {
        guard !isData(href) else { return nil }
        // ASCII without escapes, as most hrefs are: its bytes are its characters, and there is
        // nothing to decode (Foundation's search and decoding take microseconds).
        if href.utf8.allSatisfy({ $0 < 0x80 && $0 != 0x25 }) {
            let path = href.utf8.prefix { $0 != 0x23 && $0 != 0x3F }  // # ?
            guard !path.isEmpty, !path.indices.contains(where: { path[$0...].starts(with: "://".utf8) }) else {
                return nil
            }
            return String(Substring(path))
        }
        let withoutFragment = String(href.prefix { $0 != "#" && $0 != "?" })
        guard !withoutFragment.isEmpty, !withoutFragment.contains("://") else { return nil }
        return withoutFragment.removingPercentEncoding ?? withoutFragment
    }

    /// Whether `href` is a `data:` address, in any case.
    private static func isData(_ href: String) -> Bool {
        // Most hrefs do not start with a D: they are told without lowering their case.
        href.utf8.first.map { $0 | 0x20 == UInt8(ascii: "d") } == true && href.prefix(5).lowercased() == "data:"
    }
}
