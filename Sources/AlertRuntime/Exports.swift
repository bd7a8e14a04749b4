// What generated Swift and apps import is `AlertRuntime`: the core (model, values, text, scheduler), which the
// compiler builds on too, comes with it, so `AlertRuntime.AlertDefinition` and the rest resolve as before. This
// module adds what needs full Foundation or UIKit: `BundleStringProvider` and the presentation.
@_exported import AlertRuntimeCore
