import Foundation
import ZIPFoundation

/// Where an entry's local header is, as the zip's central directory says, with the name's
/// bytes as stored there. ZIPFoundation reads both from the central directory but keeps them
/// internal in 0.9.20, so they are read from its entry by reflection; a test pins this down.
struct ZIPEntryLocation {
    var localHeaderOffset: Int
    var nameBytes: [UInt8]

    init?(_ entry: Entry) {
        guard let directory = Self.child("centralDirectoryStructure", of: entry),
              let offset = Self.child("relativeOffsetOfLocalHeader", of: directory) as? UInt32,
              let name = Self.child("fileNameData", of: directory) as? Data else { return nil }
        nameBytes = Array(name)
        if offset != .max {
            localHeaderOffset = Int(offset)
            return
        }
        // ZIP64: the offset is in the extended information field.
        guard let fields = Self.child("extraFields", of: directory).flatMap(Self.unwrapped) as? [Any],
              let wide = fields.lazy.compactMap({ Self.child("relativeOffsetOfLocalHeader", of: $0) as? UInt64 }).first,
              wide < UInt64(Int.max) else { return nil }
        localHeaderOffset = Int(wide)
    }

    private static func child(_ label: String, of value: Any) -> Any? {
        Mirror(reflecting: value).children.first { $0.label == label }?.value
    }

    private static func unwrapped(_ value: Any) -> Any? {
        let mirror = Mirror(reflecting: value)
        guard mirror.displayStyle == .optional else { return value }
        return mirror.children.first?.value
    }
}
