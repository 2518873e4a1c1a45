import Foundation
import Terminal
import TextEngine

@testable import Pictures

extension TerminalPictures {
    /// Draws as the reader does, waiting for the worker: at once when the drawing is kept, else
    /// once the worker has made it.
    func drawWaiting(_ picture: Picture, crop: PictureCrop, into screen: inout Screen, in rect: Rect) -> Bool {
        if draw(picture, crop: crop, into: &screen, in: rect) { return true }
        return waitForWorker() && draw(picture, crop: crop, into: &screen, in: rect)
    }

    /// Starts the work the last drawing wanted, and waits up to 30 seconds until what the worker
    /// did is received; false when it had nothing to do.
    @discardableResult
    func waitForWorker() -> Bool {
        _ = startWork()
        guard isWorking else { return false }
        let deadline = ContinuousClock.now + .seconds(30)
        while !receive() && ContinuousClock.now < deadline {
            Thread.sleep(forTimeInterval: 0.001)
        }
        return !isWorking
    }
}
