import Foundation
import ReaderCore
import Testing

/// A book of the library as one line: progress, title and author, the day it was opened, where
/// it is.
@Suite("Library lines")
struct LibraryLineTests {
    /// The local day of `date` as a date formatter writes it.
    private static func day(_ date: Date) -> String {
        ISO8601DateFormatter.string(from: date, timeZone: .current, formatOptions: [.withFullDate])
    }

    private static func item(
        progress: Int, author: String? = nil, path: String? = "/b.txt", exists: Bool = true, opened: Date
    ) -> Library.Item {
        Library.Item(
            key: "k", title: "Title", author: author, path: path, progress: progress, opened: opened, exists: exists)
    }

    @Test func aLineHoldsTheProgressNameDayAndPath() {
        let opened = Date(timeIntervalSince1970: 1_700_000_000)
        let day = Self.day(opened)
        let lines = [
            (Self.item(progress: 0, opened: opened), "  0%  Title  \(day)  /b.txt"),
            (
                Self.item(progress: 7, author: "Ann", exists: false, opened: opened),
                "  7%  Title — Ann  \(day)  /b.txt (file gone)"
            ),
            (Self.item(progress: 42, author: "", path: "/a b/c", opened: opened), " 42%  Title —   \(day)  /a b/c"),
            (Self.item(progress: 100, path: nil, exists: false, opened: opened), "100%  Title  \(day)   (file gone)"),
            (Self.item(progress: 1234, opened: opened), "1234%  Title  \(day)  /b.txt"),
            (Self.item(progress: -5, opened: opened), " -5%  Title  \(day)  /b.txt"),
        ]
        for (item, line) in lines { #expect(item.line == line) }
    }

    @Test func theDayIsTheLocalDayADateFormatterWrites() {
        // A reproducible spread of times from 1970 to 2100, and the first and last seconds of days.
        var state: UInt64 = 24
        var times: [TimeInterval] = [0, -1, 86_399, 86_400, 951_782_400, 4_102_444_799]
        for _ in 0..<2_000 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            times.append(TimeInterval((state >> 24) % 4_102_444_800) + TimeInterval(state % 1000) / 1000)
        }
        for time in times {
            let opened = Date(timeIntervalSince1970: time)
            #expect(
                Self.item(progress: 0, opened: opened).line == "  0%  Title  \(Self.day(opened))  /b.txt", "\(time)")
        }
    }
}
