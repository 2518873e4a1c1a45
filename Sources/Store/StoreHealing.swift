/// What became of a damaged store: where it was kept, and what was recovered from it into the
/// fresh store that took its place.
public struct StoreHealing: Equatable, Sendable, CustomStringConvertible {
    /// The damaged file, beside the store under a dated name.
    public var keptAs: String
    /// How many rows of each table were recovered, by table name.
    public var recovered: [String: Int]

    public init(keptAs: String, recovered: [String: Int]) {
        self.keptAs = keptAs
        self.recovered = recovered
    }

    /// The status line's words for it.
    public var description: String {
        let places = recovered["position", default: 0]
        return "The store was damaged: \(places) place\(places == 1 ? "" : "s") recovered, the old one kept as "
            + PositionStoreError.shown(keptAs)
    }
}
