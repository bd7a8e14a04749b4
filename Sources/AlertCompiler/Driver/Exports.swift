// Users of the compiler library see the language types (diagnostics, sources) too.
@_exported import AlertDSL
