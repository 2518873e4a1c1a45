import Foundation
import ReaderCore
import Store
import Terminal

/// `reader --stats`: the reading time of every book and in total, pages an hour, the books
/// finished, the last read first; plain lines, names made safe for a terminal.
extension ReaderCommand {
    func printStatistics() {
        let directory = PositionStore.defaultDirectory()
        let file = PositionStore.file(in: directory)
        let readings: [BookReading]
        if (try? FileManager.default.attributesOfItem(atPath: file)) == nil {
            readings = []
        } else {
            do {
                readings = try PositionStore(directory: directory, readOnly: true).readings()
            } catch {
                fail("the statistics cannot be read: \(PositionStoreError(error, file: file))")
            }
        }
        let lines = ReadingStatistics(readings: readings).lines().map(Cell.visible)
        FileHandle.standardOutput.write(Data(lines.map { $0 + "\n" }.joined().utf8))
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
