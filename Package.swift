// swift-tools-version:6.0
import Foundation
import PackageDescription

let package = Package(
    name: "kbcov",
    products: [
        .executable(name: "kbcov", targets: ["kbcov"]),
        .library(name: "LayoutSpec", targets: ["LayoutSpec"]),
        .library(name: "KeyboardStates", targets: ["KeyboardStates"]),
        .library(name: "Z3", targets: ["Z3"]),
        .library(name: "LayoutAnalysis", targets: ["LayoutAnalysis"]),
        .library(name: "Repairs", targets: ["Repairs"]),
        .library(name: "Reporters", targets: ["Reporters"]),
        .library(name: "SwiftImporter", targets: ["SwiftImporter"]),
        .library(name: "InterfaceBuilderImporter", targets: ["InterfaceBuilderImporter"]),
        .library(name: "UIKitLayout", targets: ["UIKitLayout"]),
        .plugin(name: "KbcovPlugin", targets: ["KbcovPlugin"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
        .package(url: "https://github.com/attaswift/BigInt", from: "6.0.1"),
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "602.0.0"),
        .package(url: "https://github.com/apple/swift-collections", from: "1.6.0"),
    ],
    targets: [
        .systemLibrary(
            name: "CZ3",
            pkgConfig: "z3",
            providers: [.apt(["libz3-dev"]), .brew(["z3"])]
        ),
        .target(
            name: "ExactGeometry",
            dependencies: [.product(name: "BigInt", package: "BigInt")]
        ),
        .target(name: "Z3", dependencies: ["CZ3", "ExactGeometry"]),
        .target(
            name: "LayoutSpec",
            dependencies: ["ExactGeometry", .product(name: "Yams", package: "Yams")]
        ),
        .target(
            name: "KeyboardStates",
            dependencies: ["ExactGeometry", "LayoutSpec", .product(name: "Yams", package: "Yams")]
        ),
        .target(name: "UIKitLayout", dependencies: ["ExactGeometry", "LayoutSpec"]),
        .target(name: "AssetCatalogs", dependencies: ["ExactGeometry"]),
        .target(name: "LayoutAnalysis", dependencies: ["ExactGeometry", "LayoutSpec", "KeyboardStates", "Z3"]),
        .target(
            name: "SwiftImporter",
            dependencies: [
                "LayoutSpec", "ExactGeometry", "AssetCatalogs",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftOperators", package: "swift-syntax"),
                .product(name: "SwiftIfConfig", package: "swift-syntax"),
            ]
        ),
        .target(name: "InterfaceBuilderImporter", dependencies: ["LayoutSpec", "ExactGeometry", "SwiftImporter", "AssetCatalogs"]),
        .target(name: "Repairs", dependencies: ["ExactGeometry", "LayoutSpec", "KeyboardStates", "LayoutAnalysis"]),
        .target(
            name: "ResultCache",
            dependencies: [
                "ExactGeometry", "LayoutSpec", "KeyboardStates", "LayoutAnalysis", .product(name: "OrderedCollections", package: "swift-collections"),
            ]
        ),
        .target(
            name: "ScreenInputs",
            dependencies: ["LayoutSpec", "KeyboardStates", "LayoutAnalysis", "UIKitLayout", "Repairs", "SwiftImporter", "InterfaceBuilderImporter"]
        ),
        .target(name: "ProjectSetup", dependencies: ["LayoutSpec", "AssetCatalogs", "SwiftImporter", "ScreenInputs"]),
        .target(name: "Reporters", dependencies: ["ExactGeometry", "LayoutSpec", "KeyboardStates", "LayoutAnalysis", "Repairs"]),
        .executableTarget(
            name: "kbcov",
            dependencies: [
                "LayoutSpec", "KeyboardStates", "LayoutAnalysis", "Repairs", "Reporters", "SwiftImporter", "InterfaceBuilderImporter", "ScreenInputs",
                "ProjectSetup", "UIKitLayout", "ResultCache", .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .plugin(
            name: "KbcovPlugin",
            capability: .command(intent: .custom(verb: "kbcov", description: "Run kbcov (check by default) on the package's targets")),
            dependencies: ["kbcov"],
            path: "Plugins/KbcovPlugin"
        ),
        .executableTarget(
            name: "kbcov-bench",
            dependencies: [
                "LayoutSpec", "KeyboardStates", "LayoutAnalysis", "Repairs", "Reporters", "ScreenInputs", "ResultCache", "SwiftImporter",
                "KbcovTestSupport",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        // What the tests and the benchmark share: the repository's folders, fixtures loaded and
        // environments resolved as `check` does, screens written as apps write them.
        .target(name: "KbcovTestSupport", dependencies: ["LayoutSpec", "KeyboardStates", "ScreenInputs"], path: "Tests/KbcovTestSupport"),
        .testTarget(name: "ExactGeometryTests", dependencies: ["ExactGeometry", .product(name: "BigInt", package: "BigInt")]),
        .testTarget(name: "Z3Tests", dependencies: ["Z3", "ExactGeometry"]),
        .testTarget(name: "LayoutSpecTests", dependencies: ["LayoutSpec", "KbcovTestSupport"], resources: [.copy("Fixtures")]),
        .testTarget(name: "KeyboardStatesTests", dependencies: ["KeyboardStates", "LayoutSpec"]),
        .testTarget(name: "LayoutAnalysisTests", dependencies: ["LayoutAnalysis", "LayoutSpec", "KeyboardStates", "UIKitLayout", "KbcovTestSupport"]),
        .testTarget(
            name: "ReportersTests",
            dependencies: ["Reporters", "Repairs", "LayoutAnalysis", "LayoutSpec", "KeyboardStates", "UIKitLayout", "KbcovTestSupport"],
            exclude: ["Golden", "Fixtures"]
        ),
        .testTarget(name: "UIKitLayoutTests", dependencies: ["UIKitLayout", "LayoutAnalysis", "LayoutSpec", "KeyboardStates", "ExactGeometry", "KbcovTestSupport"]),
        .testTarget(name: "KbcovCLITests", dependencies: ["kbcov", "KbcovTestSupport", "LayoutSpec"]),
        .testTarget(
            name: "ResultCacheTests",
            dependencies: ["ResultCache", "LayoutAnalysis", "LayoutSpec", "KeyboardStates", "ScreenInputs", "Reporters", "KbcovTestSupport"]
        ),
        .testTarget(
            name: "RepairsTests",
            dependencies: ["Repairs", "Reporters", "LayoutAnalysis", "LayoutSpec", "KeyboardStates", "SwiftImporter", "UIKitLayout", "KbcovTestSupport"],
            exclude: ["Fixtures"]
        ),
        .testTarget(
            name: "InterfaceBuilderImporterTests",
            dependencies: ["InterfaceBuilderImporter", "LayoutSpec", "LayoutAnalysis", "KeyboardStates", "ExactGeometry", "UIKitLayout", "KbcovTestSupport"],
            resources: [.copy("Fixtures")]
        ),
        .testTarget(
            name: "SwiftImporterTests",
            dependencies: ["SwiftImporter", "LayoutSpec", "LayoutAnalysis", "KeyboardStates", "UIKitLayout", "KbcovTestSupport"]
        ),
        .testTarget(
            name: "AssetCatalogsTests",
            dependencies: ["AssetCatalogs", "ExactGeometry", "LayoutSpec", "SwiftImporter", "InterfaceBuilderImporter", "KbcovTestSupport"]
        ),
    ]
)

// Instrumented builds of kbcov's own targets, for scripts/fuzz.sh and scripts/sanitize.sh.
// KBCOV_SANITIZE (e.g. `address`, `thread`, `fuzzer,address`) adds `-sanitize=…` to them only, so an
// instrumented build reuses the dependencies' objects; KBCOV_FUZZ=1 adds the libFuzzer driver
// `kbcov-fuzz` (Fuzz/Driver), which needs `-sanitize=fuzzer` and so exists only in such builds.
let instrumentation = ProcessInfo.processInfo.environment
if instrumentation["KBCOV_FUZZ"] == "1" {
    // The fuzz targets reach internal parsers (the rule parser) through `@testable import`.
    for target in package.targets where target.type == .regular {
        target.swiftSettings = (target.swiftSettings ?? []) + [.unsafeFlags(["-enable-testing"])]
    }
    package.targets.append(.executableTarget(
        name: "kbcov-fuzz",
        dependencies: ["LayoutSpec", "KeyboardStates", "SwiftImporter", "InterfaceBuilderImporter"],
        path: "Fuzz/Driver",
        swiftSettings: [.unsafeFlags(["-enable-testing"])]
    ))
}
if let sanitizers = instrumentation["KBCOV_SANITIZE"], !sanitizers.isEmpty {
    for target in package.targets where target.type != .system && target.type != .plugin {
        target.swiftSettings = (target.swiftSettings ?? []) + [.unsafeFlags(["-sanitize=\(sanitizers)"])]
        target.linkerSettings = (target.linkerSettings ?? []) + [.unsafeFlags(["-sanitize=\(sanitizers)"])]
    }
}
