import Glibc

/// Starts a program without a shell, as the reader starts the programs it hands work to (a
/// clipboard tool, a dictionary command): its standard input and output given or /dev/null,
/// its errors to /dev/null, none of the reader's other descriptors open in it, and the signals
/// the reader's threads block or handle back to their defaults.
public struct ProgramStart {
    /// The program's file.
    public let path: String
    /// Its arguments, its name first.
    public let arguments: [String]
    /// Its environment as `NAME=value`; nil for the reader's own.
    public var environment: [String]?
    /// Leads a process group of its own, so that what it starts can be killed with it.
    public var ownGroup = false

    public init(path: String, arguments: [String], environment: [String]? = nil) {
        self.path = path
        self.arguments = arguments
        self.environment = environment
    }

    /// Starts it reading `input` and writing `output` (/dev/null for nil); its process id, or
    /// the error that kept it from starting.
    public func start(input: Int32? = nil, output: Int32? = nil) -> Result<pid_t, ProgramError> {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        for (descriptor, given, flags) in [(Int32(0), input, O_RDONLY), (1, output, O_WRONLY), (2, nil, O_WRONLY)] {
            if let given {
                posix_spawn_file_actions_adddup2(&actions, given, descriptor)
            } else {
                posix_spawn_file_actions_addopen(&actions, descriptor, "/dev/null", flags, 0)
            }
        }
        // A descriptor closed meanwhile by another thread is passed over (glibc ignores EBADF).
        for descriptor in Self.openDescriptors() where descriptor > 2 {
            posix_spawn_file_actions_addclose(&actions, descriptor)
        }
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var signals = sigset_t()
        sigemptyset(&signals)
        posix_spawnattr_setsigmask(&attributes, &signals)
        for signal in [SIGINT, SIGTERM, SIGHUP, SIGPIPE] { sigaddset(&signals, signal) }
        posix_spawnattr_setsigdefault(&attributes, &signals)
        let group = ownGroup ? POSIX_SPAWN_SETPGROUP : 0
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF | group))
        return spawn(actions: &actions, attributes: &attributes)
    }

    private func spawn(
        actions: inout posix_spawn_file_actions_t, attributes: inout posix_spawnattr_t
    ) -> Result<pid_t, ProgramError> {
        let argv = arguments.map { strdup($0) } + [nil]
        let variables = environment.map { $0.map { strdup($0) } + [nil] }
        defer { for pointer in argv + (variables ?? []) { free(pointer) } }
        var pid: pid_t = 0
        var error: Int32 = 0
        // A program just written may for a moment still be open for writing in a process that
        // another thread forked (ETXTBSY).
        for attempt in 0..<6 where attempt == 0 || error == ETXTBSY {
            if attempt > 0 { usleep(10_000) }
            error =
                if let variables {
                    posix_spawn(&pid, path, &actions, &attributes, argv, variables)
                } else {
                    posix_spawn(&pid, path, &actions, &attributes, argv, environ)
                }
        }
        return error == 0 ? .success(pid) : .failure(ProgramError(code: error))
    }

    /// The descriptors open in the reader.
    private static func openDescriptors() -> [Int32] {
        guard let folder = opendir("/proc/self/fd") else { return [] }
        defer { closedir(folder) }
        var descriptors: [Int32] = []
        while let entry = readdir(folder) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) {
                String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self)
            }
            if let descriptor = Int32(name), descriptor != dirfd(folder) { descriptors.append(descriptor) }
        }
        return descriptors
    }

    /// The first executable file named `name` in the folders of `searchPath` (`name` itself
    /// when it names a folder), if any.
    public static func locate(_ name: String, searchPath: String) -> String? {
        if name.contains("/") { return access(name, X_OK) == 0 ? name : nil }
        for folder in searchPath.split(separator: ":", omittingEmptySubsequences: false) {
            let file = (folder.isEmpty ? "." : String(folder)) + "/" + name
            var status = stat()
            if stat(file, &status) == 0, status.st_mode & S_IFMT == S_IFREG, access(file, X_OK) == 0 { return file }
        }
        return nil
    }
}

/// Why a program could not be started: the system's words for its error.
public struct ProgramError: Error, CustomStringConvertible {
    public let code: Int32
    public var description: String { String(cString: strerror(code)) }
}
