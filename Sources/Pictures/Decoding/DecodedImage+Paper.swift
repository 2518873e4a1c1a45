extension DecodedImage {
    /// The picture laid on paper, white unless said (a theme's page), as on a printed page: a
    /// transparent picture (an SVG's black lines and letters, a logo) stays legible on a dark
    /// terminal. Itself when it is opaque.
    public func onPaper(_ paper: PaperColor = .white) -> DecodedImage {
        guard stride(from: 3, to: rgba.count, by: 4).contains(where: { rgba[$0] != 255 }) else { return self }
        var pixels = rgba
        for start in stride(from: 0, to: pixels.count, by: 4) {
            let alpha = Int(pixels[start + 3])
            for channel in start..<start + 3 {
                let under = Int(paper.components[channel - start])
                pixels[channel] = UInt8((Int(pixels[channel]) * alpha + under * (255 - alpha) + 127) / 255)
            }
            pixels[start + 3] = 255
        }
        return DecodedImage(width: width, height: height, rgba: pixels)
    }
}

/// The colour of the paper a transparent picture is laid on.
public struct PaperColor: Hashable, Sendable {
    /// Red, green and blue.
    public let components: [UInt8]

    public init(red: UInt8, green: UInt8, blue: UInt8) {
        components = [red, green, blue]
    }

    public static let white = PaperColor(red: 255, green: 255, blue: 255)
}
