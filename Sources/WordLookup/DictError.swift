/// Why a DICT server gave no answer, said in one line.
public enum DictError: Error, Equatable, CustomStringConvertible {
    /// Nothing listens at the address (connection refused, no such host).
    case noServer(String)
    /// The server did not answer within the time allowed.
    case timedOut(String)
    /// The server closed the connection where an answer was due.
    case closed
    /// A line that is not the status the protocol calls for.
    case garbage(String)
    /// A line longer than `DictLimits.line`, or an answer longer than `DictLimits.answer`.
    case tooLong
    /// The server refused: its status code and text.
    case refused(code: Int, text: String)
    /// The word cannot be sent: too long for a command line, or holding a control character.
    case unsendable(String)

    public var description: String {
        switch self {
        case .noServer(let address): "no DICT server at \(address)"
        case .timedOut(let address): "the DICT server at \(address) did not answer in time"
        case .closed: "the DICT server closed the connection"
        case .garbage(let line): "the DICT server answered garbage: \(line.prefix(40))"
        case .tooLong: "the DICT server's answer is too long"
        case .refused(let code, let text): "the DICT server refused (\(code) \(text.prefix(60)))"
        case .unsendable(let why): why
        }
    }
}

/// The bounds a server's answer is read within.
public enum DictLimits {
    /// The longest line read, in bytes.
    public static let line = 64 * 1024
    /// The most bytes one look-up reads.
    public static let answer = 1024 * 1024
    /// The longest command line the RFC allows, CR LF included.
    public static let command = 1024
}
