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
        preferences.book = book.fingerprint
        preferences.vertical = !isVertical
        VerticalSetting.apply(to: &layoutManager.options, for: book, chosen: preferences.vertical)
        relayout()
        return isVertical ? "Set vertically: ← turns to the next page" : "Set horizontally"
    }

    /// Widens the measure from the one chosen, or narrows it from the one shown (which a narrow
    /// terminal may hold below the one chosen), so that the page changes; when it cannot, says why.
    mutating func changeMeasure(widen: Bool) -> String? {
        guard let shown = geometry?.container.width else { return nil }
        let step = ReaderPreferences.measureStep
        preferences = ReaderPreferences(
            justified: preferences.justified, measure: widen ? preferences.measure + step : shown - step,
            showsRuby: preferences.showsRuby, vertical: preferences.vertical, book: preferences.book)
        if let geometry { repaginate(columns: geometry.columns, rows: geometry.rows) }
        guard let now = geometry?.container.width, now == shown else {
            return "Measure \(preferences.measure) cells"
        }
        if preferences.measure > now { return "Measure \(preferences.measure) cells: the terminal allows \(now)" }
        let limit = widen ? "widest" : "narrowest"
        return "Measure \(now) cells: the \(limit) there is"
    }
}
