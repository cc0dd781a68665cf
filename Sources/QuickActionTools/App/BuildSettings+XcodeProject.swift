public import XcodeProject

/// Build settings and their expansion, owned by `XcodeProject` (the one engine: Info.plist values
/// and project settings expand alike); named here so code importing this module keeps its names.
public typealias BuildSettings = XcodeProject.BuildSettings
/// The result of expanding a string (see `XcodeProject.VariableExpansion`).
public typealias VariableExpansion = XcodeProject.VariableExpansion
/// A malformed `--define` (see `XcodeProject.BuildSettingsError`).
public typealias BuildSettingsError = XcodeProject.BuildSettingsError
