/// The escape sequence that asks a terminal to put text on the system clipboard: OSC 52
/// (`ESC ] 52 ; c ; BASE64 BEL`), which xterm, kitty, foot, WezTerm, iTerm2 and tmux (with
/// `set-clipboard on`) take, over ssh too. The text goes as base64: no byte of it can be read
/// by the terminal as a control.
public enum ClipboardSequence {
    /// The sequence putting `text` (as UTF-8) on the clipboard selection `c`.
    public static func osc52(_ text: String) -> [UInt8] {
        Array("\u{1B}]52;c;".utf8) + base64(Array(text.utf8)) + [0x07]
    }

    private static let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)

    /// Standard base64 (RFC 4648), padded with `=`.
    static func base64(_ bytes: [UInt8]) -> [UInt8] {
        var result: [UInt8] = []
        result.reserveCapacity((bytes.count + 2) / 3 * 4)
        var index = 0
        while index < bytes.count {
            let count = min(3, bytes.count - index)
            var group = 0
            for offset in 0..<3 { group = group << 8 | Int(offset < count ? bytes[index + offset] : 0) }
            for position in 0..<4 {
                result.append(position <= count ? alphabet[group >> (18 - 6 * position) & 0x3F] : UInt8(ascii: "="))
            }
            index += 3
        }
        return result
    }
}
