import CImage

/// The colours a terminal can show a picture in.
public enum ColorMode: Sendable {
    /// No colour (NO_COLOR, a monochrome terminal): shapes alone, in the default colours.
    case none
    /// The 240 fixed colours of the xterm palette (its 16 themed ones are left out).
    case palette256
    /// The 8 basic colours, for terminals that have no more (tmux with `TERM=screen`).
    case palette8
    case trueColor

    var code: Int32 {
        switch self {
        case .none: Int32(RD_IMAGE_COLORS_NONE)
        case .palette256: Int32(RD_IMAGE_COLORS_256)
        case .palette8: Int32(RD_IMAGE_COLORS_8)
        case .trueColor: Int32(RD_IMAGE_COLORS_TRUE)
        }
    }
}
