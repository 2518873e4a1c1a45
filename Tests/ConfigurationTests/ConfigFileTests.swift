import Foundation
import Testing

@testable import Configuration

struct ConfigFileTests {
    @Test func noFileIsTheDefaultsWithoutAProblem() {
        let (_, problems) = ConfigFile.load(path: "/nonexistent/reader/config.toml")
        #expect(problems.isEmpty)
    }

    @Test func aFileThatIsNoRegularFileIsAProblemNotAHang() throws {
        let directory = NSTemporaryDirectory() + "config-fifo-\(getpid())"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let path = directory + "/config.toml"
        #expect(mkfifo(path, 0o600) == 0)
        let (_, problems) = ConfigFile.load(path: path)
        #expect(problems.map(\.line) == [nil])
        #expect(problems.first?.message.contains("a file of UTF-8 text") == true)
    }

    @Test func aSyntaxErrorNamesTheFileAndItsLine() {
        let (_, problems) = ConfigFile.read("# settings\n\n[layout\nmeasure = 70\n", file: "/c/config.toml")
        #expect(problems.count == 1)
        #expect(problems.first?.line == 3)
        #expect(problems.first?.description.hasPrefix("/c/config.toml:3: ") == true)
    }

    @Test func anUnknownTableIsAProblemAtItsLine() {
        let (_, problems) = ConfigFile.read("\n\n[colours]\ntext = \"red\"\n", file: "config.toml")
        #expect(problems.map(\.line) == [3])
        #expect(problems.first?.message.contains("unknown table 'colours'") == true)
    }

    @Test func theFileIsFoundUnderXDGConfigHomeElseHome() {
        #expect(ConfigFile.path(environment: ["XDG_CONFIG_HOME": "/x", "HOME": "/h"]) == "/x/reader/config.toml")
        #expect(
            ConfigFile.path(environment: ["XDG_CONFIG_HOME": "rel", "HOME": "/h"]) == "/h/.config/reader/config.toml")
    }

    @Test func linesAreFoundForKeysInTables() {
        let lines = ConfigLines(text: "a = 1\n[keys]\n  next-page = [\"n\"]\n[theme.custom]\ntext = \"#000\"\n")
        // Expected lines counted by hand from the text above.
        #expect(lines.line(of: "a", in: "") == 1)
        #expect(lines.line(of: "next-page", in: "keys") == 3)
        #expect(lines.line(of: "text", in: "theme.custom") == 5)
        #expect(lines.line(of: "missing", in: "keys") == 2)
    }

    @Test func valuesOfTheWrongKindAreProblemsAtTheirLines() throws {
        let found = table("[layout]\nmeasure = \"wide\"\nspread = \"sideways\"\n", named: "layout")
        var reading = try #require(found)
        #expect(reading.integer("measure", in: 30...120) == nil)
        #expect(reading.choice("spread", of: ["auto", "on", "off"]) == nil)
        reading.refuseUnknownKeys(["measure"])
        #expect(reading.problems.map(\.line) == [2, 3, 3])
    }

    private func table(_ text: String, named table: String) -> ConfigReading? {
        var top = try? ConfigReading(text: text, file: "f")
        return top?.subtable(table)
    }
}
