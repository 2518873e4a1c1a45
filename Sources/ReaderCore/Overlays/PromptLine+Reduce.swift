extension PromptLine {
    /// What a key does on the prompt.
    public enum Action: Hashable, Sendable {
        case edit(Edit)
        /// Does what the prompt asks and closes it.
        case submit
        case cancel
    }

    mutating func reduce(_ action: Action) -> OverlayOutcome {
        switch action {
        case .edit(let edit):
            apply(edit)
            return .stays(notice: nil)
        case .submit:
            return .submits(self)
        case .cancel:
            return .closes(notice: nil)
        }
    }
}
