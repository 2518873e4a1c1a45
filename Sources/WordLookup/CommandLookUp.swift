import Glibc
import Programs

/// A word looked up by a program (sdcv, or the reader's `--dict-command`): run with the word
/// as its last argument, never through a shell, its output read within a time and a size.
public struct CommandLookUp: Sendable {
    /// The program and the arguments before the word.
    public let arguments: [String]
    /// Where a program named without a slash is looked for: `PATH`'s folders.
    public let searchPath: String
    /// Seconds the program may take.
    public let timeout: Double
    /// The program's path: as named when it holds a slash, else the first executable of that
    /// name in the search path; found once.
    let program: String?
    /// The most bytes of its output read.
    static let longestOutput = 256 * 1024

    /// `command` split at spaces (no quoting: it is not a shell's line).
    public init(command: String, searchPath: String, timeout: Double = 5) {
        arguments = command.split(whereSeparator: { $0 == " " || $0 == "\t" }).map(String.init)
        self.searchPath = searchPath
        self.timeout = timeout
        program = arguments.first.flatMap { ProgramStart.locate($0, searchPath: searchPath) }
    }

    /// sdcv, when it is on the search path.
    public static func sdcv(searchPath: String) -> CommandLookUp? {
        let lookUp = CommandLookUp(command: "sdcv -n --utf8-output", searchPath: searchPath)
        return lookUp.program == nil ? nil : lookUp
    }

    /// What the program prints for `word`, as one definition titled by the program's name.
    public func lookUp(_ word: String) -> LookUpAnswer {
        guard let program, let name = arguments.first else {
            return .failed(word: word, reason: "The dictionary command \(arguments.first ?? "") cannot be run")
        }
        let run = ProgramRun(path: program, arguments: arguments + [word])
        guard let output = run.output(within: timeout, atMost: Self.longestOutput) else {
            return .failed(word: word, reason: "The dictionary command \(name) could not be started")
        }
        if output.timedOut {
            return .failed(word: word, reason: "The dictionary command \(name) took too long")
        }
        let text = String(decoding: output.bytes, as: UTF8.self)
        guard text.contains(where: { !$0.isWhitespace }) else {
            return .notFound(word: word, suggestions: [])
        }
        return .found(word: word, definitions: [Definition(dictionary: name, text: text)])
    }
}
