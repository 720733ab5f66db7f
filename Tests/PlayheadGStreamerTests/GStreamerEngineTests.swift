import Foundation
import PlayheadCore
import PlayheadFixtures
import PlayheadGStreamer
import Synchronization
import Testing

/// The real engine on media generated at test time. One frame at 30 fps is 1/30 s.
extension RealEngineTests {
  @MainActor @Suite(.serialized) struct GStreamerEngineTests {
    static let oneFrame = 1.0 / 30

    @Test func loadsAndDescribesMedia() async throws {
      let probe = EngineProbe()
      let info = try await probe.load(
        MediaFixtures.offMainActor { try MediaFixtures.mp4(seconds: 6, keyframeSpacing: 1) })
      #expect(abs((info.duration ?? 0) - 6) < 0.1)
      #expect(info.videoSize == Size(width: 320, height: 240))
      #expect(info.isSeekable && !info.isLive)
      #expect(info.codecs.count == 2, "\(info.codecs)")
      #expect(info.codecs.contains { $0.hasPrefix("H.264") } && info.codecs.contains { $0.contains("AAC") })
      try await probe.wait("first frame") { $0 == .firstFrameShown }
      #expect(probe.engine.position == 0)
      probe.engine.stop()
    }

    @Test(arguments: [1, 5])
    func accurateSeekShowsTheFrameAtTheTarget(keyframeSpacing: Int) async throws {
      let probe = EngineProbe()
      _ = try await probe.load(
        MediaFixtures.offMainActor { try MediaFixtures.mp4(seconds: 6, keyframeSpacing: keyframeSpacing) })
      for target in [4.4, 1.7, 3.03] {
        probe.events = []
        probe.engine.seek(to: target, precision: .accurate)
        try await probe.wait("the seek to \(target) s") { $0 == .seekFinished }
        let frame = try #require(probe.engine.latestFrame)
        #expect(abs((frame.time ?? -1) - target) <= Self.oneFrame)
      }
      probe.engine.stop()
    }

    /// A Matroska file's chapters come from its table of contents, with their titles.
    @Test func chaptersComeFromTheTableOfContents() async throws {
      let probe = EngineProbe()
      _ = try await probe.load(MediaFixtures.offMainActor { try MediaFixtures.chapteredMatroska() })
      try await probe.wait("the chapters") { event in
        if case .loaded(let info) = event { info.chapters.count == 3 } else { false }
      }
      guard
        case .loaded(let info) = probe.events.last(where: { if case .loaded = $0 { true } else { false } })
      else { return }
      #expect(
        info.chapters == [
          Chapter(start: 0, title: "Opening"), Chapter(start: 4, title: "The middle part"),
          Chapter(start: 9, title: "End credits"),
        ])
      probe.engine.stop()
    }

    /// The subtitles showing at `time` as the engine has read them, once it has read that far.
    static func subtitles(of engine: GStreamerEngine, at time: Double) async throws -> [String] {
      try await poll("subtitles read past \(time) s", seconds: 10, state: "\(engine.subtitleCues.cues)") {
        engine.subtitleCues.hasRead(past: time) ? engine.subtitleCues.shown(at: time).map(\.markup) : nil
      }
    }

    /// A subtitle file named as the film beside it is read, its markup kept (SubRip's tags, an
    /// escaped &); one given instead (WebVTT here) replaces it.
    @Test func subtitlesBesideTheFilmOrGivenAreRead() async throws {
      let film = try await MediaFixtures.offMainActor { try MediaFixtures.filmWithSubtitlesBeside() }
      let probe = EngineProbe()
      let info = try await probe.load(film)
      #expect(info.subtitleTracks.map(\.words) == [MediaTrack(title: "film.srt")] && info.subtitleTrack == 0)
      #expect(info.subtitleTracks.map(\.codec) == ["SubRip"])
      // The file is read whole before the media is described: every cue is known at once.
      #expect(probe.engine.subtitleCues.shown(at: 1).map(\.markup) == ["<i>Hello</i> &amp; welcome"])
      #expect(probe.engine.subtitleCues.shown(at: 3.5).map(\.markup) == ["Second"])
      probe.engine.stop()
      probe.engine.subtitleFiles = [
        film.deletingLastPathComponent().appendingPathComponent("other/elsewhere.vtt")
      ]
      let elsewhere = try await probe.load(film)
      #expect(elsewhere.subtitleTracks.map(\.words) == [MediaTrack(title: "elsewhere.vtt")])
      #expect(try await Self.subtitles(of: probe.engine, at: 1) == ["From elsewhere"])
      probe.engine.stop()
    }

    /// Bitmap subtitles (Blu-ray's PGS in Matroska, television's DVB in MPEG-TS) are read into
    /// pictures where the stream puts them, on its canvas; each shows until the next display set
    /// clears it, and a paused seek finds the one showing there.
    @Test(arguments: MediaFixtures.BitmapSubtitles.drawn)
    func bitmapSubtitlesAreReadIntoPictures(kind: MediaFixtures.BitmapSubtitles) async throws {
      let probe = EngineProbe()
      let info = try await probe.load(
        MediaFixtures.offMainActor { try MediaFixtures.filmWithBitmapSubtitles(kind) })
      #expect(info.subtitleTracks.count == 1 && info.subtitleTrack == 0)
      // Paused, a seek into a picture finds it, though its display set comes before the seek.
      probe.engine.seek(to: 1.5, precision: .accurate)
      try await probe.wait("the seek") { $0 == .seekFinished }
      let paused = try await poll("the picture at 1.5 s, paused", seconds: 10, state: "") {
        let shown = probe.engine.subtitleCues.shown(at: 1.5).compactMap(\.picture)
        return shown.isEmpty ? nil : shown.map(\.summary)
      }
      #expect(paused == ["picture 200×40 at 60,180 of 320×240"])
      probe.engine.play()
      let pieces = { (time: Double) async throws -> [String] in
        try await poll(
          "pictures read past \(time) s", seconds: 10, state: "\(probe.engine.subtitleCues.cues.count)"
        ) {
          let cues = probe.engine.subtitleCues
          return cues.hasRead(past: time) ? cues.shown(at: time).compactMap(\.picture).map(\.summary) : nil
        }
      }
      #expect(try await pieces(1.5) == ["picture 200×40 at 60,180 of 320×240"])
      #expect(try await pieces(3.5) == [])
      #expect(try await pieces(4.5) == ["picture 100×30 at 20,20 of 320×240"])
      probe.engine.stop()
    }

    /// A subtitle file nothing reads: the film plays without it, and what the engine says of the
    /// media names the file and why. A file beside media with streams of its own is one more,
    /// known by its name and the language its name says, wherever playbin puts it.
    @Test func aSubtitleFileThatCannotBeReadIsSaidAndTheFilmPlays() async throws {
      let film = try await MediaFixtures.offMainActor { try MediaFixtures.filmWithSubtitlesBeside() }
      let other = film.deletingLastPathComponent().appendingPathComponent("other")
      let probe = EngineProbe()
      probe.engine.subtitleFiles = [other.appendingPathComponent("broken.srt")]
      var info = try await probe.load(film)
      probe.engine.play()
      while info.subtitleFileProblem == nil {
        guard
          case .loaded(let described) = try await probe.wait(
            "the problem described",
            { event in
              if case .loaded = event { true } else { false }
            })
        else { continue }
        info = described
      }
      #expect(
        info.subtitleFileProblem?.hasPrefix("broken.srt: ") == true, "\(info.subtitleFileProblem ?? "")")
      #expect(info.partialSupportNotice?.contains("playing without them") == true)
      try await probe.wait("the film playing") { $0 == .playing(true) }
      probe.engine.stop()

      probe.engine.subtitleFiles = [other.appendingPathComponent("film.en.srt")]
      let tracks = try await probe.load(MediaFixtures.offMainActor { try MediaFixtures.multiTrackMatroska() })
      #expect(tracks.subtitleFileProblem == nil)
      #expect(
        Set(tracks.subtitleTracks.map(\.words)) == [
          MediaTrack(language: "English"), MediaTrack(language: "German", title: "Forced"),
          MediaTrack(language: "English", title: "film.en.srt"),
        ] && tracks.subtitleTracks.count == 3)
      probe.engine.stop()
    }

    /// Subtitle files given are listed after the media's own streams, the first shown, every
    /// cue known at once; another file chosen shows at once, paused.
    @Test func subtitleFilesAreListedAfterTheStreamsAndChosenAtOnce() async throws {
      let film = try await MediaFixtures.offMainActor { try MediaFixtures.filmWithSubtitlesBeside() }
      let other = film.deletingLastPathComponent().appendingPathComponent("other")
      let probe = EngineProbe()
      probe.engine.subtitleFiles = [
        other.appendingPathComponent("film.en.srt"), other.appendingPathComponent("elsewhere.vtt"),
      ]
      let info = try await probe.load(MediaFixtures.offMainActor { try MediaFixtures.multiTrackMatroska() })
      #expect(
        info.subtitleTracks.map(\.words) == [
          MediaTrack(language: "English"), MediaTrack(language: "German", title: "Forced"),
          MediaTrack(language: "English", title: "film.en.srt"), MediaTrack(title: "elsewhere.vtt"),
        ])
      #expect(info.subtitleTracks.map(\.codec).suffix(2) == ["SubRip", "WebVTT"] && info.subtitleTrack == 2)
      #expect(probe.engine.subtitleCues.shown(at: 3.5).map(\.markup) == ["Second"])
      probe.engine.selectSubtitleTrack(3)
      #expect(probe.engine.subtitleCues.shown(at: 3.5).map(\.markup) == ["From elsewhere"])
      probe.engine.stop()
    }

    /// Each sound and subtitle stream is listed with its language and title; choosing another
    /// keeps the position, and the subtitles shown are the new stream's (chosen while paused,
    /// none until playing).
    @Test func tracksAreListedAndChosen() async throws {
      let probe = EngineProbe()
      let info = try await probe.load(MediaFixtures.offMainActor { try MediaFixtures.multiTrackMatroska() })
      #expect(
        info.audioTracks.map(\.words) == [
          MediaTrack(language: "English", title: "Main"),
          MediaTrack(language: "French", title: "Commentaire"),
        ])
      #expect(info.audioTracks.map(\.codec) == ["Vorbis", "Vorbis"])
      #expect(
        info.subtitleTracks.map(\.words) == [
          MediaTrack(language: "English"), MediaTrack(language: "German", title: "Forced"),
        ])
      #expect(info.audioTrack == 0 && info.subtitleTrack == 0)
      probe.engine.seek(to: 3, precision: .accurate)
      try await probe.wait("the seek") { $0 == .seekFinished }
      #expect(try await Self.subtitles(of: probe.engine, at: 3) == ["Hello in English"])
      // Chosen while paused, the streams switch once playing (see `GStreamerEngine`): no
      // subtitle shows until then (not the stream left's), and a seek meanwhile lands.
      probe.engine.selectAudioTrack(1)
      probe.engine.selectSubtitleTrack(1)
      #expect(probe.engine.subtitleCues.cues.isEmpty)
      probe.events = []
      probe.engine.seek(to: 5, precision: .accurate)
      try await probe.wait("a seek after choosing") { $0 == .seekFinished }
      probe.events = []
      probe.engine.play()
      try await probe.wait("the stream read again once playing") { $0 == .seekFinished }
      var position = try #require(probe.engine.position)
      #expect(position >= 4.9, "playing on from where it was")
      // Looked at within the cue (0.5-39.5 s), wherever a busy machine has played to by now.
      #expect(try await Self.subtitles(of: probe.engine, at: min(position, 39)) == ["Hallo auf Deutsch"])
      probe.events = []
      probe.engine.selectAudioTrack(0)
      probe.engine.selectSubtitleTrack(0)
      try await probe.wait("the stream read again while playing") { $0 == .seekFinished }
      position = try #require(probe.engine.position)
      #expect(position >= 4.9, "playing on from where it was")
      #expect(try await Self.subtitles(of: probe.engine, at: min(position, 39)) == ["Hello in English"])
      probe.events = []
      probe.engine.seek(to: 2, precision: .accurate)
      try await probe.wait("a seek while playing") { $0 == .seekFinished }
      probe.engine.stop()
    }

    /// The frame a time falls in (a time within a frame is one an accurate seek cut it to).
    static func frameIndex(_ time: Double) -> Int { Int((time + 0.0005) / oneFrame) }

    /// Each step shows exactly the next or the previous frame, paused, and says it landed; a
    /// step from playing pauses on the frame after the one shown.
    @Test func framesStepOneAtATimeBothWays() async throws {
      let probe = EngineProbe()
      _ = try await probe.load(
        MediaFixtures.offMainActor { try MediaFixtures.mp4(seconds: 6, keyframeSpacing: 2) })
      probe.engine.seek(to: 2.5, precision: .accurate)
      try await probe.wait("the seek") { $0 == .seekFinished }
      var shown = try #require(probe.engine.latestFrame?.time)
      for forward in [true, true, true] + Array(repeating: false, count: 40) + [true] {
        probe.events = []
        probe.engine.stepFrame(forward: forward)
        try await probe.wait("the step \(forward ? "on" : "back") from \(shown)") { $0 == .seekFinished }
        let now = try #require(probe.engine.latestFrame?.time)
        #expect(
          Self.frameIndex(now) - Self.frameIndex(shown) == (forward ? 1 : -1), "from \(shown) to \(now)")
        // The position is where the frame shown begins, even one an accurate seek cut short.
        let begins = try #require(probe.engine.shownFrameTime)
        #expect(probe.engine.position == begins && Self.frameIndex(begins) == Self.frameIndex(now))
        #expect(abs(begins - Double(Self.frameIndex(now)) * Self.oneFrame) < 0.001, "\(begins) for \(now)")
        shown = now
      }
      probe.engine.play()
      try await probe.wait("playing") { $0 == .playing(true) }
      try await Task.sleep(for: .milliseconds(300))
      probe.events = []
      probe.engine.pause()
      probe.engine.stepFrame(forward: true)
      try await probe.wait("the step from playing") { $0 == .seekFinished }
      #expect(try #require(probe.engine.latestFrame?.time) > shown, "on from where playing got")
      #expect(probe.engine.state == .paused)
      probe.engine.stop()
    }

    @Test func keyframeSeekLandsOnAKeyframe() async throws {
      let probe = EngineProbe()
      _ = try await probe.load(
        MediaFixtures.offMainActor { try MediaFixtures.mp4(seconds: 6, keyframeSpacing: 1) })
      probe.engine.seek(to: 3.4, precision: .keyframe)
      let frame = try await probe.frame(near: 3, tolerance: 0.001)
      #expect(frame.time == 3)
      probe.engine.stop()
    }

    @Test func playsToTheEnd() async throws {
      let probe = EngineProbe()
      _ = try await probe.load(
        MediaFixtures.offMainActor { try MediaFixtures.mp4(seconds: 2, keyframeSpacing: 1) })
      probe.engine.play()
      try await probe.wait("playing") { $0 == .playing(true) }
      try await probe.wait("end of stream") { $0 == .endOfStream }
      #expect((probe.engine.position ?? 0) > 1.9)
      #expect(probe.engine.decodedFrameCount == 60, "each of the 60 frames once, the prerolled one too")
      #expect(probe.engine.droppedFrameCount == 0)
      probe.engine.stop()
      #expect(probe.engine.decodedFrameCount == 60, "still told once stopped, for --stats")
    }

    /// A view made while the media opens (as `PlayerWindow` makes its view) hears of every
    /// frame after it starts listening, though the pipeline was built before.
    @Test func aFrameListenerSetAfterLoadingHearsEveryFrame() async throws {
      let probe = EngineProbe()
      _ = try await probe.load(
        MediaFixtures.offMainActor { try MediaFixtures.mp4(seconds: 2, keyframeSpacing: 1) })
      let heard = Mutex(0)
      probe.engine.onFrame = { heard.withLock { $0 += 1 } }
      probe.engine.play()
      try await probe.wait("end of stream") { $0 == .endOfStream }
      #expect(heard.withLock { $0 } == 60, "each of the 60 frames as it plays, the prerolled one again first")
      probe.engine.stop()
    }

    /// Frames come in memory a display server can map: the memory file holds exactly the
    /// pixels the frame reads, and frames decoded into the same memory say so by its identity.
    @Test func framesComeInMemoryADisplayServerCanMap() async throws {
      let probe = EngineProbe()
      _ = try await probe.load(
        MediaFixtures.offMainActor { try MediaFixtures.mp4(seconds: 2, keyframeSpacing: 1) })
      var identities: [UInt] = []
      for step in 1...12 {
        let time = Double(step) / 8
        probe.engine.seek(to: time, precision: .accurate)
        let frame = try await probe.frame(near: time, tolerance: 0.02)
        let shared = try #require(frame.sharedMemory)
        #expect(
          shared.stride == frame.width * 4 && shared.offset + shared.stride * frame.height <= shared.capacity)
        let mapped = try #require(mmap(nil, shared.capacity, PROT_READ, MAP_SHARED, shared.file, 0))
        try #require(mapped != MAP_FAILED)
        let same = frame.withBGRxBytes { bytes, _ in
          memcmp(mapped + shared.offset, bytes.baseAddress!, shared.stride * frame.height) == 0
        }
        munmap(mapped, shared.capacity)
        #expect(same == true, "the file holds the frame's pixels at \(time) s")
        identities.append(shared.identity)
      }
      probe.engine.stop()
      #expect(
        Set(identities).count < identities.count, "memory reused from the pool, known again by its identity")
    }

    @Test func playsWebMAndVideoOnly() async throws {
      let probe = EngineProbe()
      let webm = try await probe.load(MediaFixtures.offMainActor { try MediaFixtures.webm(seconds: 2) })
      #expect(webm.videoSize == Size(width: 320, height: 240) && abs((webm.duration ?? 0) - 2) < 0.1)
      let silent = try await probe.load(
        MediaFixtures.offMainActor { try MediaFixtures.videoOnly(seconds: 2) })
      #expect(silent.videoSize != nil)
      probe.engine.stop()
    }

    @Test func audioOnlyHasNoVideoAndStillStarts() async throws {
      let probe = EngineProbe()
      let info = try await probe.load(MediaFixtures.offMainActor { try MediaFixtures.audioOnly(seconds: 2) })
      #expect(info.videoSize == nil && abs((info.duration ?? 0) - 2) < 0.1)
      probe.engine.play()
      try await probe.wait("first sound") { $0 == .firstFrameShown }
      probe.engine.stop()
    }

    @Test func badFilesFailClearlyAndTheNextLoadWorks() async throws {
      let probe = EngineProbe()
      let missing = URL(fileURLWithPath: "/no/such/clip.mp4")
      let notFound = try await probe.failure(loading: missing)
      #expect(notFound.kind == .notFound && notFound.description.contains("/no/such/clip.mp4"))
      #expect(try await probe.failure(loading: MediaFixtures.folder).kind == .notAFile)
      let text = try await probe.failure(loading: MediaFixtures.notMedia())
      #expect(text.kind == .notMedia, "\(text)")
      let damaged = try await probe.failure(loading: MediaFixtures.truncated())
      #expect([.corrupt, .notMedia].contains(damaged.kind), "\(damaged)")
      #expect(damaged.description.contains("truncated.mp4"))
      _ = try await probe.load(
        MediaFixtures.offMainActor { try MediaFixtures.mp4(seconds: 2, keyframeSpacing: 1) })
      probe.engine.stop()
    }

    @Test func unsupportedCodecSaysWhichDecoderIsMissing() async throws {
      let probe = EngineProbe()
      let error = try await probe.failure(loading: MediaFixtures.unsupportedCodec())
      #expect(error.kind == .unsupportedCodec, "\(error)")
      #expect(error.description.contains("unknown-codec.mp4") && error.detail.contains("phzz"), "\(error)")
      _ = try await probe.load(
        MediaFixtures.offMainActor { try MediaFixtures.mp4(seconds: 2, keyframeSpacing: 1) })
      probe.engine.stop()
    }

    @Test func subtitlesAloneAreNoPlayableStream() async throws {
      let probe = EngineProbe()
      let error = try await probe.failure(loading: MediaFixtures.subtitlesOnly())
      #expect(error.kind == .noPlayableStream, "\(error)")
      #expect(error.description.contains("subtitles-only.mkv: has no audio or video stream"), "\(error)")
    }

    @Test func controllerPlaysRealMedia() async throws {
      let engine = GStreamerEngine()
      let controller = PlayerController(engine: engine)
      controller.autoplay = true
      // The states as announced (a stream keeps them all): two seconds of playing could pass
      // between two polls on a busy machine.
      let events = controller.events
      controller.load(
        try await MediaFixtures.offMainActor { try MediaFixtures.mp4(seconds: 2, keyframeSpacing: 1) }, at: 0)
      try await poll("end", state: "\(controller.state)") {
        controller.state == .ended ? () : nil
      }
      engine.stop()
      var states: [PlayerState] = []
      for await case .stateChanged(let state) in events {
        states.append(state)
        if state == .ended { break }
      }
      #expect(states.contains(.playing), "played before it ended: \(states)")
    }

    /// Rates are told apart by how far the position moves between two readings against the
    /// time between them: the position follows the pipeline's clock, so that holds however busy
    /// the machine is, once the rate change (a flushing seek) has taken effect; waiting for it is
    /// only hang-guarded. The clip is long enough that 3x does not reach either end meanwhile.
    @Test func holdRatesPlayFastForwardAndBackward() async throws {
      let probe = EngineProbe()
      _ = try await probe.load(
        MediaFixtures.offMainActor { try MediaFixtures.mp4(seconds: 30, keyframeSpacing: 1) })
      probe.engine.isMuted = true
      probe.engine.volume = 0.5
      probe.engine.play()
      try await probe.wait("playing") { $0 == .playing(true) }
      probe.engine.setRate(3)
      try await speed("faster than 2x forward") { $0 > 2 }
      // Far enough in that playing backwards at 3x has seconds to go.
      try await poll("6 s played") { (probe.engine.position ?? 0) >= 6 ? () : nil }
      let rewindFrom = probe.engine.position ?? 0
      probe.engine.setRate(-3)
      try await speed("backwards") { $0 < -0.5 }
      // The picture follows, a keyframe at a time.
      try await poll(
        "a frame from 2 s further back", state: "\(String(describing: probe.engine.latestFrame?.time))"
      ) {
        (probe.engine.latestFrame?.time ?? .infinity) <= rewindFrom - 2 ? () : nil
      }
      probe.engine.setRate(1)
      try await speed("forward again") { $0 > 0.5 }
      probe.engine.stop()

      /// Waits until the position moves at a speed (media seconds per second) that satisfies `match`.
      @discardableResult func speed(_ what: String, _ match: (Double) -> Bool) async throws -> Double {
        var last: (position: Double, at: ContinuousClock.Instant)?
        var seen: [Double] = []
        return try await poll("a position moving \(what)", state: "(read \(seen.suffix(8)))") {
          guard let position = probe.engine.position else { return nil }
          let now = ContinuousClock.now
          guard let previous = last, now - previous.at >= .milliseconds(300) else {
            if last == nil { last = (position, now) }
            return nil
          }
          last = (position, now)
          seen.append(position)
          let speed = (position - previous.position) / ((now - previous.at) / .seconds(1))
          return match(speed) ? speed : nil
        }
      }
    }
  }
}

extension MediaTrack {
  /// The track as its words alone: its language and title.
  var words: MediaTrack { MediaTrack(language: language, title: title) }
}
