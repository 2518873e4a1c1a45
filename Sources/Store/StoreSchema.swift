import GRDB

/// The store's tables, versioned by GRDB's migrator: each change of schema is a migration of
/// its own, run once on the first write to a store that has not had it.
enum StoreSchema {
    /// Every migration, in order. Stores made before the migrator have some of the first one's
    /// tables already (places, then settings, bookmarks, the library and remembered pages came
    /// one after another), so it makes only those missing.
    static let migrator: DatabaseMigrator = {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("places, settings, library, remembered pages, bookmarks") { db in
            try db.execute(
                sql: """
                    CREATE TABLE IF NOT EXISTS position (
                        fingerprint TEXT PRIMARY KEY NOT NULL,
                        offset INTEGER NOT NULL,
                        path TEXT NOT NULL,
                        updated REAL NOT NULL
                    );
                    CREATE TABLE IF NOT EXISTS setting (name TEXT PRIMARY KEY NOT NULL, value TEXT NOT NULL);
                    CREATE TABLE IF NOT EXISTS book (
                        fingerprint TEXT PRIMARY KEY NOT NULL,
                        title TEXT NOT NULL,
                        author TEXT,
                        length INTEGER NOT NULL,
                        path TEXT NOT NULL,
                        opened REAL NOT NULL
                    );
                    CREATE TABLE IF NOT EXISTS pages (
                        fingerprint TEXT NOT NULL,
                        layout TEXT NOT NULL,
                        starts BLOB NOT NULL,
                        saved REAL NOT NULL,
                        PRIMARY KEY (fingerprint, layout)
                    );
                    CREATE TABLE IF NOT EXISTS bookmark (
                        fingerprint TEXT NOT NULL,
                        offset INTEGER NOT NULL,
                        PRIMARY KEY (fingerprint, offset)
                    );
                    """)
        }
        migrator.registerMigration("highlights") { db in
            try db.execute(
                sql: """
                    CREATE TABLE highlight (
                        fingerprint TEXT NOT NULL,
                        id TEXT NOT NULL,
                        start INTEGER NOT NULL,
                        "end" INTEGER NOT NULL,
                        exact TEXT NOT NULL,
                        prefix TEXT NOT NULL,
                        suffix TEXT NOT NULL,
                        colour TEXT NOT NULL,
                        note TEXT NOT NULL,
                        lost INTEGER NOT NULL,
                        created REAL NOT NULL,
                        updated REAL NOT NULL,
                        PRIMARY KEY (fingerprint, id)
                    )
                    """)
        }
        migrator.registerMigration("reading pace and statistics", migrate: StoreSchema.addReading)
        return migrator
    }()

    /// What a column holds, as a recovery checks it.
    enum Kind {
        case text, optionalText, offset, time, pageStarts, flag, amount, optionalTime
    }

    /// Every table the reader makes and the columns it reads, with what each holds.
    static let tables: [(name: String, columns: [(name: String, kind: Kind)])] = [
        ("position", [("fingerprint", .text), ("offset", .offset), ("path", .text), ("updated", .time)]),
        ("setting", [("name", .text), ("value", .text)]),
        (
            "book",
            [
                ("fingerprint", .text), ("title", .text), ("author", .optionalText), ("length", .offset),
                ("path", .text), ("opened", .time),
            ]
        ),
        ("pages", [("fingerprint", .text), ("layout", .text), ("starts", .pageStarts), ("saved", .time)]),
        ("bookmark", [("fingerprint", .text), ("offset", .offset)]),
        (
            "highlight",
            [
                ("fingerprint", .text), ("id", .text), ("start", .offset), ("end", .offset), ("exact", .text),
                ("prefix", .text), ("suffix", .text), ("colour", .text), ("note", .text), ("lost", .flag),
                ("created", .time), ("updated", .time),
            ]
        ),
        (
            "pace",
            [("id", .offset), ("characters", .amount), ("seconds", .amount), ("turns", .offset), ("total", .amount)]
        ),
        (
            "reading",
            [
                ("fingerprint", .text), ("seconds", .amount), ("pages", .offset), ("characters", .offset),
                ("finished", .optionalTime), ("last", .time),
            ]
        ),
    ]

    /// The tables that keep something of a book, under its fingerprint.
    static let bookTables = tables.filter { $0.columns.contains { $0.name == "fingerprint" } }.map(\.name)

    /// A table of one of the reader's names without the columns the reader made it with: the
    /// store is not one the reader made, and is never half-used.
    struct ForeignTable: Error, Equatable {
        var name: String
    }

    /// Throws ``ForeignTable`` when a table of the reader's names lacks one of its columns. The
    /// schema is read in SQL: GRDB's own reading of it stops the process on the rows of a damaged
    /// file (a store cut inside its schema reads as rows of NULLs).
    static func check(_ db: Database) throws {
        for table in tables where try tableExists(table.name, in: db) {
            let columns = Set(
                try String.fetchAll(db, sql: "SELECT lower(name) FROM pragma_table_info(?)", arguments: [table.name]))
            guard table.columns.allSatisfy({ columns.contains($0.name) }) else {
                throw ForeignTable(name: table.name)
            }
        }
    }

    /// Whether the store has a table `name`, read in SQL (see ``check(_:)``).
    static func tableExists(_ name: String, in db: Database) throws -> Bool {
        try Bool.fetchOne(
            db, sql: "SELECT EXISTS (SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?)", arguments: [name])
            ?? false
    }

    /// Runs the migrations `database` has not had. Two readers may run one at the same moment:
    /// the one that comes second fails to record it, and finds it done.
    static func migrate(_ database: DatabaseQueue) throws {
        do {
            try migrator.migrate(database)
        } catch {
            guard try database.read(migrator.hasCompletedMigrations) else { throw error }
        }
    }
}
