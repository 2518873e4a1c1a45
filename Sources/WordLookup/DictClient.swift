/// A client of a DICT server (RFC 2229): looks a word up in all its dictionaries and, when none
/// has it, asks for the words near it. Strict: a reply that is not the protocol's is an error.
public struct DictClient: Sendable {
    public let address: DictAddress
    /// Seconds allowed for each wait on the server; the banner gets at most 2.
    public let timeout: Double
    /// How many suggestions are kept when a word is not found.
    static let suggestionCount = 8

    public init(address: DictAddress = .standard, timeout: Double = 5) {
        self.address = address
        self.timeout = timeout
    }

    /// The definitions of `word` (trimmed), else the words near it.
    public func lookUp(_ word: String) throws(DictError) -> LookUpAnswer {
        let command = "DEFINE * " + DictTokens.quoted(word)
        guard command.utf8.count + 2 <= DictLimits.command else {
            throw .unsendable("The word is too long to look up")
        }
        guard !word.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) else {
            throw .unsendable("The word holds a control character")
        }
        let socket = try DictSocket(to: address, timeout: min(timeout, 2))
        let banner = try status(socket, timeout: min(timeout, 2))
        guard banner.code == 220 else { throw .refused(code: banner.code, text: banner.text) }
        try socket.send("CLIENT reader", timeout: timeout)
        _ = try status(socket)
        try socket.send(command, timeout: timeout)
        let answer = try definitions(of: word, from: socket)
        try? socket.send("QUIT", timeout: timeout)
        return answer
    }

    private func definitions(of word: String, from socket: DictSocket) throws(DictError) -> LookUpAnswer {
        var reply = try status(socket)
        switch reply.code {
        case 150: break
        case 552: return .notFound(word: word, suggestions: try suggestions(for: word, from: socket))
        default: throw .refused(code: reply.code, text: reply.text)
        }
        var found: [Definition] = []
        while true {
            reply = try status(socket)
            guard reply.code == 151 else { break }
            let words = DictTokens.split(reply.text)
            let name = words.count >= 3 ? words[2] : words.last ?? "?"
            found.append(Definition(dictionary: name, text: try block(socket).joined(separator: "\n")))
        }
        guard reply.code == 250 else { throw .refused(code: reply.code, text: reply.text) }
        return .found(word: word, definitions: found)
    }

    /// The words the server's default strategy finds near `word`, each once.
    private func suggestions(for word: String, from socket: DictSocket) throws(DictError) -> [String] {
        try socket.send("MATCH * . " + DictTokens.quoted(word), timeout: timeout)
        let reply = try status(socket)
        guard reply.code == 152 else { return [] }
        var words: [String] = []
        for line in try block(socket) {
            guard let match = DictTokens.split(line).dropFirst().first, !words.contains(match) else { continue }
            words.append(match)
        }
        _ = try status(socket)
        return Array(words.prefix(Self.suggestionCount))
    }

    /// A text block's lines, to the line that is a lone dot; `..` alone stands for a dot, as
    /// dictd sends it (other lines with leading dots come as they are).
    private func block(_ socket: DictSocket) throws(DictError) -> [String] {
        var lines: [String] = []
        while true {
            let line = try socket.line(timeout: timeout)
            if line == "." { return lines }
            lines.append(line == ".." ? "." : line)
        }
    }

    /// The next status line: three digits, then a space or nothing.
    private func status(_ socket: DictSocket, timeout: Double? = nil) throws(DictError) -> (code: Int, text: String) {
        let line = try socket.line(timeout: timeout ?? self.timeout)
        let digits = line.prefix(3)
        guard digits.count == 3, digits.allSatisfy({ $0.isASCII && $0.isNumber }), let code = Int(digits),
            line.count == 3 || line.dropFirst(3).first == " "
        else { throw .garbage(line) }
        return (code, String(line.dropFirst(4)))
    }
}
