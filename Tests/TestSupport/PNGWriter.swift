/// PNG files made in the tests: each chunk with its CRC-32, the pixels in zlib stored
/// (uncompressed) blocks with their Adler-32, every row unfiltered, Adam7 when interlaced.
public struct PNGWriter {
    public enum ColorType: UInt8 {
        case gray = 0
        case rgb = 2
        case palette = 3
        case grayAlpha = 4
        case rgba = 6

        public var channels: Int {
            switch self {
            case .gray, .palette: 1
            case .grayAlpha: 2
            case .rgb: 3
            case .rgba: 4
            }
        }
    }

    public var width: Int
    public var height: Int
    public var colorType: ColorType
    public var bitDepth: UInt8 = 8
    /// Packed samples of each row, without the filter byte.
    public var rows: [[UInt8]]
    /// RGB triples, for a PLTE chunk.
    public var palette: [UInt8] = []
    /// A tRNS chunk's content.
    public var transparency: [UInt8] = []
    /// Adam7; only for depths of 8 bits or more.
    public var interlaced = false
    /// Chunks written after IHDR, by their type: text, profiles, unknown ones.
    public var ancillary: [(type: String, data: [UInt8])] = []

    public init(
        width: Int, height: Int, colorType: ColorType, bitDepth: UInt8 = 8, rows: [[UInt8]], palette: [UInt8] = [],
        transparency: [UInt8] = [], interlaced: Bool = false
    ) {
        self.width = width
        self.height = height
        self.colorType = colorType
        self.bitDepth = bitDepth
        self.rows = rows
        self.palette = palette
        self.transparency = transparency
        self.interlaced = interlaced
    }

    /// An 8-bit RGBA picture from `width` x `height` x 4 bytes.
    public static func rgba(width: Int, height: Int, _ pixels: [UInt8]) -> PNGWriter {
        let stride = width * 4
        return PNGWriter(
            width: width, height: height, colorType: .rgba,
            rows: (0..<height).map { Array(pixels[$0 * stride..<($0 + 1) * stride]) })
    }

    public var bytes: [UInt8] {
        var header = Self.bigEndian(UInt32(width)) + Self.bigEndian(UInt32(height))
        header += [bitDepth, colorType.rawValue, 0, 0, interlaced ? 1 : 0]
        var file: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        file += Self.chunk("IHDR", header)
        for chunk in ancillary { file += Self.chunk(chunk.type, chunk.data) }
        if !palette.isEmpty { file += Self.chunk("PLTE", palette) }
        if !transparency.isEmpty { file += Self.chunk("tRNS", transparency) }
        file += Self.chunk("IDAT", Self.zlibStored(scanlines))
        file += Self.chunk("IEND", [])
        return file
    }

    /// The rows with their filter bytes, pass after pass when interlaced.
    private var scanlines: [UInt8] {
        guard interlaced else { return rows.flatMap { [0] + $0 } }
        let pixelSize = colorType.channels * Int(bitDepth) / 8
        let passes = [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2)]
        var data: [UInt8] = []
        for (x0, y0, dx, dy) in passes where x0 < width && y0 < height {
            for y in stride(from: y0, to: height, by: dy) {
                data.append(0)
                for x in stride(from: x0, to: width, by: dx) { data += rows[y][x * pixelSize..<(x + 1) * pixelSize] }
            }
        }
        return data
    }

    public static func chunk(_ type: String, _ data: [UInt8]) -> [UInt8] {
        let body = Array(type.utf8) + data
        return bigEndian(UInt32(data.count)) + body + bigEndian(crc32(body))
    }

    private static func zlibStored(_ data: [UInt8]) -> [UInt8] {
        var out: [UInt8] = [0x78, 0x01]
        var start = 0
        repeat {
            let end = min(start + 65535, data.count)
            let length = UInt16(end - start)
            out += [
                end == data.count ? 1 : 0, UInt8(length & 0xFF), UInt8(length >> 8), UInt8(~length & 0xFF),
                UInt8(~length >> 8),
            ]
            out += data[start..<end]
            start = end
        } while start < data.count
        var a: UInt32 = 1
        var b: UInt32 = 0
        for byte in data {
            a = (a + UInt32(byte)) % 65521
            b = (b + a) % 65521
        }
        return out + bigEndian(b << 16 | a)
    }

    private static func crc32(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes {
            crc ^= UInt32(byte)
            for _ in 0..<8 { crc = crc & 1 == 1 ? 0xEDB8_8320 ^ (crc >> 1) : crc >> 1 }
        }
        return ~crc
    }

    private static func bigEndian(_ value: UInt32) -> [UInt8] {
        [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)]
    }
}
