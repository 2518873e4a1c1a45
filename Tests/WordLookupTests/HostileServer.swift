import Foundation
import TestSupport

/// A server on a free loopback port that misbehaves as told, for one connection.
final class HostileServer: @unchecked Sendable {
    enum Behaviour: Sendable {
        /// Closes the connection at once.
        case closes
        /// Sends these bytes, then holds the connection open until the client closes it.
        case sends(String)
        /// Sends a line of ten megabytes, with no end.
        case floods
    }

    let port: Int
    private let listener: Int32

    init(_ behaviour: Behaviour) throws {
        let listener = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        self.listener = listener
        var reuse: Int32 = 1
        setsockopt(listener, SOL_SOCKET, SO_REUSEADDR, &reuse, socklen_t(MemoryLayout<Int32>.size))
        var address = FreePort.loopback(port: 0)
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let listening = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(listener, $0, length) == 0 && getsockname(listener, $0, &length) == 0
            }
        }
        guard listening, listen(listener, 1) == 0 else { throw FreePortError.none }
        port = Int(UInt16(bigEndian: address.sin_port))
        Thread.detachNewThread {
            let connection = accept(listener, nil, nil)
            guard connection >= 0 else { return }
            defer { close(connection) }
            switch behaviour {
            case .closes: return
            case .sends(let text): Self.send(Array(text.utf8), to: connection)
            case .floods: Self.send([UInt8](repeating: 0x61, count: 10 * 1024 * 1024), to: connection)
            }
            // Held open until the client goes.
            var byte: UInt8 = 0
            while recv(connection, &byte, 1, 0) > 0 {}
        }
    }

    deinit {
        shutdown(listener, Int32(SHUT_RDWR))
        close(listener)
    }

    private static func send(_ bytes: [UInt8], to connection: Int32) {
        var sent = 0
        while sent < bytes.count {
            let count = bytes[sent...].withUnsafeBytes {
                Glibc.send(connection, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL))
            }
            guard count > 0 else { return }
            sent += count
        }
    }
}
