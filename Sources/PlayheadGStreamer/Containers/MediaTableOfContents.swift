internal import CGStreamer
import PlayheadCore

/// A GstToc read as chapters: every chapter entry at any depth (editions hold them in
/// Matroska), with its start and its title tag, by start, each start once.
enum MediaTableOfContents {
  static func chapters(of toc: OpaquePointer) -> [Chapter] {
    var found: [Chapter] = []
    collect(gst_toc_get_entries(toc), into: &found)
    var seen = Set<Double>()
    return found.sorted { $0.start < $1.start }.filter { seen.insert($0.start).inserted }
  }

  private static func collect(_ entries: UnsafeMutablePointer<GList>?, into found: inout [Chapter]) {
    var link = entries
    while let current = link {
      if let entry = current.pointee.data.map({ OpaquePointer($0) }) {
        if gst_toc_entry_get_entry_type(entry) == GST_TOC_ENTRY_TYPE_CHAPTER, let chapter = chapter(of: entry)
        {
          found.append(chapter)
        }
        collect(gst_toc_entry_get_sub_entries(entry), into: &found)
      }
      link = current.pointee.next
    }
  }

  private static func chapter(of entry: OpaquePointer) -> Chapter? {
    var start: gint64 = -1
    guard gst_toc_entry_get_start_stop_times(entry, &start, nil) != 0, start >= 0 else { return nil }
    var title: UnsafeMutablePointer<gchar>?
    if let tags = gst_toc_entry_get_tags(entry) { gst_tag_list_get_string(tags, GST_TAG_TITLE, &title) }
    defer { g_free(title) }
    return Chapter(start: GStreamerRuntime.seconds(start), title: title.map { String(cString: $0) })
  }
}
