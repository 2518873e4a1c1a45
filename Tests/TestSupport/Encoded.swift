import CImageTestEncoders

#if canImport(Glibc)
    import Glibc
#endif

/// JPEG, GIF and WebP files made in the tests by the libraries that decode them.
public enum Encoded {
    /// `components` bytes a pixel: 1 grey, 3 RGB, 4 CMYK as Photoshop stores it.
    public static func jpeg(width: Int, height: Int, components: Int, progressive: Bool = false, _ pixels: [UInt8])
        -> [UInt8]
    {
        take { rd_test_jpeg(pixels, Int32(width), Int32(height), Int32(components), progressive ? 1 : 0, &$0) }
    }

    /// A progressive grey JPEG of 1 + 63 x (`refinements` + 1) scans.
    public static func jpeg(width: Int, height: Int, refinements: Int, grey: [UInt8]) -> [UInt8] {
        take { rd_test_jpeg_scans(grey, Int32(width), Int32(height), Int32(refinements), &$0) }
    }

    /// Palette indices, `palette` holding RGB triples.
    public static func gif(
        width: Int, height: Int, palette: [UInt8], transparent: Int? = nil, interlaced: Bool = false,
        _ indices: [UInt8]
    ) -> [UInt8] {
        take {
            rd_test_gif(
                indices, Int32(width), Int32(height), palette, Int32(palette.count / 3), Int32(transparent ?? -1),
                interlaced ? 1 : 0, &$0)
        }
    }

    public static func webp(width: Int, height: Int, _ rgba: [UInt8]) -> [UInt8] {
        take { rd_test_webp(rgba, Int32(width), Int32(height), &$0) }
    }

    private static func take(_ encode: (inout Int) -> UnsafeMutablePointer<UInt8>?) -> [UInt8] {
        var length = 0
        guard let bytes = encode(&length) else { return [] }
        defer { free(bytes) }
        return Array(UnsafeBufferPointer(start: bytes, count: length))
    }
}
