import ReaderCore
import Terminal

/// The reading statistics over the page, in a list box with nothing selected; lines wider than
/// the screen are cut.
enum StatisticsView {
    static func draw(_ overlay: StatisticsOverlay, into screen: inout Screen) {
        let lines = overlay.lines
        let widest = lines.map { TextLine.width(of: $0) }.max() ?? 0
        ListBox.draw(title: "Reading", count: lines.count, selection: -1, maxWidth: widest + 4, into: &screen) {
            index, row, style, screen in
            TextLine.draw(lines[index], into: &screen, in: row, style: style)
        }
    }
}
