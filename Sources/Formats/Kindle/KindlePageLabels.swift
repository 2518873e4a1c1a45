/// Print page labels of a MOBI 6 book from its APNX sidecar (`APNXFile`). The sidecar counts
/// in bytes of the text as the records hold it, the space `filepos` links count in; libmobi
/// rebuilds that text into the markup read, rewriting `filepos` and `recindex` attributes and
/// putting an anchor (`<a id="0000012345"></a>`, its offset in the text) where a link lands.
/// Each page's place is found by walking both together, and a page-break marker
/// (`role="doc-pagebreak"`) put there, which the HTML importer reads as an EPUB's.
///
/// KF8 books are not marked: their sidecars count in the raw flow of skeletons and fragments,
/// which libmobi does not say how it rebuilt.
enum KindlePageLabels {
    /// The sidecar of the book at `path` (`book.apnx` beside `book.mobi`, else in `book.sdr/`
    /// as a Kindle keeps it); nil when there is none, `[]` when it cannot be read or is larger
    /// than `Limits.apnxSize`.
    static func sidecar(ofBookAt path: String) -> [UInt8]? {
        let folder = path.contains("/") ? String(path[...path.lastIndex(of: "/")!]) : ""
        let stem = BookLoader.title(fromPath: path)
        for candidate in [folder + stem + ".apnx", folder + stem + ".sdr/" + stem + ".apnx"] {
            do {
                return try FileBytes.read(path: candidate, limit: Limits.apnxSize)
            } catch .notFound {
                continue
            } catch {
                return []
            }
        }
        return nil
    }

    /// The `markup` libmobi rebuilt from `text`, with a marker where each page of `sidecar`
    /// begins, and what the reader is told about the sidecar.
    static func mark(
        _ markup: [UInt8], text: [UInt8], sidecar: [UInt8]
    ) -> (markup: [UInt8], notices: [ImportNotice]) {
        guard let file = APNXFile(bytes: sidecar) else { return (markup, [.pageSidecarUnread]) }
        var walk = KindleTextWalk(text: text, markup: markup)
        var output: [UInt8] = []
        output.reserveCapacity(markup.count + 48 * file.pages.count)
        var copied = 0
        var leftOut = 0
        var last = -1
        for page in file.pages.prefix(Limits.pageLabels) {
            // A page before the last, or past the text, has no place.
            guard page.offset > last, page.offset < text.count, walk.advance(to: page.offset) else {
                leftOut += 1
                continue
            }
            last = page.offset
            output += markup[copied..<walk.markupOffset]
            output += marker(page.label)
            copied = walk.markupOffset
        }
        output += markup[copied...]
        leftOut += max(file.pages.count - Limits.pageLabels, 0)
        return (output, leftOut > 0 ? [.pagesLeftOut(count: leftOut)] : [])
    }

    /// An empty page-break marker labelled `label`, its characters escaped and its control
    /// characters left out.
    private static func marker(_ label: String) -> [UInt8] {
        var escaped = ""
        for scalar in label.unicodeScalars.prefix(32) where scalar.properties.generalCategory != .control {
            switch scalar {
            case "&": escaped += "&amp;"
            case "<": escaped += "&lt;"
            case "\"": escaped += "&quot;"
            default: escaped.unicodeScalars.append(scalar)
            }
        }
        return Array("<span role=\"doc-pagebreak\" title=\"\(escaped)\"></span>".utf8)
    }
}
