import Foundation
import ReaderCore
import Store
import Terminal

/// `reader --list`: the library as lines, the last opened first, for scripts. A library may
/// hold a million books: each batch of them is made into a text of its own (see
/// ``LibraryBatches``), then only the lines' places are sorted, and the texts written a block
/// at a time.
enum LibraryListing {
    /// A batch's lines: their text, and each line's time and place in it.
    private typealias Lines = (text: [UInt8], lines: [(opened: Date, range: Range<Int>)])

    /// Writes the lines of the books in `store` to `output`; returns how many rows of the
    /// store could not be read as books. Nothing is written when the store cannot be read.
    static func write(from store: PositionStore, to output: ([UInt8]) -> Void) throws -> Int {
        let (batches, skipped) = try LibraryBatches.map(store, lines)
        var lines = batches.indices.flatMap { batch in batches[batch].lines.map { ($0.opened, batch, $0.range) } }
        PositionStore.sortLastOpenedFirst(&lines, opened: \.0)
        var block: [UInt8] = []
        block.reserveCapacity(1 << 17)
        for (_, batch, range) in lines {
            block += batches[batch].text[range]
            if block.count >= 1 << 16 {
                output(block)
                block.removeAll(keepingCapacity: true)
            }
        }
        if !block.isEmpty { output(block) }
        return skipped
    }

    /// The lines of `entries`, as the library shows them without controls, in one text.
    @Sendable private static func lines(of entries: [PositionStore.LibraryEntry]) -> Lines {
        var files = BookFiles()
        var made: Lines = ([], [])
        made.lines.reserveCapacity(entries.count)
        for entry in entries {
            let start = made.text.count
            made.text += Cell.visible(LibraryLoop.item(entry, files: &files).line).utf8
            made.text.append(0x0A)
            made.lines.append((entry.opened, start..<made.text.count))
        }
        return made
    }
}
