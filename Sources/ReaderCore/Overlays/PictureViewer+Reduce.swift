extension PictureViewer {
    /// What a key does in the viewer.
    public enum Action: Hashable, Sendable {
        case move(Move)
        case close
    }

    mutating func reduce(_ action: Action, pictureCount: Int) -> OverlayOutcome {
        switch action {
        case .move(let move): .stays(notice: perform(move, pictureCount: pictureCount))
        case .close: .closes(notice: nil)
        }
    }
}
