import Foundation
import GRDB
import Terminal

/// Why the position store could not be read or written, in words fit for the status line.
public enum PositionStoreError: Error, Equatable, CustomStringConvertible {
    /// Another program (or another reader) holds a lock on the store.
    case locked
    /// The store or its directory may not be written.
    case readOnly
    /// The file system holding the store is mounted read-only.
    case readOnlyDisk
    /// The file is not an SQLite database, or is a damaged one.
    case damaged
    case diskFull
    /// The operating system reported an input/output error.
    case diskFailure
    case noPermissionToCreate(path: String)
    case cannotOpen(path: String)
    case cannotCreate(path: String, reason: String)
    /// Anything else, as SQLite or Foundation put it.
    case other(String)

    public var description: String {
        switch self {
        case .locked: "the store is locked by another program"
        case .readOnly: "the store is read-only"
        case .readOnlyDisk: "the disk is read-only"
        case .damaged: "the store is damaged"
        case .diskFull: "the disk is full"
        case .diskFailure: "the disk could not be read or written"
        case .noPermissionToCreate(let path): "no permission to create \(Self.shown(path))"
        case .cannotOpen(let path): "cannot open \(Self.shown(path))"
        case .cannotCreate(let path, let reason): "cannot create \(Self.shown(path)): \(Cell.visible(reason))"
        case .other(let message): Cell.visible(message.split(whereSeparator: \.isNewline).first.map(String.init) ?? "")
        }
    }

    /// The words for an error met while opening, reading or writing the database `file`.
    public init(_ error: any Error, file: String) {
        if let known = error as? PositionStoreError {
            self = known
            return
        }
        if error is StoreSchema.ForeignTable {
            self = .damaged
            return
        }
        guard let error = error as? DatabaseError else {
            self = .other(Self.message(of: error))
            return
        }
        let directory = (file as NSString).deletingLastPathComponent
        switch error.resultCode {
        case .SQLITE_BUSY, .SQLITE_LOCKED: self = .locked
        case .SQLITE_READONLY: self = Self.isReadOnlyDisk(directory) ? .readOnlyDisk : .readOnly
        case .SQLITE_CANTOPEN, .SQLITE_PERM, .SQLITE_AUTH:
            self = Self.isReadOnlyDisk(directory) ? .readOnlyDisk : .cannotOpen(path: file)
        case .SQLITE_CORRUPT, .SQLITE_NOTADB: self = .damaged
        case .SQLITE_FULL: self = .diskFull
        case .SQLITE_IOERR: self = .diskFailure
        default: self = .other(error.message ?? "SQLite error \(error.resultCode.rawValue)")
        }
    }

    /// The words for an error met while creating the store's `directory`.
    public init(creating directory: String, error: any Error) {
        switch Self.posixCode(of: error) {
        case EACCES, EPERM: self = .noPermissionToCreate(path: directory)
        case EROFS: self = .readOnlyDisk
        case ENOSPC, EDQUOT: self = .diskFull
        case EIO: self = .diskFailure
        case ENOTDIR, EEXIST: self = .cannotCreate(path: directory, reason: "a file is in the way")
        default: self = .cannotCreate(path: directory, reason: Self.message(of: error))
        }
    }

    /// The POSIX error number behind a Foundation error, if there is one.
    private static func posixCode(of error: any Error) -> Int32? {
        if let posix = error as? POSIXError { return posix.code.rawValue }
        if let underlying = (error as NSError).userInfo[NSUnderlyingErrorKey] as? any Error {
            if let posix = underlying as? POSIXError { return posix.code.rawValue }
            let nsError = underlying as NSError
            if nsError.domain == NSPOSIXErrorDomain { return Int32(nsError.code) }
        }
        switch (error as? CocoaError)?.code {
        case .fileWriteNoPermission?: return EACCES
        case .fileWriteVolumeReadOnly?: return EROFS
        case .fileWriteOutOfSpace?: return ENOSPC
        default: return nil
        }
    }

    private static func message(of error: any Error) -> String {
        if let posix = posixCode(of: error), let text = strerror(posix) { return String(cString: text) }
        return (error as NSError).localizedDescription
    }

    private static func isReadOnlyDisk(_ directory: String) -> Bool {
        var info = statvfs()
        return statvfs(directory, &info) == 0 && info.f_flag & UInt(ST_RDONLY) != 0
    }

    /// A path as the reader would type it: the home directory as `~`.
    static func shown(_ path: String) -> String {
        let home = ProcessInfo.processInfo.environment["HOME"] ?? NSHomeDirectory()
        let visible = Cell.visible(path)
        guard home.count > 1, visible.hasPrefix(home + "/") else { return visible }
        return "~" + visible.dropFirst(home.count)
    }
}
