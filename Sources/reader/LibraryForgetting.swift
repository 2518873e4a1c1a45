import ReaderCore
import Store

/// Forgetting books from the library: the question asked first, the forgetting, and `u`
/// putting the last book forgotten back while the library is open. A book is forgotten in the
/// store at once, in one transaction, and what was forgotten is kept in memory: a reader
/// killed meanwhile leaves it forgotten, as asked, never half forgotten.
final class LibraryForgetting {
    private let store: PositionStore
    /// The books forgotten since the library opened, the last last.
    private var forgotten: [(removal: Library.Removal, book: PositionStore.ForgottenBook)] = []

    init(store: PositionStore) {
        self.store = store
    }

    /// The question asked before forgetting `item`: "Forget Title, its place, 3 bookmarks and
    /// 5 highlights? y/n", naming only the marks it has (all of them when the store cannot say).
    func question(_ item: Library.Item) -> String {
        guard let marks = try? store.keptMarks(of: item.key) else {
            return "Forget \(item.title) and all that is kept of it? y/n"
        }
        let parts =
            ["its place"]
            + [Self.counted(marks.bookmarks, "bookmark"), Self.counted(marks.highlights, "highlight")].compactMap { $0 }
        let listed =
            parts.count == 1
            ? " and its place" : ", " + parts.dropLast().joined(separator: ", ") + " and " + parts[parts.count - 1]
        return "Forget \(item.title)\(listed)? y/n"
    }

    /// Forgets the selected book of `library`; what the status line says of it.
    func forgetSelected(in library: inout Library) -> String? {
        guard let item = library.selected else { return nil }
        do {
            let book = try store.forget(item.key)
            if let removal = library.removeSelected() { forgotten.append((removal, book)) }
            return "Forgot \(item.title) · u undoes"
        } catch {
            return "Not forgotten: \(PositionStoreError(error, file: store.file))"
        }
    }

    /// Puts the last book forgotten back in the store and in `library`; what the status line
    /// says of it.
    func undo(in library: inout Library) -> String {
        guard let last = forgotten.last else { return "Nothing to undo" }
        do {
            try store.restore(last.book)
        } catch {
            return "Not restored: \(PositionStoreError(error, file: store.file))"
        }
        forgotten.removeLast()
        library.restore(last.removal)
        return "Restored \(last.removal.item.title)"
    }

    /// "3 bookmarks", "1 highlight"; nil for none.
    private static func counted(_ count: Int, _ noun: String) -> String? {
        count == 0 ? nil : "\(count) \(noun)\(count == 1 ? "" : "s")"
    }
}
