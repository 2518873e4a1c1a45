import Foundation

/// The reader's pace as the store keeps it: the page turns read, recent ones weighted more
/// (the executable turns it into ReaderCore's `PaceSums`).
public struct StoredPace: Equatable, Sendable {
    /// The characters and seconds of the turns, weighted.
    public var characters: Double
    public var seconds: Double
    /// The turns, and their seconds unweighted.
    public var turns: Int
    public var totalSeconds: Double

    public init(characters: Double, seconds: Double, turns: Int, totalSeconds: Double) {
        self.characters = characters
        self.seconds = seconds
        self.turns = turns
        self.totalSeconds = totalSeconds
    }
}

/// A page turned forward and read, to be added to the pace and to its book's reading.
public struct ReadTurn: Equatable, Sendable {
    public var characters: Int
    public var seconds: Double
    /// The share of its weight each earlier turn keeps when this one is added.
    public var decay: Double
    /// When the page was turned.
    public var time: Date

    public init(characters: Int, seconds: Double, decay: Double, time: Date) {
        self.characters = characters
        self.seconds = seconds
        self.decay = decay
        self.time = time
    }
}

/// What the store keeps of the reading of one book, for the statistics.
public struct BookReading: Equatable, Sendable {
    public var fingerprint: String
    public var title: String
    public var author: String?
    /// Seconds spent reading it, idle time left out.
    public var seconds: Double
    /// Pages turned forward and read, and their characters.
    public var pages: Int
    public var characters: Int
    /// When its last page was first shown; nil while it is not finished.
    public var finished: Date?
    /// When a page of it was last read.
    public var last: Date

    public init(
        fingerprint: String, title: String, author: String?, seconds: Double, pages: Int, characters: Int,
        finished: Date?, last: Date
    ) {
        self.fingerprint = fingerprint
        self.title = title
        self.author = author
        self.seconds = seconds
        self.pages = pages
        self.characters = characters
        self.finished = finished
        self.last = last
    }
}
