import Foundation
import GRDB
import TestSupport
import Testing

@testable import Store

/// The library and the places read every stored value defensively: a row holding NULL, text
/// or 'nan' where a number belongs, or a number no book has, is skipped or repaired.
@Suite("Library values")
struct LibraryValuesTests {
    private let temporary = TemporaryDirectory()
    private var directory: String { temporary.path + "/reader" }

    /// A store of the reader's columns without their constraints, holding `sql`'s rows.
    private func store(_ sql: String) throws -> PositionStore {
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        try DatabaseQueue(path: directory + "/positions.sqlite").write { db in
            try db.execute(
                sql: """
                    CREATE TABLE book (fingerprint, title, author, length, path, opened);
                    CREATE TABLE position (fingerprint, offset, path, updated);
                    CREATE TABLE bookmark (fingerprint, offset);
                    CREATE TABLE setting (name, value);
                    """ + sql)
        }
        return try PositionStore(directory: directory, readOnly: true)
    }

    @Test func absurdRowsAreSkippedAndCountedAndAbsurdPlacesReadAsNone() throws {
        let store = try store(
            """
            INSERT INTO book VALUES ('a', 'Near Int.max', NULL, 1000, '/a', 6),
                ('b', 'Half', 'Ann', 1000, '/b', 5), ('c', 'No length', NULL, NULL, '/c', 4),
                ('d', 'Text length', NULL, 'nan', '/d', 3), ('e', 'Bad time', NULL, 10, '/e', 'nan'),
                ('f', NULL, NULL, 10, '/f', 2), ('g', 'Huge length', NULL, 9223372036854775807, '/g', 1),
                ('h', 'Past the end', NULL, 100, NULL, 0.5);
            INSERT INTO position VALUES ('a', 9223372036854775806, '/a', 1), ('b', 500, '/b', 1),
                ('h', 150, '/h', 1);
            INSERT INTO bookmark VALUES ('b', 'x'), ('b', 3), ('b', NULL);
            INSERT INTO setting VALUES ('justified', '1'), (NULL, 'x'), ('images', 4.5);
            """)
        let listing = try store.libraryListing()
        #expect(listing.entries.map(\.title) == ["Near Int.max", "Half", "Past the end"])
        #expect(listing.entries.map(\.progress) == [0, 50, 100])
        #expect(listing.entries.map(\.path) == ["/a", "/b", nil])
        #expect(listing.skipped == 5)
        #expect(try store.offset(for: "a") == nil)
        #expect(try store.offset(for: "b") == 500)
        #expect(try store.bookmarks(for: "b") == [3])
        #expect(try store.settings() == ["justified": "1"])
    }

    @Test(arguments: [
        (0, 0, 0), (5, 10, 50), (1, 3, 33), (20, 10, 100), (-3, 10, 0),
        (Int.max, Int.max, 100), (Int.max / 2, Int.max, 50), (7, 0, 0),
    ])
    func progressNeverOverflows(offset: Int, length: Int, percent: Int) {
        #expect(StoredValue.progress(offset: offset, length: length) == percent)
    }
}
