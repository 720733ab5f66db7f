import Testing

@testable import PlayheadGStreamer

@Suite struct MediaErrorClassifierTests {
  @Test func readsTheHTTPStatusBeforeTheURLOnly() {
    let debug =
      "gstsouphttpsrc.c(1432): …: Internal Server Error (500), URL: http://127.0.0.1:45003/a, Redirect to: (NULL)"
    #expect(MediaErrorClassifier.httpStatus(in: debug) == 500)
    #expect(MediaErrorClassifier.httpStatus(in: "Not Found (404), URL: http://h/500/x") == 404)
    #expect(MediaErrorClassifier.httpStatus(in: "streaming stopped, URL: http://127.0.0.1:45003/500") == nil)
    #expect(MediaErrorClassifier.httpStatus(in: "port 45003 refused") == nil)
  }
}
