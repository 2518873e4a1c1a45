/// The places a reader jumped from and back, as a browser keeps them: every jump (go to,
/// contents, first and last page) records where it left; going back returns there, and going
/// forward again undoes the going back.
public struct JumpHistory: Hashable, Sendable {
    private var back: [Int] = []
    private var forward: [Int] = []
    /// Places kept each way; older ones are forgotten.
    static let depth = 100

    public init() {}

    public var canGoBack: Bool { !back.isEmpty }
    public var canGoForward: Bool { !forward.isEmpty }

    /// A jump leaves `place`: it can be gone back to; what was ahead is forgotten.
    public mutating func leave(_ place: Int) {
        if back.last != place { back.append(place) }
        if back.count > Self.depth { back.removeFirst() }
        forward.removeAll()
    }

    /// The place to go back to from `place`, which can then be gone forward to.
    public mutating func goBack(from place: Int) -> Int? {
        guard let target = back.popLast() else { return nil }
        forward.append(place)
        return target
    }

    /// The place to go forward to from `place`, which can then be gone back to.
    public mutating func goForward(from place: Int) -> Int? {
        guard let target = forward.popLast() else { return nil }
        back.append(place)
        return target
    }
}
