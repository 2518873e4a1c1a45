import Formats
import TextEngine

/// A note's text as its box shows it: the book's text of the note with its styles (character
/// attributes, paragraph styles, languages, pictures), less its back-links and the spaces
/// that stood before them, in a storage of its own; and the note's other links.
public struct NoteText {
    /// The note's text, offsets counted from its start.
    public let storage: TextStorage
    /// The note's links, in order: indices into the book's links, and their text in `storage`.
    public let links: [(index: Int, range: Range<Int>)]

    /// The text of the book's range `range`.
    public init(book: Book, range: Range<Int>) {
        let source = book.storage
        let first = book.links.partitionPoint { $0.range.lowerBound >= range.lowerBound }
        let inNote = book.links.indices[first...].prefix { book.links[$0].range.lowerBound < range.upperBound }
        let cuts = inNote.filter { book.links[$0].isBackLink }.map {
            Self.cut(book.links[$0].range, in: source, of: range)
        }
        let pieces = Self.pieces(of: range, less: cuts, in: source)
        var units: [UInt16] = []
        units.reserveCapacity(pieces.reduce(0) { $0 + $1.source.count })
        for piece in pieces { units += (piece.source).map { source[$0] } }
        storage = TextStorage(
            units: units, language: source.language, attributeRuns: Self.excerpt(source.attributeRuns, pieces) { _ in },
            paragraphStyleRuns: Self.excerpt(source.paragraphStyleRuns, pieces) { $0.style = Self.boxed($0.style) },
            languageRuns: Self.excerpt(source.languageRuns, pieces) { _ in },
            attachmentRuns: pieces.flatMap { piece in
                let first = source.attachmentRuns.partitionPoint { $0.location >= piece.source.lowerBound }
                return source.attachmentRuns[first...].prefix { $0.location < piece.source.upperBound }.map {
                    AttachmentRun(
                        location: piece.local + $0.location - piece.source.lowerBound, attachment: $0.attachment)
                }
            })
        links = inNote.filter { !book.links[$0].isBackLink }.compactMap { index in
            let link = book.links[index].range
            guard let piece = pieces.first(where: { $0.source.contains(link.lowerBound) }) else { return nil }
            let start = piece.local + link.lowerBound - piece.source.lowerBound
            return (index, start..<(start + min(link.upperBound, piece.source.upperBound) - link.lowerBound))
        }
    }

    /// A text of its own (a definition's), its links numbered as the caller counts them.
    init(storage: TextStorage, links: [(index: Int, range: Range<Int>)]) {
        self.storage = storage
        self.links = links
    }

    /// A piece of the note kept: its range in the book and where it starts in the note.
    private typealias Piece = (source: Range<Int>, local: Int)

    private static func isSpace(_ unit: UInt16) -> Bool { unit == 0x20 || unit == 0xA0 || unit == 0x2009 }

    /// What is left out for a back-link at `link`: the link and the spaces before it, or after
    /// it when it starts its paragraph.
    private static func cut(_ link: Range<Int>, in source: TextStorage, of note: Range<Int>) -> Range<Int> {
        var (start, end) = (max(link.lowerBound, note.lowerBound), min(link.upperBound, note.upperBound))
        while start > note.lowerBound && isSpace(source[start - 1]) { start -= 1 }
        if start == note.lowerBound || TextStorage.isParagraphSeparator(source[start - 1]) {
            while end < note.upperBound && isSpace(source[end]) { end += 1 }
        }
        return start..<max(start, end)
    }

    /// `note` less `cuts`, without the spaces and paragraph ends left at its end.
    private static func pieces(of note: Range<Int>, less cuts: [Range<Int>], in source: TextStorage) -> [Piece] {
        var ranges: [Range<Int>] = []
        var start = note.lowerBound
        for cut in cuts.sorted(by: { $0.lowerBound < $1.lowerBound }) where cut.lowerBound >= start {
            ranges.append(start..<cut.lowerBound)
            start = cut.upperBound
        }
        ranges.append(start..<max(start, note.upperBound))
        while let last = ranges.last {
            if let unit = last.last.map({ source[$0] }), !isSpace(unit) && !TextStorage.isParagraphSeparator(unit) {
                break
            }
            if last.isEmpty { ranges.removeLast() } else { ranges[ranges.count - 1] = last.dropLast() }
        }
        var local = 0
        return ranges.filter { !$0.isEmpty }.map { range in
            defer { local += range.count }
            return (range, local)
        }
    }

    /// The runs of `runs` (sorted by location) over `pieces`: the one in force at each piece's
    /// start, then those starting inside it, moved to the note's offsets and changed by `change`.
    private static func excerpt<Run: RunLocated>(_ runs: [Run], _ pieces: [Piece], change: (inout Run) -> Void)
        -> [Run]
    {
        var result: [Run] = []
        for piece in pieces {
            let after = runs.partitionPoint { $0.location > piece.source.lowerBound }
            for index in max(0, after - 1)..<runs.count {
                var run = runs[index]
                guard run.location < piece.source.upperBound else { break }
                run.location = piece.local + max(0, run.location - piece.source.lowerBound)
                change(&run)
                if result.last?.location == run.location { result.removeLast() }
                result.append(run)
            }
        }
        return result
    }

    /// A paragraph's style inside the box: no page break, table or keeping with the next, which
    /// belong to the book's pages, and no frame (the box is one), nor the room each frame took.
    private static func boxed(_ style: ParagraphStyle) -> ParagraphStyle {
        var style = style
        style.pageBreakBefore = false
        style.keepWithNext = false
        // The outermost frame's measure is the box's: the frames' room and margins go.
        let outer = style.frames.first
        let frameRoom = min(outer?.headIndent ?? 0, style.headIndent, style.firstLineHeadIndent)
        style.headIndent -= frameRoom
        style.firstLineHeadIndent -= frameRoom
        style.tailIndent = max(0, style.tailIndent - (outer?.tailIndent ?? 0))
        style.frames = []
        style.tableCell = nil
        return style
    }
}

/// A run of a storage that starts at a location.
protocol RunLocated {
    var location: Int { get set }
}

extension AttributeRun: RunLocated {}
extension ParagraphStyleRun: RunLocated {}
extension LanguageRun: RunLocated {}
