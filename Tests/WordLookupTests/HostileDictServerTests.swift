import Foundation
import TestSupport
import Testing

@testable import WordLookup

/// Servers that misbehave: each gives a clear error within the client's timeout, never a hang.
@Suite("Hostile DICT servers")
struct HostileDictServerTests {
    private func lookUp(_ behaviour: HostileServer.Behaviour) throws -> (error: DictError?, seconds: Double) {
        let server = try HostileServer(behaviour)
        let client = DictClient(address: DictAddress(host: "127.0.0.1", port: server.port), timeout: 0.5)
        let start = Date()
        do {
            _ = try client.lookUp("lantern")
            return (nil, Date().timeIntervalSince(start))
        } catch {
            return (error, Date().timeIntervalSince(start))
        }
    }

    @Test func aServerThatClosesAtOnceIsSaidToHaveClosed() throws {
        #expect(try lookUp(.closes).error == .closed)
    }

    @Test func garbageWhereTheBannerIsDueIsGarbage() throws {
        #expect(try lookUp(.sends("hello there\r\n")).error == .garbage("hello there"))
    }

    @Test func aRefusingBannerIsARefusal() throws {
        #expect(try lookUp(.sends("530 access denied\r\n")).error == .refused(code: 530, text: "access denied"))
    }

    @Test func aLineOfTenMegabytesIsTooLong() throws {
        let (error, seconds) = try lookUp(.floods)
        #expect(error == .tooLong)
        #expect(seconds < 3)
    }

    @Test func aServerThatNeverAnswersTimesOut() throws {
        let (error, seconds) = try lookUp(.sends(""))
        #expect(error?.description.contains("did not answer in time") == true, "\(String(describing: error))")
        #expect(seconds < 3, "the banner's timeout is the client's, half a second here")
    }

    @Test func aServerThatStallsInADefinitionTimesOut() throws {
        let server = try HostileServer(.sends("220 hi\r\n250 ok\r\n150 1 found\r\n151 \"x\" t \"T\"\r\nhalf"))
        let client = DictClient(address: DictAddress(host: "127.0.0.1", port: server.port), timeout: 0.5)
        #expect(throws: DictError.timedOut("127.0.0.1:\(server.port)")) { try client.lookUp("x") }
    }
}
