import Formats
import TextEngine

/// A book of `count` numbered paragraphs, each `words` words long.
func numberedBook(paragraphs count: Int, words: Int = 30) -> Book {
    let text = (1...count).map { number in
        "P\(number) " + (1...words).map { "w\($0)" }.joined(separator: " ")
    }.joined(separator: "\n\n")
    return Book(title: "Numbers", storage: TextStorage(text), fingerprint: "numbers-\(count)-\(words)")
}

func book(_ text: String, title: String = "Sample", author: String? = nil) -> Book {
    Book(title: title, author: author, storage: TextStorage(text), fingerprint: "fixture")
}
