extension AlertDefinition: Codable {
    private enum CodingKeys: String, CodingKey {
        case name
        case doc
        case deprecated
        case parameters
        case style
        case theme
        case title
        case message
        case titleFont
        case titleColor
        case messageFont
        case messageColor
        case textAlignment
        case image
        case imageMaxSize
        case imageTint
        case headerView
        case contentView
        case containerView
        case actions
        case fields
        case actionAxis
        case preferred
        case tintColor
        case minDistanceToEdges
        case cornerRadius
        case offset
        case maxSize
        case backgroundColor
        case separatorColor
        case backdrop
        case dialogBlur
        case dismissOnBackdropTap
        case animation
        case animationDuration
        case avoidsKeyboard
        case keyboardOffset
        case popoverAnchor
        case host
        case page
        case priority
        case exclusive
        case after
        case ready
    }

    // Keys the format requires are decoded with `decode` (a `null` is accepted for `title`, `message`, `page`,
    // `doc` but the key must be there); keys that are omitted when unset use `decodeIfPresent`.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        self.init(name: try c.decode(String.self, forKey: .name))
        doc = try c.decode(String?.self, forKey: .doc)
        deprecated = try c.decodeIfPresent(String.self, forKey: .deprecated)
        parameters = try c.decode([ParameterDefinition].self, forKey: .parameters)
        style = try c.decode(AlertStyle.self, forKey: .style)
        theme = try c.decodeIfPresent(String.self, forKey: .theme)
        title = try c.decode(AlertText?.self, forKey: .title)
        message = try c.decode(AlertText?.self, forKey: .message)
        titleFont = try c.decodeIfPresent(AlertFont.self, forKey: .titleFont)
        titleColor = try c.decodeIfPresent(AlertColor.self, forKey: .titleColor)
        messageFont = try c.decodeIfPresent(AlertFont.self, forKey: .messageFont)
        messageColor = try c.decodeIfPresent(AlertColor.self, forKey: .messageColor)
        textAlignment = try c.decode(AlertTextAlignment.self, forKey: .textAlignment)
        image = try c.decodeIfPresent(AlertImage.self, forKey: .image)
        imageMaxSize = try c.decodeIfPresent(AlertSize.self, forKey: .imageMaxSize)
        imageTint = try c.decodeIfPresent(AlertColor.self, forKey: .imageTint)
        headerView = try c.decodeIfPresent(CustomView.self, forKey: .headerView)
        contentView = try c.decodeIfPresent(CustomView.self, forKey: .contentView)
        containerView = try c.decodeIfPresent(CustomView.self, forKey: .containerView)
        actions = try c.decode([ActionDefinition].self, forKey: .actions)
        fields = try c.decode([FieldDefinition].self, forKey: .fields)
        actionAxis = try c.decode(ActionAxis.self, forKey: .actionAxis)
        preferred = try c.decodeIfPresent(String.self, forKey: .preferred)
        tintColor = try c.decodeIfPresent(AlertColor.self, forKey: .tintColor)
        minDistanceToEdges = try c.decodeIfPresent(Double.self, forKey: .minDistanceToEdges)
        cornerRadius = try c.decodeIfPresent(Double.self, forKey: .cornerRadius)
        offset = try c.decode(AlertPoint.self, forKey: .offset)
        maxSize = try c.decodeIfPresent(AlertSize.self, forKey: .maxSize)
        backgroundColor = try c.decodeIfPresent(AlertColor.self, forKey: .backgroundColor)
        separatorColor = try c.decodeIfPresent(AlertColor.self, forKey: .separatorColor)
        backdrop = try c.decode(AlertBackdrop.self, forKey: .backdrop)
        dialogBlur = try c.decode(Bool.self, forKey: .dialogBlur)
        dismissOnBackdropTap = try c.decode(Bool.self, forKey: .dismissOnBackdropTap)
        animation = try c.decode(AlertAnimation.self, forKey: .animation)
        animationDuration = try c.decode(Double.self, forKey: .animationDuration)
        avoidsKeyboard = try c.decode(Bool.self, forKey: .avoidsKeyboard)
        keyboardOffset = try c.decode(Double.self, forKey: .keyboardOffset)
        popoverAnchor = try c.decodeIfPresent(PopoverAnchor.self, forKey: .popoverAnchor)
        host = try c.decode(AlertHost.self, forKey: .host)
        page = try c.decode(String?.self, forKey: .page)
        priority = try c.decode(Int.self, forKey: .priority)
        exclusive = try c.decode(AlertExclusivity.self, forKey: .exclusive)
        after = try c.decode([String].self, forKey: .after)
        ready = try c.decode(AlertReadiness.self, forKey: .ready)
    }

    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(name, forKey: .name)
        try encodeRequired(doc, forKey: .doc, in: &c)
        try c.encodeIfPresent(deprecated, forKey: .deprecated)
        try c.encode(parameters, forKey: .parameters)
        try c.encode(style, forKey: .style)
        try c.encodeIfPresent(theme, forKey: .theme)
        try encodeRequired(title, forKey: .title, in: &c)
        try encodeRequired(message, forKey: .message, in: &c)
        try c.encodeIfPresent(titleFont, forKey: .titleFont)
        try c.encodeIfPresent(titleColor, forKey: .titleColor)
        try c.encodeIfPresent(messageFont, forKey: .messageFont)
        try c.encodeIfPresent(messageColor, forKey: .messageColor)
        try c.encode(textAlignment, forKey: .textAlignment)
        try c.encodeIfPresent(image, forKey: .image)
        try c.encodeIfPresent(imageMaxSize, forKey: .imageMaxSize)
        try c.encodeIfPresent(imageTint, forKey: .imageTint)
        try c.encodeIfPresent(headerView, forKey: .headerView)
        try c.encodeIfPresent(contentView, forKey: .contentView)
        try c.encodeIfPresent(containerView, forKey: .containerView)
        try c.encode(actions, forKey: .actions)
        try c.encode(fields, forKey: .fields)
        try c.encode(actionAxis, forKey: .actionAxis)
        try c.encodeIfPresent(preferred, forKey: .preferred)
        try c.encodeIfPresent(tintColor, forKey: .tintColor)
        try c.encodeIfPresent(minDistanceToEdges, forKey: .minDistanceToEdges)
        try c.encodeIfPresent(cornerRadius, forKey: .cornerRadius)
        try c.encode(offset, forKey: .offset)
        try c.encodeIfPresent(maxSize, forKey: .maxSize)
        try c.encodeIfPresent(backgroundColor, forKey: .backgroundColor)
        try c.encodeIfPresent(separatorColor, forKey: .separatorColor)
        try c.encode(backdrop, forKey: .backdrop)
        try c.encode(dialogBlur, forKey: .dialogBlur)
        try c.encode(dismissOnBackdropTap, forKey: .dismissOnBackdropTap)
        try c.encode(animation, forKey: .animation)
        try c.encode(animationDuration, forKey: .animationDuration)
        try c.encode(avoidsKeyboard, forKey: .avoidsKeyboard)
        try c.encode(keyboardOffset, forKey: .keyboardOffset)
        try c.encodeIfPresent(popoverAnchor, forKey: .popoverAnchor)
        try c.encode(host, forKey: .host)
        try encodeRequired(page, forKey: .page, in: &c)
        try c.encode(priority, forKey: .priority)
        try c.encode(exclusive, forKey: .exclusive)
        try c.encode(after, forKey: .after)
        try c.encode(ready, forKey: .ready)
    }

    /// Writes the value, or an explicit `null`: these keys are always present in the format.
    private func encodeRequired<Value: Encodable>(
        _ value: Value?,
        forKey key: CodingKeys,
        in container: inout KeyedEncodingContainer<CodingKeys>
    ) throws {
        if let value {
            try container.encode(value, forKey: key)
        } else {
            try container.encodeNil(forKey: key)
        }
    }
}
