// swift-tools-version:6.0
import PackageDescription

// An app's package that adds kbcov as one dependency: `swift package kbcov` then checks its
// screens. The screens are UIKit code, which does not build on Linux, so the target excludes
// them from compilation; kbcov reads its whole source folder.
let package = Package(
    name: "SampleApp",
    platforms: [.iOS(.v16)],
    products: [.library(name: "SampleApp", targets: ["SampleApp"])],
    dependencies: [.package(name: "kbcov", path: "../..")],
    targets: [.target(name: "SampleApp", exclude: ["Screens"])]
)
