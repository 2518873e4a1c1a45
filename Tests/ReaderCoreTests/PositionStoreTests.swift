import Foundation
import Testing
@testable import ReaderCore

@Suite("Position store")
struct PositionStoreTests {
    let directory = NSTemporaryDirectory() + "reader-store-" + UUID().uuidString + "/nested/reader"

    @Test func aSavedPositionIsFoundAgainByFingerprint() throws {
        let store = try PositionStore(directory: directory)
        #expect(try store.offset(for: "book") == nil)
        try store.save(offset: 1234, for: "book", path: "/books/a.txt")
        try store.save(offset: 99, for: "other", path: "/books/b.txt")
        let reopened = try PositionStore(directory: directory)
        #expect(try reopened.offset(for: "book") == 1234)
        try reopened.save(offset: 2000, for: "book", path: "/moved/a.txt")
        #expect(try store.offset(for: "book") == 2000)
        #expect(try store.path(for: "book") == "/moved/a.txt")
        #expect(try store.offset(for: "other") == 99)
    }

    @Test func twoReadersWritingAtOnceNeverCorruptTheStore() async throws {
        let first = try PositionStore(directory: directory)
        let second = try PositionStore(directory: directory)
        try await withThrowingTaskGroup(of: Void.self) { group in
            for (index, store) in [first, second].enumerated() {
                nonisolated(unsafe) let store = store
                group.addTask {
                    for offset in 0..<200 {
                        try store.save(offset: offset, for: "shared", path: "/p")
                        try store.save(offset: offset, for: "own-\(index)", path: "/p")
                    }
                }
            }
            try await group.waitForAll()
        }
        #expect(try first.offset(for: "shared") == 199)
        #expect(try second.offset(for: "own-0") == 199)
        #expect(try first.offset(for: "own-1") == 199)
    }

    @Test func aDirectoryThatCannotBeMadeIsAnError() {
        #expect(throws: (any Error).self) { try PositionStore(directory: "/dev/null/reader") }
    }

    @Test func theDirectoryFollowsXDGStateHome() {
        #expect(PositionStore.defaultDirectory(environment: ["XDG_STATE_HOME": "/state", "HOME": "/home/u"]) == "/state/reader")
        #expect(PositionStore.defaultDirectory(environment: ["HOME": "/home/u"]) == "/home/u/.local/state/reader")
        #expect(PositionStore.defaultDirectory(environment: ["XDG_STATE_HOME": "relative", "HOME": "/h"]) == "/h/.local/state/reader")
    }
}
