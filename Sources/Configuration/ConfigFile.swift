import Foundation
import TOMLKit

/// The configuration file, `$XDG_CONFIG_HOME/reader/config.toml` (`~/.config/reader/config.toml`
/// by default): read once as the reader starts. No file is the defaults; a file that cannot be
/// read or parsed is one problem and the defaults; each wrong table, key or value is a problem
/// of its own and the default for it.
public enum ConfigFile {
    /// The file's path in `environment`.
    public static func path(environment: [String: String] = ProcessInfo.processInfo.environment) -> String {
        if let config = environment["XDG_CONFIG_HOME"], config.hasPrefix("/") {
            return config + "/reader/config.toml"
        }
        return (environment["HOME"] ?? NSHomeDirectory()) + "/.config/reader/config.toml"
    }

    /// The configuration at `path`, and what was wrong in it.
    public static func load(path: String) -> (ReaderConfiguration, [ConfigProblem]) {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: path) else {
            return (ReaderConfiguration(), [])
        }
        // Never opened unless a regular file of its size: a FIFO would hang every start.
        guard attributes[.type] as? FileAttributeType == .typeRegular,
            (attributes[.size] as? Int ?? Int.max) <= maximumSize,
            let data = FileManager.default.contents(atPath: path), data.count <= maximumSize,
            let text = String(data: data, encoding: .utf8)
        else {
            let problem = "cannot be read as a file of UTF-8 text of at most \(maximumSize >> 10) KiB"
            return (ReaderConfiguration(), [ConfigProblem(file: path, line: nil, message: problem)])
        }
        return read(text, file: path)
    }

    /// The configuration in `text`, the contents of `file`.
    public static func read(_ text: String, file: String) -> (ReaderConfiguration, [ConfigProblem]) {
        var top: ConfigReading
        do {
            top = try ConfigReading(text: text, file: file)
        } catch let error as TOMLParseError {
            let problem = ConfigProblem(file: file, line: error.source.begin.line, message: error.description)
            return (ReaderConfiguration(), [problem])
        } catch {
            return (ReaderConfiguration(), [ConfigProblem(file: file, line: nil, message: "\(error)")])
        }
        var configuration = ReaderConfiguration()
        let names = ReaderConfiguration.sections.keys.sorted()
        for key in top.keys {
            guard let section = ReaderConfiguration.sections[key] else {
                top.problem(
                    "unknown table '\(key)'; the file has \(names.map { "[\($0)]" }.joined(separator: ", "))", at: key)
                continue
            }
            guard var reading = top.subtable(key) else { continue }
            section(&reading, &configuration)
            top.problems += reading.problems
        }
        return (configuration, top.problems)
    }

    /// The most a configuration file may hold.
    static let maximumSize = 1 << 20
}
