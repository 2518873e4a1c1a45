/// A quote taken from the storage.
extension TextQuote {
    /// The quote of `range` in `storage`: its text, and up to `contextLength` code units of the
    /// text each side, cut where a grapheme cluster starts or ends (never inside one).
    public init(of range: Range<Int>, in storage: TextStorage) {
        let range = range.clamped(to: 0..<storage.length)
        let reach = Self.contextLength * 2
        let before = storage.string(in: max(0, range.lowerBound - reach)..<range.lowerBound)
        let after = storage.string(in: range.upperBound..<min(storage.length, range.upperBound + reach))
        self.init(
            exact: storage.string(in: range),
            prefix: Self.clusters(of: before.reversed(), within: Self.contextLength).reversed().map(String.init)
                .joined(),
            suffix: String(Self.clusters(of: after, within: Self.contextLength)))
    }

    /// The first clusters of `characters` that hold at most `limit` UTF-16 code units in all.
    private static func clusters<Characters: Sequence<Character>>(of characters: Characters, within limit: Int)
        -> [Character]
    {
        var taken: [Character] = []
        var count = 0
        for character in characters {
            count += character.utf16.count
            guard count <= limit else { break }
            taken.append(character)
        }
        return taken
    }
}
