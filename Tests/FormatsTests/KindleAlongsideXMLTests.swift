import TestSupport
import Testing

@testable import Formats

/// libmobi ends each Kindle book's rebuilding with libxml2's process-wide cleanup; reading a
/// Kindle book must leave libxml2 whole for the documents read at the same time and after it.
@Suite("Kindle books beside XHTML")
struct KindleAlongsideXMLTests {
    @Test func kindleBooksOpenWhileXHTMLDocumentsAreRead() async throws {
        let folder = TemporaryDirectory()
        let kindle = folder.file("book.azw3", bytes: KF8Fixture.sample.bytes)
        let page = """
            <?xml version="1.0" encoding="utf-8"?>\
            <html xmlns="http://www.w3.org/1999/xhtml"><body><p>Une café</p></body></html>
            """
        let xhtml = folder.file("page.xhtml", bytes: Array(page.utf8))
        try await withThrowingTaskGroup(of: Void.self) { group in
            for task in 0..<8 {
                group.addTask {
                    for _ in 0..<150 {
                        let book = try BookLoader.load(path: task.isMultiple(of: 2) ? kindle : xhtml)
                        #expect(book.storage.string == (task.isMultiple(of: 2) ? KF8Fixture.sampleText : "Une café"))
                    }
                }
            }
            try await group.waitForAll()
        }
    }
}
