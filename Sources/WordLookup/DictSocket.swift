import Glibc

/// A TCP connection to a DICT server read a line at a time, every wait bounded by a timeout
/// and every line and the whole answer by `DictLimits`.
final class DictSocket {
    private let descriptor: Int32
    private let address: DictAddress
    private var buffer: [UInt8] = []
    private var consumed = 0
    private var received = 0

    /// Connects to `address` within `timeout` seconds.
    init(to address: DictAddress, timeout: Double) throws(DictError) {
        self.address = address
        var hints = addrinfo()
        hints.ai_socktype = Int32(SOCK_STREAM.rawValue)
        var found: UnsafeMutablePointer<addrinfo>?
        guard getaddrinfo(address.host, String(address.port), &hints, &found) == 0, let first = found else {
            throw .noServer(address.description)
        }
        defer { freeaddrinfo(first) }
        var candidate: UnsafeMutablePointer<addrinfo>? = first
        var lastError = DictError.noServer(address.description)
        while let info = candidate {
            candidate = info.pointee.ai_next
            let socket = Glibc.socket(info.pointee.ai_family, info.pointee.ai_socktype, info.pointee.ai_protocol)
            guard socket >= 0 else { continue }
            do {
                try Self.connect(socket, to: info.pointee, timeout: timeout, address: address)
                descriptor = socket
                return
            } catch {
                close(socket)
                lastError = error
            }
        }
        throw lastError
    }

    deinit {
        close(descriptor)
    }

    /// Connects without blocking longer than `timeout`; a refusal is `noServer`.
    private static func connect(_ socket: Int32, to info: addrinfo, timeout: Double, address: DictAddress)
        throws(DictError)
    {
        _ = fcntl(socket, F_SETFL, fcntl(socket, F_GETFL) | O_NONBLOCK)
        if Glibc.connect(socket, info.ai_addr, info.ai_addrlen) != 0 {
            guard errno == EINPROGRESS else { throw .noServer(address.description) }
            guard wait(socket, for: Int16(POLLOUT), seconds: timeout) else { throw .timedOut(address.description) }
            var failure: Int32 = 0
            var length = socklen_t(MemoryLayout<Int32>.size)
            getsockopt(socket, SOL_SOCKET, SO_ERROR, &failure, &length)
            guard failure == 0 else { throw .noServer(address.description) }
        }
    }

    /// Whether `socket` is ready for `events` within `seconds`.
    private static func wait(_ socket: Int32, for events: Int16, seconds: Double) -> Bool {
        Readiness.of(socket, for: events, until: ContinuousClock.now + .milliseconds(Int(seconds * 1000))) == .ready
    }

    /// Sends `line` and CR LF.
    func send(_ line: String, timeout: Double) throws(DictError) {
        let bytes = Array((line + "\r\n").utf8)
        var sent = 0
        while sent < bytes.count {
            guard Self.wait(descriptor, for: Int16(POLLOUT), seconds: timeout) else {
                throw .timedOut(address.description)
            }
            let count = bytes[sent...].withUnsafeBytes {
                Glibc.send(descriptor, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL))
            }
            guard count > 0 || errno == EAGAIN || errno == EINTR else { throw .closed }
            sent += max(0, count)
        }
    }

    /// The next line, without its CR LF (or LF); waits at most `timeout` for each piece of it.
    func line(timeout: Double) throws(DictError) -> String {
        while true {
            if let end = buffer[consumed...].firstIndex(of: 0x0A) {
                let stop = end > consumed && buffer[end - 1] == 0x0D ? end - 1 : end
                let line = String(decoding: buffer[consumed..<stop], as: UTF8.self)
                consumed = end + 1
                if consumed > 4096 {
                    buffer.removeFirst(consumed)
                    consumed = 0
                }
                return line
            }
            guard buffer.count - consumed <= DictLimits.line else { throw .tooLong }
            try fill(timeout: timeout)
        }
    }

    private func fill(timeout: Double) throws(DictError) {
        guard Self.wait(descriptor, for: Int16(POLLIN), seconds: timeout) else { throw .timedOut(address.description) }
        var chunk = [UInt8](repeating: 0, count: 16 * 1024)
        let count = chunk.withUnsafeMutableBytes { recv(descriptor, $0.baseAddress, $0.count, 0) }
        if count < 0 && (errno == EAGAIN || errno == EINTR) { return }
        guard count > 0 else { throw .closed }
        received += count
        guard received <= DictLimits.answer else { throw .tooLong }
        buffer += chunk[..<count]
    }
}
