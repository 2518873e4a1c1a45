import Configuration
import Curses
import Formats
import Foundation
import Pictures
import ReaderCore
import ReaderUI
import Store
import Terminal
import TextEngine
import WordLookup

/// The interactive reader: draws the session, turns pages on keys, keeps the position saved
/// and gives the terminal back on quit and on errors; on SIGINT, SIGTERM and SIGHUP the
/// `SignalWatch` gives it back and saves the last place drawn, whatever the loop is doing.
final class ReaderLoop {
    private let terminal: TerminalDevice
    private let book: Book
    private let saver: PositionSaver
    private var notice: String?
    /// A place turned to, recorded for saving once its page is drawn.
    private var undrawnPlace: Int?
    /// The layout whose pages were remembered last.
    private var rememberedLayout: String?
    /// How pictures are drawn, when the command line says; else as saved, else `auto`.
    private let pictureMode: PictureMode?
    /// Draws the book's pictures; nil when they are shown as their boxes.
    private var pictures: TerminalPictures?
    /// How pictures were drawn last time, as saved.
    private var savedPictureMode: String?
    /// Arabic letters are drawn joined.
    private let shapesArabic: Bool
    /// What the terminal can do, read from the environment once.
    private let profile: TerminalProfile
    /// Where copied text goes.
    private let clipboard: Clipboard
    /// Looks words up off the main thread.
    private let lookUps: LookUpWorker
    /// A key read ahead of its turn (after a paste into the note editor), read first.
    private var heldKey: Key?
    /// What the configuration file sets.
    private let configuration: ReaderConfiguration
    /// Learns the pace from the pages read, and records them.
    private let reading: ReadingRecorder
    /// The colours drawn in: the one chosen with its key, else the file's.
    private var theme: Theme

    /// `store` is nil when it could not be opened; `storeError` says why, once. `file` is where
    /// the book's bytes are read again for its earlier fingerprint, when the store may hold its
    /// place under that.
    init(
        book: Book, path: String, file: String? = nil, store: PositionStore?, storeError: String?,
        pictureMode: PictureMode? = nil,
        shapingMode: ShapingMode = .auto, clipboard: ClipboardMethod = .auto,
        dictionaries: Dictionaries? = nil, configuration: ReaderConfiguration = ReaderConfiguration(),
        configurationNotice: String? = nil, terminal: TerminalDevice = CursesTerminal()
    ) {
        self.book = book
        self.configuration = configuration
        theme = configuration.theme
        let environment = ProcessInfo.processInfo.environment
        profile = TerminalProfile(environment: environment)
        lookUps = LookUpWorker(dictionaries: dictionaries ?? Dictionaries(searchPath: environment["PATH"] ?? ""))
        self.terminal = terminal
        self.pictureMode = pictureMode
        shapesArabic = shapingMode.shapes(on: profile)
        self.clipboard = Clipboard(method: clipboard, profile: profile, environment: environment, terminal: terminal)
        saver = PositionSaver(store: store, fingerprint: book.fingerprint, path: path, storeError: storeError) {
            file.flatMap { EarlierFingerprint.ofFile(at: $0) }
        }
        notice = configurationNotice ?? saver.takeNotice() ?? book.notices.first?.description
        saver.opened(title: book.title, author: book.author, length: book.storage.length)
        reading = ReadingRecorder(saver: saver)
    }

    /// Finds pages for a few milliseconds, a page at a time, so that a slice of slow pages is
    /// short too; returns whether the status line changed.
    private static func findPages(of session: ReaderSession) -> Bool {
        let label = ReaderView.pageLabel(session)
        let deadline = ContinuousClock.now + .milliseconds(15)
        while !session.paginator.layOutMorePages(1) && ContinuousClock.now < deadline {}
        return ReaderView.pageLabel(session) != label
    }

    /// Remembers the pages once they are all found, for the next time the book is opened in
    /// this layout.
    private func rememberPages(of session: ReaderSession) {
        guard let starts = session.paginator.allStarts, !session.paginator.isRemembered, !session.isProvisional,
            let layout = session.pageLayoutKey, layout != rememberedLayout
        else { return }
        saver.remember(pageStarts: starts, layout: layout)
        rememberedLayout = layout
    }

    /// Runs until the reader quits; false when there is no terminal to run in.
    func run() -> Bool {
        let saved = saver.restore()
        guard terminal.start() else { return false }
        SignalWatch.shared.onSignal { [saver] in Self.saveBeforeDying(saver) }
        defer {
            SignalWatch.shared.onSignal(nil)
            terminal.stop()
        }
        startDrawing(settings: saved?.settings ?? [:])
        var size = screenSize()
        var session = makeSession(saved ?? PositionSaver.SavedPlace(offset: nil, settings: [:]), size: size)
        var changed = true
        var lastSave = ContinuousClock.now
        while true {
            if changed { session.pace = reading.shown(session) }
            show(session, size: size, changed: changed, lastSave: &lastSave)
            // Waiting wakes up every second to retry what failed (ten times a second while
            // hyphenation patterns load, a hundred while a picture is drawn); while pages are
            // still being found, it only looks for a key between slices of layout.
            let provisional = session.isProvisional
            let busy = session.paginator.hasWorkLeft || session.isSearching
            let working = pictures?.isWorking == true || lookUps.isWorking
            let timeout = busy ? 0 : working ? 10 : provisional ? 100 : 1000
            guard let key = heldKey.take() ?? terminal.readKey(timeout: timeout) else {
                changed = idle(&session, provisional: provisional, size: size)
                continue
            }
            changed = true
            // Any key stops a search under way; the hits found so far stay.
            if session.isSearching { carryOut(session.perform(.stopSearch)) }
            if key == .resize {
                size = screenSize()
                session.perform(.resize(columns: size.columns, rows: size.rows))
                continue
            }
            switch configuration.keys.command(for: key, in: session.mode) {
            case .quit:
                leave()
                return true
            case .cycleTheme:
                session.dropCount()
                cycleTheme()
            case .action(let action):
                // Only a prompt is kept to compare: a copy of the note editor's would make each
                // key copy the note.
                let prompt: PromptLine? = if case .prompt(let line) = session.overlay { line } else { nil }
                let effects = session.perform(action)
                carryOut(effects)
                // A key the prompt rejects (a control key, a line at its bound) costs no drawing.
                if let prompt, session.overlay == .prompt(prompt), effects.isEmpty { changed = false }
                // Text typed past a prompt's or a note's bound (a paste) is thrown away unread,
                // the keys after it kept.
                if case .character = key, session.overlay?.takesNoMoreText == true { terminal.discardTypedText() }
                if session.mode == .noteEditor { heldKey = typeAhead(into: &session) }
            case nil:
                break
            }
        }
    }

    /// The theme and the pictures as the settings saved say, else the configuration file.
    private func startDrawing(settings: [String: String]) {
        theme = settings["theme"].flatMap { name in configuration.themes.first { $0.name == name } } ?? theme
        savedPictureMode = configuration.layout.images ?? settings["images"]
        startPictures(saved: savedPictureMode)
    }

    /// Draws the session when it `changed`, then saves: after drawing, so that the saved place
    /// is always a page the reader has seen; a save that failed is tried again once a second,
    /// not after every slice of layout.
    private func show(
        _ session: ReaderSession, size: (columns: Int, rows: Int), changed: Bool,
        lastSave: inout ContinuousClock.Instant
    ) {
        if changed { draw(session, size: size) }
        // Recorded once drawn: whatever saves it, a signal's departure too, saves a page seen.
        if let place = undrawnPlace {
            saver.moved(to: place)
            undrawnPlace = nil
        }
        rememberPages(of: session)
        if changed || ContinuousClock.now - lastSave >= .seconds(1) {
            saver.save()
            lastSave = ContinuousClock.now
        }
        if let message = saver.takeNotice() {
            notice = message
            draw(session, size: size)
        }
    }

    /// What is done while no key comes; returns whether the screen changed.
    private func idle(_ session: inout ReaderSession, provisional: Bool, size: (columns: Int, rows: Int)) -> Bool {
        // A picture the worker finished is drawn once, whether it is still on the screen or not;
        // one the last frame left to its box is handed to it (a missing one told).
        if let pictures, pictures.receive() || pictures.startWork() { return true }
        if let answer = lookUps.receive() {
            carryOut(session.perform(.definitions(answer)))
            return true
        }
        // Patterns that were loading: the pages are laid out again with them.
        if provisional && session.hyphenationPatternsArrived() { return true }
        // A search goes on a stretch at a time; the screen changes when it has something to say.
        if session.isSearching {
            let effects = session.perform(.searchMore)
            carryOut(effects)
            return !effects.isEmpty
        }
        // Once every page is found, the status line gets the count.
        if session.paginator.hasWorkLeft {
            let changed = Self.findPages(of: session)
            guard session.awaitedPage != nil else { return changed }
            let effects = session.perform(.goToAwaitedPage)
            carryOut(effects)
            return changed || !effects.isEmpty
        }
        // A place that could not be read at the start is looked for until the reader moves.
        if saver.restorePending, session.mode == .reading, let place = saver.restore() {
            session = makeSession(place, size: size)
            return true
        }
        return false
    }

    /// Text already typed into the note editor (a paste) goes in before the next frame, not a
    /// frame a character; the first key that is not text is handed back for its turn.
    private func typeAhead(into session: inout ReaderSession) -> Key? {
        while session.mode == .noteEditor, let key = terminal.readKey(timeout: 0) {
            guard case .action(let action) = KeyBindings.command(for: key, in: .noteEditor),
                case .noteEditor(.edit(.insert)) = action
            else { return key }
            carryOut(session.perform(action))
            if session.overlay?.takesNoMoreText == true { terminal.discardTypedText() }
        }
        return nil
    }

    /// Carries out what an action asks of the world outside the session.
    private func carryOut(_ effects: [ReaderEffect]) {
        for effect in effects {
            switch effect {
            case .savePosition(let offset):
                // Other notices go with the page; that the place is not saved stays until it is.
                notice = saver.failureNotice
                undrawnPlace = offset
            case .saveSettings(let settings):
                saver.changed(settings: settings)
            case .saveBookmarks(let bookmarks):
                saver.changed(bookmarks: bookmarks)
            case .notice(let text):
                notice = text
            case .saveHighlights(let changed, let removed):
                // The reader's own work: written at once, not after the next drawing.
                saver.changed(highlights: changed.map(StoredHighlight.init), removed: removed)
                saver.save()
                if let failure = saver.failureNotice { notice = failure }
            case .copy(let text, let summary):
                notice = clipboard.copy(text, summary: summary)
            case .lookUp(let word):
                lookUps.start(word)
            }
        }
    }

    /// The session of the place and settings saved, the book's highlights found again in it
    /// (those that moved or were lost written back).
    private func makeSession(_ place: PositionSaver.SavedPlace, size: (columns: Int, rows: Int)) -> ReaderSession {
        let highlights = Highlight.anchored(place.highlights.map(Highlight.init), in: book.storage)
        if !highlights.moved.isEmpty {
            saver.changed(highlights: highlights.moved.map(StoredHighlight.init), removed: [])
            saver.save()
        }
        var session = ReaderSession(
            book: book, columns: size.columns, rows: size.rows, anchor: place.offset ?? 0,
            preferences: ReaderPreferences(
                stored: place.settings, book: book.fingerprint, defaults: configuration.layout.book),
            bookmarks: place.bookmarks,
            highlights: highlights.all,
            cellSize: terminal.cellPixels.map { CellSize(width: $0.width, height: $0.height) } ?? .standard,
            waitsForHyphenation: false, rememberedPages: { [saver] in saver.rememberedPages(layout: $0) })
        // The pages read so far written first, so that they count.
        session.statistics = { [saver] in
            saver.save()
            return saver.readings().map(ReadingStatistics.init(readings:))
        }
        return session
    }

    /// The terminal's size, within the page limits of `Limits`.
    private func screenSize() -> (columns: Int, rows: Int) {
        let size = terminal.size
        let columns = min(size.columns, Limits.pageSide)
        return (columns, min(size.rows, Limits.pageSide, Limits.pageArea / max(columns, 1)))
    }

    private func draw(_ session: ReaderSession, size: (columns: Int, rows: Int)) {
        let said = status(of: session)
        var frame = render(session, notice: said, size: size)
        // The frame may have left a picture to its box, for the worker to draw once no key comes:
        // the status line says so.
        if status(of: session) != said { frame = render(session, notice: status(of: session), size: size) }
        terminal.draw(frame)
        // A picture that cannot be drawn is told once, its box standing in for it.
        if let problem = pictures?.takeNotice() {
            notice = problem
            terminal.draw(render(session, notice: notice, size: size))
        }
    }

    /// What the status line says: a notice, else the work under way (a picture drawn, the pages
    /// after those shown found).
    private func status(of session: ReaderSession) -> String? {
        notice ?? (pictures?.isWorking == true ? "drawing picture…" : nil)
            ?? (session.paginator.isComplete ? nil : "laying out…")
    }

    private func render(_ session: ReaderSession, notice: String?, size: (columns: Int, rows: Int)) -> Screen {
        ReaderView.render(
            session, notice: notice, columns: size.columns, rows: size.rows, pictures: pictures,
            shapesArabic: shapesArabic, colorCount: profile.usesColor ? terminal.colorCount : 0,
            theme: theme, keys: configuration.keys)
    }

    /// Shows the next theme, remembered for every book, and says which.
    private func cycleTheme() {
        let paper = theme.paper
        theme = theme.next(in: configuration.themes)
        // Pictures are laid on the new page's colour.
        if pictures != nil, theme.paper != paper { startPictures(saved: savedPictureMode) }
        saver.changed(settings: ["theme": theme.name])
        let shown = profile.usesColor && terminal.colorCount > 0
        notice = "Theme: \(theme.name)" + (shown ? "" : " (no colours on this terminal)")
    }

    /// Draws pictures as the command line says (and remembers it), else as `saved` (the
    /// configuration file's, else the one remembered), else as the terminal allows: through
    /// kitty's protocol or sixel, or in symbols, in colour unless NO_COLOR is set or the
    /// terminal has too few.
    private func startPictures(saved: String?) {
        if let pictureMode { saver.changed(settings: ["images": pictureMode.rawValue]) }
        let mode = (pictureMode ?? saved.flatMap(PictureMode.init(rawValue:)) ?? .auto).resolved(on: profile)
        let cell = terminal.cellPixels.map { CellSize(width: $0.width, height: $0.height) } ?? .standard
        let style: TerminalPictures.Style
        switch mode {
        case .none, .auto: return
        case .kitty: style = .kitty(cell: cell)
        case .sixel: style = .sixel(cell: cell)
        case .symbols: style = .symbols(colors: PictureMode.pictureColors(on: profile, colors: terminal.colorCount))
        }
        pictures = TerminalPictures(
            read: book.pictures.bytes(of:), whyUnread: book.pictures.whyUnread, style: style,
            paper: theme.shown(colorCount: profile.usesColor ? terminal.colorCount : 0).paper)
    }

    /// Saves the last place drawn before the reader dies of a signal: a moment only, for a
    /// store another program holds; a place not saved is told on standard error.
    private static func saveBeforeDying(_ saver: PositionSaver) {
        if !saver.finish(within: 0.05) { tellNotSaved(saver) }
    }

    /// Writes the unsaved place within a second or two and gives the terminal back; a place
    /// that could not be written is told on standard error, where it outlives the screen.
    private func leave() {
        let saved = saver.finish()
        terminal.stop()
        if !saved { Self.tellNotSaved(saver) }
    }

    /// Says on standard error why the place (or the highlights) are not saved.
    private static func tellNotSaved(_ saver: PositionSaver) {
        guard let notice = saver.failureNotice, let first = notice.first else { return }
        FileHandle.standardError.write(Data("reader: \(first.lowercased())\(notice.dropFirst())\n".utf8))
    }
}
