import ReaderUI

/// What the configuration file sets: each table of the file is read by its own section
/// (`ReaderConfiguration.sections`); what a table leaves out, or gets wrong, keeps its default.
public struct ReaderConfiguration: Sendable {
    /// The `[layout]` table.
    public var layout = LayoutDefaults()

    public init() {}

    /// The reading and selection keys in force (`[keys]`).
    public var keys = KeyMap.defaults

    /// The sections of the file, by table name: each reads its table into the configuration.
    static let sections: [String: @Sendable (inout ConfigReading, inout ReaderConfiguration) -> Void] = [
        "keys": readKeys,
        "layout": LayoutDefaults.read
    ]
}
