import Foundation

/// A real dictd on a free loopback port, serving a small dictionary built with dictfmt, for
/// as long as the value lives. dictd started as root drops to its own user before it reads
/// anything, so the folder and files are made readable by all.
public final class TestDictd {
    /// Why there is no dictd to test with, when there is not.
    public static var missing: String? {
        for tool in ["/usr/sbin/dictd", "/usr/bin/dictfmt"] where !FileManager.default.isExecutableFile(atPath: tool) {
            return "\(tool) is missing: install dictd and dictfmt (.ci/install-deps)"
        }
        return nil
    }

    /// The dictionary's entries (dictfmt -c5): lantern refers to {candle}; candle has a line
    /// that is a lone dot and one that starts with two; été tests UTF-8 headwords.
    public static let entries = """
        _____

        lantern
        A case for a light, with transparent sides.
        See also {candle}.
        _____

        candle
        A stick of wax with a wick, burned for light.
        .
        ..two dots stay
        _____

        été
        Summer (French), a word to test UTF-8 headwords.

        """

    public let port: Int
    private let process: Process
    private let folder: String

    public init(entries: String = TestDictd.entries) throws {
        folder = NSTemporaryDirectory() + "reader-dictd-" + UUID().uuidString
        try FileManager.default.createDirectory(
            atPath: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o755])
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: folder)
        try entries.write(toFile: folder + "/words.txt", atomically: true, encoding: .utf8)
        try Self.run(
            "/usr/bin/dictfmt",
            ["-c5", "--utf8", "--allchars", "-s", "Reader test dictionary", "-u", "none", folder + "/testdict"],
            input: folder + "/words.txt")
        try """
        global { listen_to 127.0.0.1 }
        access { allow * }
        database test { data \(folder)/testdict.dict
          index \(folder)/testdict.index }

        """.write(toFile: folder + "/dictd.conf", atomically: true, encoding: .utf8)
        for file in ["testdict.dict", "testdict.index", "dictd.conf"] {
            try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: folder + "/" + file)
        }
        var started: (Process, Int)?
        for _ in 0..<5 where started == nil { started = try Self.start(config: folder + "/dictd.conf") }
        guard let started else { throw TestDictdError.notStarted }
        (process, port) = started
    }

    deinit {
        // SIGKILL: the test's threads block SIGTERM, and dictd inherits the mask.
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        try? FileManager.default.removeItem(atPath: folder)
    }

    /// dictd on a port free a moment ago, once it greets; nil when the port was taken meanwhile.
    private static func start(config: String) throws -> (Process, Int)? {
        let port = try FreePort.find()
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/sbin/dictd")
        process.arguments = ["-c", config, "-p", String(port), "-d", "nodetach", "--locale", "C.UTF-8"]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        let deadline = Date().addingTimeInterval(5)
        while Date() < deadline && process.isRunning {
            if FreePort.greets(port: port) { return (process, port) }
            usleep(20_000)
        }
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        return nil
    }

    private static func run(_ tool: String, _ arguments: [String], input: String) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = arguments
        process.standardInput = FileHandle(forReadingAtPath: input)
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { throw TestDictdError.dictfmtFailed }
    }
}

public enum TestDictdError: Error {
    case dictfmtFailed
    case notStarted
}
