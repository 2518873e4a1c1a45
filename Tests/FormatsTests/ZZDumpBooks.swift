import Foundation
import Testing
@testable import Formats

// Scratch: not to be committed.
@Suite struct ZZDumpBooks {
    @Test func dump() throws {
        guard let list = ProcessInfo.processInfo.environment["DUMP_BOOKS"], let out = ProcessInfo.processInfo.environment["DUMP_DIR"] else { return }
        for path in list.split(separator: ":").map(String.init) {
            var text = ""
            do {
                let book = try BookLoader.load(path: path)
                text += "title=\(book.title) author=\(String(describing: book.author))\n"
                text += book.storage.withUnits { Array($0) }.map { String($0, radix: 16) }.joined(separator: " ") + "\n"
                text += "lang=\(String(describing: book.storage.language))\n"
                text += "\(book.storage.attributeRuns)\n\(book.storage.paragraphStyleRuns)\n\(book.storage.languageRuns)\n\(book.storage.attachmentRuns)\n"
                text += "\(book.chapters)\n\(book.links)\n\(book.pageLabels)\n\(book.notices)\n"
            } catch {
                text += "error \(error)\n"
            }
            try text.write(toFile: out + "/" + (path as NSString).lastPathComponent + ".dump", atomically: true, encoding: .utf8)
        }
    }
}
