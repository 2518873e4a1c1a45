import Formats
import TextEngine

/// The reader's settings, changed by keys: each lays the pages out again.
extension ReaderSession {
    /// Switches body text between justified and ragged right: the opposite of what the page
    /// shows, whatever the book's styles say.
    mutating func toggleJustification() -> String {
        let justified = !layoutManager.justifiesBodyText
        preferences.justified = justified
        layoutManager.bodyTextJustification = justified
        relayout()
        return justified ? "Justified and hyphenated" : "Ragged right"
    }

    mutating func toggleRuby() -> String {
        guard !HiddenText(runsOf: .ruby, in: book.storage).isEmpty else {
            return "This book has no readings (ruby)"
        }
        preferences.showsRuby.toggle()
        layoutManager.hidesRuby = !preferences.showsRuby
        relayout()
        return preferences.showsRuby ? "Readings shown" : "Readings hidden"
    }

    mutating func toggleVertical() -> String {
        guard isVertical || VerticalLayout.suits(book.storage) else {
            return "Only Chinese, Japanese or Korean text can be set vertically"
        }
        preferences.vertical = !isVertical
        VerticalSetting.apply(to: &layoutManager.options, for: book, chosen: preferences.vertical)
        relayout()
        return isVertical ? "Set vertically: ← turns to the next page" : "Set horizontally"
    }

    /// Widens the measure from the one chosen, or narrows it from the one shown (which a narrow
    /// terminal may hold below the one chosen), to the next step (`ReaderPreferences.measure`)
    /// or by `count` cells, so that the page changes; when it cannot, says why.
    mutating func changeMeasure(widen: Bool, by count: Int?) -> String? {
        guard let shown = geometry?.container.width else { return nil }
        preferences.measure = ReaderPreferences.measure(
            after: widen ? preferences.measure : min(shown, preferences.measure), widening: widen, by: count,
            origin: preferences.defaults.measure)
        if let geometry { repaginate(columns: geometry.columns, rows: geometry.rows) }
        guard let now = geometry?.container.width, now == shown else {
            return "Measure \(preferences.measure) cells"
        }
        if preferences.measure > now { return "Measure \(preferences.measure) cells: the terminal allows \(now)" }
        let limit = widen ? "widest" : "narrowest"
        return "Measure \(now) cells: the \(limit) there is"
    }

    /// Shows one page where two are shown, two where one is (when the terminal has room for
    /// two), for this book.
    mutating func toggleSpread() -> String {
        let two = (geometry?.pagesPerSpread ?? 1) == 1
        preferences.spread = two ? .on : .off
        if let geometry { repaginate(columns: geometry.columns, rows: geometry.rows) }
        guard two else { return "One page" }
        return geometry?.pagesPerSpread == 2 ? "Two pages side by side" : "Two pages need a wider terminal"
    }

    /// Forgets the book's choices: it is set as the defaults say.
    mutating func resetSettings() -> String {
        preferences = preferences.reset
        layoutManager.options = Self.options(for: preferences, of: book, from: layoutManager.options)
        relayout()
        return "Settings of this book reset"
    }

    /// `options` with what `preferences` choose for `book`.
    static func options(for preferences: ReaderPreferences, of book: Book, from options: LayoutOptions)
        -> LayoutOptions
    {
        var options = options
        options.bodyTextJustification = preferences.justified
        options.hidesRuby = !preferences.showsRuby
        options.hyphenates = preferences.defaults.hyphenates
        options.paragraphSpacing = preferences.defaults.paragraphs
        options.drawsFrames = preferences.defaults.drawsFrames
        VerticalSetting.apply(to: &options, for: book, chosen: preferences.vertical)
        return options
    }
}
