import Testing

@testable import PlayheadGStreamer

/// Playhead limits malloc's arenas unless the person running it chose them.
@Suite struct MallocArenasTests {
  @Test(arguments: [
    ["MALLOC_ARENA_MAX": "8"], ["GLIBC_TUNABLES": "glibc.malloc.tcache_count=0:glibc.malloc.arena_max=16"],
  ])
  func aChoiceInTheEnvironmentIsKept(environment: [String: String]) {
    #expect(MallocArenas.isLimited(by: environment))
  }

  @Test(arguments: [[:], ["GLIBC_TUNABLES": "glibc.malloc.tcache_count=0"], ["MALLOC_TOP_PAD_": "0"]])
  func otherwiseTheyAreLimited(environment: [String: String]) {
    #expect(!MallocArenas.isLimited(by: environment))
  }
}
