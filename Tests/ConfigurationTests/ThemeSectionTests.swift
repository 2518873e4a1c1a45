import Terminal
import Testing

@testable import Configuration
@testable import ReaderUI

/// The `[theme]` table read into the theme shown and the themes cycled through.
struct ThemeSectionTests {
    @Test func aNamedTheme() {
        let (configuration, problems) = ConfigFile.read("[theme]\nname = \"sepia\"\n", file: "c.toml")
        #expect(problems.isEmpty)
        #expect(configuration.theme == .sepia)
        #expect(configuration.themes.map(\.name) == ["default", "light", "dark", "sepia"])
    }

    @Test func aCustomThemeStartsFromItsBase() {
        let text = "[theme]\nbase = \"dark\"\nlinks = \"#FF0000\"\nhighlight-2 = \"#00ff00\"\n"
        let (configuration, problems) = ConfigFile.read(text, file: "c.toml")
        #expect(problems.isEmpty)
        let theme = configuration.theme
        #expect(theme.name == "custom")
        #expect(theme.links == .rgb(red: 255, green: 0, blue: 0))
        #expect(theme.highlights[1] == .rgb(red: 0, green: 255, blue: 0))
        #expect(theme.text == .rgb(red: 0xD0, green: 0xD0, blue: 0xD0), "the dark theme's")
        #expect(configuration.themes.map(\.name) == ["default", "light", "dark", "sepia", "custom"])
    }

    @Test func aNameChosenAmongThemWithACustomDefined() {
        let text = "[theme]\nname = \"light\"\nstatus-background = \"#000080\"\n"
        let (configuration, _) = ConfigFile.read(text, file: "c.toml")
        #expect(configuration.theme == .light)
        #expect(configuration.themes.last?.statusBackground == .rgb(red: 0, green: 0, blue: 0x80))
    }

    @Test func wrongValuesAreProblemsAtTheirLines() {
        let text = "[theme]\nname = \"blue\"\ntext = \"red\"\nshadow = \"#000000\"\n"
        let (configuration, problems) = ConfigFile.read(text, file: "c.toml")
        #expect(configuration.theme == .terminal)
        #expect(Set(problems.map(\.line)) == [2, 3, 4])
        #expect(problems.contains { $0.message.contains("'text' must be a colour written #rrggbb, not 'red'") })
        #expect(problems.contains { $0.message.contains("unknown key 'shadow'") })
    }
}
