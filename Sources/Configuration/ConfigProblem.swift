/// Something wrong in the configuration file: where, and what. The reader starts with the
/// defaults for what was wrong.
public struct ConfigProblem: Hashable, Sendable, CustomStringConvertible {
    /// The file's path.
    public let file: String
    /// The line, counted from 1; nil when the problem is the file's as a whole.
    public let line: Int?
    public let message: String

    public init(file: String, line: Int?, message: String) {
        self.file = file
        self.line = line
        self.message = message
    }

    /// "FILE:LINE: MESSAGE", as compilers say it.
    public var description: String {
        line.map { "\(file):\($0): \(message)" } ?? "\(file): \(message)"
    }
}
