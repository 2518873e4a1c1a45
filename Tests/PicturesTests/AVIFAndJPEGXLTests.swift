import Foundation
import TestSupport
import Testing

@testable import Pictures

/// AVIF and JPEG XL pictures, made by libavif's and libjxl's tools (avifenc, cjxl) when they are
/// installed, losslessly, from a PNG written here: decoded to the PNG's pixels.
@Suite("AVIF and JPEG XL")
struct AVIFAndJPEGXLTests {
    /// 4 x 2 pixels: red, green, blue, white / black, red, green, blue.
    static let pixels: [UInt8] = [
        255, 0, 0, 255, 0, 255, 0, 255, 0, 0, 255, 255, 255, 255, 255, 255,
        0, 0, 0, 255, 255, 0, 0, 255, 0, 255, 0, 255, 0, 0, 255, 255,
    ]

    /// The bytes `tool` makes of the PNG with `arguments` before the input and output; nil when
    /// the tool is not installed.
    private func encoded(_ tool: String, _ arguments: [String], name: String) throws -> [UInt8]? {
        guard
            let path = ["/usr/bin/", "/usr/local/bin/"].map({ $0 + tool }).first(where: {
                FileManager.default.isExecutableFile(atPath: $0)
            })
        else { return nil }
        let directory = TemporaryDirectory()
        let png = directory.file("in.png", bytes: PNGWriter.rgba(width: 4, height: 2, Self.pixels).bytes)
        let output = directory.path + "/" + name
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments + [png, output]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        return FileManager.default.contents(atPath: output).map { [UInt8]($0) }
    }

    @Test func losslessAVIF() throws {
        guard let avif = try encoded("avifenc", ["--lossless", "-s", "10"], name: "out.avif") else { return }
        #expect(ImageProbe(avif).format == .avif)
        #expect(ImageProbe(avif).size == ImageProbe.Size(width: 4, height: 2))
        #expect(try DecodedImage(decoding: avif) == DecodedImage(width: 4, height: 2, rgba: Self.pixels))
    }

    @Test func losslessJPEGXL() throws {
        guard let jxl = try encoded("cjxl", ["-d", "0"], name: "out.jxl") else { return }
        #expect(ImageProbe(jxl).format == .jxl)
        #expect(ImageProbe(jxl).size == ImageProbe.Size(width: 4, height: 2))
        #expect(try DecodedImage(decoding: jxl) == DecodedImage(width: 4, height: 2, rgba: Self.pixels))
    }

    @Test func theirSignaturesAreTold() {
        // A JPEG XL codestream and container, an AVIF file type box; not SVG's markup.
        #expect(ImageProbe([0xFF, 0x0A, 0, 0]).format == .jxl)
        #expect(ImageProbe([0, 0, 0, 0x0C] + Array("JXL \r\n".utf8) + [0x87, 0x0A]).format == .jxl)
        #expect(
            ImageProbe([0, 0, 0, 0x14] + Array("ftypavif".utf8) + [0, 0, 0, 0] + Array("mif1".utf8)).format == .avif)
        #expect(
            ImageProbe([0, 0, 0, 0x14] + Array("ftypisom".utf8) + [0, 0, 0, 0] + Array("mp41".utf8)).format == .unknown)
        #expect(ImageProbe(Array("<svg xmlns='http://www.w3.org/2000/svg'/>".utf8)).format == .svg)
        #expect(ImageFormat.avif.description == "AVIF" && ImageFormat.jxl.description == "JPEG XL")
    }

    @Test func aDamagedAVIFOrJPEGXLIsRefusedNotCrashed() {
        let avif = [0, 0, 0, 0x14] + Array("ftypavif".utf8) + [0, 0, 0, 0] + Array("mif1".utf8) + [0, 0, 0, 8]
        #expect(throws: ImageError.self) { try DecodedImage(decoding: avif) }
        #expect(throws: ImageError.self) { try DecodedImage(decoding: [0xFF, 0x0A, 0xFF, 0xFF, 0xFF]) }
    }
}
