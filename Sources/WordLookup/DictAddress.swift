/// Where a DICT server listens: `HOST[:PORT]`, `[IPv6]:PORT`; localhost:2628 by default.
public struct DictAddress: Hashable, Sendable, CustomStringConvertible {
    public static let defaultPort = 2628
    public static let standard = DictAddress(host: "localhost", port: defaultPort)

    public let host: String
    public let port: Int

    public init(host: String, port: Int) {
        self.host = host
        self.port = port
    }

    /// The address of `text`; nil when it is not one.
    public init?(_ text: String) {
        var host = Substring(text)
        var port = Self.defaultPort
        if host.hasPrefix("["), let close = host.firstIndex(of: "]") {
            let rest = host[host.index(after: close)...]
            host = host[host.index(after: host.startIndex)..<close]
            if !rest.isEmpty {
                guard rest.hasPrefix(":"), let number = Int(rest.dropFirst()) else { return nil }
                port = number
            }
        } else if let colon = host.lastIndex(of: ":"), host.firstIndex(of: ":") == colon {
            guard let number = Int(host[host.index(after: colon)...]) else { return nil }
            port = number
            host = host[..<colon]
        }
        guard !host.isEmpty, (1...65535).contains(port), !host.contains(where: { $0.isWhitespace }) else {
            return nil
        }
        self.init(host: String(host), port: port)
    }

    public var description: String { host.contains(":") ? "[\(host)]:\(port)" : "\(host):\(port)" }
}
