/// The parts that lay out pages of one writing mode: a segmenter that measures text as the
/// lines of that mode run (in vertical text rows of a column, with readings in a column of
/// their own, runs set upright side by side and emphasis marks), and the composer that fills
/// pages with such lines. A layout manager keeps one for horizontal pages and, once a page is
/// vertical, one for vertical pages: neither's state is ever switched to the other's.
final class ModeLayout {
    let segmenter: TextSegmenter
    let composer: PageComposer
    /// Whether its lines are columns (`VerticalLayout`).
    var isVertical: Bool { segmenter.isVertical }

    init(storage: TextStorage, hyphenators: HyphenatorCache, vertical: Bool) {
        segmenter = TextSegmenter(storage: storage)
        segmenter.isVertical = vertical
        composer = PageComposer(
            lines: LineSetter(
                segmenter: segmenter, typesetter: Typesetter(segmenter: segmenter), hyphenators: hyphenators))
    }

    /// Hands `options` to the parts that read them, as this mode sets lines; ruby readings
    /// (and the runs vertical text sets apart) are found again when whether they are hidden
    /// may have changed.
    func apply(_ options: LayoutOptions, findingReadings: Bool) {
        var options = options
        options.isVertical = isVertical
        composer.lines.options = options
        guard findingReadings else { return }
        let storage = segmenter.storage
        let readings = options.hidesRuby || isVertical ? HiddenText(runsOf: .ruby, in: storage) : .none
        segmenter.hidden = options.hidesRuby ? readings : .none
        segmenter.readings = isVertical && !options.hidesRuby ? readings : .none
        segmenter.rubyGroups =
            options.hidesRuby
            ? .none : isVertical ? RubyColumn.groups(in: storage) : RubyColumn.parenthesisedReadings(in: storage)
        segmenter.combinedUpright = isVertical ? CombinedUpright.runs(segmenter) : .none
        segmenter.emphasised = isVertical ? HiddenText(runsOf: .emphasis, in: storage) : .none
    }
}
