internal import CGStreamer
import Foundation
import Synchronization

/// Video frames decoded straight into memory a display server can read: each frame's pixels are
/// in a memory file (`memfd`) of its own, so the view can hand the frame itself to the X server
/// (MIT-SHM) or to the Wayland compositor (`wl_shm`) instead of copying it into a buffer of its
/// own first, as GStreamer's `ximagesink` and `waylandsink` hand over their pool's buffers.
///
/// The allocator is a `GstAllocator` subclass registered once; the converter before the appsink
/// allocates from it because a probe on the appsink's pad answers the converter's allocation
/// query with a pool of its memory (`offer(on:)`). Each memory is the file mapped once, for as
/// long as it lives, wrapped as ordinary system memory: mapping it for a frame is free.
/// (`GstFdMemory` changes the mapping's protection each time it is mapped and unmapped, which
/// cost more than the copy it saves.) Each memory carries its `MappedFile`, whose identity no
/// other memory has while the process lives, so that what the server has attached can be kept
/// per memory.
enum SharedFrameAllocator {
  /// The allocator, nil where memory files cannot be made (then frames are in ordinary memory).
  nonisolated(unsafe) private static let allocator: UnsafeMutablePointer<GstAllocator>? = make()
  /// The quark under which each memory keeps its file.
  private static let fileKey = g_quark_from_static_string("playhead-shared-frame")
  /// The identity the next file gets; 0 is never given.
  private static let nextIdentity = Atomic<UInt>(1)

  /// The memory file behind `memory`, when this allocator made it.
  static func file(of memory: UnsafeMutablePointer<GstMemory>) -> MappedFile? {
    let object = UnsafeMutableRawPointer(memory).assumingMemoryBound(to: GstMiniObject.self)
    // A memory shared from another (a sub-buffer) has none: it is not the file's start.
    guard memory.pointee.parent == nil, let file = gst_mini_object_get_qdata(object, fileKey) else {
      return nil
    }
    return Unmanaged<MappedFile>.fromOpaque(file).takeUnretainedValue()
  }

  /// Makes the frames reaching `sink` (an appsink's sink pad's element) come in shared memory.
  static func offer(on sink: Element) {
    guard allocator != nil, let pad = gst_element_get_static_pad(sink.pointer, "sink") else { return }
    defer { gst_object_unref(UnsafeMutableRawPointer(pad)) }
    gst_pad_add_probe(
      pad, GST_PAD_PROBE_TYPE_QUERY_DOWNSTREAM,
      { _, info, _ in
        guard let info, let query = playhead_probe_allocation_query(info),
          SharedFrameAllocator.answer(query)
        else {
          return GST_PAD_PROBE_OK
        }
        return GST_PAD_PROBE_HANDLED
      }, nil, nil)
  }

  /// Answers an allocation query for 32-bit frames with a pool of this allocator's memory.
  private static func answer(_ query: UnsafeMutablePointer<GstQuery>) -> Bool {
    var caps: UnsafeMutablePointer<GstCaps>?
    var needsPool: gboolean = 0
    gst_query_parse_allocation(query, &caps, &needsPool)
    var width: Int32 = 0
    var height: Int32 = 0
    guard let allocator, let caps, let structure = gst_caps_get_structure(caps, 0),
      gst_structure_get_int(structure, "width", &width) != 0,
      gst_structure_get_int(structure, "height", &height) != 0, width > 0, height > 0,
      let format = gst_structure_get_string(structure, "format"), String(cString: format) == "BGRx"
    else { return false }
    // BGRx rows are packed: 4 bytes a pixel, no padding.
    let size = guint(width) * 4 * guint(height)
    if needsPool != 0 {
      let pool = gst_buffer_pool_new()!
      let config = gst_buffer_pool_get_config(pool)
      gst_buffer_pool_config_set_params(config, caps, size, 2, 0)
      gst_buffer_pool_config_set_allocator(config, allocator, nil)
      gst_buffer_pool_set_config(pool, config)
      gst_query_add_allocation_pool(query, pool, size, 2, 0)
      gst_object_unref(UnsafeMutableRawPointer(pool))
    }
    gst_query_add_allocation_param(query, allocator, nil)
    return true
  }

  /// Registers the subclass and makes its one allocator; nil when a memory file cannot be made.
  private static func make() -> UnsafeMutablePointer<GstAllocator>? {
    guard MappedFile(length: 1, identity: 0) != nil else { return nil }
    var info = GTypeInfo()
    info.class_size = guint16(MemoryLayout<GstAllocatorClass>.size)
    info.instance_size = guint16(MemoryLayout<GstAllocator>.size)
    info.class_init = { type, _ in
      guard let type else { return }
      type.assumingMemoryBound(to: GstAllocatorClass.self).pointee.alloc = { _, size, params in
        SharedFrameAllocator.allocate(size: Int(size), params: params?.pointee)
      }
    }
    let type = g_type_register_static(
      gst_allocator_get_type(), "PlayheadSharedFrameAllocator", &info, GTypeFlags(0))
    guard let object = g_object_new_with_properties(type, 0, nil, nil) else { return nil }
    // Allocators live for the whole process; the floating reference is GStreamer's convention.
    _ = gst_object_ref_sink(object)
    return UnsafeMutableRawPointer(object).assumingMemoryBound(to: GstAllocator.self)
  }

  /// A memory of `size` bytes (after `params`' prefix, before its padding) in a new memory file.
  private static func allocate(size: Int, params: GstAllocationParams?) -> UnsafeMutablePointer<GstMemory>? {
    let prefix = Int(params?.prefix ?? 0)
    let length = prefix + size + Int(params?.padding ?? 0)
    let identity = nextIdentity.add(1, ordering: .relaxed).oldValue
    guard let file = MappedFile(length: length, identity: identity) else { return nil }
    // The memory holds the file, and lets go of it when freed.
    let held = Unmanaged.passRetained(file).toOpaque()
    guard
      let memory = gst_memory_new_wrapped(
        GstMemoryFlags(0), file.address, gsize(length), gsize(prefix), gsize(size), held,
        { held in if let held { Unmanaged<MappedFile>.fromOpaque(held).release() } })
    else {
      Unmanaged<MappedFile>.fromOpaque(held).release()
      return nil
    }
    let object = UnsafeMutableRawPointer(memory).assumingMemoryBound(to: GstMiniObject.self)
    gst_mini_object_set_qdata(object, fileKey, held, nil)
    return memory
  }
}
