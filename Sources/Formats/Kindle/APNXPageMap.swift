import TextEngine

/// An APNX sidecar's page map (`(1,r,1),(7,a,1),(40,c,A-1|A-2)`): runs of pages, each from
/// the page (counted from 1) where it begins, numbered in arabic (`a`) or lower-case roman
/// (`r`) numerals from a first number, or labelled one by one (`c`). Pages before the first
/// run, and every page of a map without runs, are numbered in arabic from 1.
struct APNXPageMap {
    private enum Numbering {
        case arabic(Int)
        case roman(Int)
        case labels([Substring])
    }

    /// The runs by the page each begins at, in order.
    private var runs: [(start: Int, numbering: Numbering)] = []

    init(_ map: String) {
        for group in map.split(separator: ")") {
            let fields = group.drop { $0 == "," || $0 == " " || $0 == "(" }.split(separator: ",", maxSplits: 2)
            // Numbers past a million are no book's pages: such a run is left out.
            guard fields.count == 3, let start = Int(fields[0]), (1...1_000_000).contains(start) else { continue }
            let first = Int(fields[2]).flatMap { (0...1_000_000).contains($0) ? $0 : nil }
            switch (fields[1], first) {
            case ("a", let first?): runs.append((start, .arabic(first)))
            case ("r", let first?): runs.append((start, .roman(first)))
            case ("c", _):
                runs.append((start, .labels(fields[2].split(separator: "|", omittingEmptySubsequences: false))))
            default: continue
            }
        }
        runs.sort { $0.start < $1.start }
    }

    /// The label of page `page` (counted from 1); nil for a page a `c` run gives no label.
    func label(ofPage page: Int) -> String? {
        // A hostile map may have thousands of runs: found by halving.
        let after = runs.partitionPoint { $0.start > page }
        guard after > 0 else { return String(page) }
        let run = runs[after - 1]
        let step = page - run.start
        switch run.numbering {
        case .arabic(let first): return String(first + step)
        case .roman(let first): return ListMarker.roman(first + step).lowercased()
        case .labels(let labels): return step < labels.count && !labels[step].isEmpty ? String(labels[step]) : nil
        }
    }
}
