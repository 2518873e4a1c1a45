import TextEngine

/// Reads a package document's events into an `EPUBPackage`: the metadata's text fields with
/// their directions, the manifest, the spine and the `rendition:` properties.
final class EPUBPackageReader {
    private(set) var package = EPUBPackage()
    /// The spine's entries so far, each with its `itemref`'s properties.
    private(set) var linear: [(id: String, properties: [Substring])] = []
    private(set) var nonLinear: [(id: String, properties: [Substring])] = []
    /// The metadata element whose text is being read, and its direction.
    private var field: String?
    private var fieldDirection: Bool?
    private var packageDirection: Bool?
    private var text = ""
    private var spineProgression: String?
    /// The package's `rendition:flow`.
    private var flow: String?

    func take(_ event: MarkupEvent) {
        switch event {
        case .start(let name, let attributes): start(name, attributes)
        case .text(let piece): if field != nil { text += piece.string }
        case .end(let name): end(name)
        }
    }

    private func start(_ name: String, _ attributes: [String: String]) {
        switch name {
        case "package":
            packageDirection = Self.direction(attributes["dir"])
        case "title", "creator", "language":
            // A dir of its own, even auto, overrides the package's.
            fieldDirection = attributes["dir"] == nil ? packageDirection : Self.direction(attributes["dir"])
            read(name)
        case "item":
            guard let id = attributes["id"], let href = attributes["href"] else { break }
            let properties = attributes["properties"] ?? ""
            package.manifest[id] = EPUBPackage.Item(
                href: href, mediaType: attributes["media-type"] ?? "", properties: properties,
                fallback: attributes["fallback"])
            if properties.split(separator: " ").contains("cover-image") { package.cover = id }
        case "meta":
            if attributes["name"] == "cover", package.cover == nil { package.cover = attributes["content"] }
            if attributes["property"] == "rendition:flow" { read("rendition:flow") }
        case "link":
            let words = { (attributes[$0] ?? "").split(whereSeparator: \.isWhitespace) }
            if words("rel").contains("record"), words("properties").contains("onix"), let href = attributes["href"] {
                package.records.append(href)
            }
        case "reference":
            if let type = attributes["type"], let href = attributes["href"] {
                package.guide.append((type.lowercased(), href))
            }
        case "itemref":
            guard let id = attributes["idref"] else { break }
            let entry = (id, (attributes["properties"] ?? "").split(whereSeparator: \.isWhitespace))
            if attributes["linear"] == "no" { nonLinear.append(entry) } else { linear.append(entry) }
        case "spine":
            package.ncx = attributes["toc"]
            spineProgression = attributes["page-progression-direction"]
        default:
            break
        }
    }

    /// The text of the element `name` opens is to be read, as the field `field`.
    private func read(_ field: String) {
        self.field = field
        text = ""
    }

    private func end(_ name: String) {
        guard name == field || name == "meta" && field == "rendition:flow" else { return }
        let value = text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        switch field {
        case "title" where package.title == nil: (package.title, package.titleIsRightToLeft) = (value, fieldDirection)
        case "creator" where package.author == nil:
            (package.author, package.authorIsRightToLeft) = (value, fieldDirection)
        case "language": package.language = package.language ?? value
        case "rendition:flow": flow = value
        default: break
        }
        field = nil
    }

    /// The package read.
    func finished() -> EPUBPackage {
        var package = package
        let entries = linear + nonLinear
        package.spine = entries.map(\.id)
        package.renditions = entries.map { rendition(of: $0.properties) }
        package.pageProgression = Self.progression(spineProgression, language: package.language)
        return package
    }

    /// The rendition of an `itemref` with `properties`: its own `rendition:flow-…` over the
    /// package's `rendition:flow`.
    private func rendition(of properties: [Substring]) -> EPUBPackage.Rendition {
        let own = properties.last { $0.hasPrefix("rendition:flow-") }?.dropFirst("rendition:flow-".count)
        return EPUBPackage.Rendition(
            runsOn: (own.map(String.init) ?? flow) == "scrolled-continuous",
            centred: properties.contains("rendition:align-x-center"))
    }

    /// The way pages turn, as the spine's `page-progression-direction` says, else (for none or
    /// `default`) as the language is written (EPUB 3.3 Reading Systems §4.3.2).
    private static func progression(_ stated: String?, language: String?) -> PageProgression {
        switch stated {
        case "rtl": .rightToLeft
        case "ltr": .leftToRight
        default:
            language.map { WritingDirection.of(language: $0) == .rightToLeft } == true ? .rightToLeft : .leftToRight
        }
    }

    /// What a `dir` attribute says: true for rtl, false for ltr, nil for auto or nothing.
    private static func direction(_ dir: String?) -> Bool? {
        switch dir?.lowercased() {
        case "rtl": true
        case "ltr": false
        default: nil
        }
    }
}
