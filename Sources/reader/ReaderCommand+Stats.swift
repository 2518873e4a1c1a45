import Foundation
import ReaderCore
import Store
import Terminal

/// `reader --stats`: the reading time of every book and in total, pages an hour, the books
/// finished, the last read first; plain lines, names made safe for a terminal.
extension ReaderCommand {
    func printStatistics() {
        let readings = readingStore("statistics", empty: []) { try $0.readings() }
        let lines = ReadingStatistics(readings: readings).lines().map(Cell.visible)
        FileHandle.standardOutput.write(Data(lines.map { $0 + "\n" }.joined().utf8))
    }
}

extension ReaderCommand {
    /// What `body` reads from the store, opened read-only; `empty` when nothing was read yet
    /// (no store). A store that cannot be read ends the reader: "the WHAT cannot be read".
    func readingStore<T>(_ what: String, empty: T, _ body: (PositionStore) throws -> T) -> T {
        let directory = PositionStore.defaultDirectory()
        let file = PositionStore.file(in: directory)
        guard (try? FileManager.default.attributesOfItem(atPath: file)) != nil else { return empty }
        do {
            return try body(try PositionStore(directory: directory, readOnly: true))
        } catch {
            fail("the \(what) cannot be read: \(PositionStoreError(error, file: file))")
        }
    }
}

extension ReadingStatistics {
    /// The statistics of the books' readings the store keeps.
    init(readings: [BookReading]) {
        self.init(
            books: readings.map {
                Book(
                    fingerprint: $0.fingerprint, title: $0.title, author: $0.author, seconds: $0.seconds,
                    pages: $0.pages, finished: $0.finished, last: $0.last)
            })
    }
}
