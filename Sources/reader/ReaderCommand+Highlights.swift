import Formats
import Foundation
import ReaderCore
import Store

/// `--export` and `--import`: a book's highlights and notes out of the store and back in.
extension ReaderCommand {
    /// Prints the highlights of `book` (`--export`) or restores those of a file into the store
    /// (`--import`); an error is one line and exit 1.
    func exportOrImport(_ book: String) {
        let exportsJSON: Bool
        switch format.lowercased() {
        case "markdown": exportsJSON = false
        case "json": exportsJSON = true
        default: fail("--format must be markdown or json")
        }
        let loaded = load(book, from: Self.openablePath(for: book))
        if let importFile {
            restore(from: importFile, into: loaded)
            return
        }
        let export = HighlightExport(book: loaded, highlights: storedHighlights(of: loaded))
        let text: String
        do {
            text = exportsJSON ? try export.json() : export.markdown()
        } catch {
            fail("the highlights cannot be written as JSON: \(error.localizedDescription)")
        }
        do { try FileHandle.standardOutput.write(contentsOf: Data(text.utf8)) } catch {
            fail("the highlights cannot be written: \(error.localizedDescription)")
        }
    }

    /// The book's highlights in the store, read-only, found again in its text; none when
    /// nothing was ever stored.
    private func storedHighlights(of book: Book) -> [Highlight] {
        let directory = PositionStore.defaultDirectory()
        let file = PositionStore.file(in: directory)
        guard FileManager.default.fileExists(atPath: file) else { return [] }
        do {
            let rows = try PositionStore(directory: directory, readOnly: true).highlights(for: book.fingerprint)
            return Highlight.anchored(rows.map(Highlight.init), in: book.storage).all
        } catch {
            fail("the highlights cannot be read: \(PositionStoreError(error, file: file))")
        }
    }

    /// Writes the highlights of the file at `path` into the store: a highlight of an id the
    /// book has is updated, the others added.
    private func restore(from path: String, into book: Book) {
        let highlights: [Highlight]
        do {
            highlights = try HighlightImport.highlights(from: path, for: book)
        } catch {
            fail("\(error)")
        }
        let directory = PositionStore.defaultDirectory()
        do {
            try PositionStore(directory: directory).save(
                highlights: highlights.map(StoredHighlight.init), removing: [], for: book.fingerprint)
        } catch {
            fail(
                "the highlights cannot be saved: \(PositionStoreError(error, file: PositionStore.file(in: directory)))")
        }
        let count = highlights.count
        print("\(count) highlight\(count == 1 ? "" : "s") restored")
    }
}
