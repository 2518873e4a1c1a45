import Curses
import Foundation
import ReaderCore
import ReaderUI
import Store
import Terminal

/// The library on the terminal: the books read before; Enter chooses one, `d` forgets one
/// (asked first, `u` undoes), `s` sorts them, `/` filters them by typing. The books are read on a thread of their own while the keys answer (`q` and Esc leave at once).
final class LibraryLoop {
    private let terminal: TerminalDevice
    private let store: PositionStore
    private var library = Library(items: [])
    /// The books being read from the store; nil once they are in `library`.
    private var loading: LibraryLoading?
    /// Keys typed while the books are read (but `q` and Esc, which leave at once), answered
    /// once they are; the first few only.
    private var typedAhead: [Key] = []
    private var notice: String?
    private let shapesArabic: Bool
    private let forgetting: LibraryForgetting
    /// What the keys are typed for: the library, the answer to a question, the filter's text.
    private enum Typing {
        case keys
        case answer(forgetting: Library.Item)
        case filter
    }
    private var typing = Typing.keys

    init(store: PositionStore, shapingMode: ShapingMode = .auto, terminal: TerminalDevice = CursesTerminal()) {
        self.store = store
        self.terminal = terminal
        forgetting = LibraryForgetting(store: store)
        shapesArabic = shapingMode.shapes(on: TerminalProfile(environment: ProcessInfo.processInfo.environment))
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
        /// The store could not be read, for this reason.
        case unreadable(String)
    }

    /// How often the loop looks whether the books are read, in milliseconds, while they are not.
    private static let loadingPoll = 50

    /// Runs until a book is chosen or the reader quits.
    func run() -> Outcome {
        guard terminal.start() else { return .noTerminal }
        defer { terminal.stop() }
        loading = LibraryLoading(store)
        while true {
            if let reason = takeLoaded() { return .unreadable(reason) }
            while loading == nil, !typedAhead.isEmpty {
                if let outcome = answer(typedAhead.removeFirst()) { return outcome }
            }
            let size = terminal.size
            terminal.draw(
                LibraryView.render(
                    library, notice: loading == nil ? status : "Reading the library… q quits", columns: size.columns,
                    rows: size.rows, loading: loading != nil, shapesArabic: shapesArabic))
            guard let key = terminal.readKey(timeout: loading == nil ? 1000 : Self.loadingPoll) else { continue }
            if loading != nil, key != .character("q"), key != .escape {
                if typedAhead.count < 64 { typedAhead.append(key) }
                continue
            }
            notice = nil
            if let outcome = answer(key) { return outcome }
        }
    }

    /// Takes the books once they are read; the reason when the store could not be read.
    private func takeLoaded() -> String? {
        guard let result = loading?.result else { return nil }
        loading = nil
        switch result {
        case .success(let read):
            library = Library(items: read.items)
            notice = store.takeHealing()?.description ?? Self.skippedNotice(read.skipped)
            return nil
        case .failure(let error):
            return PositionStoreError(error, file: store.file).description
        }
    }

    /// What the status line says: the filter typed, else the notice, else the keys (nil).
    private var status: String? {
        if case .filter = typing { return "/" + library.filter + "▏ Enter keeps · Esc clears" }
        return notice
    }

    /// Does what `key` asks; how the library is left, when it is.
    private func answer(_ key: Key) -> Outcome? {
        switch typing {
        case .answer(let item):
            typing = .keys
            notice = key == .character("y") ? forgetting.forgetSelected(in: &library) : "Kept \(item.title)"
            return nil
        case .filter:
            typeFilter(key)
            return nil
        case .keys:
            return answerKey(key)
        }
    }

    /// Does what a key of the library asks; how the library is left, when it is.
    private func answerKey(_ key: Key) -> Outcome? {
        switch key {
        case .up, .character("k"): library.move(by: -1)
        case .down, .character("j"): library.move(by: 1)
        case .pageUp: library.move(by: -10)
        case .pageDown: library.move(by: 10)
        case .enter:
            guard let item = library.selected else { return nil }
            guard item.exists, let path = item.path else {
                notice = "The file is gone: d forgets the book"
                return nil
            }
            return .open(path: path)
        case .character("d"):
            guard let item = library.selected else { return nil }
            typing = .answer(forgetting: item)
            notice = forgetting.question(item)
        case .character("u"): notice = forgetting.undo(in: &library)
        case .character("s"): library.sort(by: library.order.next)
        case .character("/"): typing = .filter
        case .escape where !library.filter.isEmpty: library.filter(by: "")
        case .character("q"), .escape:
            return .quit
        default:
            break
        }
        return nil
    }

    /// The longest filter typed, in characters: a paste runs no longer.
    private static let filterLength = 200

    /// Types `key` into the filter: the list narrows as it is typed; Enter keeps it, Esc clears it.
    private func typeFilter(_ key: Key) {
        switch key {
        case .character(let character) where library.filter.count < Self.filterLength:
            library.filter(by: library.filter + String(character))
        case .backspace: library.filter(by: String(library.filter.dropLast()))
        case .up: library.move(by: -1)
        case .down: library.move(by: 1)
        case .enter: typing = .keys
        case .escape:
            library.filter(by: "")
            typing = .keys
        default: break
        }
    }
}
