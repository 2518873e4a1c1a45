import Foundation
import GRDB
import TestSupport
import Testing

@testable import Store

/// Highlights in the store: a row each, written one by one, healed, forgotten and adopted with
/// the book, and kept unsaved by the saver while the store cannot take them.
@Suite("Highlights in the store")
struct HighlightStoreTests {
    private let temporary = TemporaryDirectory()
    private var directory: String { temporary.path + "/reader" }
    private var file: String { directory + "/positions.sqlite" }

    static func row(_ id: String, _ start: Int, note: String = "", updated: Double = 20) -> StoredHighlight {
        StoredHighlight(
            id: id, start: start, end: start + 5, exact: "words", prefix: "some ", suffix: " after", colour: "green",
            note: note, isLost: false, created: 10, updated: updated)
    }

    @Test func rowsAreSavedUpdatedByIdAndDeletedByIdInStorageOrder() throws {
        let store = try PositionStore(directory: directory)
        try store.save(highlights: [Self.row("b", 90), Self.row("a", 30)], removing: [], for: "book")
        try store.save(highlights: [Self.row("c", 5)], removing: [], for: "other")
        #expect(try store.highlights(for: "book") == [Self.row("a", 30), Self.row("b", 90)])
        var lost = Self.row("a", 31, note: "a note", updated: 30)
        lost.isLost = true
        try store.save(highlights: [lost], removing: ["b"], for: "book")
        #expect(try store.highlights(for: "book") == [lost], "updated, not duplicated; b deleted")
        #expect(try store.highlights(for: "other") == [Self.row("c", 5)], "another book's rows are its own")
    }

    @Test func onlyTheRowsChangedAreWritten() throws {
        let store = try PositionStore(directory: directory)
        try store.save(highlights: (1...50).map { Self.row("h\($0)", $0 * 10) }, removing: [], for: "book")
        try DatabaseQueue(path: file).write { db in
            try db.execute(
                sql: """
                    CREATE TABLE touched (id TEXT);
                    CREATE TRIGGER t1 AFTER INSERT ON highlight BEGIN INSERT INTO touched VALUES (new.id); END;
                    CREATE TRIGGER t2 AFTER UPDATE ON highlight BEGIN INSERT INTO touched VALUES (new.id); END;
                    CREATE TRIGGER t3 AFTER DELETE ON highlight BEGIN INSERT INTO touched VALUES (old.id); END;
                    """)
        }
        try store.save(highlights: [Self.row("h7", 70, note: "changed")], removing: ["h9"], for: "book")
        let touched = try DatabaseQueue(path: file).read { try String.fetchAll($0, sql: "SELECT id FROM touched") }
        #expect(touched.sorted() == ["h7", "h9"])
        #expect(try store.highlights(for: "book").count == 49)
    }

    @Test func aNoteOfAMegabyteIsKeptWhole() throws {
        let note = String(repeating: "A long note, line after line.\n", count: 35_000)
        #expect(note.utf8.count > 1_000_000)
        let store = try PositionStore(directory: directory)
        try store.save(highlights: [Self.row("big", 0, note: note)], removing: [], for: "book")
        #expect(try PositionStore(directory: directory).highlights(for: "book").first?.note == note)
    }

    @Test func forgettingABookForgetsItsHighlightsAndAdoptingMovesThem() throws {
        let store = try PositionStore(directory: directory)
        try store.save(highlights: [Self.row("a", 1)], removing: [], for: "old")
        try store.save(highlights: [Self.row("b", 2)], removing: [], for: "gone")
        try store.adopt("old", as: "new")
        #expect(try store.highlights(for: "new") == [Self.row("a", 1)])
        #expect(try store.highlights(for: "old") == [])
        try store.forget("gone")
        #expect(try store.highlights(for: "gone") == [])
    }

    @Test func rowsWithBadValuesAreLeftBehindByHealingAndReading() throws {
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        try DatabaseQueue(path: file).write { db in
            try db.execute(
                sql: """
                    CREATE TABLE highlight (fingerprint, id, start, "end", exact, prefix, suffix, colour, note, lost,
                        created, updated);
                    INSERT INTO highlight VALUES
                        ('b', 'good', 3, 8, 'words', 'p', 's', 'blue', '', 0, 1.5, 2),
                        ('b', 'flag', 3, 8, 'words', 'p', 's', 'blue', '', 7, 1, 1),
                        ('b', 'start', 'x', 8, 'words', 'p', 's', 'blue', '', 0, 1, 1),
                        ('b', 'note', 3, 8, 'words', 'p', 's', 'blue', NULL, 0, 1, 1),
                        ('b', 'time', 3, 8, 'words', 'p', 's', 'blue', 'n', 1, 'never', 1);
                    """)
        }
        let recovered = StoreHealer.recover(from: file, now: Date(timeIntervalSince1970: 99))
        #expect(recovered["highlight"]?.map { $0[1] } == ["good".databaseValue, "time".databaseValue])
        #expect(recovered["highlight"]?.last?[10] == 99.0.databaseValue, "a time not sound becomes now")
        // Read as the reader reads them: the rows that are not sound are skipped, and one whose
        // end comes before its start too.
        try DatabaseQueue(path: file).write { db in
            try db.execute(
                sql: "INSERT INTO highlight VALUES ('b', 'back', 9, 2, 'words', 'p', 's', 'blue', '', 0, 1, 1)")
        }
        #expect(try PositionStore(directory: directory).highlights(for: "b").map(\.id) == ["good"])
    }

    @Test func aDamagedStoreHealsWithItsHighlights() throws {
        let store = try PositionStore(directory: directory)
        try store.save(highlights: [Self.row("kept", 4, note: "mine")], removing: [], for: "book")
        try DatabaseQueue(path: file).write { db in
            try db.execute(sql: "DROP TABLE bookmark; CREATE TABLE bookmark (something TEXT)")
        }
        let reopened = try PositionStore(directory: directory)
        #expect(try reopened.highlights(for: "book") == [Self.row("kept", 4, note: "mine")])
        #expect(reopened.takeHealing()?.recovered["highlight"] == 1)
    }

    private func saver(readOnly: Bool = false) throws -> PositionSaver {
        PositionSaver(
            store: try PositionStore(directory: directory, readOnly: readOnly), fingerprint: "book", path: "/b")
    }

    @Test func theSaverKeepsHighlightsWhileTheStoreIsLockedAndWritesThemAfter() throws {
        try PositionStore(directory: directory).save(highlights: [Self.row("a", 1)], removing: [], for: "book")
        let saver = try saver()
        #expect(saver.restore()?.highlights == [Self.row("a", 1)])
        let lock = try HeldLock(file: file)
        saver.changed(highlights: [Self.row("b", 2)], removed: ["a"])
        saver.save()
        #expect(saver.hasUnsaved)
        #expect(saver.takeNotice() == "Highlights not saved: the store is locked by another program")
        saver.changed(highlights: [Self.row("b", 2, note: "later")], removed: [])
        try lock.release()
        #expect(saver.finish(within: 1.5))
        #expect(try PositionStore(directory: directory).highlights(for: "book") == [Self.row("b", 2, note: "later")])
    }

    @Test func aReadOnlyStoreSaysTheHighlightsAreNotSaved() throws {
        try PositionStore(directory: directory).save(offset: 3, for: "book", path: "/b")
        let saver = try saver(readOnly: true)
        saver.changed(highlights: [Self.row("a", 1)], removed: [])
        #expect(!saver.finish())
        #expect(saver.takeNotice() == "Highlights not saved: the store is read-only")
        #expect(try PositionStore(directory: directory).highlights(for: "book") == [])
    }
}
