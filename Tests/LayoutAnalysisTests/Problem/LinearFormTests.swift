import ExactGeometry
@testable import LayoutAnalysis
import Testing

/// The in-place arithmetic (`add`, `replacing(each:)`) gives what the operators give, term order
/// aside: `a.add(b, times: k)` is `a + k · b`, and a replacement is the sum of each term's
/// replacement, cancelled terms dropped either way.
@Suite struct LinearFormTests {
    /// Forms over a few frame variables and a keyboard variable, with coefficients that cancel.
    static let variables: [Variable] = [
        .frame(item: 0, .x), .frame(item: 0, .width), .frame(item: 1, .y), .error(row: 2), .keyboard(.guideY),
    ]

    static func form(_ seed: Int) -> LinearForm {
        var coefficients: [Variable: Rational] = [:]
        for (index, variable) in variables.enumerated() where (seed >> index) & 1 == 1 {
            coefficients[variable] = Rational((seed * 7 + index * 3) % 5 - 2) / Rational(1 + index % 3)
        }
        return LinearForm(coefficients: coefficients, constant: Rational(seed % 7 - 3) / 2)
    }

    static let forms = (0..<32).map(form)
    static let factors: [Rational] = [0, 1, -1, Rational(3) / 2, Rational(-2) / 3]

    @Test func addingInPlaceIsTheSumOfTheOperators() {
        for lhs in Self.forms {
            for rhs in Self.forms {
                for factor in Self.factors {
                    var sum = lhs
                    sum.add(rhs, times: factor)
                    #expect(sum == lhs + factor * rhs, "\(lhs) + \(factor) · \(rhs)")
                }
            }
        }
    }

    @Test func replacingIsTheSumOfEachTermsReplacement() {
        let values: [Variable: LinearForm] = [.frame(item: 0, .width): Self.form(21), .error(row: 2): Self.form(6)]
        for form in Self.forms {
            let expected = form.sortedTerms.reduce(LinearForm(constant: form.constant)) { sum, term in
                sum + term.coefficient * (values[term.variable] ?? LinearForm(term.variable))
            }
            #expect(form.replacing { values[$0] } == expected, "\(form)")
            #expect(form.substituting(values) == expected)
            for (variable, value) in values {
                #expect(form.replacing(variable, with: value) == form.replacing { $0 == variable ? value : nil })
            }
        }
    }
}
