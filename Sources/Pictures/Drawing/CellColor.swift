/// The colour of a cell's symbol or of the space around it.
public enum CellColor: Hashable, Sendable {
    /// The terminal's own foreground or background, shown where a picture is transparent.
    case terminalDefault
    /// An index in the xterm 256-colour palette.
    case palette(UInt8)
    case rgb(red: UInt8, green: UInt8, blue: UInt8)
}
