extension Typesetter {
    /// A run wider than the line (starting it), broken at a grapheme boundary: after `fit`, the
    /// last cluster that fits (`width` cells in, in a line of `room`), unless the break would
    /// leave the next line starting with a character UAX #14 keeps off a line's start (。」.,!?),
    /// this line ending with one it keeps off a line's end (（「), or a base without the reading
    /// beside it. The break then backs off to the last cluster boundary where none of that
    /// happens, as far back as the line's first cluster, so that the punctuation goes along
    /// with the letter before it; a line that is all such characters keeps them. Spaces after
    /// the break still hang.
    func brokenRun(
        from start: Int, fit: Int, width: Int, segmentEnd: Int, room: Int, readingsBeside: Bool, placed: Bool
    ) -> Line {
        var chosen = Break(end: fit, width: width, beside: placed)
        if fit > start && !allowsBreak(at: fit, before: segmentEnd) {
            var first: Break?
            var lastAllowed: Break?
            var allowedBefore: Break?
            var walk = ClusterWalk(segmenter, from: start, readingsBeside: readingsBeside, rows: room)
            var offset = start
            while offset < fit {
                let step = walk.step(at: offset, limit: segmentEnd)
                // Hidden text and readings are cut at the break; a cluster never crosses it.
                let skipped = step.kind == .hidden || step.kind == .reading
                offset = skipped ? min(step.range.upperBound, fit) : step.range.upperBound
                let here = Break(end: offset, width: max(walk.column, walk.reach), beside: walk.reach > 0)
                if step.kind == .reading {
                    // A reading beside its base is not left behind by a break between them.
                    if lastAllowed?.end == step.range.lowerBound { lastAllowed = allowedBefore }
                    if first?.end == step.range.lowerBound {
                        first = Break(end: step.range.upperBound, width: here.width, beside: true)
                    }
                    continue
                }
                guard step.kind == .glyph else { continue }
                if first == nil {
                    first = segmenter.forbidsLineStart(at: step.range.lowerBound, before: segmentEnd) ? chosen : here
                }
                if offset < fit && allowsBreak(at: offset, before: segmentEnd) {
                    allowedBefore = lastAllowed
                    lastAllowed = here
                }
            }
            if let found = lastAllowed ?? first { chosen = found }
        }
        return Line(
            end: hangingSpacesEnd(from: chosen.end, limit: segmentEnd), width: chosen.width,
            readingsBeside: chosen.beside, ending: .overflow)
    }

    /// A place a broken run may break: where the line would end and the cells it would take.
    private struct Break {
        var end: Int
        var width: Int
        var beside: Bool
    }

    /// Whether a run may break at `offset` (inside it, before `segmentEnd`): not before the
    /// characters kept off a line's start, nor after those kept off a line's end.
    private func allowsBreak(at offset: Int, before segmentEnd: Int) -> Bool {
        !segmenter.forbidsLineStart(at: hangingSpacesEnd(from: offset, limit: segmentEnd), before: segmentEnd)
            && !segmenter.forbidsLineEnd(before: offset)
    }

    /// The end of the hanging spaces at `offset`.
    private func hangingSpacesEnd(from offset: Int, limit: Int) -> Int {
        var end = offset
        while end < limit && Self.isHangingSpace(units[end]) { end += 1 }
        return end
    }
}
