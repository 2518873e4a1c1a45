import ReaderUI
import Terminal

/// The `[theme]` table: `name` (default, light, dark, sepia or custom) and the colours of the
/// custom theme, "#rrggbb" by role, starting from the named theme `base`.
enum ThemeSection {
    static func read(_ table: inout ConfigReading, into configuration: inout ReaderConfiguration) {
        table.refuseUnknownKeys(["name", "base"] + Theme.keys)
        let base = table.choice("base", of: Theme.named.map(\.name)).flatMap(Theme.named) ?? .terminal
        var custom = base
        custom.name = "custom"
        var hasColors = false
        for key in Theme.keys {
            guard let hex = table.string(key) else { continue }
            guard let color = TerminalColor(hex: hex) else {
                table.problem("'\(key)' must be a colour written #rrggbb, not '\(hex)'", at: key)
                continue
            }
            custom[key] = color
            hasColors = true
        }
        let defined = hasColors || table.has("base") ? custom : nil
        configuration.themes = Theme.named + (defined.map { [$0] } ?? [])
        let names = configuration.themes.map(\.name)
        if let name = table.choice("name", of: names) {
            configuration.theme = configuration.themes.first { $0.name == name } ?? .terminal
        } else if let defined, !table.has("name") {
            configuration.theme = defined
        }
    }
}
