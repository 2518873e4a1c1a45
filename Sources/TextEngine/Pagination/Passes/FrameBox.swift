/// A frame of a paragraph as set on a page: the block it is, and the measure of the block's own
/// lines as indents from the start and end edges. The box is drawn two cells outside the
/// measure on each side (a border and a cell of padding), whatever the lines inside it do.
struct FrameBox: Hashable {
    var id: Int
    var head: Int
    var tail: Int

    /// The columns of the box's left and right borders on a page `width` cells wide, for a
    /// paragraph that reads right to left or not (the start edge is then the right one).
    func borders(width: Int, rightToLeft: Bool) -> (left: Int, right: Int) {
        let (left, right) = rightToLeft ? (tail, head) : (head, tail)
        return (left - 2, width + 1 - right)
    }
}

extension LineSetter {
    /// The boxes of the frames of `style` in `container`, outermost first: each block's measure
    /// squeezed on a narrow page as a paragraph's margins are (`indents`), and at least two
    /// cells inside the box around it, so that boxes nest with a cell between their borders. A
    /// page too narrow for that gets boxes two cells apart (the resolver keeps no more frames
    /// than four cells each leave text a cell).
    func frameBoxes(of style: ParagraphStyle, in container: TextContainer) -> [FrameBox] {
        guard !style.frames.isEmpty else { return [] }
        let width = container.width
        var boxes: [FrameBox] = []
        boxes.reserveCapacity(style.frames.count)
        for frame in style.frames {
            let head = frame.headIndent + (frame.headIndentPercent == 0 ? 0 : width * frame.headIndentPercent / 100)
            let tail = frame.tailIndent + (frame.tailIndentPercent == 0 ? 0 : width * frame.tailIndentPercent / 100)
            let measure = squeezed(
                head: max(0, head), tail: max(0, tail), widest: max(0, head) + max(0, tail), in: width)
            let outer = boxes.last.map { ($0.head, $0.tail) } ?? (0, 0)
            boxes.append(
                FrameBox(id: frame.id, head: max(measure.head, outer.0 + 2), tail: max(measure.tail, outer.1 + 2)))
        }
        if let last = boxes.last, last.head + last.tail >= width {
            for level in boxes.indices { (boxes[level].head, boxes[level].tail) = (2 * level + 2, 2 * level + 2) }
        }
        return boxes
    }

    /// `indents` of a line of a framed paragraph kept inside its innermost frame's measure: a
    /// line never starts on the padding or the border, and a list item's first line keeps room
    /// before it for its marker when the item is inside the frame (its text further in than
    /// the frame's own); the text keeps a cell at the least.
    func kept(_ indents: (head: Int, tail: Int), in frame: FrameBox, first: Bool, marker: String?, width: Int)
        -> (head: Int, tail: Int)
    {
        var head = max(indents.head, frame.head)
        var tail = max(indents.tail, frame.tail)
        if first, head > frame.head, let marker {
            head = max(head, frame.head + Self.markerRoom(TextSegmenter.width(of: marker)))
        }
        if head + tail >= width {
            head = max(frame.head, width - 1 - tail)
            tail = max(frame.tail, width - 1 - head)
        }
        return (head, tail)
    }

    /// The cells a list marker `width` cells wide takes before its text: right-aligned in two
    /// cells at the least (a bullet stands where "1." does), then a space.
    static func markerRoom(_ width: Int) -> Int { max(width, 2) + 1 }
}
