import Formats
import Foundation
import ReaderCore
import Store
import TextEngine

/// Reads a JSON file of `reader --export` back into highlights of a book, refusing a file
/// that is too large, is not such a file, or is of another book, in one line saying why.
enum HighlightImport {
    /// The largest file read: many times what a book's notes come to.
    static let largestFile = 64 << 20

    /// Why a file is refused.
    struct Refusal: Error, Equatable, CustomStringConvertible {
        var description: String
    }

    /// The highlights the file at `path` holds for `book`, found again in its text.
    static func highlights(from path: String, for book: Book) throws -> [Highlight] {
        let size: Int
        do {
            size = try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int ?? 0
        } catch {
            throw Refusal(description: "\(path) cannot be read")
        }
        guard size <= largestFile else {
            throw Refusal(description: "\(path) is larger than \(largestFile >> 20) MB, too large for highlights")
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            throw Refusal(description: "\(path) cannot be read")
        }
        return try highlights(from: data, named: path, for: book)
    }

    /// The highlights `data` holds for `book`; `name` is the file's, for the refusals.
    static func highlights(from data: Data, named name: String, for book: Book) throws -> [Highlight] {
        let file: HighlightFile
        do {
            file = try JSONDecoder().decode(HighlightFile.self, from: data)
        } catch {
            throw Refusal(description: "\(name) is not a highlights file of reader --export --format json")
        }
        guard file.version == HighlightFile.currentVersion, file.unit == "utf16" else {
            throw Refusal(description: "\(name) is of version \(file.version), this reader reads version 1")
        }
        guard file.book.fingerprint == book.fingerprint else {
            throw Refusal(description: "\(name) holds the highlights of another book: \(file.book.title)")
        }
        let highlights = try file.highlights.enumerated().map { index, entry in
            guard let highlight = highlight(of: entry, length: book.storage.length) else {
                throw Refusal(description: "\(name): highlight \(index + 1) is not sound")
            }
            return highlight
        }
        guard Set(highlights.map(\.id)).count == highlights.count else {
            throw Refusal(description: "\(name) holds two highlights of the same id")
        }
        return Highlight.anchored(highlights, in: book.storage).all
    }

    /// The highlight of an entry, or nil when a value is not one a highlight may have.
    private static func highlight(of entry: HighlightFile.Entry, length: Int) -> Highlight? {
        let position = entry.position
        guard !entry.id.isEmpty, position.start >= 0, position.start <= position.end, position.end <= length,
            let colour = HighlightColour(rawValue: entry.colour), let created = HighlightFile.seconds(entry.created),
            let updated = HighlightFile.seconds(entry.updated)
        else { return nil }
        var highlight = Highlight(
            id: entry.id, range: position.start..<position.end,
            quote: TextQuote(exact: entry.selector.exact, prefix: entry.selector.prefix, suffix: entry.selector.suffix),
            colour: colour, note: entry.note, created: created, updated: updated)
        highlight.isLost = entry.lost
        return highlight
    }
}
