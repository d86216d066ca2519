/** Width and height from a PNG's IHDR chunk; null when the bytes are no PNG. */
export function pngSize(png: Buffer): { width: number; height: number } | null {
  if (png.subarray(0, 8).toString('latin1') !== '\x89PNG\r\n\x1a\n') return null;
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}
