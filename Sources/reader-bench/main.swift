// reader-bench BOOK [--width W] [--height H] [--justify] [--search PHRASE] [--repeat N]
//
// Measures the reader on one book in a release build and prints key=value lines: opening
// (import, first page drawn, resuming near the end, opening with pages remembered), memory,
// pagination as a ratio to a floor measured in the same run (the bare ICU line-break
// iteration over the same text, which any layout of the book must at least do), search, and
// with --justify the share of hyphenated lines. --repeat N measures a book N times as long,
// written for the run (plain text, Markdown and HTML). A vertical book is paginated in columns.

import CICU
import Formats
import Foundation
import ReaderCore
import ReaderUI
import Store
import TextEngine

let runs = 7

func fail(_ message: String) -> Never {
    FileHandle.standardError.write(Data("reader-bench: \(message)\n".utf8))
    exit(2)
}

struct Options {
    var path = ""
    var width = 80
    var height = 24
    var justify = false
    var phrase = "the"
    var repeats = 1
    /// Opens the book once, lays out every page and prints the peak resident size: the child
    /// process that measures memory.
    var memoryOnly = false
}

let usage = "usage: reader-bench BOOK [--width W] [--height H] [--justify] [--search PHRASE] [--repeat N]"

func parseOptions() -> Options {
    var options = Options()
    var path: String?
    var rest = CommandLine.arguments.dropFirst()
    while let argument = rest.popFirst() {
        switch argument {
        case "--width", "--height", "--repeat":
            guard let value = rest.popFirst().flatMap(Int.init), value > 0 else {
                fail("\(argument) needs a positive number")
            }
            switch argument {
            case "--width": options.width = value
            case "--height": options.height = value
            default: options.repeats = value
            }
        case "--justify":
            options.justify = true
        case "--search":
            guard let value = rest.popFirst(), !value.isEmpty else { fail("--search needs a phrase") }
            options.phrase = value
        case "--memory-only":
            options.memoryOnly = true
        case "--help", "-h":
            print(usage)
            exit(0)
        default:
            guard path == nil else { fail("unexpected argument \(argument)") }
            path = argument
        }
    }
    guard let path else { fail(usage) }
    options.path = path
    return options
}

func milliseconds(_ body: () -> Void) -> Double {
    let start = ContinuousClock.now
    body()
    let elapsed = (ContinuousClock.now - start).components
    return Double(elapsed.seconds) * 1000 + Double(elapsed.attoseconds) / 1e15
}

func best(_ body: () -> Void) -> Double {
    (0..<runs).map { _ in milliseconds(body) }.min()!
}

func load(_ path: String) -> Book {
    do {
        return try BookLoader.load(path: path)
    } catch {
        fail("\(path): \(error)")
    }
}

/// Peak resident set size of this process (VmHWM), in MiB.
func peakResidentMegabytes() -> Double {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
        let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmHWM:") })
    else { return 0 }
    return (line.split(separator: " ").compactMap { Double($0) }.first ?? 0) / 1024
}

func format(_ value: Double) -> String {
    String(format: "%.2f", value)
}

/// The book N times over in a file of the same format, for a large book of real text.
func repeated(_ path: String, times: Int, in directory: String) -> String {
    let name = (path as NSString).lastPathComponent
    guard
        ["txt", "md", "markdown", "html", "htm", "xhtml"].contains((name as NSString).pathExtension.lowercased())
            || (name as NSString).pathExtension.isEmpty
    else {
        fail("--repeat works on plain text, Markdown and HTML books")
    }
    guard let bytes = FileManager.default.contents(atPath: path) else { fail("\(path): cannot be read") }
    let copy = directory + "/\(times)x-" + name
    FileManager.default.createFile(atPath: copy, contents: nil)
    guard let handle = FileHandle(forWritingAtPath: copy) else { fail("\(copy): cannot be written") }
    for _ in 0..<times { handle.write(bytes) }
    handle.closeFile()
    return copy
}

/// What the reader does from its start to the first frame: load the book, read its place and
/// remembered pages from the store, lay out the page shown and draw it into a screen.
@discardableResult
func open(_ path: String, store: PositionStore, columns: Int, rows: Int, justify: Bool) -> ReaderSession {
    let book = load(path)
    let saver = PositionSaver(store: store, fingerprint: book.fingerprint, path: path)
    let place = saver.restore() ?? PositionSaver.SavedPlace(offset: nil, settings: [:])
    let session = ReaderSession(
        book: book, columns: columns, rows: rows, anchor: place.offset ?? 0,
        preferences: ReaderPreferences(justified: justify ? true : nil), bookmarks: place.bookmarks,
        rememberedPages: { saver.rememberedPages(layout: $0) })
    _ = ReaderView.render(session, notice: nil, columns: columns, rows: rows)
    return session
}

/// The peak resident size of a reader that opens the book and lays out all its pages, measured
/// in a process of its own.
func measuredPeakResidentSize(of options: Options, path: String) -> String {
    let process = Process()
    guard let executable = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") else {
        fail("cannot find its own executable")
    }
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments =
        [path, "--width", String(options.width), "--height", String(options.height), "--memory-only"]
        + (options.justify ? ["--justify"] : [])
    let pipe = Pipe()
    process.standardOutput = pipe
    do { try process.run() } catch { fail("cannot run \(executable): \(error)") }
    let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    return output.trimmingCharacters(in: .whitespacesAndNewlines)
}

let options = parseOptions()
let directory = NSTemporaryDirectory() + "reader-bench-\(getpid())"
try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
let path =
    options.repeats > 1 && !options.memoryOnly
    ? repeated(options.path, times: options.repeats, in: directory) : options.path
let (columns, rows) = (options.width, options.height)

if options.memoryOnly {
    guard let store = try? PositionStore(directory: directory + "/memory") else { fail("no store in \(directory)") }
    let session = open(path, store: store, columns: columns, rows: rows, justify: options.justify)
    _ = session.paginator.layOutAllPages()
    print(format(peakResidentMegabytes()))
    try? FileManager.default.removeItem(atPath: directory)
    exit(0)
}

guard let store = try? PositionStore(directory: directory + "/state") else { fail("no store in \(directory)") }
// Nothing is saved before these runs: the book opens on its first page.
let firstPageMs = best { open(path, store: store, columns: columns, rows: rows, justify: options.justify) }
var book: Book?
let importMs = best { book = load(path) }
let storage = book!.storage

// Resuming near the end: the place saved, the pages not remembered, then remembered.
let nearEnd = storage.length * 95 / 100
try? store.save(offset: nearEnd, for: book!.fingerprint, path: path)
let resumeMs = best { open(path, store: store, columns: columns, rows: rows, justify: options.justify) }
let laidOut = open(path, store: store, columns: columns, rows: rows, justify: options.justify)
_ = laidOut.paginator.layOutAllPages()
if let starts = laidOut.paginator.allStarts, let layout = laidOut.pageLayoutKey {
    try? store.save(pageStarts: starts, for: book!.fingerprint, layout: layout)
}
var remembered = false
let cachedOpenMs = best {
    remembered = open(path, store: store, columns: columns, rows: rows, justify: options.justify).paginator.isRemembered
}

// A resize, from the place near the end: the new size's pages are not remembered.
var resized = open(path, store: store, columns: columns, rows: rows, justify: options.justify)
var resizeMs = Double.infinity
for size in [(columns + 40, rows + 16), (columns, rows)]
    + Array(repeating: [(columns + 40, rows + 16), (columns + 20, rows + 6)], count: runs).joined()
{
    resizeMs = min(
        resizeMs,
        milliseconds {
            resized.perform(.resize(columns: size.0, rows: size.1))
            _ = ReaderView.render(resized, notice: nil, columns: size.0, rows: size.1)
        })
}

// Pagination and its floor are timed in alternate rounds, so that a slow moment of the
// machine weighs on both alike.
// A vertical book is laid out as the reader sets it: in columns.
let vertical = VerticalSetting.isVertical(book!)
let container = TextContainer(width: columns, height: rows)
var pageCount = 0
var boundaries = 0
var paginateMs = Double.infinity
var floorMs = Double.infinity
for _ in 0..<runs {
    paginateMs = min(
        paginateMs,
        milliseconds {
            let layoutManager = LayoutManager(storage: storage)
            layoutManager.bodyTextJustification = options.justify ? true : nil
            VerticalSetting.apply(to: &layoutManager.options, for: book!)
            pageCount = PageIndex(layoutManager: layoutManager, container: container).count
        })
    floorMs = min(
        floorMs,
        milliseconds {
            storage.withUnits { units in
                let breaker = rd_breaker_open(
                    Int32(RD_BREAK_LINE), TextSegmenter.lineBreakLocale(for: storage.language), units.baseAddress,
                    Int32(units.count))
                defer { rd_breaker_close(breaker) }
                boundaries = 0
                var position = rd_breaker_first(breaker)
                while position >= 0 {
                    boundaries += 1
                    position = rd_breaker_next(breaker)
                }
            }
        })
}

let fileFormat = (path as NSString).pathExtension.lowercased()
print("book=\(options.path)" + (options.repeats > 1 ? " repeated=\(options.repeats)" : ""))
print(
    "format=\(fileFormat.isEmpty ? "txt" : fileFormat)"
        + " bytes=\((try? FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0)"
)
print("size=\(columns)x\(rows)")
print("justified=\(options.justify)" + (vertical ? " vertical=true" : ""))
print("graphemes=\(TextSegmenter(storage: storage).graphemeCount())")
print("pages=\(pageCount)")
print("import_ms=\(format(importMs))")
print("first_page_ms=\(format(firstPageMs))")
print("resume_ms=\(format(resumeMs))")
print("cached_open_ms=\(format(cachedOpenMs))" + (remembered ? "" : " (pages not remembered)"))
print("resize_ms=\(format(resizeMs))")
print("paginate_ms=\(format(paginateMs))")
print("icu_floor_ms=\(format(floorMs))")
print("ratio=\(format(paginateMs / floorMs))")
var hitCount = 0
let searchMs = best { hitCount = TextSearch.hits(of: options.phrase, in: storage).count }
print("search=\(options.phrase) hits=\(hitCount) search_ms=\(format(searchMs))")
print("peak_rss_mb=\(measuredPeakResidentSize(of: options, path: path))")

if options.justify {
    // How much of the justified text is hyphenated: lines ending with a drawn hyphen, their
    // share of all lines, and the longest run of them one after another.
    var lines = 0
    var hyphenated = 0
    var run = 0
    var longestRun = 0
    let layoutManager = LayoutManager(storage: storage)
    layoutManager.bodyTextJustification = true
    layoutManager.forEachPage(in: container, decorated: false) { page in
        for line in page.lines {
            lines += 1
            run = line.hyphenated ? run + 1 : 0
            hyphenated += line.hyphenated ? 1 : 0
            longestRun = max(longestRun, run)
        }
    }
    print(
        "hyphenated_lines=\(hyphenated) share=\(format(Double(hyphenated) * 100 / Double(max(1, lines))))%"
            + " longest_run=\(longestRun)"
    )
}
try? FileManager.default.removeItem(atPath: directory)
