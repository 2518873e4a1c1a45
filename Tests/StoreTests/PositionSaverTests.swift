import Foundation
import TestSupport
import Testing

@testable import Store

@Suite("Position saver")
struct PositionSaverTests {
    private let temporary = TemporaryDirectory()
    private var directory: String { temporary.path + "/reader" }

    private func saver(readOnly: Bool = false) throws -> PositionSaver {
        PositionSaver(
            store: try PositionStore(directory: directory, readOnly: readOnly), fingerprint: "book", path: "/b")
    }

    private var file: String { directory + "/positions.sqlite" }

    @Test func aSaveThatMeetsALockIsRetriedUntilItLands() throws {
        try PositionStore(directory: directory).save(offset: 100, for: "book", path: "/b")
        let saver = try saver()
        #expect(saver.restore()?.offset == 100)
        let lock = try HeldLock(file: file)
        saver.moved(to: 500)
        saver.changed(settings: ["justified": "1"])
        let waited = ContinuousClock().measure { saver.save() }
        #expect(waited < .milliseconds(600))
        #expect(saver.hasUnsaved)
        #expect(saver.takeNotice() == "Reading position not saved: the store is locked by another program")
        saver.save()
        #expect(saver.takeNotice() == nil, "told once")
        try lock.release()
        saver.save()
        #expect(!saver.hasUnsaved)
        #expect(saver.takeNotice() == "Reading position saved again")
        #expect(try StoreFile.offset(in: file, for: "book") == 500)
        #expect(try PositionStore(directory: directory).settings() == ["justified": "1"])
        saver.save()
        #expect(saver.takeNotice() == nil)
    }

    @Test func aPlaceThatCouldNotBeReadIsOnlyOverwrittenByAPageTurn() throws {
        try PositionStore(directory: directory).save(offset: 700, for: "book", path: "/b")
        let saver = try saver()
        let lock = try HeldLock(file: file)
        var place: PositionSaver.SavedPlace?
        let waited = ContinuousClock().measure { place = saver.restore() }
        #expect(place == nil)
        #expect(waited < .milliseconds(600))
        #expect(saver.restorePending)
        #expect(saver.takeNotice() == "Reading position not read: the store is locked by another program")
        try lock.release()
        #expect(saver.finish(within: 1))
        #expect(try StoreFile.offset(in: file, for: "book") == 700, "page 1 was shown, never saved")
        #expect(saver.restore() == PositionSaver.SavedPlace(offset: 700, settings: [:]))
        #expect(saver.takeNotice() == "Reading position restored")
        #expect(!saver.restorePending)
        saver.moved(to: 900)
        saver.save()
        #expect(try StoreFile.offset(in: file, for: "book") == 900)
    }

    @Test func aPageTurnEndsTheSearchForAPlaceThatCouldNotBeRead() throws {
        try PositionStore(directory: directory).save(offset: 700, for: "book", path: "/b")
        let saver = try saver()
        let lock = try HeldLock(file: file)
        #expect(saver.restore() == nil)
        saver.moved(to: 40)
        #expect(!saver.restorePending)
        try lock.release()
        saver.save()
        #expect(try StoreFile.offset(in: file, for: "book") == 40)
    }

    @Test func quittingWithoutANewPageTurnKeepsAnotherReadersLaterSave() throws {
        let first = try saver()
        let second = try saver()
        #expect(first.restore()?.offset == nil)
        first.moved(to: 100)
        first.save()
        #expect(second.restore()?.offset == 100)
        second.moved(to: 200)
        second.save()
        #expect(first.finish())
        #expect(try StoreFile.offset(in: file, for: "book") == 200, "the later page turn wins, not the later quit")
        first.moved(to: 300)
        first.save()
        #expect(second.finish())
        #expect(try StoreFile.offset(in: file, for: "book") == 300)
    }

    @Test func quittingUnderALockGivesUpWithinItsBoundAndSaysWhy() throws {
        try PositionStore(directory: directory).save(offset: 1, for: "book", path: "/b")
        let saver = try saver()
        let lock = try HeldLock(file: file)
        saver.moved(to: 42)
        var saved = true
        let waited = ContinuousClock().measure { saved = saver.finish(within: 0.5) }
        #expect(!saved)
        #expect(waited >= .milliseconds(500), "it kept trying while the lock was held")
        #expect(waited < .milliseconds(1500))
        #expect(saver.failure == .locked)
        try lock.release()
        #expect(saver.finish())
        #expect(try StoreFile.offset(in: file, for: "book") == 42)
    }

    @Test func quittingWaitsForALockThatGoesAway() async throws {
        try PositionStore(directory: directory).save(offset: 1, for: "book", path: "/b")
        let saver = try saver()
        let lock = try HeldLock(file: file)
        saver.moved(to: 64)
        nonisolated(unsafe) let held = lock
        Thread.detachNewThread {
            Thread.sleep(forTimeInterval: 0.3)
            try? held.release()
        }
        #expect(saver.finish(within: 1.5))
        #expect(try StoreFile.offset(in: file, for: "book") == 64)
    }

    @Test func aReadOnlyStoreKeepsThePlaceAndSaysItIsNotSaved() throws {
        try PositionStore(directory: directory).save(offset: 1234, for: "book", path: "/b")
        let saver = try saver(readOnly: true)
        #expect(saver.restore()?.offset == 1234)
        saver.moved(to: 2000)
        var saved = true
        let waited = ContinuousClock().measure { saved = saver.finish() }
        #expect(!saved)
        #expect(waited < .milliseconds(500), "a read-only store is not waited for")
        #expect(saver.takeNotice() == "Reading position not saved: the store is read-only")
        #expect(try StoreFile.offset(in: file, for: "book") == 1234)
    }

    @Test func aStoreThatCouldNotBeOpenedIsToldOnceAndReadingGoesOn() {
        let saver = PositionSaver(
            store: nil, fingerprint: "book", path: "/b",
            storeError: "no permission to create ~/.local/state/reader")
        #expect(saver.takeNotice() == "Reading position not saved: no permission to create ~/.local/state/reader")
        #expect(saver.takeNotice() == nil)
        #expect(saver.restore() == PositionSaver.SavedPlace(offset: nil, settings: [:]))
        saver.moved(to: 10)
        #expect(saver.hasUnsaved, "a page turn that could not be saved is not forgotten")
        #expect(saver.failureNotice == "Reading position not saved: no permission to create ~/.local/state/reader")
        #expect(!saver.finish(), "quitting says the place was not saved")
    }

    @Test func aStoreErrorOfManyLinesIsToldInTheSameWordsAtOnceAndWhileItLasts() {
        let saver = PositionSaver(
            store: nil, fingerprint: "book", path: "/b", storeError: "cannot create /s\u{1B}[2J: no room\nat all")
        // One line, its control shown as a picture, on the status line as in the lasting notice.
        let words = "Reading position not saved: cannot create /s\u{241B}[2J: no room"
        #expect(saver.takeNotice() == words)
        #expect(saver.failureNotice == words)
    }
}
