import Foundation

/// Another program holding an exclusive lock on an SQLite file: the sqlite3 shell inside an
/// open transaction, until `release()`.
final class StoreLock {
    private let process = Process()
    private let input = Pipe()
    private let output = Pipe()

    init(_ file: String) throws {
        process.executableURL = URL(fileURLWithPath: "/usr/bin/sqlite3")
        process.arguments = [file]
        process.standardInput = input
        process.standardOutput = output
        try process.run()
        input.fileHandleForWriting.write(Data("BEGIN EXCLUSIVE;\nSELECT 'held';\n".utf8))
        var seen = ""
        while !seen.contains("held") {
            let data = output.fileHandleForReading.availableData
            guard !data.isEmpty else { throw CocoaError(.fileReadUnknown) }
            seen += String(decoding: data, as: UTF8.self)
        }
    }

    func release() {
        guard process.isRunning else { return }
        input.fileHandleForWriting.write(Data("COMMIT;\n".utf8))
        try? input.fileHandleForWriting.close()
        process.waitUntilExit()
    }

    deinit { release() }
}
