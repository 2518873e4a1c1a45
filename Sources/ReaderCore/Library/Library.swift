import Foundation
import TextEngine

/// The books read before, as the library lists them (the last opened first, by title or by
/// author, all or those a filter keeps), and the one selected.
public struct Library {
    public struct Item: Equatable, Sendable {
        /// The book's fingerprint: what the store knows it by.
        public var key: String
        public var title: String
        public var author: String?
        /// Where it was last opened from.
        public var path: String?
        /// How far into the book the saved place is, 0-100.
        public var progress: Int
        public var opened: Date
        /// Whether its file is still where it was opened from.
        public var exists: Bool

        public init(
            key: String, title: String, author: String?, path: String?, progress: Int, opened: Date, exists: Bool
        ) {
            self.key = key
            self.title = title
            self.author = author
            self.path = path
            self.progress = progress
            self.opened = opened
            self.exists = exists
        }

        /// The book as one line: progress, title and author, when it was opened, where it is.
        public var line: String { line(field: { $0 }) }

        /// The line as the library shows it: each of its fields isolated from the others, so that
        /// a right-to-left title or path is reordered within itself, the line left to right.
        package var shownLine: String { line { VisualString.isolated($0) } }

        private func line(field: (String) -> String) -> String {
            let percent = String(progress)
            return Self.joined([
                String(repeating: " ", count: max(0, 3 - percent.utf8.count)), percent, "%  ", field(title),
                author.map { " — " + field($0) } ?? "", "  ", day, "  ", field(path ?? ""),
                exists ? "" : " (file gone)",
            ])
        }

        /// `parts` one after the other, copied once into a string of the size they make: a
        /// library may list a million lines.
        private static func joined(_ parts: [String]) -> String {
            String(unsafeUninitializedCapacity: parts.reduce(0) { $0 + $1.utf8.count }) { line in
                parts.reduce(0) { end, part in
                    end + UnsafeMutableBufferPointer(rebasing: line[end...]).initialize(fromContentsOf: part.utf8)
                }
            }
        }

        /// The local day it was opened, as 2026-11-26: made without a date formatter, which
        /// costs more than the rest of a line.
        private var day: String {
            // A time beyond ten thousand years either way is shown as the nearest of those.
            var seconds = time_t(max(-3e11, min(3e11, opened.timeIntervalSince1970)).rounded(.down))
            var parts = tm()
            guard localtime_r(&seconds, &parts) != nil else { return "" }
            let year = Int(parts.tm_year) + 1900
            let month = Int(parts.tm_mon) + 1
            let day = Int(parts.tm_mday)
            guard (0...9999).contains(year) else {
                return Self.digits(year, 4) + "-" + Self.digits(month, 2) + "-" + Self.digits(day, 2)
            }
            // The usual year, written digit by digit: a library may list a million days.
            var digits = year * 10_000 + month * 100 + day
            return String(unsafeUninitializedCapacity: 10) { text in
                for index in stride(from: 9, through: 0, by: -1) {
                    guard index != 4, index != 7 else {
                        text[index] = UInt8(ascii: "-")
                        continue
                    }
                    text[index] = UInt8(ascii: "0") + UInt8(digits % 10)
                    digits /= 10
                }
                return 10
            }
        }

        /// `number` with zeros before it to make `count` characters at least.
        private static func digits(_ number: Int, _ count: Int) -> String {
            let text = String(number)
            return String(repeating: "0", count: max(0, count - text.utf8.count)) + text
        }
    }

    /// The books shown: those the filter keeps, in the order chosen.
    public private(set) var items: [Item]
    public private(set) var selection = 0
    /// Every book, the last opened first.
    private var books: [Item]
    /// Every book in the order chosen.
    private var sorted: [Item]
    /// How the books are shown in order.
    public private(set) var order = Order.lastRead
    /// What the books shown contain in their title or author; empty for every book.
    public private(set) var filter = ""
    private let collation: Collation

    /// The library of `items`, the last opened first; titles and authors sorted by `collation`.
    public init(items: [Item], collation: Collation = Collation()) {
        self.items = items
        books = items
        sorted = items
        self.collation = collation
    }

    /// How many books the library holds, whatever the filter.
    public var count: Int { books.count }

    public var selected: Item? { items.indices.contains(selection) ? items[selection] : nil }

    public mutating func move(by delta: Int) {
        selection = min(max(0, selection + delta), max(0, items.count - 1))
    }

    /// Shows the books in `order`, the selected one still selected.
    public mutating func sort(by order: Order) {
        self.order = order
        show(sorting: true)
    }

    /// Shows only the books whose title or author contains `text`, case and accents aside;
    /// every book when it is empty.
    public mutating func filter(by text: String) {
        // A filter typed on keeps fewer of the books kept already: only those are looked at.
        let narrows = !filter.isEmpty && text.hasPrefix(filter)
        filter = text
        show(narrowing: narrows)
    }

    /// A book taken off the list, and where it stood, to put it back.
    public struct Removal: Sendable {
        public var item: Item
        fileprivate var index: Int
    }

    /// Takes the selected book off the list; nil when there is none.
    public mutating func removeSelected() -> Removal? {
        guard let item = selected, let index = books.firstIndex(where: { $0.key == item.key }) else { return nil }
        books.remove(at: index)
        sorted.removeAll { $0.key == item.key }
        items.remove(at: selection)
        selection = min(selection, max(0, items.count - 1))
        return Removal(item: item, index: index)
    }

    /// Puts a book taken off back where it stood, and selects it when it is shown.
    public mutating func restore(_ removal: Removal) {
        books.insert(removal.item, at: min(removal.index, books.count))
        show(selecting: removal.item.key, sorting: true)
    }

    /// Makes `items` from the books in order (sorted again when `sorting`; the books shown when
    /// the filter is `narrowing` them) and the filter; the book `key` (else the one selected
    /// before) stays selected when it is still shown.
    private mutating func show(selecting key: String? = nil, sorting: Bool = false, narrowing: Bool = false) {
        let kept = key ?? selected?.key
        if sorting { sorted = order.sorted(books, collation: collation) }
        items = LibraryFilter(filter).kept(narrowing ? items : sorted)
        selection = items.firstIndex { $0.key == kept } ?? 0
    }
}
