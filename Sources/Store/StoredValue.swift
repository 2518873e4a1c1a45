import Foundation
import GRDB

/// A value read from the store, checked before it is believed: a column may hold NULL, text
/// or 'nan' where a number belongs, or a number no book has, when the store was damaged or
/// written by something else. Each reader returns nil for such a value.
enum StoredValue {
    /// The storage offsets a book can have: no book the reader opens is longer, and a
    /// percentage of any of them fits in an `Int`.
    static let offsets = 0...(1 << 31)

    /// An integer column holding a storage offset.
    static func offset(_ value: DatabaseValue) -> Int? {
        guard case .int64(let number) = value.storage, offsets.contains(Int(number)) else { return nil }
        return Int(number)
    }

    /// An integer column holding 0 or 1.
    static func flag(_ value: DatabaseValue) -> Bool? {
        guard case .int64(let number) = value.storage, number == 0 || number == 1 else { return nil }
        return number == 1
    }

    /// A text column.
    static func text(_ value: DatabaseValue) -> String? {
        guard case .string(let text) = value.storage else { return nil }
        return text
    }

    /// A time column, in seconds since 1970: a finite number, real or integer.
    static func time(_ value: DatabaseValue) -> Double? {
        switch value.storage {
        case .double(let seconds) where seconds.isFinite: seconds
        case .int64(let seconds): Double(seconds)
        default: nil
        }
    }

    /// A real column holding an amount (seconds, weighted characters): finite and not negative.
    static func amount(_ value: DatabaseValue) -> Double? {
        // More than a trillion (seconds or characters) is no reading: a damaged or forged row.
        guard let number = time(value), number >= 0, number <= 1e12 else { return nil }
        return number
    }

    /// How far `offset` is into a book of `length`, 0-100, without overflow.
    static func progress(offset: Int, length: Int) -> Int {
        guard length > 0 else { return 0 }
        return Int(min(100, Double(min(max(offset, 0), length)) * 100 / Double(length)))
    }
}
