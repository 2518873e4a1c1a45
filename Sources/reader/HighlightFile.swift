import Foundation

/// The JSON of `reader --export BOOK --format json`, which `reader --import FILE BOOK` reads
/// back (docs/HIGHLIGHTS.md describes it).
struct HighlightFile: Codable, Equatable {
    /// The version of the format this reader writes and reads.
    static let currentVersion = 1

    var version: Int
    var book: Book
    /// How offsets are counted: UTF-16 code units of the reader's text of the book.
    var unit = "utf16"
    var highlights: [Entry]

    /// The book the highlights were made in.
    struct Book: Codable, Equatable {
        var title: String
        var author: String?
        var fingerprint: String
    }

    /// A highlight.
    struct Entry: Codable, Equatable {
        var id: String
        /// The title of the chapter it starts in; nil before the first.
        var chapter: String?
        /// The book's print page label where it starts, when the book has them.
        var page: String?
        /// How far through the book it starts, 0-100.
        var percent: Int
        var colour: String
        var selector: Quote
        var position: Position
        var note: String
        /// Its text was not found in the book as the reader last read it.
        var lost: Bool
        /// ISO 8601, UTC, to the millisecond.
        var created: String
        var updated: String
    }

    /// The W3C Web Annotation model's TextQuoteSelector.
    struct Quote: Codable, Equatable {
        var type = "TextQuoteSelector"
        var exact: String
        var prefix: String
        var suffix: String
    }

    /// Its TextPositionSelector, counted in `unit`s: `start` included, `end` excluded.
    struct Position: Codable, Equatable {
        var type = "TextPositionSelector"
        var start: Int
        var end: Int
    }

    /// How the file writes a time: ISO 8601, UTC, to the millisecond; made once.
    private static let style = Date.ISO8601FormatStyle(includingFractionalSeconds: true)

    /// A time in seconds since 1970 as the file writes it.
    static func date(_ seconds: Double) -> String {
        Date(timeIntervalSince1970: seconds).formatted(style)
    }

    /// A time as the file writes it, in seconds since 1970; nil when it is not one.
    static func seconds(_ date: String) -> Double? {
        (try? style.parse(date))?.timeIntervalSince1970
    }
}
