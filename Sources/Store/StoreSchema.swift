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
        return migrator
    }()

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
