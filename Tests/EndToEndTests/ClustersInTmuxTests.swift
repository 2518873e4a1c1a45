import Foundation
import TestSupport
import Testing

/// Grapheme clusters that a curses cell cannot hold (flags, emoji families, skin tones,
/// keycaps) reach the terminal whole, on the first page, after page turns and after a resize.
@Suite("Clusters in tmux", .serialized)
struct ClustersInTmuxTests {
    private let temporary = TemporaryDirectory()

    /// Each cluster with a name that starts its paragraph, and the escapes bash's printf writes it with.
    private static let clusters: [(name: String, text: String, printf: String)] = [
        ("Flag", "🇯🇵", #"\U1F1EF\U1F1F5"#),
        ("Family", "👨‍👩‍👧‍👦", #"\U1F468\u200D\U1F469\u200D\U1F467\u200D\U1F466"#),
        ("Trio", "👨‍👩‍👧", #"\U1F468\u200D\U1F469\u200D\U1F467"#),
        ("Thumb", "👍🏽", #"\U1F44D\U1F3FD"#),
        ("Keycap", "1️⃣", #"1\uFE0F\u20E3"#),
        ("Accent", "e\u{301}", #"e\u0301"#),
        ("Jamo", "\u{1112}\u{1161}\u{11AB}", #"\u1112\u1161\u11AB"#),
    ]

    /// A Markdown book: for each of 6 parts, one paragraph per cluster ("Flag 3 🇯🇵"), then a
    /// paragraph of filler words.
    private func writeBook() throws -> String {
        let parts = (1...6).map { part in
            (Self.clusters.map { "\($0.name) \(part) \($0.text)" }
                + [(1...60).map { "filler\(part)w\($0)" }.joined(separator: " ")]).joined(separator: "\n\n")
        }
        let path = temporary.path + "/Clusters.md"
        try parts.joined(separator: "\n\n").write(toFile: path, atomically: false, encoding: .utf8)
        return path
    }

    /// What tmux itself keeps of each cluster printed straight to it by printf: the oracle. tmux
    /// 3.3a keeps at most 21 bytes a cell, so it cuts the family of four after its third ZWJ.
    private static func asTmuxShowsThem(in tmux: Tmux) throws -> [String] {
        let line = clusters.map { "<\($0.printf)>" }.joined()
        try tmux.type("clear; printf '\(line)\\n'")
        let screen = try tmux.waitFor { $0.split(separator: "\n").contains { $0.hasPrefix("<") } }
        let printed = try #require(screen.split(separator: "\n").first { $0.hasPrefix("<") })
        return printed.dropFirst().dropLast().components(separatedBy: "><")
    }

    /// The rows that show a cluster's paragraph, as (name, part, what follows).
    private static func clusterRows(_ screen: String) -> [(name: String, part: Int, shown: String)] {
        screen.split(separator: "\n").compactMap { row in
            let words = row.trimmingCharacters(in: .whitespaces).split(separator: " ", maxSplits: 2)
            guard words.count == 3, let part = Int(words[1]), clusters.contains(where: { $0.name == words[0] }) else {
                return nil
            }
            return (String(words[0]), part, String(words[2]))
        }
    }

    @Test func clustersReachTheTerminalWhole() throws {
        let book = try writeBook()
        let tmux = try Tmux(columns: 80, rows: 24)
        let shown = try Self.asTmuxShowsThem(in: tmux)
        try #require(shown.count == Self.clusters.count)
        for (cluster, tmuxShows) in zip(Self.clusters, shown) where cluster.name != "Family" {
            #expect(tmuxShows == cluster.text, "tmux keeps \(cluster.name) whole when printed straight")
        }
        let expected = Dictionary(uniqueKeysWithValues: zip(Self.clusters.map(\.name), shown))

        try tmux.type("XDG_STATE_HOME='\(temporary.path)/state' '\(Command.reader)' '\(book)'")
        func expectWhole(on page: Int, _ what: String) throws {
            let screen = try tmux.waitFor { ReaderInTmuxTests.pageLabel($0)?.0 == page }
            let rows = Self.clusterRows(screen)
            #expect(rows.count >= 5, "\(what): the clusters' paragraphs are on screen:\n\(screen)")
            for row in rows {
                #expect(row.shown == expected[row.name], "\(what): \(row.name) \(row.part) whole:\n\(screen)")
            }
        }
        try expectWhole(on: 1, "the first page")
        try tmux.press("Right")
        try expectWhole(on: 2, "→")
        try tmux.press("Right", "Right")
        try expectWhole(on: 4, "→ →")
        try tmux.press("Left")
        try expectWhole(on: 3, "←")
        try tmux.resize(columns: 70, rows: 22)
        let resized = try tmux.waitFor { screen in
            screen.split(separator: "\n").allSatisfy { $0.count <= 70 } && ReaderInTmuxTests.pageLabel(screen) != nil
        }
        let rows = Self.clusterRows(resized)
        #expect(
            !rows.isEmpty && rows.allSatisfy { $0.shown == expected[$0.name] },
            "a full repaint writes them whole:\n\(resized)")
        try tmux.press("q")
        #expect(try tmux.waitUntil { try !tmux.alternateScreenOn() })
    }

    /// The words before and after a cluster whose width terminals disagree on, one paragraph each.
    private static let disputed: [(before: String, cluster: String, after: String)] = [
        ("skin", "👍🏽", "must"), ("", "🇫🇷", "flag"), ("", "👨‍👩‍👧", "family"), ("heart", "❤️", "beat"),
        ("key", "1️⃣", "cap"),
    ]

    /// tmux 3.3a counts a skin tone as a cell pair of its own: the text after "👍🏽" was drawn over
    /// ("👍🏽ust"). The cells after such a cluster are written after it, each at its own column.
    @Test func theTextAfterADisputedClusterIsNeverDrawnOver() throws {
        let path = temporary.path + "/Disputed.md"
        let paragraphs = Self.disputed.map {
            [$0.before, $0.cluster, $0.after].filter { !$0.isEmpty }.joined(separator: " ")
        }
        try paragraphs.joined(separator: "\n\n").write(toFile: path, atomically: false, encoding: .utf8)
        let tmux = try Tmux(columns: 80, rows: 24)
        try tmux.type("XDG_STATE_HOME='\(temporary.path)/state' '\(Command.reader)' '\(path)'")
        func expectWhole(_ screen: String, _ what: String) {
            let rows = screen.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            for words in Self.disputed {
                #expect(
                    rows.contains {
                        $0.hasPrefix(words.before) && $0.hasSuffix(" " + words.after)
                            && $0.unicodeScalars.contains(words.cluster.unicodeScalars.first!)
                    },
                    "\(what): \(words.before) … \(words.after) whole:\n\(screen)")
            }
        }
        expectWhole(try tmux.waitFor { $0.contains("cap") && ReaderInTmuxTests.pageLabel($0) != nil }, "the first page")
        try tmux.resize(columns: 40, rows: 12)
        let resized = try tmux.waitFor { screen in
            screen.split(separator: "\n").allSatisfy { $0.count <= 40 } && ReaderInTmuxTests.pageLabel(screen) != nil
        }
        expectWhole(resized, "a full repaint at 40x12")
        try tmux.press("q")
        #expect(try tmux.waitUntil { try !tmux.alternateScreenOn() })
    }
}
