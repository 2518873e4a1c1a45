import Foundation
import ReaderUI
import Terminal
import Testing

@testable import Configuration

/// The `[keys]` table: rebindings read from the file, each problem at its line, and the
/// documentation listing every action.
struct KeysSectionTests {
    @Test func theTableRebindsAndEachProblemNamesItsLine() {
        let text = """
            [keys]
            next-page = ["e", "Right"]
            nex-page = "x"
            search = "Hyper-s"
            contents = "e"
            quit = 5
            """
        let (configuration, problems) = ConfigFile.read(text, file: "/c/config.toml")
        // Lines counted by hand from the text above.
        #expect(problems.map(\.line) == [3, 4, 4, 5, 5, 6])
        #expect(problems.allSatisfy { $0.description.hasPrefix("/c/config.toml:") })
        #expect(problems[0].message.contains("unknown action 'nex-page'"))
        #expect(problems[1].message.contains("unknown key name 'Hyper-s'"))
        #expect(problems[3].message.contains("'e' is bound twice"))
        #expect(problems[5].message.contains("must be a string"))
        let keys = configuration.keys
        #expect(keys.command(for: .character("e")) == .action(.nextPage))
        #expect(keys.command(for: .right) == .action(.nextPage))
        #expect(keys.command(for: .character(" ")) == nil)
        #expect(keys.command(for: .character("/")) == .action(.openPrompt(.search)), "a wrong value keeps the default")
        #expect(keys.command(for: .character("q")) == .quit)
    }

    @Test func noKeysTableIsTheDefaultKeys() {
        let (configuration, problems) = ConfigFile.read("", file: "f")
        #expect(problems.isEmpty)
        #expect(configuration.keys.helpLines.map(\.keys) == KeyMap.defaults.helpLines.map(\.keys))
    }

    /// docs/CONFIGURATION.md lists every action with its default keys, as a file writes them.
    @Test func theDocumentationListsEveryActionWithItsDefaultKeys() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let doc = try String(contentsOf: root.appendingPathComponent("docs/CONFIGURATION.md"), encoding: .utf8)
        for binding in KeyMap.defaults.reading + KeyMap.defaults.selecting {
            let keys = binding.keys.compactMap(KeyName.written).map { "`\($0)`" }.joined(separator: " ")
            #expect(doc.contains("| `\(binding.name)` | \(keys) |"), "\(binding.name) with \(keys)")
        }
    }
}
