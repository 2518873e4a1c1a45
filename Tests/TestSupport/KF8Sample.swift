/// The KF8 book the tests read: three parts of two, three and one fragments, an NCX of two
/// levels, a `kindle:pos` link from the second part to the third, a style sheet and a picture.
extension KF8Fixture {
    /// A picture of 40 by 60 pixels.
    public static let samplePicture = PNGWriter.rgba(
        width: 40, height: 60, [UInt8](repeating: 200, count: 40 * 60 * 4)
    ).bytes

    public static let sampleHead = """
        <?xml version="1.0" encoding="utf-8"?><html xmlns="http://www.w3.org/1999/xhtml"><head>\
        <title>Part</title><link href="kindle:flow:0001?mime=text/css" rel="stylesheet" type="text/css"/>\
        </head><body aid="0">
        """

    /// Three parts of two, three and one fragments; the second links to the third.
    public static var sample: KF8Fixture {
        var fixture = KF8Fixture(parts: [
            sampleHead + """
                {[}<div aid="1">{#one}<h1 id="c1" aid="2">Chapter One</h1><p class="lead" aid="3">It was a café.</p></div>{]}\
                {[}<div aid="4">{#oneA}<h2 id="s1" aid="5">First Section</h2><p aid="6">Its text.</p>\
                <p aid="7"><img src="kindle:embed:0001?mime=image/png" alt="A picture"/></p></div>{]}</body></html>
                """,
            sampleHead + """
                {[}<div aid="8">{#two}<h1 id="c2" aid="9">Chapter Two</h1><p aid="A">See <a href="{pos:three}">the end</a>.</p></div>{]}\
                {[}<div aid="B">{#twoA}<h2 id="s2" aid="C">Second Section</h2><p aid="D">More text.</p></div>{]}\
                {[}<div aid="E">{#twoB}<h2 id="s3" aid="F">Third Section</h2><p aid="G">Still more.</p></div>{]}</body></html>
                """,
            sampleHead + """
                {[}<div aid="H">{#three}<h1 id="c3" aid="I">Chapter Three</h1><p aid="J">The end.</p></div>{]}</body></html>
                """,
        ])
        fixture.contents = [
            .init("Chapter One", "one", [.init("First Section", "oneA")]),
            .init("Chapter Two", "two", [.init("Second Section", "twoA"), .init("Third Section", "twoB")]),
            .init("Chapter Three", "three"),
        ]
        fixture.styleSheet = ".lead { text-align: right }"
        fixture.pictures = [samplePicture]
        return fixture
    }

    public static let sampleText = """
        Chapter One
        It was a café.
        First Section
        Its text.
        \u{FFFC}
        Chapter Two
        See the end.
        Second Section
        More text.
        Third Section
        Still more.
        Chapter Three
        The end.
        """
}
