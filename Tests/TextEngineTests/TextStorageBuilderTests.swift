import Testing

@testable import TextEngine

/// The builder writes its text in place and hands that memory to the storage it builds.
@Suite("Storage builder")
struct TextStorageBuilderTests {
    @Test func textWrittenInPlaceOutlivesEveryGrowth() {
        var builder = TextStorageBuilder()
        builder.reserveCapacity(3)
        var expected = ""
        var runs: [AttributeRun] = []
        for index in 0..<2000 {
            let attributes: CharacterAttributes = index.isMultiple(of: 2) ? .bold : []
            if index == 0 || !attributes.isEmpty {
                runs.append(AttributeRun(location: builder.length, attributes: attributes))
            }
            builder.startParagraph(ParagraphStyle())
            let word = index.isMultiple(of: 3) ? "中𝄞" : "word \(index)"
            // Room for more than is written.
            builder.append(atMost: 20, attributes: attributes) { units in
                for (offset, unit) in word.utf16.enumerated() { units[offset] = unit }
                return word.utf16.count
            }
            // The separator carries no attributes (the last one is dropped with its run).
            if !attributes.isEmpty && index < 1999 {
                runs.append(AttributeRun(location: builder.length, attributes: []))
            }
            builder.endParagraph()
            expected += word + "\n"
        }
        let storage = builder.build()
        #expect(storage.string + "\n" == expected, "the last paragraph's separator is dropped")
        #expect(storage.attributeRuns == runs)
        #expect(builder.length == 0 && builder.build().length == 0, "the builder is left empty")
    }

    @Test func anEmptyBuilderBuildsAnEmptyStorage() {
        var builder = TextStorageBuilder()
        let storage = builder.build(language: "fr")
        #expect(storage.length == 0 && storage.string.isEmpty && storage.language == "fr")
    }
}
