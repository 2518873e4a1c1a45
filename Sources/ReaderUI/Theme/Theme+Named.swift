import Terminal

extension Theme {
    /// The terminal's own colours.
    public static let terminal = Theme(name: "default")

    /// Dark text on a near-white page.
    public static let light = Theme(
        name: "light",
        colors: [
            "text": "#1e1e1e", "background": "#fafafa", "headings": "#1a4d8f", "links": "#0b57a4",
            "search": "#ffd75f", "frames": "#8a8a8a", "status": "#fafafa", "status-background": "#3a3a3a",
            "popup": "#1e1e1e", "popup-background": "#e8e8e8", "highlight-1": "#fff3a0", "highlight-2": "#c8f0c0",
            "highlight-3": "#c6ddf7", "highlight-4": "#f7c6d9", "highlight-5": "#e0cdf5",
        ])

    /// Light grey text on a near-black page.
    public static let dark = Theme(
        name: "dark",
        colors: [
            "text": "#d0d0d0", "background": "#1c1c1c", "headings": "#87afd7", "links": "#5fafff",
            "search": "#875f00", "frames": "#6c6c6c", "status": "#d0d0d0", "status-background": "#3a3a3a",
            "popup": "#d0d0d0", "popup-background": "#303030", "highlight-1": "#5f5f00", "highlight-2": "#2f5f2f",
            "highlight-3": "#264d73", "highlight-4": "#6b2f4a", "highlight-5": "#4b3470",
        ])

    /// Brown text on cream paper.
    public static let sepia = Theme(
        name: "sepia",
        colors: [
            "text": "#5b4636", "background": "#f4ecd8", "headings": "#7a3e1d", "links": "#8a4b10",
            "search": "#e8c872", "frames": "#a08c6e", "status": "#f4ecd8", "status-background": "#5b4636",
            "popup": "#5b4636", "popup-background": "#e6d9bb", "highlight-1": "#f1e08a", "highlight-2": "#cfe0a8",
            "highlight-3": "#c9d8e0", "highlight-4": "#efc3b5", "highlight-5": "#d9c5de",
        ])

    /// The themes that have a name of their own, in the order a key cycles through them.
    public static let named: [Theme] = [.terminal, .light, .dark, .sepia]

    /// The named theme called `name`, if any.
    public static func named(_ name: String) -> Theme? {
        named.first { $0.name == name }
    }

    /// A theme of roles' colours written "#rrggbb", by their keys.
    init(name: String, colors: [String: String]) {
        self.init(name: name)
        for (key, hex) in colors {
            precondition(Self.keys.contains(key), "a role")
            self[key] = TerminalColor(hex: hex)
        }
    }

    /// The theme after `self` in `themes` (the first after the last).
    public func next(in themes: [Theme]) -> Theme {
        let index = themes.firstIndex { $0.name == name } ?? -1
        return themes[(index + 1) % max(themes.count, 1)]
    }
}
