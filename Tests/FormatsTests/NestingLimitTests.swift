import Foundation
import Testing

@testable import Formats

/// The README's limit on markup nesting, checked with a fixed input: content nested deeper than
/// 200 elements is cut off, and the notice says 200.
@Suite("Markup nesting limit")
struct NestingLimitTests {
    /// 250 nested `div`s, with a marker of its depth in the `div`s at 150, 195, 205 and 250.
    private static let html: String = {
        var html = "<html><body>"
        for depth in 1...250 {
            html += "<div>"
            if [150, 195, 205, 250].contains(depth) { html += "depth\(depth) " }
        }
        return html + String(repeating: "</div>", count: 250) + "</body></html>"
    }()

    @Test func contentNestedPast200ElementsIsCutAndTheNoticeSays200() throws {
        let path = NSTemporaryDirectory() + "nesting-\(UUID().uuidString).html"
        try Self.html.write(toFile: path, atomically: false, encoding: .utf8)
        defer { try? FileManager.default.removeItem(atPath: path) }
        let book = try BookLoader.load(path: path)
        let text = book.storage.string
        #expect(text.contains("depth150") && text.contains("depth195"), "what is within the limit is kept")
        #expect(!text.contains("depth205") && !text.contains("depth250"), "the inner text is cut")
        #expect(book.notices.map(\.description) == ["cut off markup nested more than 200 deep"])
    }
}
