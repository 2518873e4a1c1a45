import Foundation

/// The page turns a pace is learnt from, summed with recent reading weighted more: at each turn
/// the weight of every earlier one is multiplied by ``decay``.
public struct PaceSums: Hashable, Sendable {
    /// Each earlier turn's weight is kept at this share when a turn is added: a turn 35 turns
    /// back counts half as much as the last.
    public static let decay = 0.98
    /// Turns enough to learn a pace from, unless ``enoughSeconds`` of reading come first.
    public static let enoughTurns = 15
    /// Seconds of reading enough to learn a pace from.
    public static let enoughSeconds = 600.0

    /// The characters of the turns counted, weighted.
    public var characters: Double
    /// The seconds of the turns counted, weighted.
    public var seconds: Double
    /// The turns counted.
    public var turns: Int
    /// The seconds of the turns counted, unweighted.
    public var totalSeconds: Double

    public init(characters: Double = 0, seconds: Double = 0, turns: Int = 0, totalSeconds: Double = 0) {
        self.characters = characters
        self.seconds = seconds
        self.turns = turns
        self.totalSeconds = totalSeconds
    }

    /// Adds a page of `characters` read in `seconds`, the earlier turns weighted down.
    public mutating func add(characters count: Int, seconds time: Double) {
        characters = characters * Self.decay + Double(count)
        seconds = seconds * Self.decay + time
        turns += 1
        totalSeconds += time
    }

    /// The pace these turns give: the reader's own once there are enough of them, else the
    /// common speed.
    public var pace: ReadingPace {
        guard turns >= Self.enoughTurns || totalSeconds >= Self.enoughSeconds, seconds > 0, characters > 0 else {
            return .common
        }
        let perMinute = characters / seconds * 60
        // Sums no reader reads at (a damaged store) are no pace.
        guard (1...1_000_000).contains(perMinute) else { return .common }
        return ReadingPace(charactersPerMinute: perMinute, isLearnt: true)
    }
}
