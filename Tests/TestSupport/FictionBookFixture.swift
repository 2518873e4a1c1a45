import TestSupport

/// FictionBook documents made in the tests, and the single-byte Cyrillic charsets they are
/// written in, encoded from tables written by hand (not by the converter the reader uses).
public enum FictionBookFixture {
    /// The lower-case Cyrillic letters а…я in order; upper case is the same letters shifted.
    private static let lower = Array("абвгдежзийклмнопрстуфхцчшщъыьэюя".unicodeScalars)
    /// KOI8-R's 0xC0…0xDF: the lower-case letters in its own (Latin-like) order; 0xE0…0xFF
    /// are the upper-case ones in the same order.
    private static let koi8 = Array("юабцдефгхийклмнопярстужвьызшэщчъ".unicodeScalars)

    /// `text` in windows-1251 (А…я at 0xC0…0xFF, ё 0xB8, Ё 0xA8) or KOI8-R (ё 0xA3, Ё 0xB3).
    public static func encode(_ text: String, koi8r: Bool = false) -> [UInt8] {
        text.unicodeScalars.map { scalar -> UInt8 in
            if scalar.isASCII { return UInt8(scalar.value) }
            if scalar == "ё" { return koi8r ? 0xA3 : 0xB8 }
            if scalar == "Ё" { return koi8r ? 0xB3 : 0xA8 }
            let small = String(scalar).lowercased().unicodeScalars.first!
            let isUpper = small != scalar
            if koi8r, let index = koi8.firstIndex(of: small) { return UInt8(isUpper ? 0xE0 + index : 0xC0 + index) }
            if let index = lower.firstIndex(of: small) { return UInt8(isUpper ? 0xC0 + index : 0xE0 + index) }
            return UInt8(ascii: "?")
        }
    }

    /// A 40 by 60 picture, as the cover.
    public static let cover = PNGWriter.rgba(width: 40, height: 60, [UInt8](repeating: 200, count: 40 * 60 * 4)).bytes

    private static let base64Alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)

    /// Base64 (RFC 4648) written here, so that the fixture does not lean on Foundation's.
    public static func base64(_ bytes: [UInt8]) -> String {
        var out: [UInt8] = []
        for start in stride(from: 0, to: bytes.count, by: 3) {
            let chunk = Array(bytes[start..<min(start + 3, bytes.count)]) + [0, 0]
            let value = Int(chunk[0]) << 16 | Int(chunk[1]) << 8 | Int(chunk[2])
            let count = min(3, bytes.count - start) + 1
            for index in 0..<4 {
                out.append(index < count ? base64Alphabet[value >> (18 - 6 * index) & 63] : UInt8(ascii: "="))
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// A novel's first pages: title info with an annotation and a cover, a body with a title,
    /// a chapter with an epigraph, a note reference, a poem and a nested section, a second
    /// chapter, the notes body and the cover's binary.
    public static func novel(encoding: String = "windows-1251", body: String = chapters) -> String {
        """
        <?xml version="1.0" encoding="\(encoding)"?>
        <FictionBook xmlns="http://www.gribuser.ru/xml/fictionbook/2.0" xmlns:l="http://www.w3.org/1999/xlink">
        <description><title-info><genre>prose</genre>
        <author><first-name>Лев</first-name><middle-name>Николаевич</middle-name><last-name>Толстой</last-name></author>
        <book-title>Война и мир</book-title><annotation><p>Роман-эпопея.</p></annotation>
        <coverpage><image l:href="#cover.png"/></coverpage><lang>ru</lang></title-info>
        <document-info><author><nickname>верстальщик</nickname></author></document-info></description>
        \(body)
        <body name="notes"><title><p>Примечания</p></title>
        <section id="n1"><title><p>1</p></title><p>Генуя, город в Италии.</p></section></body>
        <binary id="cover.png" content-type="image/png">\(base64(cover))</binary>
        </FictionBook>
        """
    }

    public static let chapters = """
        <body><title><p>Война и мир</p></title>
        <section id="ch1"><title><p>Часть первая</p><p>Глава I</p></title>
        <epigraph><p>Всё смешалось в доме.</p><text-author>Автор</text-author></epigraph>
        <p>Ну, князь, <emphasis>Генуя</emphasis> и Лукка поместья<a l:href="#n1" type="note">[1]</a>.</p>
        <poem><stanza><v>Мороз и солнце; день чудесный!</v><v>Ещё ты дремлешь, друг прелестный</v></stanza>
        <stanza><v>Пора, красавица, проснись</v></stanza><text-author>Пушкин</text-author></poem>
        <section><title><p>Подглава</p></title><p>Конец &amp; &lt;b&gt; главы.</p></section>
        </section>
        <section id="ch2"><title><p>Часть вторая</p></title><p>Съешь же ещё этих мягких французских булок.</p></section>
        </body>
        """
}
