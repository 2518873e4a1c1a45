#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The folder of an HTML or Markdown book, from which its pictures are read: a picture is read
/// only when its path, every link followed, names a regular file inside the folder. A link to
/// a device (/dev/zero), a named pipe or a file outside the book is refused before anything is
/// opened. The folder is kept as the bytes of its real path, so that a folder whose name is
/// not valid UTF-8 is found too.
struct PictureFolder: Sendable {
    /// The real path of the folder, without a trailing slash but for the root; nil when it
    /// cannot be resolved (then no picture is read).
    let root: [UInt8]?

    /// The folder of the book file at `bookPath`. A path the reader opened for a file name
    /// that is not UTF-8 (/proc/self/fd/N) stands for the file it links to: the folder is that
    /// file's.
    init(besideBook bookPath: String) {
        let file = Self.linkTarget(of: bookPath) ?? Array(bookPath.utf8)
        guard let slash = file.lastIndex(of: UInt8(ascii: "/")) else {
            root = Self.realPath(Array(".".utf8))
            return
        }
        root = Self.realPath(slash == 0 ? [UInt8(ascii: "/")] : Array(file[..<slash]))
    }

    /// The real path of the picture at `path` (relative to the folder) when it is a regular
    /// file inside the folder; nil otherwise. Nothing is opened.
    func resolve(_ path: String) -> [UInt8]? {
        guard let root, !path.isEmpty, !path.hasPrefix("/") else { return nil }
        let separator = UInt8(ascii: "/")
        guard let resolved = Self.realPath(root + [separator] + Array(path.utf8)) else { return nil }
        let inside = root == [separator] ? root : root + [separator]
        guard resolved.count > inside.count, resolved.starts(with: inside) else { return nil }
        var info = stat()
        let found = (resolved + [0]).withUnsafeBufferPointer { bytes in
            bytes.withMemoryRebound(to: CChar.self) { lstat($0.baseAddress!, &info) == 0 }
        }
        return found && (info.st_mode & S_IFMT) == S_IFREG ? resolved : nil
    }

    /// Calls `body` with a path that opens the picture at `path` (an open descriptor's, in
    /// /proc/self/fd) when it is a regular file inside the folder; nil when it is not.
    func withOpenPicture<Result>(_ path: String, _ body: (String) -> Result?) -> Result? {
        guard let resolved = resolve(path) else { return nil }
        // No link is followed: the real path has none left, and one put there since is refused.
        let descriptor = (resolved + [0]).withUnsafeBufferPointer { bytes in
            bytes.withMemoryRebound(to: CChar.self) {
                open($0.baseAddress!, O_RDONLY | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC)
            }
        }
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        return body("/proc/self/fd/\(descriptor)")
    }

    /// The bytes of the real path of `path`, every link followed, without opening it.
    private static func realPath(_ path: [UInt8]) -> [UInt8]? {
        let resolved = (path + [0]).withUnsafeBufferPointer { bytes in
            bytes.withMemoryRebound(to: CChar.self) { realpath($0.baseAddress!, nil) }
        }
        guard let resolved else { return nil }
        defer { free(resolved) }
        return Array(UnsafeRawBufferPointer(start: resolved, count: strlen(resolved)))
    }

    /// The bytes of the path that /proc/self/fd/N links to; nil for any other path.
    private static func linkTarget(of path: String) -> [UInt8]? {
        guard path.hasPrefix("/proc/self/fd/") else { return nil }
        var target = [UInt8](repeating: 0, count: Int(PATH_MAX))
        let count = target.withUnsafeMutableBufferPointer { buffer in
            buffer.withMemoryRebound(to: CChar.self) { readlink(path, $0.baseAddress!, $0.count) }
        }
        guard count > 0, count < target.count, target[0] == UInt8(ascii: "/") else { return nil }
        return Array(target[..<count])
    }
}
