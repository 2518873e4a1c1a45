/// The title and author of the first product of an ONIX record (ONIX for Books 2.1 and 3.0,
/// reference or short tags), which an EPUB's metadata may link as a record that takes
/// precedence over its own (EPUB 3.3 §5.5.6.5).
struct ONIXRecord {
    var title: String?
    var author: String?

    /// The record in `bytes`; nil when its first product names no title.
    init?(_ bytes: [UInt8]) {
        var reading = Reading()
        MarkupParser.parse(bytes, kind: .xml, enough: { reading.done }, visit: { reading.take($0) })
        guard let title = reading.title else { return nil }
        self.title = title
        author = reading.author
    }

    /// The elements that hold the product's title and its contributors, by their reference
    /// names and short tags, lowercased (2.1's `DistinctiveTitle` stands in the product itself).
    private enum Field: String {
        case titleText, distinctiveTitle, titlePrefix, titleWithoutPrefix, personName, namesBeforeKey, keyNames,
            corporateName

        /// The fields by their tags, lowercased.
        private static let byTag: [String: Field] = [
            "titletext": .titleText, "b203": .titleText, "distinctivetitle": .distinctiveTitle,
            "b028": .distinctiveTitle, "titleprefix": .titlePrefix, "b030": .titlePrefix,
            "titlewithoutprefix": .titleWithoutPrefix, "b031": .titleWithoutPrefix,
            "personname": .personName, "b036": .personName, "namesbeforekey": .namesBeforeKey,
            "b039": .namesBeforeKey, "keynames": .keyNames, "b040": .keyNames,
            "corporatename": .corporateName, "b047": .corporateName,
        ]

        init?(tag: String) {
            guard let field = Self.byTag[tag] else { return nil }
            self = field
        }
    }

    /// What the events of the first product give: the first title of the product itself (not
    /// of a collection or series it belongs to) and its first contributor's name.
    private struct Reading {
        var inProduct = false
        var done = false
        /// Inside the product's title composite (`TitleDetail`, or 2.1's `Title`), a contributor,
        /// or a collection or series (whose titles are not the product's).
        var inTitle = false
        var inContributor = false
        var aside = 0
        var field: Field?
        var text = ""
        var titleParts: [Field: String] = [:]
        var nameParts: [Field: String] = [:]

        var title: String? {
            titleParts[.titleText] ?? titleParts[.distinctiveTitle]
                ?? titleParts[.titleWithoutPrefix].map {
                    [titleParts[.titlePrefix], $0].compactMap(\.self).joined(separator: " ")
                }
        }

        var author: String? {
            nameParts[.personName]
                ?? nameParts[.keyNames].map {
                    [nameParts[.namesBeforeKey], $0].compactMap(\.self).joined(separator: " ")
                }
                ?? nameParts[.corporateName]
        }

        mutating func take(_ event: MarkupEvent) {
            switch event {
            case .start(let name, _): start(name.lowercased())
            case .text(let piece): if field != nil { text += piece.string }
            case .end(let name): end(name.lowercased())
            }
        }

        private mutating func start(_ tag: String) {
            switch tag {
            case "product": inProduct = true
            case "collection", "series", "set": aside += 1
            case "titledetail", "title": inTitle = inProduct && aside == 0
            case "contributor": inContributor = inProduct && aside == 0
            default:
                guard let field = Field(tag: tag), inTitle || inContributor || field == .distinctiveTitle else {
                    return
                }
                self.field = field
                text = ""
            }
        }

        private mutating func end(_ tag: String) {
            switch tag {
            case "product": done = true
            case "collection", "series", "set": aside -= 1
            case "titledetail", "title": inTitle = false
            case "contributor": inContributor = false
            default:
                guard let field, Field(tag: tag) == field else { return }
                let value = text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
                let ofProduct = field == .distinctiveTitle && inProduct && aside == 0
                if inTitle || ofProduct, title == nil, !value.isEmpty { titleParts[field] = titleParts[field] ?? value }
                if inContributor, author == nil, !value.isEmpty { nameParts[field] = nameParts[field] ?? value }
                self.field = nil
            }
        }
    }
}
