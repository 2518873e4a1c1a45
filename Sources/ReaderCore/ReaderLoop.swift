import Formats
import Terminal

/// The interactive reader: draws the session, turns pages on keys, keeps the position saved
/// and gives the terminal back on quit, on SIGINT, SIGTERM and SIGHUP, and on errors.
public final class ReaderLoop {
    private let terminal = CursesTerminal()
    private let book: Book
    private let store: PositionStore?
    private let path: String
    private var notice: String?
    private var storeFailed = false

    /// `store` is nil when it could not be opened; `storeError` says why, once.
    public init(book: Book, path: String, store: PositionStore?, storeError: String?) {
        self.book = book
        self.store = store
        self.path = path
        if let storeError { report(storeError) }
        if notice == nil, let skipped = book.notices.first { notice = skipped }
    }

    /// Runs until the reader quits; false when there is no terminal to run in.
    public func run() -> Bool {
        let saved = (try? store?.offset(for: book.fingerprint)) ?? nil
        let preferences = ReaderPreferences(stored: ((try? store?.settings()) ?? nil) ?? [:])
        guard terminal.start() else { return false }
        defer { terminal.stop() }
        var size = terminal.size
        var session = ReaderSession(book: book, columns: size.columns, rows: size.rows, anchor: saved ?? 0,
                                    preferences: preferences)
        save(session)
        var changed = true
        while true {
            if let signal = terminal.pendingSignal {
                save(session)
                terminal.reraise(signal)
            }
            if changed {
                terminal.draw(ReaderView.render(session, notice: notice, columns: size.columns, rows: size.rows))
            }
            // Waiting wakes up now and then only to look for a signal; nothing is drawn then.
            guard let key = terminal.readKey(timeout: 1000) else {
                changed = false
                continue
            }
            changed = true
            if key == .resize {
                size = terminal.size
                session.perform(.resize(columns: size.columns, rows: size.rows))
                continue
            }
            switch KeyBindings.command(for: key, contentsOpen: session.contentsSelection != nil) {
            case .quit:
                save(session)
                return true
            case .action(let action):
                let before = session.preferences
                if session.perform(action) {
                    notice = nil
                    save(session)
                }
                if session.preferences != before {
                    savePreferences(session.preferences)
                    notice = session.preferences.justified == before.justified
                        ? "Measure \(session.preferences.measure) cells"
                        : session.preferences.justified ? "Justified and hyphenated" : "Ragged right"
                }
            case nil:
                break
            }
        }
    }

    private func save(_ session: ReaderSession) {
        guard let store, !storeFailed else { return }
        do {
            try store.save(offset: session.anchor, for: book.fingerprint, path: path)
        } catch {
            report("\(error)")
        }
    }

    private func savePreferences(_ preferences: ReaderPreferences) {
        guard let store, !storeFailed else { return }
        do {
            try store.save(settings: preferences.stored)
        } catch {
            report("\(error)")
        }
    }

    /// A store that cannot be written is told once; reading goes on.
    private func report(_ reason: String) {
        storeFailed = true
        let firstLine = reason.split(separator: "\n").first.map(String.init) ?? reason
        notice = "Reading position not saved: \(firstLine)"
    }
}
