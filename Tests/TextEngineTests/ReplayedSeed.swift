import Foundation
import PropertyBased
import Testing

/// Property checks draw a new seed each run; a failure prints it (`.fixedSeed("…")`). Setting
/// `PROPERTY_SEED` to that seed replays it without editing the test:
/// `PROPERTY_SEED='…' swift test --filter 'Justification'`. The suites of property tests carry
/// this trait; without the variable it does nothing.
struct ReplayedSeedTrait: SuiteTrait, TestTrait, TestScoping {
    var isRecursive: Bool { true }

    /// The seed to replay, from `PROPERTY_SEED`: the base64 of xoshiro's four words.
    static var seed: (UInt64, UInt64, UInt64, UInt64)? {
        guard let text = ProcessInfo.processInfo.environment["PROPERTY_SEED"] else { return nil }
        let trimmed = text.trimmingCharacters(in: CharacterSet(charactersIn: "\"() "))
        return Xoshiro(seed: trimmed)?.currentState
    }

    func scopeProvider(for test: Test, testCase: Test.Case?) -> Self? {
        testCase == nil || Self.seed == nil ? nil : self
    }

    func provideScope(
        for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
    ) async throws {
        guard let seed = Self.seed else { return try await function() }
        try await FixedSeedTrait.fixedSeed(seed.0, seed.1, seed.2, seed.3)
            .provideScope(for: test, testCase: testCase, performing: function)
    }
}

extension SuiteTrait where Self == ReplayedSeedTrait {
    /// Property checks replay the seed in `PROPERTY_SEED`, when it is set.
    static var replayedSeed: Self { ReplayedSeedTrait() }
}
