import Foundation
import Testing
import TextEngine

@testable import ReaderCore

/// The library sorted by last read, title and author as a person of the language sorts, and
/// filtered by what a title or author contains, case and accents aside; the expected orders
/// are written by hand.
@Suite("Library sort and filter")
struct LibrarySortAndFilterTests {
    /// Books in the order last read, each a title and an author.
    private static let books: [(String, String?)] = [
        ("War and Peace", "Leo Tolstoy"),
        ("émile", "Jean-Jacques Rousseau"),
        ("Anna Karenina", "Leo Tolstoy"),
        ("The Idiot", "Fyodor Dostoevsky"),
        ("anna", nil),
        ("Zola's Germinal", "Émile Zola"),
        ("Effi Briest", "Theodor Fontane"),
    ]

    private static func library(_ books: [(String, String?)] = books, locale: String = "en") -> Library {
        Library(
            items: books.enumerated().map { index, book in
                Library.Item(
                    key: "k\(index)", title: book.0, author: book.1, path: "/b\(index)", progress: 0,
                    opened: Date(timeIntervalSince1970: Double(1000 - index)), exists: true)
            }, collation: Collation(locale: locale))
    }

    @Test func theOrdersCycleFromLastReadThroughTitleAndAuthor() {
        var library = Self.library()
        var titles = [library.items.map(\.title)]
        for _ in 0..<3 {
            library.sort(by: library.order.next)
            titles.append(library.items.map(\.title))
        }
        #expect(titles[0] == Self.books.map(\.0))
        #expect(
            titles[1] == [
                "anna", "Anna Karenina", "Effi Briest", "émile", "The Idiot", "War and Peace", "Zola's Germinal",
            ])
        // Authors by first name, as written; Tolstoy's two by title; the book without an author last.
        #expect(
            titles[2] == [
                "Zola's Germinal", "The Idiot", "émile", "Anna Karenina", "War and Peace", "Effi Briest", "anna",
            ])
        #expect(titles[3] == titles[0])
        #expect(library.order == .lastRead)
    }

    @Test func titlesSortAsTheLanguageSorts() {
        let titles: [(String, String?)] = [("Zebra", nil), ("Ödön", nil), ("Åsa", nil), ("Anders", nil)]
        var english = Self.library(titles, locale: "en")
        english.sort(by: .title)
        #expect(english.items.map(\.title) == ["Anders", "Åsa", "Ödön", "Zebra"])
        var swedish = Self.library(titles, locale: "sv")
        swedish.sort(by: .title)
        #expect(swedish.items.map(\.title) == ["Anders", "Zebra", "Åsa", "Ödön"])
    }

    @Test func theFilterKeepsTitlesAndAuthorsContainingTheTextCaseAndAccentsAside() {
        let kept: [(String, [String])] = [
            ("", Self.books.map(\.0)),
            ("TOLST", ["War and Peace", "Anna Karenina"]),
            ("emile", ["émile", "Zola's Germinal"]),
            ("karénina", ["Anna Karenina"]),
            ("anna", ["Anna Karenina", "anna"]),
            ("zzz", []),
        ]
        var library = Self.library()
        for (text, titles) in kept {
            library.filter(by: text)
            #expect(library.items.map(\.title) == titles, "filtered by \(text)")
        }
        library.sort(by: .title)
        library.filter(by: "o")
        #expect(
            library.items.map(\.title) == [
                "Anna Karenina", "Effi Briest", "émile", "The Idiot", "War and Peace", "Zola's Germinal",
            ])
        #expect(library.count == Self.books.count)
    }

    @Test func theSelectedBookStaysSelectedWhileItIsShown() {
        var library = Self.library()
        library.move(by: 3)
        #expect(library.selected?.title == "The Idiot")
        library.sort(by: .title)
        #expect(library.selected?.title == "The Idiot")
        library.filter(by: "idiot")
        #expect(library.selected?.title == "The Idiot")
        library.filter(by: "anna")
        #expect(library.selection == 0)
    }

    @Test func aRemovedBookComesBackWhereItStood() throws {
        var library = Self.library()
        library.move(by: 2)
        let removed = library.removeSelected()
        let removal = try #require(removed)
        #expect(removal.item.title == "Anna Karenina")
        #expect(!library.items.contains { $0.title == "Anna Karenina" })
        #expect(library.selected?.title == "The Idiot")
        library.sort(by: .author)
        library.restore(removal)
        #expect(library.selected?.title == "Anna Karenina")
        library.sort(by: .lastRead)
        #expect(library.items.map(\.title) == Self.books.map(\.0))
    }
}

/// The locale that sorts, read from the environment as the C library reads it.
@Suite("Collation locale")
struct CollationLocaleTests {
    @Test func theLocaleComesFromTheFirstVariableSetWithoutItsCharset() {
        let cases: [([String: String], String)] = [
            ([:], ""),
            (["LANG": "C.UTF-8"], ""),
            (["LANG": "POSIX"], ""),
            (["LANG": "sv_SE.UTF-8"], "sv_SE"),
            (["LANG": "de_DE.UTF-8", "LC_COLLATE": "sv_SE"], "sv_SE"),
            (["LANG": "de_DE", "LC_COLLATE": "sv_SE", "LC_ALL": "fr_FR@euro"], "fr_FR"),
            (["LANG": "de_DE", "LC_ALL": ""], "de_DE"),
        ]
        for (environment, locale) in cases {
            #expect(Collation.locale(in: environment) == locale, "\(environment)")
        }
    }

    @Test func foldingTakesCaseAndAccentsAwayAsFoundationDoes() {
        // Expected values written by hand.
        let table = [
            ("Moby-Dick", "moby-dick"), ("ÉMILE Zola", "emile zola"), ("Straße", "strasse"), ("ÅSA", "asa"),
            ("[Z]@", "[z]@"),
        ]
        for (text, folded) in table { #expect(LibraryFilter.fold(text) == folded, "\(text)") }
    }
}
