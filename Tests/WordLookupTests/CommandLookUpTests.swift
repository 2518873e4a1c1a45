import Foundation
import TestSupport
import Testing

@testable import WordLookup

/// Looking up through a program (sdcv, `--dict-command`), and with no dictionary at all.
@Suite("Dictionary commands")
struct CommandLookUpTests {
    private let temporary = TemporaryDirectory()

    /// An executable script named `name` in the temporary folder.
    private func script(_ name: String, _ body: String) throws -> String {
        let path = temporary.file(name, text: "#!/bin/sh\n" + body + "\n")
        try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: path)
        return path
    }

    /// A server address where nothing listens.
    private func nobody() throws -> DictClient {
        DictClient(address: DictAddress(host: "127.0.0.1", port: try FreePort.find()), timeout: 1)
    }

    @Test func escapeSequencesACommandPrintsNeverReachTheText() throws {
        let path = try script(
            "evil", #"printf '\033[31mRED\033[0m \033]52;c;aGk=\007said \033]0;title\033\\%s\r\n' "$1""#)
        let answer = CommandLookUp(command: path, searchPath: "").lookUp("lantern")
        #expect(
            answer == .found(word: "lantern", definitions: [Definition(dictionary: path, text: "RED said lantern\n")]))
    }

    @Test func theWordIsOneArgumentNeverReadByAShell() throws {
        let path = try script("args", #"printf '%s|' "$@""#)
        let answer = CommandLookUp(command: path + " -n", searchPath: "").lookUp("a b; touch x")
        #expect(
            answer
                == .found(word: "a b; touch x", definitions: [Definition(dictionary: path, text: "-n|a b; touch x|")]))
    }

    @Test func aCommandThatTakesTooLongIsStopped() throws {
        let path = try script("slow", "sleep 30")
        let start = Date()
        let answer = CommandLookUp(command: path, searchPath: "", timeout: 0.5).lookUp("x")
        #expect(answer == .failed(word: "x", reason: "The dictionary command \(path) took too long"))
        #expect(Date().timeIntervalSince(start) < 3)
    }

    @Test func withoutAServerSdcvOnThePathIsAsked() throws {
        _ = try script("sdcv", #"printf 'sdcv %s %s: %s\n' "$1" "$2" "$3""#)
        let answer = Dictionaries(server: try nobody(), searchPath: temporary.path).lookUp(" lantern ")
        #expect(
            answer
                == .found(
                    word: "lantern",
                    definitions: [Definition(dictionary: "sdcv", text: "sdcv -n --utf8-output: lantern\n")]))
    }

    @Test func withNoDictionaryAtAllOneLineSaysWhatToInstall() throws {
        let answer = Dictionaries(server: try nobody(), searchPath: temporary.path).lookUp("lantern")
        #expect(
            answer
                == .failed(
                    word: "lantern",
                    reason:
                        "No dictionary: install dictd and dict-gcide (or dict-wn, or a freedict pair), or sdcv, or give --dict-command"
                ))
    }

    @Test func escapeSequencesAreTakenOutAndOtherControlsKept() {
        #expect(PlainOutput.clean("\u{1B}[1;31mbold\u{1B}[m\r\n") == "bold\n")
        #expect(PlainOutput.clean("a\u{1B}]8;;http://x\u{1B}\\link\u{1B}]8;;\u{07}b") == "alinkb")
        #expect(PlainOutput.clean("c\u{9B}2Jd\u{07}e\u{1B}") == "cd\u{07}e")
    }
}
