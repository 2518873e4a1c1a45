import Curses
import Foundation
import ReaderCore
import ReaderUI
import Store
import Terminal

/// The library on the terminal: the books read before; Enter chooses one, `d` forgets one.
final class LibraryLoop {
    private let terminal: TerminalDevice
    private let store: PositionStore
    private var library: Library
    private var notice: String?
    private let shapesArabic: Bool

    init(store: PositionStore, shapingMode: ShapingMode = .auto, terminal: TerminalDevice = CursesTerminal()) throws {
        self.store = store
        self.terminal = terminal
        shapesArabic = shapingMode.shapes(on: TerminalProfile(environment: ProcessInfo.processInfo.environment))
        let (items, skipped) = try Self.items(in: store)
        library = Library(items: items)
        notice = store.takeHealing()?.description ?? Self.skippedNotice(skipped)
    }

    /// The books of the store, each marked by whether its file is still there, and how many
    /// rows of the store could not be read as books.
    static func items(in store: PositionStore) throws -> (items: [Library.Item], skipped: Int) {
        let (batches, skipped) = try LibraryBatches.map(store) { entries in
            var files = BookFiles()
            return entries.map { item($0, files: &files) }
        }
        var items = Array(batches.joined())
        PositionStore.sortLastOpenedFirst(&items, opened: \.opened)
        return (items, skipped)
    }

    /// A book of the store as the library lists it, marked by whether its file is still there.
    static func item(_ entry: PositionStore.LibraryEntry, files: inout BookFiles) -> Library.Item {
        Library.Item(
            key: entry.fingerprint, title: entry.title, author: entry.author, path: entry.path,
            progress: entry.progress, opened: entry.opened, exists: entry.path.map { files.isReadable($0) } ?? false)
    }

    /// What is said of rows skipped; nil when none was.
    static func skippedNotice(_ skipped: Int) -> String? {
        skipped == 0 ? nil : "\(skipped) unreadable book\(skipped == 1 ? "" : "s") of the store skipped"
    }

    /// How the library was left.
    enum Outcome: Equatable {
        case open(path: String)
        case quit
        case noTerminal
    }

    /// Runs until a book is chosen or the reader quits.
    func run() -> Outcome {
        guard terminal.start() else { return .noTerminal }
        defer { terminal.stop() }
        while true {
            let size = terminal.size
            terminal.draw(
                LibraryView.render(
                    library, notice: notice, columns: size.columns, rows: size.rows, shapesArabic: shapesArabic))
            guard let key = terminal.readKey(timeout: 1000) else { continue }
            notice = nil
            switch key {
            case .up, .character("k"): library.move(by: -1)
            case .down, .character("j"): library.move(by: 1)
            case .pageUp: library.move(by: -10)
            case .pageDown: library.move(by: 10)
            case .enter:
                guard let item = library.selected else { continue }
                guard item.exists, let path = item.path else {
                    notice = "The file is gone: d forgets the book"
                    continue
                }
                return .open(path: path)
            case .character("d"):
                guard let item = library.selected else { continue }
                do {
                    try store.forget(item.key)
                    library.removeSelected()
                    notice = "Forgot \(item.title)"
                } catch {
                    notice = "Not forgotten: \(PositionStoreError(error, file: store.file))"
                }
            case .character("q"), .escape:
                return .quit
            default:
                continue
            }
        }
    }
}
