import LayoutSpec
import Testing

/// `NSLayoutConstraint.constraints(withVisualFormat:options:metrics:views:)`: Apple's grammar
/// (Auto Layout Guide, "Visual Format Language") read into constraints with `vfl[…].n` ids.
@Suite struct VisualFormatTests {
    @Test func superviewSpacingPredicatesMetricsAndPriorities() throws {
        let spec = try importSwift(viewController("""
                let views: [String: Any] = ["toolbar": toolbar, "button": button]
                [toolbar, button].forEach { view.addSubview($0) }
                var constraints = NSLayoutConstraint.constraints(withVisualFormat: "H:|-pad-[toolbar]-[button(==80@750)]-|",
                                                                 options: [.alignAllCenterY], metrics: ["pad": 12], views: views)
                constraints += NSLayoutConstraint.constraints(withVisualFormat: "V:[toolbar(>=44,<=60)]-(>=8)-|", metrics: nil, views: views)
                NSLayoutConstraint.activate(constraints)
        """))
        #expect(spec.ruleLines == [
            "vfl[H:|-pad-[toolbar]-[button(==80@750)]-|].0: toolbar.leading == view.leading + 12",
            "vfl[H:|-pad-[toolbar]-[button(==80@750)]-|].1: button.leading == toolbar.trailing + 8",
            "vfl[H:|-pad-[toolbar]-[button(==80@750)]-|].2: button.width == 80 @750",
            "vfl[H:|-pad-[toolbar]-[button(==80@750)]-|].3: view.trailing == button.trailing + 20",
            "vfl[H:|-pad-[toolbar]-[button(==80@750)]-|].4: button.centerY == toolbar.centerY",
            "vfl[V:[toolbar(>=44,<=60)]-(>=8)-|].0: toolbar.height >= 44",
            "vfl[V:[toolbar(>=44,<=60)]-(>=8)-|].1: toolbar.height <= 60",
            "vfl[V:[toolbar(>=44,<=60)]-(>=8)-|].2: view.bottom >= toolbar.bottom + 8",
        ])
        #expect(spec.warnings.isEmpty)
    }

    @Test func flushViewsEqualWidthsAndDirection() throws {
        let spec = try importSwift(viewController("""
                view.addConstraints(NSLayoutConstraint.constraints(
                    withVisualFormat: "[toolbar][button(==toolbar)]", options: .directionRightToLeft, metrics: nil,
                    views: ["toolbar": toolbar, "button": button]))
        """))
        #expect(spec.rules == ["toolbar.left == button.right", "button.width == toolbar.width"])
    }

    @Test func mistakesAreLocatedInTheString() throws {
        let spec = try importSwift(viewController("""
                NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "H:|-[toolbar-|", metrics: nil, views: ["toolbar": toolbar]))
                NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "V:|[banner]|", metrics: nil, views: ["toolbar": toolbar]))
                toolbar.heightAnchor.constraint(equalToConstant: 44).isActive = true
        """))
        #expect(spec.rules == ["toolbar.height == 44"])
        #expect(spec.warningLines == [
            "9:99: skipped: the visual format \"H:|-[toolbar-|\": expected ']' to end the view 'toolbar'",
            "10:91: skipped: the visual format \"V:|[banner]|\": 'banner' is not a key of the views dictionary",
        ])
    }

    @Test func aFormatBuiltAtRunTimeIsAWarning() throws {
        let spec = try importSwift(viewController("""
                let format = "H:|[\\(name)]|"
                NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: format, metrics: nil, views: ["toolbar": toolbar]))
                toolbar.heightAnchor.constraint(equalToConstant: 44).isActive = true
        """))
        #expect(spec.warningLines.count == 1)
        #expect(spec.warningLines.first?.contains("built at run time") == true)
    }
}
