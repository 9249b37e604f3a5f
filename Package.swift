// swift-tools-version:6.0
import PackageDescription

let package = Package(
    name: "kbcov",
    products: [
        .executable(name: "kbcov", targets: ["kbcov"]),
        .library(name: "LayoutSpec", targets: ["LayoutSpec"]),
        .library(name: "KeyboardStates", targets: ["KeyboardStates"]),
        .library(name: "Z3", targets: ["Z3"]),
        .library(name: "LayoutAnalysis", targets: ["LayoutAnalysis"]),
        .library(name: "Reporters", targets: ["Reporters"]),
        .library(name: "SwiftImporter", targets: ["SwiftImporter"]),
        .library(name: "InterfaceBuilderImporter", targets: ["InterfaceBuilderImporter"]),
        .library(name: "UIKitLayout", targets: ["UIKitLayout"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/jpsim/Yams", from: "6.2.2"),
        .package(url: "https://github.com/attaswift/BigInt", from: "6.0.1"),
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "602.0.0"),
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
        .target(name: "LayoutAnalysis", dependencies: ["ExactGeometry", "LayoutSpec", "KeyboardStates", "Z3"]),
        .target(
            name: "SwiftImporter",
            dependencies: [
                "LayoutSpec", "ExactGeometry",
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftOperators", package: "swift-syntax"),
            ]
        ),
        .target(name: "InterfaceBuilderImporter", dependencies: ["LayoutSpec", "ExactGeometry", "SwiftImporter"]),
        .target(name: "Reporters", dependencies: ["ExactGeometry", "LayoutSpec", "KeyboardStates", "LayoutAnalysis"]),
        .executableTarget(
            name: "kbcov",
            dependencies: [
                "LayoutSpec", "KeyboardStates", "LayoutAnalysis", "Reporters", "SwiftImporter", "InterfaceBuilderImporter", "UIKitLayout",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .executableTarget(
            name: "kbcov-bench",
            dependencies: [
                "LayoutSpec", "KeyboardStates", "LayoutAnalysis", "Reporters", "UIKitLayout",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .testTarget(name: "ExactGeometryTests", dependencies: ["ExactGeometry", .product(name: "BigInt", package: "BigInt")]),
        .testTarget(name: "Z3Tests", dependencies: ["Z3", "ExactGeometry"]),
        .testTarget(name: "LayoutSpecTests", dependencies: ["LayoutSpec"], resources: [.copy("Fixtures")]),
        .testTarget(name: "KeyboardStatesTests", dependencies: ["KeyboardStates", "LayoutSpec"]),
        .testTarget(name: "LayoutAnalysisTests", dependencies: ["LayoutAnalysis", "LayoutSpec", "KeyboardStates"]),
        .testTarget(
            name: "ReportersTests",
            dependencies: ["Reporters", "LayoutAnalysis", "LayoutSpec", "KeyboardStates"],
            exclude: ["Golden"]
        ),
        .testTarget(name: "UIKitLayoutTests", dependencies: ["UIKitLayout", "LayoutAnalysis", "LayoutSpec", "KeyboardStates", "ExactGeometry"]),
        .testTarget(name: "KbcovCLITests", dependencies: ["kbcov"]),
        .testTarget(
            name: "InterfaceBuilderImporterTests",
            dependencies: ["InterfaceBuilderImporter", "LayoutSpec", "LayoutAnalysis", "KeyboardStates", "ExactGeometry", "UIKitLayout"],
            resources: [.copy("Fixtures")]
        ),
        .testTarget(
            name: "SwiftImporterTests",
            dependencies: ["SwiftImporter", "LayoutSpec", "LayoutAnalysis", "KeyboardStates"]
        ),
    ]
)
