#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads a whole file, mapping failures to the reasons a reader understands. Only regular
/// files of at most `Limits.fileSize` bytes are read: a pipe, a device such as /dev/zero or
/// a huge sparse file is refused at once.
enum FileBytes {
    static func read(path: String, limit: Int = Limits.fileSize) throws(BookError) -> [UInt8] {
        let (fd, size) = try openRegularFile(path: path, limit: limit)
        defer { close(fd) }
        let tooLarge = BookError.unreadable("larger than \(limit >> 20) MiB")
        var bytes: [UInt8] = []
        bytes.reserveCapacity(size)
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = chunk.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw error(errno)
            }
            if count == 0 { break }
            bytes.append(contentsOf: chunk[0..<count])
            if bytes.count > limit { throw tooLarge }
        }
        return bytes
    }

    /// The first `count` bytes of the regular file at `path` (all of it when shorter); nil when
    /// it cannot be read.
    static func prefix(path: String, count: Int) -> [UInt8]? {
        guard let (fd, _) = try? openRegularFile(path: path, limit: Int.max) else { return nil }
        defer { close(fd) }
        var bytes = [UInt8](repeating: 0, count: count)
        var filled = 0
        while filled < count {
            let read = bytes.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress! + filled, count - filled) }
            if read < 0 && errno == EINTR { continue }
            guard read > 0 else { break }
            filled += read
        }
        return Array(bytes[..<filled])
    }

    /// The open descriptor of the regular file at `path` and its size, refused when it is not
    /// a regular file or larger than `limit`. The caller closes it.
    static func openRegularFile(path: String, limit: Int = Limits.fileSize) throws(BookError) -> (
        descriptor: Int32, size: Int
    ) {
        // Non-blocking, so that opening a named pipe never waits for a writer.
        let fd = open(path, O_RDONLY | O_NONBLOCK)
        if fd < 0 { throw error(errno) }
        var info = stat()
        var failure: BookError?
        if fstat(fd, &info) != 0 {
            failure = error(errno)
        } else if (info.st_mode & S_IFMT) == S_IFDIR {
            failure = .isDirectory
        } else if (info.st_mode & S_IFMT) != S_IFREG {
            failure = .unreadable("not a regular file")
        } else if info.st_size > limit {
            failure = .unreadable("larger than \(limit >> 20) MiB")
        }
        if let failure {
            close(fd)
            throw failure
        }
        return (fd, Int(max(info.st_size, 0)))
    }

    private static func error(_ code: Int32) -> BookError {
        switch code {
        case ENOENT, ENOTDIR: .notFound
        case EISDIR: .isDirectory
        case EACCES, EPERM: .permissionDenied
        default: .unreadable(String(cString: strerror(code)))
        }
    }
}
