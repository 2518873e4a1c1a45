import Dispatch
import Foundation
import Synchronization
import Terminal
import TestSupport
import Testing
import TextEngine

@testable import Pictures

/// Holds the decoding of pictures until it is opened (or for ten seconds, so that a decoding on
/// the thread that opens it fails the test rather than hanging it).
private final class Gate: Sendable {
    private let semaphore = DispatchSemaphore(value: 0)
    /// The decodings started, and those that passed the gate.
    let decodings = Mutex(0)
    let passed = Mutex(0)

    func open() { semaphore.signal() }

    /// Waits until the gate is open, and leaves it open.
    func pass() {
        _ = semaphore.wait(timeout: .now() + .seconds(10))
        semaphore.signal()
        passed.withLock { $0 += 1 }
    }

    /// A decoder that waits at the gate for the pictures `holds` says, and counts what it decodes.
    func decoder(holding holds: @escaping @Sendable ([UInt8]) -> Bool = { _ in true })
        -> @Sendable ([UInt8], PixelSize?) throws(ImageError) -> DecodedImage
    {
        { bytes, _ throws(ImageError) in
            self.decodings.withLock { $0 += 1 }
            if holds(bytes) { self.pass() }
            return try DecodedImage(decoding: bytes)
        }
    }
}

/// Pictures decoded and drawn on the worker: drawing never waits for it, what it makes is kept
/// once taken, the budget holds with a decoding under way, a failure is told once.
@Suite("Pictures drawn on the worker")
struct PictureWorkerTests {
    private static let png = PNGWriter.rgba(
        width: 8, height: 8, (0..<64).flatMap { _ in [255, 0, 0, 255] as [UInt8] }
    ).bytes
    private let rect = Rect(row: 0, column: 0, width: 8, height: 4)

    private func picture(_ path: String, _ width: Int = 8, _ height: Int = 8) -> Picture {
        Picture(source: path, pixelWidth: width, pixelHeight: height, alt: "")
    }

    @Test func drawingDoesNotWaitForASlowDecodingAndThePictureComesLater() {
        let gate = Gate()
        let pictures = TerminalPictures(read: { _ in Self.png }, style: .symbols(colors: 256), decode: gate.decoder())
        var screen = Screen(width: 8, height: 4)
        #expect(!pictures.draw(picture("a.png"), crop: .whole, into: &screen, in: rect), "its box stands in")
        #expect(pictures.isWorking)
        // The decoding is held at the gate: work started on this thread would wait for it.
        #expect(!pictures.startWork())
        #expect(gate.passed.withLock { $0 } == 0, "started while the decoding is held")
        #expect(!pictures.draw(picture("a.png"), crop: .whole, into: &screen, in: rect))
        Thread.sleep(forTimeInterval: 0.05)
        #expect(!pictures.receive(), "nothing is finished while the decoding is held")
        gate.open()
        #expect(pictures.waitForWorker())
        #expect(pictures.draw(picture("a.png"), crop: .whole, into: &screen, in: rect))
        #expect(
            screen[0, 0].colors.background == 196 || screen[0, 0].colors.foreground == 196,
            "drawn in red (196 in the palette)")
        #expect(gate.decodings.withLock { $0 } == 1, "asked twice, decoded once")
    }

    @Test func aPictureLeftBeforeItsDecodingEndsIsKeptAndTheNextStartsWhenDrawn() {
        let gate = Gate()
        let pictures = TerminalPictures(read: { _ in Self.png }, style: .symbols(colors: 256), decode: gate.decoder())
        var screen = Screen(width: 8, height: 4)
        #expect(!pictures.draw(picture("a.png"), crop: .whole, into: &screen, in: rect))
        #expect(!pictures.startWork())
        // The reader turned the page: another picture waits for the worker, one at a time.
        #expect(!pictures.draw(picture("b.png"), crop: .whole, into: &screen, in: rect))
        gate.open()
        #expect(pictures.waitForWorker())
        #expect(!pictures.receive() && !pictures.isWorking, "one picture finished, one redraw")
        #expect(gate.decodings.withLock { $0 } == 1)
        #expect(pictures.draw(picture("a.png"), crop: .whole, into: &screen, in: rect), "kept for when it comes back")
        #expect(!pictures.isWorking)
        #expect(!pictures.draw(picture("b.png"), crop: .whole, into: &screen, in: rect))
        #expect(pictures.isWorking, "the next picture is started when it is drawn")
        #expect(pictures.waitForWorker())
    }

    @Test func theBudgetHoldsWithADecodingUnderWay() {
        // 800x500 pictures are 1,600,000 bytes decoded: 41 of them (65,600,000) fit in the 64 MiB
        // (67,108,864) kept. A 2000x2000 picture (16,000,000) being decoded leaves room for
        // 51,108,864: 31 of them (49,600,000), not 32 (51,200,000).
        let small = PNGWriter.rgba(width: 800, height: 500, Array(repeating: 128, count: 800 * 500 * 4)).bytes
        let large = Encoded.jpeg(
            width: 2000, height: 2000, components: 1, [UInt8](repeating: 90, count: 2000 * 2000))
        let gate = Gate()
        let pictures = TerminalPictures(
            read: { $0 == "large.jpg" ? large : small }, style: .symbols(colors: 256),
            decode: gate.decoder { $0.count == large.count })
        var screen = Screen(width: 4, height: 2)
        let box = Rect(row: 0, column: 0, width: 4, height: 2)
        for number in 0..<41 {
            #expect(pictures.drawWaiting(picture("p\(number).png", 800, 500), crop: .whole, into: &screen, in: box))
        }
        #expect(pictures.decodedBytes == 65_600_000)
        #expect(!pictures.draw(picture("large.jpg", 2000, 2000), crop: .whole, into: &screen, in: box))
        #expect(pictures.decodedBytes == 65_600_000, "nothing is read before the frame is shown")
        #expect(!pictures.startWork())
        #expect(pictures.decodedBytes == 49_600_000 && pictures.decodingBytes == 16_000_000)
        gate.open()
        #expect(pictures.waitForWorker())
        #expect(pictures.decodedBytes == 65_600_000 && pictures.decodingBytes == 0)
        #expect(pictures.draw(picture("large.jpg", 2000, 2000), crop: .whole, into: &screen, in: box))
    }

    @Test func aFailureOnTheWorkerIsToldOnceAndNotTriedAgain() {
        let gate = Gate()
        gate.open()
        let pictures = TerminalPictures(
            read: { _ in Array(Self.png.prefix(60)) }, style: .symbols(colors: 256), decode: gate.decoder())
        var screen = Screen(width: 8, height: 4)
        #expect(!pictures.draw(picture("cut.png"), crop: .whole, into: &screen, in: rect))
        #expect(pictures.takeNotice() == nil, "not known before the worker is done")
        #expect(pictures.waitForWorker())
        #expect(pictures.takeNotice() == "Picture cut.png: truncated image")
        #expect(!pictures.draw(picture("cut.png"), crop: .whole, into: &screen, in: rect))
        #expect(!pictures.isWorking && pictures.takeNotice() == nil)
        #expect(gate.decodings.withLock { $0 } == 1)
    }

    @Test func aMissingPictureIsToldWhenItsWorkWouldStart() {
        let pictures = TerminalPictures(read: { _ in nil }, style: .symbols(colors: 256))
        var screen = Screen(width: 8, height: 4)
        #expect(!pictures.draw(picture("gone.png"), crop: .whole, into: &screen, in: rect))
        #expect(pictures.isWorking, "wanted until its work starts")
        #expect(pictures.startWork(), "the screen is drawn again to tell it")
        #expect(!pictures.isWorking && pictures.takeNotice() == "Picture gone.png is missing from the book")

        // One in the book that a limit refused is told with the limit.
        let refused = TerminalPictures(
            read: { _ in nil }, whyUnread: { $0 == "big.png" ? "it would inflate to 64 MiB" : nil },
            style: .symbols(colors: 256))
        #expect(!refused.draw(picture("big.png"), crop: .whole, into: &screen, in: rect))
        #expect(refused.startWork())
        #expect(refused.takeNotice() == "Picture big.png was not read: it would inflate to 64 MiB")
        #expect(!pictures.draw(picture("gone.png"), crop: .whole, into: &screen, in: rect) && !pictures.isWorking)
    }

    @Test func whatIsDrawnAtOnceIsWhatIsKeptAndNoMore() {
        // Thirty boxes of the same picture, drawn in turn: the 24 drawn last are kept and drawn
        // at once; the 6 drawn first are drawn anew, on the worker.
        let pictures = TerminalPictures(read: { _ in Self.png }, style: .symbols(colors: 256))
        var screen = Screen(width: 30, height: 4)
        for width in 1...30 {
            #expect(
                pictures.drawWaiting(
                    picture("a.png"), crop: .whole, into: &screen, in: Rect(row: 0, column: 0, width: width, height: 4))
            )
        }
        for width in 7...30 {
            #expect(
                pictures.draw(
                    picture("a.png"), crop: .whole, into: &screen, in: Rect(row: 0, column: 0, width: width, height: 4))
            )
            #expect(!pictures.isWorking)
        }
        #expect(
            !pictures.draw(
                picture("a.png"), crop: .whole, into: &screen, in: Rect(row: 0, column: 0, width: 6, height: 4)))
        #expect(pictures.isWorking)
        #expect(pictures.waitForWorker())
    }
}
