#if canImport(Glibc)
import Glibc
#endif

/// Memory for a whole book's text.
enum TextBuffer {
    /// Room for `capacity` UTF-16 units (at least one). Where the system gives huge pages on
    /// request (Linux), they are asked for: the text of a large book is then faulted in a few
    /// hundred times rather than a hundred thousand. Pages never written stay not resident.
    static func allocate(capacity: Int) -> UnsafeMutableBufferPointer<UInt16> {
        let buffer = UnsafeMutableBufferPointer<UInt16>.allocate(capacity: max(capacity, 1))
        #if os(Linux)
        let hugePage = 2 << 20
        let start = (Int(bitPattern: buffer.baseAddress) + hugePage - 1) / hugePage * hugePage
        let end = Int(bitPattern: buffer.baseAddress! + buffer.count) / hugePage * hugePage
        if end > start { madvise(UnsafeMutableRawPointer(bitPattern: start), end - start, MADV_HUGEPAGE) }
        #endif
        return buffer
    }
}
