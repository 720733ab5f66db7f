import PlayheadCairo
import Testing

/// Markup read back as the text it shows, by Pango.
@Suite struct PangoMarkupTests {
  @Test func tagsGoAndEntitiesAreRead() {
    #expect(
      PangoMarkup.plainText("<i>Fish</i> &amp; &lt;chips&gt; &#233;t&#xE9;\n<b>Two</b>")
        == "Fish & <chips> été\nTwo")
  }

  /// Markup Pango cannot parse is shown as it is, as the renderer draws it.
  @Test func brokenMarkupIsKept() {
    #expect(PangoMarkup.plainText("<i>open & shut") == "<i>open & shut")
  }
}
