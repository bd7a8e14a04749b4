import Testing

@testable import AlertRuntime
@testable import AlertRuntimeCore

@Suite("Value coding")
struct ValueCodingTests {
    @Test func fonts() throws {
        try expectJSON(AlertFont.system(size: 17, weight: .semibold), #"{"system":{"size":17,"weight":"semibold"}}"#)
        try expectJSON(AlertFont.system(size: 13.5), #"{"system":{"size":13.5}}"#)
        try expectJSON(
            AlertFont.custom(name: "Avenir-Heavy", size: 15), #"{"custom":{"name":"Avenir-Heavy","size":15}}"#)
        try expectJSON(AlertFont.textStyle(.largeTitle), #"{"textStyle":"largeTitle"}"#)
        #expect(decodingFails(AlertFont.self, #"{"system":{"size":17},"textStyle":"body"}"#))
        #expect(decodingFails(AlertFont.self, #"{"system":{"weight":"bold"}}"#))
        #expect(decodingFails(AlertFont.self, #"{"textStyle":"huge"}"#))
        // A weight the format does not know is an error, not the platform's regular weight.
        #expect(decodingFails(AlertFont.self, #"{"system":{"size":17,"weight":"huge"}}"#))
    }

    @Test func images() throws {
        try expectJSON(AlertImage.asset("icon_wechat"), #"{"asset":"icon_wechat"}"#)
        try expectJSON(AlertImage.symbol("trash"), #"{"symbol":"trash"}"#)
        #expect(decodingFails(AlertImage.self, #""trash""#))
    }

    @Test func geometry() throws {
        try expectJSON(AlertSize(width: 270, height: 120.5), #"{"height":120.5,"width":270}"#)
        try expectJSON(AlertPoint(x: 0, y: -40), #"{"x":0,"y":-40}"#)
        try expectJSON(
            AlertInsets(top: 8, left: 16, bottom: 8, right: 16), #"{"bottom":8,"left":16,"right":16,"top":8}"#)
    }

    @Test func backdrops() throws {
        try expectJSON(AlertBackdrop.dim(alpha: 0.4), #"{"dim":{"alpha":0.4}}"#)
        try expectJSON(AlertBackdrop.blur(style: .extraLight, alpha: 1), #"{"blur":{"alpha":1,"style":"extraLight"}}"#)
        try expectJSON(AlertBackdrop.none, #""none""#)
        #expect(AlertBackdrop.standard == .dim(alpha: 0.4))
        #expect(decodingFails(AlertBackdrop.self, #""dim""#))
        #expect(decodingFails(AlertBackdrop.self, #"{"blur":{"alpha":1}}"#))
    }

    @Test func popoverAnchors() throws {
        try expectJSON(PopoverAnchor.view("shareButton"), #"{"view":{"name":"shareButton"}}"#)
        try expectJSON(
            PopoverAnchor.barButton("share", arrows: [.up, .left]),
            #"{"barButton":{"arrows":["up","left"],"name":"share"}}"#
        )
        try expectJSON(PopoverAnchor.view("v", arrows: []), #"{"view":{"arrows":[],"name":"v"}}"#)
        #expect(PopoverAnchor.barButton("share", arrows: [.down]).name == "share")
        #expect(PopoverAnchor.view("v").arrows == nil)
    }

    @Test func hosts() throws {
        try expectJSON(AlertHost.page, #""page""#)
        try expectJSON(AlertHost.window, #""window""#)
        try expectJSON(AlertHost.view("mapView"), #"{"view":"mapView"}"#)
        #expect(decodingFails(AlertHost.self, #""screen""#))
    }

    @Test func customViews() throws {
        try expectJSON(CustomView(typeName: "Brand.Header", height: 120), #"{"height":120,"typeName":"Brand.Header"}"#)
        try expectJSON(
            CustomView(typeName: "Promo", size: AlertSize(width: 300, height: 400)),
            #"{"size":{"height":400,"width":300},"typeName":"Promo"}"#
        )
        #expect(decodingFails(CustomView.self, #"{"typeName":"X"}"#))
        #expect(decodingFails(CustomView.self, #"{"typeName":"X","height":1,"size":{"width":1,"height":1}}"#))
    }

    @Test func enumsAreCaseNames() throws {
        try expectJSON(ActionStyle.default, #""default""#)
        try expectJSON(AlertExclusivity.cover, #""cover""#)
        try expectJSON(AlertAnimation.fromBottom, #""fromBottom""#)
        try expectJSON(FieldContentType.oneTimeCode, #""oneTimeCode""#)
        try expectJSON(ParameterDefinition.ParameterType.double, #""Double""#)
        #expect(SystemColor.allCases.count == 39)
        #expect(FontTextStyle.allCases.count == 11)
        #expect(FontWeight.allCases.count == 9)
        #expect(AlertAnimation.allCases.count == 11)
    }
}
