import CICU
import Foundation

/// Orders strings as people of a language sort them, through ICU's collator: "apple" before
/// "Banana", "Émile" beside "Emile", and in Swedish "Ö" after "Z". A string's sort key is made
/// once; keys compare as bytes, so a long list is sorted by its keys without asking ICU again.
public final class Collation: @unchecked Sendable {
    // ICU's collator is safe to use from several threads for sort keys.
    private let collator: OpaquePointer?

    /// The collation of `locale` (an ICU locale such as "sv" or "de_DE"), or of the
    /// environment's (``locale(in:)``) when nil. Without ICU's data, strings sort by their
    /// UTF-8 bytes.
    public init(locale: String? = nil) {
        collator = rd_collator_open(locale ?? Self.locale(in: ProcessInfo.processInfo.environment))
    }

    /// The locale that sorts for the environment: `LC_ALL`, else `LC_COLLATE`, else `LANG`,
    /// without its charset ("de_DE.UTF-8" is "de_DE"); the root collation, which sorts for
    /// most languages, for none, "C" and "POSIX" (for which ICU would compare ASCII bytes).
    public static func locale(in environment: [String: String]) -> String {
        let name = ["LC_ALL", "LC_COLLATE", "LANG"].lazy.compactMap { environment[$0] }.first { !$0.isEmpty } ?? ""
        let language = String(name.prefix { $0 != "." && $0 != "@" })
        return language == "C" || language == "POSIX" ? "" : language
    }

    /// How much of a text its key is made of: enough for any title.
    public static let keyedUnits = 1024

    deinit {
        rd_collator_close(collator)
    }

    /// The sort key of `text`: of two texts, the one whose key `lexicographicallyPrecedes` the
    /// other's comes first. Only the first `keyedUnits` UTF-16 units count.
    public func key(_ text: String) -> [UInt8] {
        guard let collator else { return Array(text.utf8.prefix(Self.keyedUnits)) }
        let units = Array(text.utf16.prefix(Self.keyedUnits))
        var key = [UInt8](repeating: 0, count: units.count * 4 + 16)
        while true {
            let length = Int(rd_collator_key(collator, units, Int32(units.count), &key, Int32(key.count)))
            guard length > key.count else { return Array(key[0..<length]) }
            key = [UInt8](repeating: 0, count: length)
        }
    }
}
