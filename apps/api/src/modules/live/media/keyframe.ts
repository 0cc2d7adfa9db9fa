/** Keyframe detection on RTP payloads, so the SFU starts a viewer's video at a keyframe. */

/** the first packet of a keyframe: VP8 (RFC 7741) or H264 (RFC 6184: IDR / SPS, alone, in STAP-A or starting an FU-A) */
export function isKeyframeStart(payload: Buffer, h264: boolean): boolean {
  if (payload.length < 3) return false;
  if (!h264) {
    const b0 = payload[0]!;
    // S bit set and partition 0
    if ((b0 & 0x10) === 0 || (b0 & 0x07) !== 0) return false;
    let i = 1;
    if (b0 & 0x80) {
      const x = payload[i++]!;
      if (x & 0x80) i += (payload[i]! & 0x80) ? 2 : 1; // PictureID (7 or 15 bits)
      if (x & 0x40) i++; // TL0PICIDX
      if (x & 0x30) i++; // TID / KEYIDX
    }
    return i < payload.length && (payload[i]! & 0x01) === 0; // frame tag P bit: 0 = keyframe
  }
  const nal = payload[0]! & 0x1f;
  if (nal === 5 || nal === 7) return true;
  if (nal === 24) {
    // STAP-A: 2-byte sizes followed by NAL units
    for (let i = 1; i + 2 < payload.length; ) {
      const size = payload.readUInt16BE(i);
      const t = payload[i + 2]! & 0x1f;
      if (t === 5 || t === 7) return true;
      i += 2 + size;
    }
    return false;
  }
  if (nal === 28) {
    const fu = payload[1]!;
    return (fu & 0x80) !== 0 && ((fu & 0x1f) === 5 || (fu & 0x1f) === 7);
  }
  return false;
}
