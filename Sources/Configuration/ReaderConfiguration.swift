import ReaderUI

/// What the configuration file sets: each table of the file is read by its own section
/// (`ReaderConfiguration.sections`); what a table leaves out, or gets wrong, keeps its default.
public struct ReaderConfiguration: Sendable {
    /// The `[layout]` table.
    public var layout = LayoutDefaults()

    /// The theme shown when the reader has not chosen one with its key (`[theme]`).
    public var theme = Theme.terminal
    /// The themes its key cycles through: the named ones, and a custom one the file defines.
    public var themes = Theme.named
    /// The reading and selection keys in force (`[keys]`).
    public var keys = KeyMap.defaults

    public init() {}

    /// The sections of the file, by table name: each reads its table into the configuration.
    static let sections: [String: @Sendable (inout ConfigReading, inout ReaderConfiguration) -> Void] = [
        "keys": readKeys,
        "layout": LayoutDefaults.read,
        "theme": ThemeSection.read,
    ]
}
