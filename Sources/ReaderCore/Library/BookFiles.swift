import Foundation

/// Whether the files of books are still where they were opened from: whether the reader may
/// read them (`access(2)` with `R_OK`, as `FileManager.isReadableFile(atPath:)` asks).
///
/// A library may list a million books, and a system call costs more than the rest of a line:
/// a folder found missing answers for every other book in it without asking again.
public struct BookFiles {
    /// The folders looked at because a path in them could not be read, and whether each is
    /// missing (or not a folder), when no path in it can be read; a few thousand at most.
    private var folders: [Folder: Bool] = [:]
    private static let foldersKept = 4096

    /// A folder's path, compared byte for byte as the file system compares names (not as
    /// Swift's strings compare).
    private struct Folder: Hashable {
        var path: [CChar]

        func hash(into hasher: inout Hasher) {
            path.withUnsafeBytes { hasher.combine(bytes: $0) }
        }
    }

    public init() {}

    /// Whether the file at `path` can be read.
    public mutating func isReadable(_ path: String) -> Bool {
        // Up to a NUL, if it holds one, as the system reads it.
        path.withCString { isReadable($0, count: strlen($0)) }
    }

    private mutating func isReadable(_ path: UnsafePointer<CChar>, count: Int) -> Bool {
        // The length of the folder's path: none for the root, or a path without a folder.
        let folderCount = UnsafeBufferPointer(start: path, count: count).lastIndex(of: CChar(UInt8(ascii: "/"))) ?? 0
        let folder = { Folder(path: Array(UnsafeBufferPointer(start: path, count: folderCount))) }
        if folderCount > 0, !folders.isEmpty, folders[folder()] == true { return false }
        if access(path, R_OK) == 0 { return true }
        let error = errno
        if folderCount > 0, error == ENOENT || error == ENOTDIR {
            let folder = folder()
            if folders[folder] == nil {
                if folders.count == Self.foldersKept { folders.removeAll(keepingCapacity: true) }
                folders[folder] = Self.isMissing(folder)
            }
        }
        return false
    }

    /// Whether `folder` is not there, or is not a folder.
    private static func isMissing(_ folder: Folder) -> Bool {
        var info = stat()
        guard stat(folder.path + [0], &info) == 0 else { return errno == ENOENT || errno == ENOTDIR }
        return info.st_mode & S_IFMT != S_IFDIR
    }
}
