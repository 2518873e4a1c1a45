import Testing

@testable import TextEngine

@Suite("Layout options")
struct LayoutOptionsTests {
    @Test func theKeyOfRememberedPagesKeepsItsFormat() {
        let version = "v\(LayoutManager.version)"
        let plain = LayoutOptions()
        #expect(
            plain.pageKey(for: TextContainer(width: 80, height: 24), justifiesBodyText: true, hasPictures: false)
                == "\(version) 80x24 justified")
        let all = LayoutOptions(hidesRuby: true, isVertical: true, cellSize: CellSize(width: 10, height: 20))
        #expect(
            all.pageKey(for: TextContainer(width: 57, height: 19), justifiesBodyText: false, hasPictures: true)
                == "\(version) 57x19 ragged no-ruby vertical cell 10x20")
        #expect(
            all.pageKey(for: TextContainer(width: 57, height: 19), justifiesBodyText: false, hasPictures: false)
                == "\(version) 57x19 ragged no-ruby vertical", "the cell's size matters only for pictures")
        let unhyphenated = LayoutOptions(hyphenates: false, waitsForHyphenationPatterns: false)
        #expect(
            unhyphenated.pageKey(for: TextContainer(width: 40, height: 12), justifiesBodyText: true, hasPictures: false)
                == "\(version) 40x12 justified unhyphenated", "hyphenation moves text; waiting for patterns does not")
        let chosen = LayoutOptions(paragraphSpacing: .indented, drawsFrames: false)
        #expect(
            chosen.pageKey(for: TextContainer(width: 40, height: 12), justifiesBodyText: false, hasPictures: false)
                == "\(version) 40x12 ragged indented unframed")
    }

    @Test func everySettingThatMovesTextIsInTheKey() {
        let container = TextContainer(width: 40, height: 12)
        func key(_ options: LayoutOptions) -> String {
            options.pageKey(for: container, justifiesBodyText: false, hasPictures: true)
        }
        let plain = key(LayoutOptions())
        let changed: [String: LayoutOptions] = [
            "hidesRuby": LayoutOptions(hidesRuby: true), "hyphenates": LayoutOptions(hyphenates: false),
            "isVertical": LayoutOptions(isVertical: true), "keepsStatedModes": LayoutOptions(keepsStatedModes: false),
            "cellSize": LayoutOptions(cellSize: CellSize(width: 9, height: 18)),
            "paragraphSpacing": LayoutOptions(paragraphSpacing: .spaced),
            "drawsFrames": LayoutOptions(drawsFrames: false),
        ]
        for (name, options) in changed { #expect(key(options) != plain, "\(name) is not in the key") }
        // Left out on purpose: bodyTextJustification is in the key as the manager resolves it
        // (`justifiesBodyText`), and a layout that did not wait for patterns is not remembered.
        let leftOut = ["bodyTextJustification", "waitsForHyphenationPatterns"]
        let fields = Mirror(reflecting: LayoutOptions()).children.compactMap(\.label)
        #expect(Set(fields) == Set(changed.keys).union(leftOut), "a new setting: put it in pageKey, or here")
    }

    @Test func eachSettingIsAPropertyOfTheManagerToo() {
        let manager = LayoutManager(storage: TextStorage(units: Array("a b".utf16)))
        manager.hidesRuby = true
        manager.bodyTextJustification = false
        #expect(manager.options == LayoutOptions(bodyTextJustification: false, hidesRuby: true))
        manager.options = LayoutOptions(isVertical: true)
        #expect(manager.isVertical && manager.segmenter.isVertical && !manager.hidesRuby)
    }
}
