import Formats
import Foundation

/// Where `:` asks to go: a page number (`250`), pages on or back from the page shown (`+5`,
/// `-5`), a share of the book (`50%`), or a page of the printed book when the book marks them
/// (`p169`).
enum GoToTarget: Equatable {
    case page(Int)
    case percent(Int)
    case printedPage(String)

    /// The target a prompt's text names, page `shown` (counted from 1) being shown; nil when it
    /// names none. No page before the first is named.
    init?(_ text: String, shown: Int = 1) {
        let trimmed = text.trimmingCharacters(in: .whitespaces).lowercased()
        if trimmed.hasSuffix("%"), let share = Int(trimmed.dropLast()), (0...100).contains(share) {
            self = .percent(share)
        } else if let sign = trimmed.first, sign == "+" || sign == "-",
            trimmed.dropFirst().allSatisfy({ $0.isASCII && $0.isNumber }),
            let pages = Int(trimmed.dropFirst())
        {
            // Far past any book: no sum overflows.
            let pages = min(pages, 1 << 40)
            self = .page(max(1, sign == "+" ? shown + pages : shown - pages))
        } else if trimmed.hasPrefix("p"), trimmed.count > 1 {
            self = .printedPage(String(trimmed.dropFirst()).trimmingCharacters(in: .whitespaces))
        } else if let number = Int(trimmed), number > 0 {
            self = .page(number)
        } else {
            return nil
        }
    }

    /// The storage offset the target stands for in `book`, or why there is none. Page numbers
    /// are for `pageStart`, which gives a page's first offset (nil past the last page).
    func offset(in book: Book, pageStart: (Int) -> Int?, pageCount: () -> Int) -> Result<Int, GoToError> {
        switch self {
        case .page(let number):
            guard let offset = pageStart(number - 1) else { return .failure(.noSuchPage(number, count: pageCount())) }
            return .success(offset)
        case .percent(let share):
            return .success(min(book.storage.length * share / 100, max(0, book.storage.length - 1)))
        case .printedPage(let label):
            guard !book.pageLabels.isEmpty else { return .failure(.noPrintedPages) }
            guard let found = book.pageLabels.first(where: { $0.label.lowercased() == label }) else {
                return .failure(.noSuchPrintedPage(label))
            }
            return .success(found.offset)
        }
    }
}

/// Why a go-to found no place, in the words the status line uses.
enum GoToError: Error, Equatable, CustomStringConvertible {
    case noSuchPage(Int, count: Int)
    case noPrintedPages
    case noSuchPrintedPage(String)
    case unreadable(String)

    var description: String {
        switch self {
        case .noSuchPage(let number, let count): "No page \(number): the book has \(count)"
        case .noPrintedPages: "This book does not mark its printed pages"
        case .noSuchPrintedPage(let label): "No printed page \(label)"
        case .unreadable(let text): "Not a place: \(text) (try 250, +5, 50% or p169)"
        }
    }
}
