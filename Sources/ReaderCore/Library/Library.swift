import Foundation
import TextEngine

/// The books read before, as the library lists them (the last opened first), and the one
/// selected.
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

    public private(set) var items: [Item]
    public private(set) var selection = 0

    public init(items: [Item]) {
        self.items = items
    }

    public var selected: Item? { items.indices.contains(selection) ? items[selection] : nil }

    public mutating func move(by delta: Int) {
        selection = min(max(0, selection + delta), max(0, items.count - 1))
    }

    /// Takes the selected book off the list.
    public mutating func removeSelected() {
        guard items.indices.contains(selection) else { return }
        items.remove(at: selection)
        selection = min(selection, max(0, items.count - 1))
    }
}
