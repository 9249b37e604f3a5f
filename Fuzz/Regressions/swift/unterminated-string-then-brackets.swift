import UIKit

/// The screen of Apple's sample "Adjusting your layout with keyboard layout guide", written the
/// way an app writes it: a title, the photo, and an edit view — a text field beside a row of two
/// buttons, in two stack views — that rides on the keyboard, with tracking constraints spread over
/// helpers. It keeps the sample's flaw: `editViewToDockedKeyboardTrailing` is registered for
/// "near the bottom", which a floating keyboard can be too. `specs/apple-sample-edit-view.yaml` is
/// the same screen as a spec; the photo's size, which code cannot show, and the deployment
/// target are in EditViewController.kbcov.yaml.
final class EditViewController: UIViewController {
    private let titleLabel: UILabel = {
        let label = UILabel()
        label.translatesAutoresizingMaskIntoConstraints = false
        label.font = .preferredFont(forTextStyle: .title1)
        label.adjustsFontForContentSizeCategory = true
        label.text = "Succulent garden"
        return label
    }()

    private lazy var imageView: UIImageView = {
        let imageView = UIImageView(image: UIImage(named: "Succulents"))
        imageView.translatesAutoresizingMaskIntoConstraints = false
        imageView.contentMode = .scaleAspectFit
        // The photo gives way first when the docked keyboard rises, and keeps its proportions.
        imageView.setContentCompressionResistancePriority(.defaultLow, for: .vertical)
        imageView.setContentCompressionResistancePriority(.defaultLow, for: .horizontal)
        return imageView
    }()

    private let textField: UITextField = {
        let field = UITextField()
        field.borderStyle = .roundedRect
        field.placeholder = "Image description"
        field.returnKeyType = .done
        // The field takes the room the buttons leave, and gives way first when there is too little.
        field.setContentHuggingPriority(.defaultLow - 1, for: .horizontal)
        field.setContentCompressionResistancePriority(.defaultHigh - 1, for: .horizontal)
        return field
    }()

    private let cancelButton = UIButton(configuration: .gray(), primaryAction: nil)
    private let doneButton = UIButton(configuration: .filled(), primaryAction: nil)

    private lazy var buttons: UIStackView = {
        let row = UIStackView(arrangedSubviews: [cancelButton, doneButton])
        row.axis = .horizontal
        row.distribution = .fillEqually
        row.spacing = 8
        return row
    }()

    private let editView: UIStackView = {
        let stack = UIStackView()
        stack.translatesAutoresizi)
        label.adjustsFontForContentSizeCategory = true
        label.text = "Succulent garden"
        return label
    }()

    private lazy var imageView: UIImageView = {
        let imageView = UIImageView(image: UIImage(named: "SungMaskIntoConstraints = false
        stack.axis = .horizontal
        stack.alignment = .center
        stack.spacing = 8
        stack.isLayoutMarginsRelativeArrangement = true
        stack.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 8, leading: 8, bottom: 8, trailing: 8)
        stack.backgroundColor = .systemGroupedBackground
        stack.layer.cornerRadius = 10
        return stack
    }()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        view.addSubview(titleLabel)
        view.addSubview(imageView)
        editView.addArrangedSubview(textField)
        editView.addArrangedSubview(buttons)
        view.addSubview(editView)
        textField.delegate = self
        cancelButton.setTitle("Cancel", for: .normal)
        doneButton.setTitle("Done", for: .normal)

        // The tracking constraints below only engage when the guide follows a floating keyboard.
        view.keyboardLayoutGuide.followsUndockedKeyboard = true
        layOutTitleAndImage()
        followKeyboardVertically()
        followKeyboardHorizontally()
        followDockedKeyboard()
    }

    private func layOutTitleAndImage() {
        let titleToTop = titleLabel.topAnchor.constraint(equalToSystemSpacingBelow: view.safeAreaLayoutGuide.topAnchor, multiplier: 1)
        let titleCenterX = titleLabel.centerXAnchor.constraint(equalTo: view.centerXAnchor)
        let imageViewToTop = imageView.topAnchor.constraint(equalToSystemSpacingBelow: titleLabel.bottomAnchor, multiplier: 1)
        let imageAspect = imageView.widthAnchor.constraint(equalTo: imageView.heightAnchor)
        imageAspect.identifier = "imageAspect"
        NSLayoutConstraint.activate([titleToTop, titleCenterX, imageViewToTop, imageAspect])
  import UIKit

/// A toolbar that sticks to the top of the keyboard, the floating iPad keyboard included: the
/// guide follows tracked constraint per edge condition moves the
/// toolbar as the keyboard comes near an edge or leaves it. `specs/toolbar-follows-keyboard.yaml`
/// is the same screen written as a spec.
final class ToolbarViewController: UIViewController {
    // kbcov: toolbar intrinsicSize 320x44 keepVisible
    private let toolbar = UIToolbar()

    override func viewDidLoad() {
        super.viewDidLoad()
        toolbar.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(toolbar)

        // Without this the guide drops to the bottom whenever the keyboard undocks.
        view.keyboardLayoutGuide.followsUndockedKeyboard = true
        trackVerticalPosition()
        trackHorizontalPosition()
    }

    /// On top of the keyboard, unless the keyboard is up against the top of the screen.
    private func trackVerticalPosition() {
        let awayFromTop = toolbar.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor)
        awayFromTop.identifier = "KB-awayFromTop"
        view.keyboardLayoutGuide.setConstraints([awayFromTop], activeWhenAwayFrom: .top)

        let nearTop = toolbar.bottomAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor)
        nearTop.identifier = "KB-nearTop"
        view.keyboardLayoutGuide.setConstraints([nearTop], activeWhenNearEdge: .top)
    }

    /// Centred on the keyboard in the middle of the screen, aligned with it near either side.
    private func trackHorizontalPosition() {
        let inMiddl[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[e = toolbar.centerXAnchor.constraint(equalTo: view.keyboardLayoutGuide.centerXAnchor)
        inMiddle.identifier = "KB-inMiddle"
        view.keyboardLayoutGuide.setConstraints([inMiddle], activeWhenAwayFrom: [.leading, .trailing])

        let nearLeading = toolbar.leadingAnchor.constraint(equalTo: view.keyboardLayoutGuide.leadingAnchor)
        n  }

    private func followKeyboardVertically() {
        // Away from the top, the edit view rides on the keyboard.
        let editViewOnKeyboard = view.keyboardLayoutGuide.topAnchor.constraiearLeading.identifier = "KB-nearLeading"
        view.keyboardLayoutGuide.setConstraints([nearLeading], activeWhenNearEdge: .leading)

   nt(equalTo: editView.bottomAnchor)
         let nearTrailing = toolbar.trailingAnchor.constraint(equalTo: vi    editViewOnKeyboard.identew.keyboardLayoutGuide.trailinghe undocked keyboard, and one tracked constraint per edge conditioifier = "editViewOnKen moveyboar