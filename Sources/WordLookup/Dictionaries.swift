import Foundation

/// Where the reader looks words up, and in which order: the command the reader named, else the
/// DICT server, else (when no server listens) sdcv; with none of them, one line saying what to
/// install.
public struct Dictionaries: Sendable {
    /// What is said when no dictionary can be reached.
    public static let noDictionary =
        "No dictionary: install dictd and dict-gcide (or dict-wn, or a freedict pair), or sdcv, or give --dict-command"

    public let server: DictClient
    /// The reader's `--dict-command`, tried instead of the server.
    public let command: CommandLookUp?
    /// Folders where sdcv is looked for.
    public let searchPath: String

    public init(server: DictClient = DictClient(), command: CommandLookUp? = nil, searchPath: String) {
        self.server = server
        self.command = command
        self.searchPath = searchPath
    }

    /// Looks `word` up (trimmed of spaces); blocks for as long as the dictionary takes, within
    /// its timeouts: call it off the main thread.
    public func lookUp(_ word: String) -> LookUpAnswer {
        let word = word.trimmingCharacters(in: .whitespacesAndNewlines)
        if let command { return command.lookUp(word) }
        do {
            return try server.lookUp(word)
        } catch .noServer {
            return CommandLookUp.sdcv(searchPath: searchPath)?.lookUp(word)
                ?? .failed(word: word, reason: Self.noDictionary)
        } catch {
            return .failed(word: word, reason: "\(error)".capitalizedFirst)
        }
    }
}

extension String {
    /// The text with its first letter a capital, as a line of the status bar begins.
    fileprivate var capitalizedFirst: String { prefix(1).uppercased() + dropFirst() }
}
