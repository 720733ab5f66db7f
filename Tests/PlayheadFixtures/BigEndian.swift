/// `value`'s bytes, most significant first, as files' headers and tables write numbers.
func bigEndian<Value: FixedWidthInteger>(_ value: Value) -> [UInt8] {
  withUnsafeBytes(of: value.bigEndian) { Array($0) }
}
