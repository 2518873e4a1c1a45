#if canImport(Glibc)
    import Glibc
#endif

/// A book file mapped into memory read-only, for formats read in pieces (EPUB): only the
/// pages touched are resident, and `release` gives read pages back, so a file of hundreds of
/// megabytes that is refused early costs little memory. The checks of `FileBytes` apply.
/// Its bytes never change, so threads may read them at once.
final class MappedFile: @unchecked Sendable {
    let bytes: UnsafeBufferPointer<UInt8>
    private let base: UnsafeMutableRawPointer?

    init(path: String) throws(BookError) {
        let (descriptor, size) = try FileBytes.openRegularFile(path: path)
        // The mapping keeps the file; the descriptor is not needed after it.
        defer { close(descriptor) }
        guard size > 0 else {
            base = nil
            bytes = UnsafeBufferPointer(start: nil, count: 0)
            return
        }
        guard let mapped = mmap(nil, size, PROT_READ, MAP_PRIVATE, descriptor, 0), mapped != MAP_FAILED else {
            throw .unreadable(String(cString: strerror(errno)))
        }
        base = mapped
        bytes = UnsafeBufferPointer(start: mapped.assumingMemoryBound(to: UInt8.self), count: size)
    }

    deinit {
        if let base { munmap(base, bytes.count) }
    }

    /// The content's fingerprint, the pages given back as they are read.
    func fingerprint() -> String {
        var released = 0
        return Fingerprint.of(bytes) { end in
            release(released..<end)
            released = end
        }
    }

    /// Gives the pages wholly inside `range` back to the system (the last page too when the
    /// range ends the file); they are read again if touched. Any thread may call it.
    func release(_ range: Range<Int>) {
        guard let base else { return }
        let page = Int(sysconf(Int32(_SC_PAGESIZE)))
        let start = (range.lowerBound + page - 1) / page * page
        let end = range.upperBound == bytes.count ? range.upperBound : range.upperBound / page * page
        if end > start { madvise(base + start, end - start, MADV_DONTNEED) }
    }
}
