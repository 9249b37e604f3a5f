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
            "vfl[H:|-pad-[toolbar]-[button(==80@750)]-|].3: margins.trailing == button.trailing",
            "vfl[H:|-pad-[toolbar]-[button(==80@750)]-|].4: button.centerY == toolbar.centerY",
            "vfl[V:[toolbar(>=44,<=60)]-(>=8)-|].0: toolbar.height >= 44",
            "vfl[V:[toolbar(>=44,<=60)]-(>=8)-|].1: toolbar.height <= 60",
            "vfl[V:[toolbar(>=44,<=60)]-(>=8)-|].2: view.bottom >= toolbar.bottom + 8",
        ])
        #expect(spec.warnings.isEmpty)
    }

    /// `|-[view]-|` insets by the superview's layout margins: a subview's 8 pt a side, the root
    /// view's `margins` (Apple, UIView.directionalLayoutMargins).
    @Test func aStandardSpaceToTheSuperviewIsItsMargin() throws {
        let spec = try importSwift(viewController("""
                let bar = UIView()
                let stack = UIStackView()
                bar.translatesAutoresizingMaskIntoConstraints = false
                stack.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(bar)
                bar.addSubview(stack)
                NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "H:|-[bar]-|", metrics: nil, views: ["bar": bar]))
                NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "V:|-[bar(48)]", metrics: nil, views: ["bar": bar]))
                NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "V:|-[stack]-|", metrics: nil, views: ["stack": stack]))
                NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "H:|[stack]|", metrics: nil, views: ["stack": stack]))
        """))
        #expect(spec.rules.contains("bar.leading == margins.leading") && spec.rules.contains("margins.trailing == bar.trailing"))
        #expect(spec.rules.contains("bar.top == margins.top"))
        #expect(spec.rules.contains("stack.top == barMargins.top") && spec.rules.contains("barMargins.bottom == stack.bottom"))
        #expect(spec.rules.contains("barMargins.top == bar.top + 8") && spec.rules.contains("barMargins.bottom == bar.bottom - 8"))
        #expect(spec.rules.contains("stack.leading == bar.leading"))
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

extension VisualFormatTests {
    @Test(arguments: [
        "", "H:", "H:|", "[", "[]", "[toolbar", "[toolbar(", "[toolbar(==)]", "[toolbar(@750)]", "H:[toolbar]-", "H:[toolbar]--[button]",
        "H:[toolbar]-(8-[button]", "|-8-|", "V:[toolbar]|[button]", "X:[toolbar]", "[toolbar]-[toolbar2]", "[toolbar(==80@2000)]",
        "H:|-(-8)-[toolbar]", "[toolbar(>=1.5.5)]", "[toolbar]-(>=8,<=button)-[button]",
    ])
    func malformedFormatsAreOneWarningNeverACrash(_ format: String) throws {
        let spec = try importSwift(viewController("""
                NSLayoutConstraint.activate(NSLayoutConstraint.constraints(withVisualFormat: "\(format)", metrics: nil, views: ["toolbar": toolbar, "button": button]))
                toolbar.heightAnchor.constraint(equalToConstant: 44).isActive = true
        """))
        #expect(spec.rules.contains("toolbar.height == 44"))
        let formatWarnings = spec.warnings.filter { $0.message.contains("visual format") }
        if format == "H:|-(-8)-[toolbar]" {
            #expect(spec.rules.contains("toolbar.leading == view.leading - 8"))
        } else {
            #expect(formatWarnings.count == 1, "\(spec.warningLines)")
        }
    }

    @Test func connectionPredicateListsAndVerticalMetrics() throws {
        let spec = try importSwift(viewController("""
                let views = ["toolbar": toolbar, "button": button]
                NSLayoutConstraint.activate(NSLayoutConstraint.constraints(
                    withVisualFormat: "V:|-top-[toolbar]-(>=8@750,<=20)-[button]",
                    options: .alignAllCenterX, metrics: ["top": 30], views: views))
        """))
        #expect(spec.rules == [
            "toolbar.top == view.top + 30", "button.top >= toolbar.bottom + 8 @750", "button.top <= toolbar.bottom + 20",
            "button.centerX == toolbar.centerX",
        ])
    }
}
