import Foundation

/// A fresh directory for one test's files, removed when the test ends.
final class TemporaryDirectory {
    let path: String

    init() {
        path = NSTemporaryDirectory() + "reader-tests-" + UUID().uuidString
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(atPath: path)
    }

    /// Writes `bytes` to a file named `name` and returns its path.
    func file(_ name: String, bytes: [UInt8]) -> String {
        let filePath = path + "/" + name
        _ = FileManager.default.createFile(atPath: filePath, contents: Data(bytes))
        return filePath
    }

    func file(_ name: String, text: String) -> String {
        file(name, bytes: Array(text.utf8))
    }
}
