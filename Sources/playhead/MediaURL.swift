import ArgumentParser
import Foundation
import PlayheadCore

/// A media location from the command line, read as `MediaAddress` reads one.
struct MediaURL: ExpressibleByArgument {
  let url: URL

  init?(argument: String) {
    guard let url = MediaAddress.url(argument) else { return nil }
    self.url = url
  }
}
