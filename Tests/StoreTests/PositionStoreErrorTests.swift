import Foundation
import GRDB
import Testing

@testable import Store

@Suite("Position store errors in words")
struct PositionStoreErrorTests {
    static let databaseCases: [(ResultCode, String)] = [
        (.SQLITE_BUSY, "the store is locked by another program"),
        (.SQLITE_LOCKED, "the store is locked by another program"),
        (.SQLITE_READONLY, "the store is read-only"),
        (.SQLITE_READONLY_DIRECTORY, "the store is read-only"),
        (.SQLITE_CORRUPT, "the store is damaged"),
        (.SQLITE_NOTADB, "the store is damaged"),
        (.SQLITE_FULL, "the disk is full"),
        (.SQLITE_IOERR, "the disk could not be read or written"),
        (.SQLITE_IOERR_WRITE, "the disk could not be read or written"),
        (.SQLITE_CANTOPEN, "cannot open /tmp/reader-words/positions.sqlite"),
    ]

    @Test(arguments: databaseCases)
    func sqliteResultCodesAreWords(code: ResultCode, words: String) {
        let error = PositionStoreError(
            DatabaseError(resultCode: code, message: "raw message"),
            file: "/tmp/reader-words/positions.sqlite")
        #expect(error.description == words)
    }

    static let posixCases: [(Int32, String)] = [
        (EACCES, "no permission to create ~/.local/state/reader"),
        (EPERM, "no permission to create ~/.local/state/reader"),
        (EROFS, "the disk is read-only"),
        (ENOSPC, "the disk is full"),
        (ENOTDIR, "cannot create ~/.local/state/reader: a file is in the way"),
        (ENAMETOOLONG, "cannot create ~/.local/state/reader: File name too long"),
    ]

    @Test(arguments: posixCases)
    func directoryErrorsAreWordsWithTheHomeAsTilde(code: Int32, words: String) throws {
        let home = try #require(ProcessInfo.processInfo.environment["HOME"].flatMap { $0.count > 1 ? $0 : nil })
        let underlying = NSError(domain: NSPOSIXErrorDomain, code: Int(code))
        let cocoa = CocoaError(.fileWriteUnknown, userInfo: [NSUnderlyingErrorKey: underlying])
        #expect("\(cocoa)".contains("Error Domain"), "the raw form this replaces")
        let error = PositionStoreError(creating: home + "/.local/state/reader", error: cocoa)
        #expect(error.description == words)
    }

    @Test func cocoaCodesWithoutAnUnderlyingErrorAreWordsToo() {
        #expect(
            PositionStoreError(creating: "/s", error: CocoaError(.fileWriteNoPermission)).description
                == "no permission to create /s")
        #expect(PositionStoreError(creating: "/s", error: CocoaError(.fileWriteVolumeReadOnly)) == .readOnlyDisk)
        #expect(PositionStoreError(creating: "/s", error: CocoaError(.fileWriteOutOfSpace)) == .diskFull)
    }

    @Test func controlCharactersNeverReachTheStatusLine() {
        let error = PositionStoreError(
            DatabaseError(resultCode: .SQLITE_ERROR, message: "bad \u{1B}[31mred\nsecond line"),
            file: "/s/positions.sqlite")
        #expect(error.description == "bad ␛[31mred")
        let path = PositionStoreError.cannotOpen(path: "/s/\u{07}bell/positions.sqlite")
        #expect(path.description == "cannot open /s/␇bell/positions.sqlite")
    }

    @Test func aStoreErrorPassesThroughUnchanged() {
        #expect(PositionStoreError(PositionStoreError.locked, file: "/s/positions.sqlite") == .locked)
    }
}
