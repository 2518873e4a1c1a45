import Foundation
import TestSupport
import Testing

/// The binary without a terminal: --dump, --help, --version and bad input.
@Suite("Command line")
struct CommandLineTests {
    /// Removed when the test ends.
    private let temporary = TemporaryDirectory()
    private var directory: String { temporary.path }

    private func reader(_ arguments: String...) throws -> Command.Result {
        try Command.run(Command.reader, arguments)
    }

    @Test func dumpWritesPagesOfTheRequestedSize() throws {
        let path = directory + "/book.txt"
        try (1...30).map { "Paragraph \($0) with some words in it." }.joined(separator: "\n").write(
            toFile: path, atomically: false, encoding: .utf8)
        let result = try reader("--dump", "--width", "20", "--height", "5", path)
        #expect(result.status == 0)
        let pages = result.output.components(separatedBy: "\u{0C}\n").dropLast()
        #expect(pages.count == 12)
        #expect(pages.allSatisfy { page in page.split(separator: "\n").allSatisfy { $0.count <= 20 } })
        #expect(pages.first?.hasPrefix("Paragraph 1 with\nsome words in it.\n") == true)
    }

    @Test func bookContentNeverReachesTheTerminalAsControlSequences() throws {
        let path = directory + "/hostile.txt"
        try "title\u{1B}]0;pwned\u{07} and \u{1B}[2J clear \u{9B}31m".write(
            toFile: path, atomically: false, encoding: .utf8)
        let result = try reader("--dump", path)
        #expect(!result.output.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 || $0.value == 0x9B })
        #expect(result.output.contains("title␛]0;pwned␇ and ␛[2J clear"))
    }

    @Test func absurdPageSizesAreRefusedInOneLine() throws {
        let path = directory + "/small.txt"
        try "A small book.".write(toFile: path, atomically: false, encoding: .utf8)
        for size in [
            ("100000", "100000"), ("9223372036854775807", "24"), ("0", "24"), ("1", "24"), ("80", "-5"),
            ("1000", "1001"),
            ("99999999999999999999", "24"), ("1e3", "24"), ("", "24"),
        ] {
            let result = try reader("--dump", "--width", size.0, "--height", size.1, path)
            #expect(result.status == 1, "\(size)")
            #expect(
                result.error
                    == "reader: --width must be 2 to 1000 cells, --height 1 to 1000,"
                    + " and the page at most 1000000 cells\n"
            )
        }
        #expect(try reader("--dump", "--width", "1000", "--height", "1000", path).status == 0)
    }

    @Test func aCommandLineItCannotTakeGetsOneLineAndStatusOne() throws {
        let book = directory + "/small.txt"
        try "A small book.".write(toFile: book, atomically: false, encoding: .utf8)
        let cases: [([String], String)] = [
            (["--dump", "--width"], "reader: Missing value for '--width <width>' (reader --help lists the options)\n"),
            (["--dump"], "reader: --dump needs a book\n"),
            (["--bogus", book], "reader: Unknown option '--bogus' (reader --help lists the options)\n"),
            ([book, book], "reader: Unexpected argument '\(book)' (reader --help lists the options)\n"),
        ]
        for (arguments, error) in cases {
            let result = try Command.run(Command.reader, arguments)
            #expect(result.status == 1 && result.error == error, "\(arguments)")
        }
    }

    @Test func aFileWhoseNameIsNotUTF8Opens() throws {
        // The name is made by the shell: a Swift string cannot hold the byte 0xFF.
        let script =
            #"cd "$1" && printf 'Latin-1 name' > "caf$(printf '\351').txt""#
            + #" && "$2" --dump --width 20 --height 3 caf*.txt"#
        let result = try Command.run("/bin/sh", ["-c", script, "sh", directory, Command.reader])
        #expect(result.status == 0 && result.output.hasPrefix("Latin-1 name\n"), "\(result.error)")
    }

    @Test func markupPastItsLimitIsRefusedInOneLine() throws {
        let path = directory + "/huge.html"
        FileManager.default.createFile(atPath: path, contents: Data(count: (24 << 20) + 1))
        let result = try reader("--dump", path)
        #expect(result.status == 1 && result.error == "reader: \(path): larger than 24 MiB\n")
    }

    @Test func badInputGetsOneLineAndStatusOne() throws {
        let missing = try reader(directory + "/missing.txt")
        #expect(missing.status == 1)
        #expect(missing.error == "reader: \(directory)/missing.txt: No such file or directory\n")
        let folder = try reader(directory)
        #expect(folder.status == 1)
        #expect(folder.error == "reader: \(directory): Is a directory\n")
        let binary = directory + "/a.out"
        FileManager.default.createFile(atPath: binary, contents: Data([0x7F, 0x45, 0x4C, 0x46, 0, 0, 1, 2, 3]))
        let refused = try reader(binary)
        #expect(refused.status == 1)
        #expect(refused.error == "reader: \(binary): not a text book (binary data)\n")
    }

    @Test func anEncryptedEPUBIsRefusedWithStatusOne() throws {
        let path = directory + "/locked.epub"
        try ChapteredEPUB.write(to: path, chapters: 2, encrypted: true)
        let result = try reader("--dump", path)
        #expect(result.status == 1)
        #expect(result.error == "reader: \(path): the book is encrypted (DRM) and cannot be read\n")
        #expect(result.output.isEmpty)
    }

    @Test func anEPUBDumpsItsChaptersOnPagesOfTheirOwn() throws {
        let path = directory + "/open.epub"
        try ChapteredEPUB.write(to: path, chapters: 3)
        let result = try reader("--dump", "--width", "60", "--height", "100", path)
        #expect(result.status == 0)
        let pages = result.output.components(separatedBy: "\u{0C}\n").dropLast()
        #expect(pages.count == 6, "two pages a chapter")
        #expect(pages[0].hasPrefix("                         Chapter 1"))
        #expect(
            pages.filter { $0.split(separator: "\n").first?.contains("Chapter ") == true }.count == 3,
            "each chapter starts a page")
    }

    @Test func theTypographySampleDumpsItsDecorations() throws {
        let book = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Books/Typography.html").path
        let result = try reader("--dump", "--width", "76", "--height", "21", book)
        #expect(result.status == 0)
        #expect(result.output.contains("\n  9. Ninth step\n 10. Tenth step\n"), "numbers right-aligned")
        #expect(result.output.contains("\n  •  A first bullet, short.\n"), "a bullet where a one-digit number stands")
        #expect(result.output.contains("╭───") && result.output.contains("╯"))
        #expect(result.output.contains("-\n"), "a hyphenated line")
    }

    @Test func controlCharactersInMessagesAreShownNotObeyed() throws {
        let result = try reader(directory + "/title\u{1B}]2;pwned\u{07}.txt")
        #expect(result.status == 1)
        #expect(!result.error.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 })
        #expect(result.error.contains("title␛]2;pwned␇.txt"))
    }

    @Test func anEmptyFileOpensAsAnEmptyBook() throws {
        let path = directory + "/empty.txt"
        FileManager.default.createFile(atPath: path, contents: Data())
        let result = try reader("--dump", "--width", "10", "--height", "2", path)
        #expect(result.status == 0)
        #expect(result.output == "\n\n\u{0C}\n")
    }

    @Test func helpAndVersion() throws {
        let help = try reader("--help")
        #expect(help.status == 0 && help.output.contains("--dump"))
        let version = try reader("--version")
        #expect(version.status == 0 && version.output.hasPrefix("reader "))
    }

    @Test(.enabled(if: Command.sharedBooks != nil, "needs ../shared/books"))
    func theDiamondSutraNeverStartsALineWithClosingPunctuation() throws {
        let result = try reader(
            "--dump", "--width", "41", "--height", "20", try #require(Command.sharedBooks) + "/Diamond Sutra.txt")
        #expect(result.status == 0)
        let lines = result.output.split(separator: "\n").filter { $0 != "\u{0C}" }
        #expect(lines.count > 100)
        #expect(lines.allSatisfy { !($0.first.map { "。，、」』：；！？".contains($0) } ?? false) })
        #expect(lines.allSatisfy { line in line.unicodeScalars.count <= 41 })
    }

    @Test(.enabled(if: Command.sharedBooks != nil, "needs ../shared/books"))
    func warAndPeaceKeepsItsParagraphs() throws {
        let result = try reader("--dump", try #require(Command.sharedBooks) + "/war_and_peace.txt")
        #expect(result.status == 0)
        let pages = result.output.components(separatedBy: "\u{0C}\n").dropLast()
        #expect(pages.count > 2000)
        #expect(
            result.output.contains("“Well, Prince, so Genoa and Lucca are now just family estates of the\nBuonapartes.")
        )
    }
}
