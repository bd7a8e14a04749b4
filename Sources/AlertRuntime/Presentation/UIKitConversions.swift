#if canImport(UIKit)
    import UIKit

    // Conversions from the model to UIKit values, public so custom presenters can reuse them.

    extension AlertColor {
        /// The UIKit colour; dynamic colours follow the trait collection's interface style.
        public var uiColor: UIColor {
            switch self {
            case .fixed(let red, let green, let blue, let alpha):
                return UIColor(
                    red: CGFloat(red) / 255,
                    green: CGFloat(green) / 255,
                    blue: CGFloat(blue) / 255,
                    alpha: CGFloat(alpha) / 255
                )
            case .system(let name):
                return name.uiColor
            case .dynamic(let light, let dark):
                // Captures the Sendable model values, not UIColors, so this holds under any SDK's annotations.
                return UIColor { traits in traits.userInterfaceStyle == .dark ? dark.uiColor : light.uiColor }
            }
        }
    }

    extension SystemColor {
        /// The UIKit system colour of the same name.
        public var uiColor: UIColor {
            switch self {
            case .label: .label
            case .secondaryLabel: .secondaryLabel
            case .tertiaryLabel: .tertiaryLabel
            case .quaternaryLabel: .quaternaryLabel
            case .placeholderText: .placeholderText
            case .link: .link
            case .separator: .separator
            case .opaqueSeparator: .opaqueSeparator
            case .systemBackground: .systemBackground
            case .secondarySystemBackground: .secondarySystemBackground
            case .tertiarySystemBackground: .tertiarySystemBackground
            case .systemGroupedBackground: .systemGroupedBackground
            case .secondarySystemGroupedBackground: .secondarySystemGroupedBackground
            case .tertiarySystemGroupedBackground: .tertiarySystemGroupedBackground
            case .systemFill: .systemFill
            case .secondarySystemFill: .secondarySystemFill
            case .tertiarySystemFill: .tertiarySystemFill
            case .quaternarySystemFill: .quaternarySystemFill
            case .systemRed: .systemRed
            case .systemOrange: .systemOrange
            case .systemYellow: .systemYellow
            case .systemGreen: .systemGreen
            case .systemMint: .systemMint
            case .systemTeal: .systemTeal
            case .systemCyan: .systemCyan
            case .systemBlue: .systemBlue
            case .systemIndigo: .systemIndigo
            case .systemPurple: .systemPurple
            case .systemPink: .systemPink
            case .systemBrown: .systemBrown
            case .systemGray: .systemGray
            case .systemGray2: .systemGray2
            case .systemGray3: .systemGray3
            case .systemGray4: .systemGray4
            case .systemGray5: .systemGray5
            case .systemGray6: .systemGray6
            case .black: .black
            case .white: .white
            case .clear: .clear
            }
        }
    }

    extension AlertFont {
        /// The UIKit font; a custom font that is not installed falls back to the system font of that size.
        public var uiFont: UIFont {
            switch self {
            case .system(let size, let weight):
                return UIFont.systemFont(ofSize: CGFloat(size), weight: (weight ?? .regular).uiWeight)
            case .custom(let name, let size):
                return UIFont(name: name, size: CGFloat(size)) ?? UIFont.systemFont(ofSize: CGFloat(size))
            case .textStyle(let style):
                return UIFont.preferredFont(forTextStyle: style.uiTextStyle)
            }
        }
    }

    extension FontWeight {
        public var uiWeight: UIFont.Weight {
            switch self {
            case .ultraLight: .ultraLight
            case .thin: .thin
            case .light: .light
            case .regular: .regular
            case .medium: .medium
            case .semibold: .semibold
            case .bold: .bold
            case .heavy: .heavy
            case .black: .black
            }
        }
    }

    extension FontTextStyle {
        public var uiTextStyle: UIFont.TextStyle {
            switch self {
            case .largeTitle: .largeTitle
            case .title1: .title1
            case .title2: .title2
            case .title3: .title3
            case .headline: .headline
            case .subheadline: .subheadline
            case .body: .body
            case .callout: .callout
            case .footnote: .footnote
            case .caption1: .caption1
            case .caption2: .caption2
            }
        }
    }

    extension AlertImage {
        /// The image, or `nil` when the asset or symbol does not exist.
        public var uiImage: UIImage? {
            switch self {
            case .asset(let name): UIImage(named: name)
            case .symbol(let name): UIImage(systemName: name)
            }
        }
    }

    extension ActionStyle {
        public var uiAlertActionStyle: UIAlertAction.Style {
            switch self {
            case .default: .default
            case .cancel: .cancel
            case .destructive: .destructive
            }
        }
    }

    extension AlertStyle {
        public var uiAlertControllerStyle: UIAlertController.Style {
            switch self {
            case .alert: .alert
            case .actionSheet: .actionSheet
            }
        }
    }

    extension FieldKeyboard {
        public var uiKeyboardType: UIKeyboardType {
            switch self {
            case .default: .default
            case .email: .emailAddress
            case .number: .numberPad
            case .phone: .phonePad
            case .url: .URL
            case .decimal: .decimalPad
            }
        }
    }

    extension FieldContentType {
        public var uiTextContentType: UITextContentType {
            switch self {
            case .username: .username
            case .password: .password
            case .newPassword: .newPassword
            case .oneTimeCode: .oneTimeCode
            case .email: .emailAddress
            }
        }
    }

    extension PopoverArrow {
        public var uiArrowDirection: UIPopoverArrowDirection {
            switch self {
            case .up: .up
            case .down: .down
            case .left: .left
            case .right: .right
            }
        }
    }
#endif
