// The `forcetouch` command: a thin shell over ForceTouchCLI, which tests run in-process.
import ForceTouchCLI
import Foundation

let status = await CommandLineTool.main(arguments: Array(CommandLine.arguments.dropFirst()), io: .standard)
exit(status)
