import GRDB

extension StoreSchema {
    /// The reader's pace (one row: its weighted characters and seconds, its turns and their
    /// seconds) and, per book, the time spent reading it, its pages and characters turned,
    /// when it was finished and last read.
    static func addReading(_ db: Database) throws {
        try db.execute(
            sql: """
                CREATE TABLE pace (
                    id INTEGER PRIMARY KEY NOT NULL CHECK (id = 1),
                    characters REAL NOT NULL,
                    seconds REAL NOT NULL,
                    turns INTEGER NOT NULL,
                    total REAL NOT NULL
                );
                CREATE TABLE reading (
                    fingerprint TEXT PRIMARY KEY NOT NULL,
                    seconds REAL NOT NULL,
                    pages INTEGER NOT NULL,
                    characters INTEGER NOT NULL,
                    finished REAL,
                    last REAL NOT NULL
                );
                """)
    }
}
