extension DecodedImage {
    /// The picture laid on white paper, as on a printed page: a transparent picture (an SVG's
    /// black lines and letters, a logo) stays legible on a dark terminal. Itself when it is
    /// opaque.
    public func onPaper() -> DecodedImage {
        guard stride(from: 3, to: rgba.count, by: 4).contains(where: { rgba[$0] != 255 }) else { return self }
        var pixels = rgba
        for start in stride(from: 0, to: pixels.count, by: 4) {
            let alpha = Int(pixels[start + 3])
            for channel in start..<start + 3 {
                pixels[channel] = UInt8((Int(pixels[channel]) * alpha + 255 * (255 - alpha) + 127) / 255)
            }
            pixels[start + 3] = 255
        }
        return DecodedImage(width: width, height: height, rgba: pixels)
    }
}
