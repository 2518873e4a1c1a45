extension ImageFormat {
    /// Whether pictures of this format are decoded and drawn, rather than only named.
    public var isDecoded: Bool {
        self != .unknown
    }

    /// Whether the bytes `header` begins with are those of a picture that is decoded and drawn.
    public static func isDecoded(header: [UInt8]) -> Bool {
        ImageProbe(header).format.isDecoded
    }
}
