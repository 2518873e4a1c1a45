/// A frame of a paragraph as set on a page: the block it is, and the measure of the block's own
/// lines as cells from the left and right edges of the page (on the sides of the block's own
/// direction). The box is drawn two cells outside the measure on each side (a border and a cell
/// of padding), whatever the lines inside it do.
struct FrameBox: Hashable {
    var id: Int
    var left: Int
    var right: Int

    /// The columns of the box's left and right borders on a page `width` cells wide.
    func borders(width: Int) -> (left: Int, right: Int) {
        (left - 2, width + 1 - right)
    }

    /// The measure as the indents of a paragraph that reads right to left or not.
    func indents(rightToLeft: Bool) -> (head: Int, tail: Int) {
        rightToLeft ? (right, left) : (left, right)
    }
}

extension LineSetter {
    /// The boxes of the frames of `style` in `container`, outermost first: each block's measure
    /// squeezed on a narrow page as a paragraph's margins are (`indents`), and at least two
    /// cells inside the box around it, so that boxes nest with a cell between their borders.
    /// Each leaves room for as many boxes inside it as the page can hold (four cells each, a
    /// cell of text), else stands two cells inside the one around it: a block's box depends on
    /// the blocks around it alone, never on those inside it.
    func frameBoxes(of style: ParagraphStyle, in container: TextContainer) -> [FrameBox] {
        guard !style.frames.isEmpty else { return [] }
        let width = container.width
        let deepest = min(ParagraphStyle.Frame.deepest, (width - 1) / 4)
        var boxes: [FrameBox] = []
        boxes.reserveCapacity(style.frames.count)
        for frame in style.frames {
            let head = max(
                0, frame.headIndent + (frame.headIndentPercent == 0 ? 0 : width * frame.headIndentPercent / 100))
            let tail = max(
                0, frame.tailIndent + (frame.tailIndentPercent == 0 ? 0 : width * frame.tailIndentPercent / 100))
            let measure = squeezed(head: head, tail: tail, widest: head + tail, in: width)
            let (left, right) = frame.rightToLeft ? (measure.tail, measure.head) : (measure.head, measure.tail)
            let outer = boxes.last.map { ($0.left, $0.right) } ?? (0, 0)
            var box = FrameBox(id: frame.id, left: max(left, outer.0 + 2), right: max(right, outer.1 + 2))
            if box.left + box.right > width - 1 - 4 * (deepest - 1 - boxes.count) {
                (box.left, box.right) = (outer.0 + 2, outer.1 + 2)
            }
            boxes.append(box)
        }
        return boxes
    }

    /// `indents` of a line of a framed paragraph kept inside its innermost frame's measure: a
    /// line never starts on the padding or the border, and a list item's first line keeps room
    /// before it for its marker when the item is inside the frame (its text further in than
    /// the frame's own); the text keeps a cell at the least.
    func kept(_ indents: (head: Int, tail: Int), in box: FrameBox, style: ParagraphStyle, first: Bool, width: Int)
        -> (head: Int, tail: Int)
    {
        let frame = box.indents(rightToLeft: style.writingDirection == .rightToLeft)
        var head = max(indents.head, frame.head)
        var tail = max(indents.tail, frame.tail)
        if first, head > frame.head, let marker = style.listMarker {
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
