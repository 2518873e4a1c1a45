import Testing

@testable import ReaderCore

/// The pace learnt from page turns, against values worked out by hand.
struct PaceLearnerTests {
    /// Shows pages of `length` characters one after another from `first`, `seconds` apart from
    /// `start`; returns the turns counted and the time of the last page shown.
    private func read(
        _ pages: Int, of length: Int, every seconds: Double, with learner: inout PaceLearner, from first: Int = 0,
        start: Double = 0
    ) -> (turns: [PaceLearner.Turn], end: Double) {
        var turns: [PaceLearner.Turn] = []
        for page in 0...pages {
            let time = start + Double(page) * seconds
            let offset = first + page * length
            if let turn = learner.show(offset..<offset + length, at: time) { turns.append(turn) }
        }
        return (turns, start + Double(pages) * seconds)
    }

    @Test func twentyTurnsOfTwoThousandCharactersAtThirtySecondsAreFourThousandAMinute() {
        var learner = PaceLearner()
        let turns = read(20, of: 2_000, every: 30, with: &learner).turns
        #expect(turns.count == 20)
        #expect(turns.allSatisfy { $0 == PaceLearner.Turn(characters: 2_000, seconds: 30) })
        #expect(learner.pace.isLearnt)
        #expect(abs(learner.pace.charactersPerMinute - 4_000) < 0.001)
    }

    @Test func theRateInPagesIgnoresWhatEachHoldsAndStartsAgainInAnotherLayout() {
        var learner = PaceLearner()
        var offset = 0
        // Twenty turns twelve seconds apart, of pages holding 500 and 1,500 characters in turn.
        for page in 0...20 {
            let length = page % 2 == 0 ? 500 : 1_500
            _ = learner.show(offset..<offset + length, layout: "80x24", at: Double(page) * 12)
            offset += length
        }
        #expect(learner.pace.secondsPerPage.map { abs($0 - 12) < 0.001 } == true)
        // Two pages a spread: a turn of 24 seconds is 12 a page.
        var spreads = PaceLearner()
        for spread in 0...20 {
            _ = spreads.show(spread * 1_000..<(spread + 1) * 1_000, pages: 2, layout: "160x40", at: Double(spread) * 24)
        }
        #expect(spreads.pace.secondsPerPage.map { abs($0 - 12) < 0.001 } == true)
        _ = learner.show(offset..<offset + 700, layout: "40x12", at: 21 * 12)
        #expect(learner.pace.secondsPerPage == nil, "another layout's pages are others")
        #expect(learner.pace.isLearnt, "the pace in characters stays")
    }

    @Test func aComicTeachesTheRateInPagesOnly() {
        var learner = PaceLearner()
        _ = read(20, of: 2_000, every: 30, with: &learner)
        for page in 0...20 {
            let offset = 100_000 + page
            _ = learner.show(
                offset..<offset + 1, layout: "comic", countsCharacters: false, at: 1_000 + Double(page) * 6)
        }
        #expect(abs(learner.pace.charactersPerMinute - 4_000) < 0.001, "the novel's pace stays")
        #expect(learner.pace.secondsPerPage.map { abs($0 - 6) < 0.001 } == true)
    }

    @Test func aSpreadMayBeReadForTheIdleLimitAPage() {
        var learner = PaceLearner()
        _ = learner.show(0..<8_000, pages: 2, at: 0)
        #expect(learner.show(8_000..<16_000, pages: 2, at: 400) == PaceLearner.Turn(characters: 8_000, seconds: 400))
        #expect(learner.show(16_000..<24_000, pages: 2, at: 1_100) == nil, "700 s is idle for two pages")
    }

    @Test func tooFewTurnsGiveTheCommonSpeedAsAnEstimate() {
        var learner = PaceLearner()
        _ = read(14, of: 2_000, every: 30, with: &learner)
        #expect(learner.pace == .common)
        // Ten minutes of reading are enough, however few the pages.
        var slow = PaceLearner()
        _ = read(5, of: 10_000, every: 120, with: &slow)
        #expect(slow.pace.isLearnt)
        #expect(abs(slow.pace.charactersPerMinute - 5_000) < 0.001)
    }

    @Test func aPageLeftIdleCountsNothing() {
        var learner = PaceLearner()
        let first = read(10, of: 2_000, every: 30, with: &learner)
        // The eleventh page stays twenty minutes on screen: the reader was away.
        #expect(learner.show(22_000..<24_000, at: first.end + 1_200) == nil)
        let rest = read(10, of: 2_000, every: 30, with: &learner, from: 22_000, start: first.end + 1_200)
        #expect(first.turns.count + rest.turns.count == 20)
        #expect(learner.sums.totalSeconds == 600)
        #expect(abs(learner.pace.charactersPerMinute - 4_000) < 0.001)
    }

    @Test func aKeyHeldDownCountsNothing() {
        var learner = PaceLearner()
        #expect(read(30, of: 2_000, every: 0.03, with: &learner).turns.isEmpty)
        #expect(learner.sums.turns == 0)
    }

    @Test func aJumpIsNotCountedAndTheNextPageCountsFromIt() {
        var learner = PaceLearner()
        _ = learner.show(0..<2_000, at: 0)
        // Go-to far ahead, then back a page: neither is a page read.
        #expect(learner.show(50_000..<52_000, at: 30) == nil)
        #expect(learner.show(48_000..<50_000, at: 40) == nil)
        // The same pages drawn again (a notice) change nothing.
        #expect(learner.show(48_000..<50_000, at: 50) == nil)
        #expect(learner.show(50_000..<52_000, at: 70) == PaceLearner.Turn(characters: 2_000, seconds: 30))
        #expect(learner.sums.turns == 1)
    }

    @Test func recentReadingWeighsMore() {
        var learner = PaceLearner()
        let fast = read(20, of: 2_000, every: 30, with: &learner)
        _ = read(20, of: 2_000, every: 60, with: &learner, from: 40_000, start: fast.end)
        // Unweighted: 80,000 characters in 30 minutes, 2,667 a minute. Weighted (0.98 a turn,
        // 0.98^20 = 0.6676): 2,000 × 1.6676 / (60 + 30 × 0.6676) × 60 = 2,500 a minute.
        #expect(abs(learner.pace.charactersPerMinute - 2_500) < 5)
    }

    @Test func whatWasLearntBeforeGoesOn() {
        let earlier = PaceSums(characters: 40_000, seconds: 600, turns: 20, totalSeconds: 600)
        var learner = PaceLearner(earlier: earlier)
        #expect(learner.pace.isLearnt)
        #expect(abs(learner.pace.charactersPerMinute - 4_000) < 0.001)
        _ = read(1, of: 2_000, every: 30, with: &learner)
        #expect(learner.sums.turns == 21)
    }
}
