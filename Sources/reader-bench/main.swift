// reader-bench BOOK [--width W] [--height H] [--justify] [--search PHRASE]
//
// Measures the text engine on one book in a release build and prints key=value lines.
// Speed is given as a ratio to a floor measured in the same run: the bare ICU line-break
// iteration over the same text, which any layout of the book must at least do. With --justify
// it also counts the hyphenated lines.

#if canImport(Glibc)
import Glibc
#endif
import CICU
import Formats
import TextEngine

let runs = 7

func fail(_ message: String) -> Never {
    let line = "reader-bench: \(message)\n"
    _ = line.withCString { write(2, $0, strlen($0)) }
    exit(2)
}

func arguments() -> (path: String, width: Int, height: Int, justify: Bool, phrase: String) {
    var path: String?
    var width = 80
    var height = 24
    var justify = false
    var phrase = "the"
    var rest = CommandLine.arguments.dropFirst()
    while let argument = rest.popFirst() {
        switch argument {
        case "--width", "--height":
            guard let value = rest.popFirst().flatMap(Int.init), value > 0 else { fail("\(argument) needs a positive number") }
            if argument == "--width" { width = value } else { height = value }
        case "--justify":
            justify = true
        case "--search":
            guard let value = rest.popFirst(), !value.isEmpty else { fail("--search needs a phrase") }
            phrase = value
        case "--help", "-h":
            print("usage: reader-bench BOOK [--width W] [--height H] [--justify] [--search PHRASE]")
            exit(0)
        default:
            guard path == nil else { fail("unexpected argument \(argument)") }
            path = argument
        }
    }
    guard let path else { fail("usage: reader-bench BOOK [--width W] [--height H] [--justify] [--search PHRASE]") }
    return (path, width, height, justify, phrase)
}

func milliseconds(_ body: () -> Void) -> Double {
    var start = timespec()
    var end = timespec()
    clock_gettime(CLOCK_MONOTONIC, &start)
    body()
    clock_gettime(CLOCK_MONOTONIC, &end)
    return Double(end.tv_sec - start.tv_sec) * 1000 + Double(end.tv_nsec - start.tv_nsec) / 1_000_000
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
    guard let file = fopen("/proc/self/status", "r") else { return 0 }
    defer { fclose(file) }
    var line = [CChar](repeating: 0, count: 256)
    while fgets(&line, Int32(line.count), file) != nil {
        let text = String(cString: line)
        if text.hasPrefix("VmHWM:") {
            let kilobytes = text.split(separator: " ").compactMap { Double($0) }.first ?? 0
            return kilobytes / 1024
        }
    }
    return 0
}

func format(_ value: Double) -> String {
    let hundredths = Int((value * 100).rounded())
    let fraction = hundredths % 100
    return "\(hundredths / 100).\(fraction < 10 ? "0" : "")\(fraction)"
}

let (path, width, height, justify, phrase) = arguments()
let container = TextContainer(width: width, height: height)

var firstPage: Page?
let firstPageMs = milliseconds {
    let book = load(path)
    firstPage = LayoutManager(storage: book.storage).layoutPage(startingAt: 0, in: container)
}
precondition(firstPage != nil)

var book: Book?
let importMs = best { book = load(path) }
let storage = book!.storage

// Pagination and its floor are timed in alternate rounds, so that a slow moment of the
// machine weighs on both alike.
var pageCount = 0
var boundaries = 0
var paginateMs = Double.infinity
var floorMs = Double.infinity
for _ in 0..<runs {
    paginateMs = min(paginateMs, milliseconds {
        let layoutManager = LayoutManager(storage: storage)
        layoutManager.bodyTextJustification = justify ? true : nil
        pageCount = PageIndex(layoutManager: layoutManager, container: container).count
    })
    floorMs = min(floorMs, milliseconds {
        storage.withUnits { units in
            let breaker = rd_breaker_open(Int32(RD_BREAK_LINE), TextSegmenter.lineBreakLocale(for: storage.language), units.baseAddress, Int32(units.count))
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

print("book=\(path)")
print("size=\(width)x\(height)")
print("justified=\(justify)")
print("graphemes=\(TextSegmenter(storage: storage).graphemeCount())")
print("pages=\(pageCount)")
print("import_ms=\(format(importMs))")
print("paginate_ms=\(format(paginateMs))")
print("icu_floor_ms=\(format(floorMs))")
print("ratio=\(format(paginateMs / floorMs))")
print("first_page_ms=\(format(firstPageMs))")
var hitCount = 0
let searchMs = best { hitCount = TextSearch.hits(of: phrase, in: storage).count }
print("search=\(phrase) hits=\(hitCount) search_ms=\(format(searchMs))")
print("peak_rss_mb=\(format(peakResidentMegabytes()))")

if justify {
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
    print("hyphenated_lines=\(hyphenated) share=\(format(Double(hyphenated) * 100 / Double(max(1, lines))))% longest_run=\(longestRun)")
}
