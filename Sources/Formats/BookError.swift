/// Why a book cannot be opened; `description` is the reason shown after the path.
public enum BookError: Error, Equatable, CustomStringConvertible {
    case notFound
    case isDirectory
    case permissionDenied
    case binary
    case unreadable(String)

    public var description: String {
        switch self {
        case .notFound: "No such file or directory"
        case .isDirectory: "Is a directory"
        case .permissionDenied: "Permission denied"
        case .binary: "not a text book (binary data)"
        case .unreadable(let reason): reason
        }
    }
}
