import TextEngine

extension Library {
    /// The orders the library shows its books in; `s` goes from one to the next.
    public enum Order: CaseIterable, Sendable {
        /// The last opened first.
        case lastRead
        /// By title, then the last opened first.
        case title
        /// By author, then title; books without an author after the others.
        case author

        /// The next order, after the last the first.
        public var next: Order {
            switch self {
            case .lastRead: .title
            case .title: .author
            case .author: .lastRead
            }
        }

        /// The order in words, as the library's heading says it.
        public var name: String {
            switch self {
            case .lastRead: "last read first"
            case .title: "by title"
            case .author: "by author"
            }
        }

        /// `books` (the last opened first) in this order. Titles and authors compare whole, as
        /// `collation` compares them ("The Idiot" under T); books that compare the same keep the
        /// order they had.
        func sorted(_ books: [Item], collation: Collation) -> [Item] {
            let keys: [(primary: [UInt8]?, title: [UInt8])]
            switch self {
            case .lastRead: return books
            case .title: keys = books.map { (nil, collation.key($0.title)) }
            case .author: keys = books.map { ($0.author.map(collation.key), collation.key($0.title)) }
            }
            let indices = books.indices.sorted { left, right in
                let (a, b) = (keys[left], keys[right])
                if a.primary != b.primary {
                    guard let first = a.primary else { return false }
                    guard let second = b.primary else { return true }
                    return first.lexicographicallyPrecedes(second)
                }
                if a.title != b.title { return a.title.lexicographicallyPrecedes(b.title) }
                return left < right
            }
            return indices.map { books[$0] }
        }
    }
}
