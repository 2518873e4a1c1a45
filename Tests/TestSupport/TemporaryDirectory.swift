import Foundation

/// A fresh directory for one test's files, removed when the test ends.
public final class TemporaryDirectory {
    public let path: String

    public init() {
        path = NSTemporaryDirectory() + "reader-tests-" + UUID().uuidString
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(atPath: path)
    }

    /// Writes `bytes` to a file named `name` and returns its path.
    public func file(_ name: String, bytes: [UInt8]) -> String {
        let filePath = path + "/" + name
        _ = FileManager.default.createFile(atPath: filePath, contents: Data(bytes))
        return filePath
    }

    public func file(_ name: String, text: String) -> String {
        file(name, bytes: Array(text.utf8))
    }
}
