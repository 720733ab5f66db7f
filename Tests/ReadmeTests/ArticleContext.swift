import Foundation
import PlayheadCore
import PlayheadGTK

/// What the DocC article "Build a player window" takes as given in its Swift snippets: a
/// player and some media. Each snippet is a method of this (ArticleSnippets.swift, made by
/// scripts/readme-snippets), compiled, not run, so a snippet that no longer compiles fails the
/// build.
@MainActor
struct ArticleContext {
  /// The player the snippets change.
  let player: VideoPlayerView
  /// Media to play.
  let urls: [URL]
}
