/// What a comic's ComicInfo.xml (the ComicRack schema) says: its metadata, its pages in
/// their order, and whether it reads right to left (`Manga` = `YesAndRightToLeft`).
struct ComicInfo: Equatable {
    /// A page of the `Pages` list: the picture it shows, by its number among the archive's
    /// pictures in natural order (`Image`) or by its name (`ImageFile`, which some tools write),
    /// its type (`FrontCover`, `Story`, `Deleted`) and the bookmark that names it.
    struct Page: Equatable {
        var image: Int?
        var file: String?
        var type: String?
        var bookmark: String?
    }

    var title: String?
    var series: String?
    var number: String?
    var writer: String?
    var summary: String?
    var language: String?
    var rightToLeft = false
    var pages: [Page] = []

    /// The field an element sets, by its lowercased name.
    private static func field(_ tag: String) -> WritableKeyPath<ComicInfo, String?>? {
        switch tag {
        case "title": \.title
        case "series": \.series
        case "number": \.number
        case "writer": \.writer
        case "summary": \.summary
        case "languageiso": \.language
        default: nil
        }
    }

    init(_ bytes: [UInt8]) {
        var field: String?
        var text = ""
        var depth = 0
        MarkupParser.parse(bytes, kind: .xml) { event in
            switch event {
            case .start(let name, let attributes):
                depth += 1
                let tag = name.lowercased()
                if tag == "page" {
                    pages.append(Self.page(attributes))
                } else if depth == 2 {
                    (field, text) = (tag, "")
                }
            case .text(let piece):
                if field != nil { text += piece.string }
            case .end:
                if depth == 2, let name = field { take(name, text) }
                if depth == 2 { field = nil }
                depth -= 1
            }
        }
    }

    private mutating func take(_ field: String, _ text: String) {
        let value = text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        guard !value.isEmpty else { return }
        if field == "manga" {
            rightToLeft = value.lowercased() == "yesandrighttoleft"
        } else if let path = Self.field(field) {
            self[keyPath: path] = field == "summary" ? text.trimmingCharacters(in: .whitespacesAndNewlines) : value
        }
    }

    private static func page(_ attributes: [String: String]) -> Page {
        let values = Dictionary(
            attributes.map { ($0.key.lowercased(), $0.value) }, uniquingKeysWith: { first, _ in first })
        let bookmark = values["bookmark"]?.trimmingCharacters(in: .whitespacesAndNewlines)
        return Page(
            image: values["image"].flatMap { Int($0.trimmingCharacters(in: .whitespaces)) },
            file: values["imagefile"], type: values["type"]?.lowercased(),
            bookmark: bookmark?.isEmpty == false ? bookmark : nil)
    }

    /// The book's title: its `Title`; else its series and number ("Saga #3"); nil when it says neither.
    var bookTitle: String? {
        title ?? series.map { series in number.map { "\(series) #\($0)" } ?? series }
    }
}
