/// Why a book cannot be opened; `description` is the reason shown after the path.
public enum BookError: Error, Equatable, CustomStringConvertible {
    case notFound
    case isDirectory
    case permissionDenied
    case binary
    case encrypted
    case unknownEncoding(String)
    case notABook(String)
    case unreadable(String)

    public var description: String {
        switch self {
        case .notFound: "No such file or directory"
        case .isDirectory: "Is a directory"
        case .permissionDenied: "Permission denied"
        case .binary: "not a text book (binary data)"
        case .encrypted: "the book is encrypted (DRM) and cannot be read"
        case .unknownEncoding(let name): "unknown encoding \(name)"
        case .notABook(let reason): reason
        case .unreadable(let reason): reason
        }
    }
}
