import ArgumentParser
import Foundation

/// A media location from the command line: a URL with a scheme, or a file path.
struct MediaURL: ExpressibleByArgument {
  let url: URL

  init?(argument: String) {
    if let url = URL(string: argument), let scheme = url.scheme, ["http", "https", "file"].contains(scheme) {
      self.url = url
    } else if !argument.isEmpty {
      url = URL(fileURLWithPath: argument).standardizedFileURL
    } else {
      return nil
    }
  }
}
