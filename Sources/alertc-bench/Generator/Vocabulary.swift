/// Word pools for generated programs: names, texts and literal values that an iOS app's
/// alerts really use. Every value here is valid for the property it is used with (spec §3–§4).
enum Vocabulary {
    static let verbs = [
        "confirm", "delete", "retry", "discard", "share", "rate", "update", "enable", "allow", "report", "restore",
        "remove", "leave", "save", "renew", "unlock", "download", "sync", "verify", "archive",
    ]
    static let nouns = [
        "Photo", "Draft", "Order", "Account", "Payment", "Download", "Playlist", "Message", "Comment", "Subscription",
        "Album", "Contact", "Device", "Backup", "Workout", "Recipe", "Booking", "Ticket", "Coupon", "Profile",
    ]
    static let areas = [
        "Home", "Search", "Library", "Profile", "Checkout", "Chat", "Feed", "Player", "Camera", "Maps", "Wallet",
        "Settings", "Inbox", "Calendar", "Notes", "Fitness",
    ]
    static let pageSuffixes = ["Detail", "Editor", "List", "Picker", "Summary", "Composer"]
    /// Action names used by alerts; action sets use other names, so splicing never collides.
    static let actionNames = [
        "ok", "confirm", "delete", "retry", "later", "openSettings", "upgrade", "keep", "discard", "save", "open",
        "review", "accept", "decline", "remindMe", "learnMore", "signIn", "tryAgain", "continueAnyway", "undo",
        "archive", "block", "mute", "report", "restore", "download", "dismiss", "view", "edit", "send",
    ]
    static let actionTitles = [
        "OK", "Confirm", "Delete", "Retry", "Later", "Open Settings", "Upgrade", "Keep", "Discard", "Save", "Open",
        "Review", "Accept", "Decline", "Remind Me", "Learn More", "Sign In", "Try Again", "Continue Anyway", "Undo",
        "Archive", "Block", "Mute", "Report", "Restore", "Download", "Dismiss", "View", "Edit", "Send",
    ]
    static let cancelNames = ["cancel", "notNow", "close", "noThanks"]
    static let cancelTitles = ["Cancel", "Not Now", "Close", "No Thanks"]
    static let subtitles = [
        "Takes about a minute", "Free for 7 days", "You can change this later", "Recommended",
        "Uses mobile data", "Can’t be undone", "Everyone in the group is notified", "Replies within a day",
    ]
    static let messages = [
        "This cannot be undone.", "You can find it later in Settings.", "We’ll keep a copy for 30 days.",
        "Your changes will be lost if you leave now.", "Check your connection and try again.",
        "Members of this group will no longer see it.", "A newer version is available on the App Store.",
        "We couldn’t reach the server. Your data is safe.", "Sign in again to keep syncing across your devices.",
        "Turn this on to get notified when something changes.",
    ]
    static let titleTemplates = [
        "Delete %?", "Couldn’t Save %", "% Updated", "Turn On % Sync?", "Share %", "Remove %?",
        "Leave %?", "Restore %?", "% Unavailable", "New %",
    ]
    static let parameters: [(name: String, type: String)] = [
        ("count", "Int"), ("name", "String"), ("minutes", "Int"), ("amount", "Double"), ("version", "String"),
        ("item", "String"), ("percent", "Int"), ("days", "Int"),
    ]
    static let symbols = [
        "trash", "exclamationmark.triangle", "checkmark.circle", "icloud.slash", "bell.badge", "lock",
        "person.crop.circle",
        "square.and.arrow.up", "arrow.clockwise", "star",
    ]
    static let assets = ["deal_badge", "empty_cart", "welcome_hero", "pro_badge", "map_pin", "avatar_placeholder"]
    static let weights = [
        ".ultraLight", ".thin", ".light", ".regular", ".medium", ".semibold", ".bold", ".heavy", ".black",
    ]
    static let textStyles = [
        ".largeTitle", ".title1", ".title2", ".title3", ".headline", ".subheadline", ".body", ".callout", ".footnote",
        ".caption1", ".caption2",
    ]
    static let customFonts = ["Avenir-Heavy", "Avenir-Book", "Georgia-Bold", "HelveticaNeue-Medium", "Menlo-Regular"]
    static let systemColors = [
        "label", "secondaryLabel", "systemBackground", "secondarySystemBackground", "systemRed", "systemOrange",
        "systemGreen", "systemBlue", "systemIndigo", "systemPink", "systemGray", "separator", "link", "systemTeal",
    ]
    static let animations = [
        ".automatic", ".fromBottom", ".fromTop", ".fromLeft", ".fromRight", ".shrink", ".expand", ".fade", ".bounce",
        ".drop", ".none",
    ]
    static let alignments = [".left", ".center", ".right", ".natural"]
    static let customViews = [
        "BrandHeaderView", "Checkout.SummaryView", "RatingStarsView", "MapPreviewView", "QRCodeView",
    ]
    static let keyboards = [".default", ".email", ".number", ".phone", ".url", ".decimal"]
    static let fields: [(name: String, placeholder: String, keyboard: String, contentType: String?)] = [
        ("email", "Email", ".email", ".email"), ("password", "Password", ".default", ".password"),
        ("code", "6-digit code", ".number", ".oneTimeCode"), ("username", "Username", ".default", ".username"),
        ("note", "Add a note", ".default", nil), ("phone", "Phone number", ".phone", nil),
        ("website", "Website", ".url", nil),
    ]
}
