import Foundation
import GRDB
import TestSupport
import Testing

@testable import Store

/// A damaged store is moved aside under a dated name, what can be read of it is recovered into
/// a fresh store, and saving goes on.
@Suite("Store healing")
struct StoreHealingTests {
    private let temporary = TemporaryDirectory()
    private var directory: String { temporary.path + "/reader" }
    private var file: String { directory + "/positions.sqlite" }

    /// The files beside the store kept under a dated name.
    private func kept() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: directory).filter { $0.contains(".damaged-") }.sorted()
    }

    /// A store of `count` places, book-1 at 10, book-2 at 20..., with a setting and bookmarks.
    private func makeStore(places count: Int) throws {
        let store = try PositionStore(directory: directory)
        try store.save(offset: 10, for: "book-1", path: "/books/1.txt")
        try store.save(settings: ["justified": "1"])
        try store.save(bookmarks: [5, 50], for: "book-1")
        try DatabaseQueue(path: file).write { db in
            for number in 2...count {
                try db.execute(
                    sql: "INSERT INTO position VALUES (?, ?, ?, 0)",
                    arguments: ["book-\(number)", number * 10, "/books/\(number).txt"])
            }
        }
    }

    /// Saving and reading again work on the healed store.
    private func expectSavingWorks() throws {
        let store = try PositionStore(directory: directory)
        try store.save(offset: 777, for: "later", path: "/later.txt")
        #expect(try store.offset(for: "later") == 777)
        #expect(try StoreFile.offset(in: file, for: "later") == 777)
    }

    @Test func theKeptNameIsDatedInUTC() {
        let date = Date(timeIntervalSince1970: 1_795_719_731)  // 2026-11-26 19:02:11 UTC
        #expect(
            StoreHealer.keptName(for: "/s/positions.sqlite", at: date)
                == "/s/positions.sqlite.damaged-2026-11-26T19-02-11")
    }

    @Test func aTruncatedStoreKeepsThePlacesBeforeTheDamage() throws {
        try makeStore(places: 3000)
        let size = try #require(try FileManager.default.attributesOfItem(atPath: file)[.size] as? Int)
        #expect(truncate(file, off_t(size / 2)) == 0)
        let store = try PositionStore(directory: directory)
        #expect(try store.offset(for: "book-1") == 10, "the first rows are in the part kept")
        let healing = try #require(store.takeHealing())
        #expect(store.takeHealing() == nil, "told once")
        let recovered = try #require(healing.recovered["position"])
        #expect(recovered > 0 && recovered < 3000)
        for number in 1...3000 {
            let offset = try store.offset(for: "book-\(number)")
            #expect(offset == nil || offset == number * 10)
        }
        #expect(try kept().count == 1)
        let keptSize = try FileManager.default.attributesOfItem(atPath: directory + "/" + kept()[0])[.size] as? Int
        #expect(keptSize == size / 2, "the damaged file is kept as it was")
        #expect(healing.keptAs == directory + "/" + (try kept()[0]))
        try expectSavingWorks()
    }

    @Test func aSchemaOfRowsOfNullsIsReadForRecoveryNotFatal() throws {
        // A store cut inside its schema's page reads, schema checks off as recovery reads it, as
        // rows of NULLs: GRDB's own reading of the schema stops the process on them.
        try makeStore(places: 5)
        try DatabaseQueue(path: file).write { db in
            try db.execute(
                sql: """
                    PRAGMA writable_schema = ON;
                    INSERT INTO sqlite_master VALUES (NULL, NULL, NULL, 0, NULL);
                    PRAGMA writable_schema = OFF;
                    """)
        }
        let recovered = StoreHealer.recover(from: file, now: Date())
        #expect(recovered["position"]?.count == 5 && recovered["bookmark"]?.count == 2)
        let store = try PositionStore(directory: directory)
        #expect(try store.offset(for: "book-3") == 30, "the places are recovered")
        try expectSavingWorks()
    }

    @Test func randomBytesAreKeptAsideAndAFreshStoreSaves() throws {
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        var generator = SystemRandomNumberGenerator()
        let noise = Data((0..<8192).map { _ in UInt8.random(in: 0...255, using: &generator) })
        try noise.write(to: URL(fileURLWithPath: file))
        let saver = PositionSaver(store: try PositionStore(directory: directory), fingerprint: "book", path: "/b")
        #expect(saver.restore() == PositionSaver.SavedPlace(offset: nil, settings: [:]))
        let notice = try #require(saver.takeNotice())
        #expect(notice.hasPrefix("The store was damaged: 0 places recovered, the old one kept as "))
        #expect(notice.contains("positions.sqlite.damaged-"))
        #expect(saver.takeNotice() == nil, "told once")
        saver.moved(to: 1234)
        saver.save()
        #expect(saver.failure == nil && saver.takeNotice() == nil)
        #expect(try StoreFile.offset(in: file, for: "book") == 1234)
        #expect(try Data(contentsOf: URL(fileURLWithPath: directory + "/" + kept()[0])) == noise)
    }

    @Test func aForeignTableOfTheSameNameIsMovedAsideAndSoundTablesRecovered() throws {
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        try DatabaseQueue(path: file).write { db in
            try db.execute(
                sql: """
                    CREATE TABLE position (id INTEGER PRIMARY KEY, note TEXT);
                    INSERT INTO position (note) VALUES ('not a place');
                    CREATE TABLE setting (name TEXT PRIMARY KEY NOT NULL, value TEXT NOT NULL);
                    INSERT INTO setting VALUES ('justified', '1'), ('images', 'none');
                    """)
        }
        let store = try PositionStore(directory: directory)
        #expect(try store.settings() == ["justified": "1", "images": "none"])
        #expect(try store.takeHealing()?.recovered == ["setting": 2])
        #expect(try store.offset(for: "book") == nil)
        let foreign = try DatabaseQueue(path: directory + "/" + kept()[0]).read { db in
            try String.fetchOne(db, sql: "SELECT note FROM position")
        }
        #expect(foreign == "not a place", "the foreign store is kept whole")
        try expectSavingWorks()
    }

    @Test func aDirectoryInItsPlaceIsMovedAside() throws {
        try FileManager.default.createDirectory(atPath: file, withIntermediateDirectories: true)
        try Data("mine".utf8).write(to: URL(fileURLWithPath: file + "/inside"))
        let store = try PositionStore(directory: directory)
        try store.save(offset: 42, for: "book", path: "/b")
        #expect(store.takeHealing()?.recovered == [:])
        #expect(try store.offset(for: "book") == 42)
        let aside = directory + "/" + (try kept()[0])
        #expect(try String(contentsOfFile: aside + "/inside", encoding: .utf8) == "mine")
        try expectSavingWorks()
    }

    @Test func aLinkToDevNullIsMovedAsideNotFollowed() throws {
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: file, withDestinationPath: "/dev/null")
        let store = try PositionStore(directory: directory)
        try store.save(offset: 9, for: "book", path: "/b")
        #expect(store.takeHealing() != nil)
        let aside = directory + "/" + (try kept()[0])
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: aside) == "/dev/null")
        try expectSavingWorks()
    }

    @Test func rowsWithAbsurdValuesAreLeftBehind() throws {
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        try DatabaseQueue(path: file).write { db in
            try db.execute(
                sql: """
                    CREATE TABLE position (fingerprint, offset, path, updated);
                    INSERT INTO position VALUES ('good', 100, '/g', 1.5), ('huge', 9223372036854775807, '/h', 1),
                        ('text', 'nan', '/t', 1), ('null', NULL, '/n', 1), ('negative', -4, '/n', 1),
                        ('late', 300, '/l', 'never');
                    CREATE TABLE bookmark (fingerprint, offset);
                    INSERT INTO bookmark VALUES ('good', 7), ('good', 1e300), ('good', 'x');
                    """)
        }
        let recovered = StoreHealer.recover(from: file, now: Date(timeIntervalSince1970: 99))
        #expect(
            recovered["position"] == [
                ["good".databaseValue, 100.databaseValue, "/g".databaseValue, 1.5.databaseValue],
                ["late".databaseValue, 300.databaseValue, "/l".databaseValue, 99.0.databaseValue],
            ])
        #expect(recovered["bookmark"] == [["good".databaseValue, 7.databaseValue]])
    }

    @Test func aStoreOpenedReadOnlyIsNeverMoved() throws {
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        try Data(repeating: 0xAB, count: 4096).write(to: URL(fileURLWithPath: file))
        let store = try PositionStore(directory: directory, readOnly: true)
        #expect(throws: PositionStoreError.damaged) { try store.library() }
        #expect(try kept().isEmpty)
    }
}
