/// Where an EPUB says its body begins and ends: the `landmarks` of its EPUB 3 navigation
/// document, else the `guide` of its EPUB 2 package.
enum EPUBLandmarks {
    /// Types that open the body: EPUB 3's `bodymatter`, the guide's `text`.
    static let bodyTypes: Set<String> = ["bodymatter", "text"]
    /// Types of back matter, which follows the body.
    static let backTypes: Set<String> = [
        "backmatter", "endnotes", "footnotes", "rearnotes", "notes", "index", "glossary", "bibliography", "colophon",
    ]
    /// Types of front matter, which ends the body only when a book puts it after a stated start.
    static let frontTypes: Set<String> = ["copyright-page", "toc", "titlepage", "title-page", "cover", "frontmatter"]

    /// The landmarks of the `nav` whose epub:type is landmarks: each link's epub:type (its
    /// words, lowercased) and href.
    static func navigationDocument(_ bytes: [UInt8]) -> [(type: String, href: String)] {
        var landmarks: [(type: String, href: String)] = []
        var navDepth = 0
        var inLandmarks = false
        MarkupParser.parse(bytes, kind: .html) { event in
            switch event {
            case .start("nav", let attributes):
                navDepth += 1
                if Self.types(attributes).contains("landmarks") { inLandmarks = true }
            case .start("a", let attributes) where inLandmarks:
                if let href = attributes["href"] { landmarks.append((Self.types(attributes), href)) }
            case .end("nav"):
                navDepth -= 1
                if navDepth <= 0 { inLandmarks = false }
            default: break
            }
        }
        return landmarks
    }

    private static func types(_ attributes: [String: String]) -> String {
        (attributes["epub:type"] ?? attributes["type"] ?? "").lowercased()
    }

    /// The body's storage range: from the first landmark that opens it (else the start) to the
    /// first after that of back or front matter (else the end); nil when the landmarks say
    /// neither, or name targets not read. `navigation` is the EPUB 3 document and its
    /// directory, `guide` the package's references and the package's directory.
    static func body(
        navigation: (bytes: [UInt8], directory: String)?, guide: ([(type: String, href: String)], String),
        anchors: [String: Int], length: Int
    ) -> Range<Int>? {
        var stated = navigation.map { nav in navigationDocument(nav.bytes).map { ($0, nav.directory) } } ?? []
        if stated.isEmpty { stated = guide.0.map { ($0, guide.1) } }
        let marks = stated.compactMap { landmark, directory in
            EPUBNavigation.offset(of: landmark.href, against: directory, anchors: anchors).map {
                (words: Set(landmark.type.split(separator: " ").map(String.init)), offset: $0)
            }
        }
        let start = marks.filter { !$0.words.isDisjoint(with: bodyTypes) }.map(\.offset).min()
        // Without a stated start, front matter says nothing of where the body ends.
        let ending = start == nil ? backTypes : backTypes.union(frontTypes)
        let end = marks.filter { $0.words.isDisjoint(with: bodyTypes) && !$0.words.isDisjoint(with: ending) }
            .map(\.offset).filter { $0 > (start ?? 0) }.min()
        guard start != nil || end != nil else { return nil }
        let body = (start ?? 0)..<(end ?? length)
        return body.isEmpty ? nil : body
    }
}
