/// A Kindle page-number sidecar (`.apnx`) as Calibre's Kindle driver writes one
/// (calibre/devices/kindle/apnx.py): u32 65537 (version 1, one edition), u32 offset of the
/// edition, u32 length of the content JSON and the JSON; then u16 1, u16 length of the page
/// JSON (holding `pageMap`), u16 page count, u16 32 (bits per offset), the JSON, and a u32
/// big-endian offset in the book's text for each page.
public struct APNXFixture {
    public var pageMap: String
    public var offsets: [Int]
    /// The page count the header states; the number of offsets unless set.
    public var statedCount: Int?

    public init(pageMap: String, offsets: [Int]) {
        self.pageMap = pageMap
        self.offsets = offsets
    }

    public var bytes: [UInt8] {
        let content = Array(#"{"contentGuid":"0a1b2c3d","asin":"","cdeType":"EBOK","fileRevisionId":"1"}"#.utf8)
        let page = Array(#"{"asin":"","pageMap":"\#(pageMap)"}"#.utf8)
        var file = MOBIFixture.be32(65537) + MOBIFixture.be32(UInt32(12 + content.count))
        file += MOBIFixture.be32(UInt32(content.count)) + content
        file += MOBIFixture.be16(1) + MOBIFixture.be16(UInt16(page.count))
        file += MOBIFixture.be16(UInt16(statedCount ?? offsets.count)) + MOBIFixture.be16(32) + page
        return file + offsets.flatMap { MOBIFixture.be32(UInt32($0)) }
    }
}
