import ArgumentParser
import Configuration
import Formats
import Foundation
import Pictures
import ReaderCore
import ReaderUI
import Store
import Terminal
import WordLookup

@main
struct ReaderCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "reader",
        abstract: "Read a book in the terminal, page by page.",
        discussion: "Keys:\n"
            + loadedConfiguration.0.keys.helpLines.map { "  \($0.keys): \($0.help)" }.joined(separator: "\n")
            + "\nThe reading position of every book is kept in $XDG_STATE_HOME/reader"
            + " (~/.local/state/reader by default).",
        version: "reader 0.1.0"
    )

    @Flag(help: "Write every page to standard output instead of opening the reader.")
    var dump = false

    // Read as text, so that every bad value (-5, 1e3, too many digits) gets the same one line.
    @Option(parsing: .unconditional, help: "Width of the text area for --dump, in cells.")
    var width = "80"

    @Option(parsing: .unconditional, help: "Height of the text area for --dump, in rows.")
    var height = "24"

    @Option(
        help: "The charset of a plain text book (GB18030, Big5, Shift_JIS, windows-1252...), instead of detecting it.")
    var encoding: String?

    @Option(help: "How pictures are drawn: auto, kitty, sixel, symbols or none (remembered).")
    var images: String?

    @Flag(help: "With --dump, write each row's characters in storage order instead of as a screen shows them.")
    var logical = false

    @Option(help: "Draw Arabic letters joined: auto (unless the terminal joins them itself), on or off.")
    var shape = "auto"

    @Option(
        help: """
            How copied text reaches the clipboard: auto (OSC 52 unless the terminal is dumb), osc52, or tool \
            (wl-copy under Wayland, xclip under X). Else $READER_CLIPBOARD, else auto.
            """)
    var clipboard: String?

    @Option(help: "The DICT server words are looked up in, HOST[:PORT] (localhost:2628 by default).")
    var dictServer: String?

    @Option(
        help: ArgumentHelp(
            "A program that prints a word's definition, run with the word as its last argument (no shell),"
                + " instead of the DICT server: 'sdcv -n --utf8-output'."))
    var dictCommand: String?

    @Flag(help: "List the books read before, the last opened first, and exit.")
    var list = false

    @Flag(help: "Print the reading time of each book and in total, pages an hour and the books finished, and exit.")
    var stats = false

    @Flag(help: "Print the book's highlights and notes, and exit.")
    var export = false

    @Option(help: "What --export prints: markdown (for people) or json (for tools, and for --import).")
    var format = "markdown"

    @Option(
        name: .customLong("import"),
        help: "Restore the highlights of a JSON file that --export printed into the book given, and exit.")
    var importFile: String?

    @Argument(
        help:
            "The book to read: EPUB, Markdown, HTML or plain text. Without one, the library of books read before opens."
    )
    var book: String?

    func run() throws {
        if list {
            listLibrary()
            return
        }
        if stats {
            printStatistics()
            return
        }
        if export || importFile != nil {
            guard let book else { fail("--export and --import need a book") }
            exportOrImport(book)
            return
        }
        guard let book else {
            if dump { fail("--dump needs a book") }
            openLibrary()
            return
        }
        try read(book)
    }

    /// Prints the books read before, a line each; rows that cannot be read are skipped and
    /// counted on stderr. A store that cannot be read ends the reader with a message.
    private func listLibrary() {
        let skipped = readingStore("library", empty: 0) { store in
            try LibraryListing.write(from: store) { block in
                do { try FileHandle.standardOutput.write(contentsOf: block) } catch {
                    fail("the list cannot be written: \(error.localizedDescription)")
                }
            }
        }
        if let skipped = LibraryLoop.skippedNotice(skipped) {
            FileHandle.standardError.write(Data("reader: \(skipped)\n".utf8))
        }
    }

    /// The `--shape` asked for; a word it does not know ends the reader with a message.
    private func shapingMode() -> ShapingMode {
        guard let mode = ShapingMode(rawValue: shape.lowercased()) else {
            fail("--shape must be one of \(ShapingMode.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        return mode
    }

    /// How copied text goes to the clipboard: as `--clipboard` says, else `READER_CLIPBOARD`,
    /// else `auto`; a word it does not know ends the reader with a message.
    private func clipboardMethod() -> ClipboardMethod {
        let variable = ProcessInfo.processInfo.environment["READER_CLIPBOARD"] ?? ""
        let (name, value) =
            clipboard.map { ("--clipboard", $0) } ?? ("READER_CLIPBOARD", variable.isEmpty ? "auto" : variable)
        guard let method = ClipboardMethod(rawValue: value.lowercased()) else {
            fail("\(name) must be one of \(ClipboardMethod.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        return method
    }

    /// Where words are looked up: `--dict-command`, else `--dict-server` (or localhost:2628),
    /// else sdcv on the PATH. An address it cannot read ends the reader with a message.
    private func dictionaries() -> Dictionaries {
        let address = dictServer.map { DictAddress($0) } ?? .standard
        guard let address else { fail("--dict-server must be HOST or HOST:PORT (a port of 1 to 65535)") }
        let searchPath = ProcessInfo.processInfo.environment["PATH"] ?? ""
        return Dictionaries(
            server: DictClient(address: address),
            command: dictCommand.map { CommandLookUp(command: $0, searchPath: searchPath) }, searchPath: searchPath)
    }

    /// The library on the terminal; the book chosen there is read.
    private func openLibrary() {
        switch chooseFromLibrary() {
        case .open(let path):
            do { try read(path) } catch { fail("\(path): \(error)") }
        case .quit:
            return
        case .noTerminal:
            fail("no book given, and no terminal to show the library in (reader --list lists it)")
        case .unreadable(let reason):
            fail("the library cannot be read: \(reason)")
        }
    }

    /// What the reader chose in the library. The library's store is closed when this returns,
    /// so that the book is read with the store to itself.
    private func chooseFromLibrary() -> LibraryLoop.Outcome {
        let store: PositionStore
        do {
            store = try PositionStore(directory: PositionStore.defaultDirectory())
        } catch {
            fail("the library cannot be read: \(error)")
        }
        return LibraryLoop(store: store, shapingMode: shapingMode()).run()
    }

    private func read(_ book: String) throws {
        // A page holds a wide character at the least.
        guard let width = Int(width), let height = Int(height), (2...Limits.pageSide).contains(width),
            (1...Limits.pageSide).contains(height), width * height <= Limits.pageArea
        else {
            fail(
                "--width must be 2 to \(Limits.pageSide) cells, --height 1 to \(Limits.pageSide),"
                    + " and the page at most \(Limits.pageArea) cells"
            )
        }
        let pictureMode = images.map { PictureMode(rawValue: $0.lowercased()) }
        if pictureMode == .some(nil) {
            fail("--images must be one of \(PictureMode.allCases.map(\.rawValue).joined(separator: ", "))")
        }
        let shapingMode = shapingMode()
        let clipboardMethod = clipboardMethod()
        let dictionaries = dictionaries()
        let file = Self.openablePath(for: book)
        let loaded = load(book, from: file)
        if dump {
            PageDump.write(loaded, width: width, height: height, visual: !logical) {
                FileHandle.standardOutput.write(Data($0))
            }
            return
        }
        var store: PositionStore?
        var storeError: String?
        do {
            store = try PositionStore(directory: PositionStore.defaultDirectory())
        } catch {
            storeError = "\(error)"
        }
        let (configuration, problems) = loadConfiguration()
        let loop = ReaderLoop(
            book: loaded, path: absolutePath(book), file: file, store: store, storeError: storeError,
            pictureMode: pictureMode ?? nil, shapingMode: shapingMode, clipboard: clipboardMethod,
            dictionaries: dictionaries, configuration: configuration, configurationNotice: problems)
        guard loop.run() else { fail("\(book): standard input and output must be a terminal (try --dump)") }
    }

    /// The configuration file, read once: `--help` lists the keys it binds.
    static let loadedConfiguration = ConfigFile.load(path: ConfigFile.path())

    /// The configuration file's settings; each problem in it is a line on stderr, and the
    /// first (with how many more) the notice the reader opens with.
    private func loadConfiguration() -> (ReaderConfiguration, String?) {
        let (configuration, problems) = Self.loadedConfiguration
        for problem in problems {
            FileHandle.standardError.write(Data("reader: \(Cell.visible(problem.description))\n".utf8))
        }
        guard let first = problems.first else { return (configuration, nil) }
        let more = problems.count > 1 ? " (and \(problems.count - 1) more)" : ""
        return (configuration, Cell.visible(first.description) + more)
    }

    /// The book at `file` (the `book` argument, opened), loaded; a book that cannot be loaded
    /// ends the reader with a message.
    func load(_ book: String, from file: String) -> Book {
        let loading = LoadingWatch(path: book, limit: 30) { fail($0) }
        defer { loading.finish() }
        do {
            return try BookLoader.load(path: file, name: book, encoding: encoding)
        } catch {
            fail("\(book): \(error)")
        }
    }

    /// Runs the command; a command line it cannot take is one line on stderr and exit 1, like
    /// every other error (help and version go to stdout).
    static func main() {
        // Before any other thread is made: they all leave the ending signals to the watch.
        SignalWatch.shared.start()
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch {
            guard exitCode(for: error) != .success else {
                print(fullMessage(for: error))
                Foundation.exit(0)
            }
            let message = self.message(for: error).split(separator: "\n").first.map(String.init) ?? "\(error)"
            FileHandle.standardError.write(
                Data("reader: \(Cell.visible(message)) (reader --help lists the options)\n".utf8))
            Foundation.exit(1)
        }
    }

    /// A path the file system opens for `argument`: the argument itself, or, when the file's
    /// name was not valid UTF-8 (the argument then holds U+FFFD), the file opened from the raw
    /// bytes the reader was given, as /proc/self/fd/N (left open while the reader runs).
    static func openablePath(for argument: String) -> String {
        guard argument.unicodeScalars.contains("\u{FFFD}") else { return argument }
        for index in 1..<Int(CommandLine.argc) {
            guard let raw = CommandLine.unsafeArgv[index],
                String(decoding: UnsafeRawBufferPointer(start: raw, count: strlen(raw)), as: UTF8.self) == argument
            else { continue }
            let descriptor = open(raw, O_RDONLY | O_NONBLOCK)
            if descriptor >= 0 { return "/proc/self/fd/\(descriptor)" }
        }
        return argument
    }

    func fail(_ message: String) -> Never {
        // Paths and names from a book are data too: no control character reaches the terminal.
        FileHandle.standardError.write(Data("reader: \(Cell.visible(message))\n".utf8))
        Foundation.exit(1)
    }

    private func absolutePath(_ path: String) -> String {
        path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
    }
}
