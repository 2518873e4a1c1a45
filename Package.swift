// swift-tools-version:6.0
// reader builds on Linux only (Debian and Ubuntu): its C targets link the system's ICU,
// ncursesw, libxml2, libhyphen, cmark-gfm, chafa and image codecs, and find their headers at
// Debian's include paths (`.ci/install-deps` installs them). SwiftPM has no way to name Linux
// as a platform, so no `platforms` entry is given.
import PackageDescription

let package = Package(
    name: "reader",
    products: [
        .executable(name: "reader", targets: ["reader"]),
        .executable(name: "reader-bench", targets: ["reader-bench"]),
    ],
    dependencies: [
        .package(url: "https://github.com/groue/GRDB.swift", exact: "7.10.0"),
        .package(url: "https://github.com/apple/swift-argument-parser", exact: "1.8.2"),
        .package(url: "https://github.com/x-sheep/swift-property-based", exact: "2.0.1"),
        .package(url: "https://github.com/weichsel/ZIPFoundation", exact: "0.9.20"),
        .package(url: "https://github.com/LebJe/TOMLKit", exact: "0.6.0"),
    ],
    targets: [
        .target(name: "CICU", linkerSettings: [.linkedLibrary("icuuc"), .linkedLibrary("icui18n")]),
        .target(name: "CHyphen", linkerSettings: [.linkedLibrary("hyphen")]),
        .target(name: "CInflate", linkerSettings: [.linkedLibrary("z")]),
        .target(name: "CArchive", linkerSettings: [.linkedLibrary("archive")]),
        .target(
            name: "CMarkdown", linkerSettings: [.linkedLibrary("cmark-gfm-extensions"), .linkedLibrary("cmark-gfm")]),
        .target(
            name: "CXML",
            cSettings: [.unsafeFlags(["-I/usr/include/libxml2"])],
            linkerSettings: [.linkedLibrary("xml2")]
        ),
        .target(name: "CNCurses", linkerSettings: [.linkedLibrary("ncursesw")]),
        .target(name: "CMobi", linkerSettings: [.linkedLibrary("mobi")]),
        .target(
            name: "CImage",
            // pkg-config --cflags chafa librsvg-2.0, with Debian's x86-64 and arm64 library folders.
            cSettings: [
                .unsafeFlags(
                    ["-I/usr/include/chafa", "-I/usr/include/glib-2.0", "-I/usr/include/librsvg-2.0"]
                        + ["-I/usr/include/cairo", "-I/usr/include/gdk-pixbuf-2.0"]
                        + ["x86_64", "aarch64"].flatMap {
                            ["-I/usr/lib/\($0)-linux-gnu/chafa/include", "-I/usr/lib/\($0)-linux-gnu/glib-2.0/include"]
                        })
            ],
            linkerSettings: ["chafa", "glib-2.0", "gobject-2.0", "gio-2.0", "png", "jpeg", "gif", "webp"]
                .map { .linkedLibrary($0) } + ["rsvg-2", "cairo", "avif", "jxl"].map { .linkedLibrary($0) }
        ),
        .target(name: "Pictures", dependencies: ["CImage", "Terminal", "TextEngine"]),
        .target(name: "TextEngine", dependencies: ["CICU", "CHyphen"]),
        .target(
            name: "Formats",
            dependencies: [
                "TextEngine", "CICU", "CXML", "CInflate", "CMarkdown", "Pictures", "CArchive", "CMobi",
                .product(name: "ZIPFoundation", package: "ZIPFoundation"),
            ]
        ),
        .target(name: "Terminal"),
        .target(name: "Curses", dependencies: ["CNCurses", "Terminal"]),
        .target(name: "ReaderCore", dependencies: ["TextEngine", "Formats", "Pictures", "WordLookup"]),
        .target(name: "Programs"),
        .target(name: "WordLookup", dependencies: ["Programs"]),
        .target(name: "ReaderUI", dependencies: ["ReaderCore", "TextEngine", "Formats", "Terminal", "Pictures"]),
        .target(
            name: "Configuration",
            dependencies: ["ReaderCore", "ReaderUI", "Terminal", .product(name: "TOMLKit", package: "TOMLKit")]),
        .target(name: "Store", dependencies: ["Terminal", .product(name: "GRDB", package: "GRDB.swift")]),
        .executableTarget(
            name: "reader",
            dependencies: [
                "ReaderCore", "ReaderUI", "Store", "Terminal", "Curses", "Pictures", "Formats", "TextEngine",
                "WordLookup", "Programs", "Configuration",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .executableTarget(
            name: "reader-bench", dependencies: ["TextEngine", "Formats", "ReaderCore", "ReaderUI", "Store", "CICU"]),
        .testTarget(
            name: "TextEngineTests",
            dependencies: ["TextEngine", .product(name: "PropertyBased", package: "swift-property-based")]
        ),
        .target(
            name: "TestSupport",
            dependencies: [
                "CImageTestEncoders", "CArchiveTestWriter", .product(name: "ZIPFoundation", package: "ZIPFoundation"),
            ],
            path: "Tests/TestSupport"
        ),
        .testTarget(
            name: "FormatsTests",
            dependencies: ["Formats", "TestSupport", .product(name: "ZIPFoundation", package: "ZIPFoundation")]
        ),
        .target(
            name: "CImageTestEncoders",
            path: "Tests/CImageTestEncoders",
            linkerSettings: ["jpeg", "gif", "webp"].map { .linkedLibrary($0) }
        ),
        .target(
            name: "CArchiveTestWriter", path: "Tests/CArchiveTestWriter", linkerSettings: [.linkedLibrary("archive")]),
        .testTarget(
            name: "PicturesTests",
            dependencies: ["Pictures", "Terminal", "TextEngine", "TestSupport"]),
        .testTarget(name: "TerminalTests", dependencies: ["Terminal"]),
        .testTarget(
            name: "ReaderCoreTests",
            dependencies: [
                "ReaderCore", "ReaderUI", "Terminal", "TestSupport", "WordLookup",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ]),
        .testTarget(
            name: "StoreTests", dependencies: ["Store", "TestSupport", .product(name: "GRDB", package: "GRDB.swift")]),
        .testTarget(name: "ConfigurationTests", dependencies: ["Configuration"]),
        .testTarget(name: "WordLookupTests", dependencies: ["WordLookup", "TestSupport"]),
        .testTarget(
            name: "EndToEndTests",
            dependencies: ["reader", "TestSupport"]
        ),
    ]
)
