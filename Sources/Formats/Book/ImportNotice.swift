/// Something about a book the reader should be told once: what was skipped, cut or repaired
/// while reading it. The words for each are here and nowhere else.
public enum ImportNotice: Hashable, Sendable, CustomStringConvertible {
    /// A zip entry named a path outside the book.
    case entryOutsideTheBook(String)
    /// Entries named like another; the first was read.
    case duplicateEntries(count: Int, first: String)
    /// Parts of the book that could not be read (missing or damaged), the first few named.
    case skippedParts(count: Int, first: [String])
    /// Documents that are not well-formed XML, read as well as they could be, the first named.
    case malformed(count: Int, first: String)
    /// container.xml missing or wrong; the package document found instead.
    case packageGuessed(String)
    /// Parts of the spine past the limit were left out.
    case spineCut(limit: Int)
    case nestedTooDeep(limit: Int)
    case entitiesUnexpanded
    case elementsCut(limit: Int)
    case attributesCut(limit: Int)
    /// Style sheets read only up to the limits (in bytes): of one sheet, and of all together.
    case styleSheetsCut(count: Int, limit: Int, total: Int)
    /// Style rules past the limit left out, or selectors with ancestors no longer matched.
    case styleRulesCut(limit: Int)
    /// MathML formulas cut at their limits (elements, nesting).
    case formulasCut(count: Int, elements: Int, nesting: Int)
    /// Pictures SVG pictures show (`image` elements) left out: outside the book or missing
    /// from it, the first named.
    case svgReferencesLeftOut(count: Int, first: String)
    /// A comic's pictures past the limit left out.
    case comicPagesCut(limit: Int)
    /// A FictionBook's pictures (`<binary>`) left out for their size (`limit` bytes in all), the first named.
    case binariesCut(count: Int, first: String, limit: Int)
    /// A Kindle book's table of contents (its NCX index) damaged, read without it.
    case kindleContentsDamaged
    /// A Kindle book's page-number sidecar (`.apnx`) too large, damaged or not one.
    case pageSidecarUnread
    /// Pages of the sidecar out of order, past the text or past the limit, left out.
    case pagesLeftOut(count: Int)

    public var description: String {
        switch self {
        case .entryOutsideTheBook(let path):
            "refused an entry outside the book: \(path)"
        case .duplicateEntries(let count, let first):
            "\(count) entr\(count == 1 ? "y has" : "ies have") the name of another (\(first)); read the first"
        case .skippedParts(let count, let first):
            "skipped \(count) part\(count == 1 ? "" : "s"): \(first.joined(separator: ", "))"
        case .malformed(let count, let first):
            count == 1
                ? "\(first) is malformed XML; read it as well as it could be"
                : "\(count) documents are malformed XML (\(first) first); read them as well as they could be"
        case .packageGuessed(let path):
            "container.xml missing or wrong; used \(path)"
        case .spineCut(let limit):
            "read only the first \(limit) parts"
        case .nestedTooDeep(let limit):
            "cut off markup nested more than \(limit) deep"
        case .entitiesUnexpanded:
            "left entities unexpanded"
        case .elementsCut(let limit):
            "read only the first \(limit) elements"
        case .attributesCut(let limit):
            "left out attributes past the \(limit)th of an element"
        case .styleSheetsCut(let count, let limit, let total):
            "cut \(count) style sheet\(count == 1 ? "" : "s") "
                + "(\(limit >> 20) MiB each and \(total >> 20) MiB in all are read)"
        case .styleRulesCut(let limit):
            "followed only part of the style sheets (\(limit) rules, simple selectors)"
        case .formulasCut(let count, let elements, let nesting):
            "cut \(count) formula\(count == 1 ? "" : "s") (\(elements) elements, \(nesting) deep are read)"
        case .svgReferencesLeftOut(let count, let first):
            "left out \(count) picture\(count == 1 ? "" : "s") that SVG pictures show from outside the book "
                + "or missing from it (\(first))"
        case .comicPagesCut(let limit):
            "read only the first \(limit) pictures of the comic"
        case .binariesCut(let count, let first, let limit):
            "left out \(count) picture\(count == 1 ? "" : "s") too large (\(first); \(limit >> 20) MiB in all are read)"
        case .kindleContentsDamaged:
            "the table of contents is damaged; the chapters are found from the headings"
        case .pageSidecarUnread:
            "did not read the page numbers beside the book (.apnx): damaged, or larger than \(Limits.apnxSize >> 20) MiB"
        case .pagesLeftOut(let count):
            "left out \(count) printed page\(count == 1 ? "" : "s") of the .apnx file: out of order or past the text"
        }
    }
}
