/// Guesses the language of untagged text from its script, for the line breaker.
enum LanguageGuess {
    static func language(of units: UnsafeBufferPointer<UInt16>) -> String? {
        var han = 0
        var kana = 0
        var hangul = 0
        var letters = 0
        for unit in units.prefix(1 << 16) {
            switch unit {
            case 0x3040...0x30FF: kana += 1
            case 0x4E00...0x9FFF, 0x3400...0x4DBF: han += 1
            case 0xAC00...0xD7A3: hangul += 1
            case 0x41...0x5A, 0x61...0x7A: letters += 1
            default: break
            }
        }
        let total = han + kana + hangul + letters
        guard total > 0 else { return nil }
        if kana * 10 > total { return "ja" }
        if hangul * 3 > total { return "ko" }
        if han * 3 > total { return "zh" }
        return nil
    }
}
