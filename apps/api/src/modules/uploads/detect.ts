/** File kinds we accept, decided by the first bytes (magic numbers), never by the name or the declared type. */
export type DetectedKind =
  | { kind: 'image'; format: 'jpeg' | 'png' | 'webp' }
  | { kind: 'audio'; format: 'mp3' | 'ogg' | 'wav'; ext: 'mp3' | 'ogg' | 'wav'; mime: string }
  | { kind: 'video'; format: 'mp4'; ext: 'mp4'; mime: 'video/mp4' };

const startsWith = (b: Buffer, bytes: number[], at = 0) => b.length >= at + bytes.length && bytes.every((x, i) => b[at + i] === x);
const ascii = (b: Buffer, text: string, at = 0) => b.length >= at + text.length && b.toString('latin1', at, at + text.length) === text;

export function detectKind(b: Buffer): DetectedKind | null {
  if (startsWith(b, [0xff, 0xd8, 0xff])) return { kind: 'image', format: 'jpeg' };
  if (startsWith(b, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return { kind: 'image', format: 'png' };
  if (ascii(b, 'RIFF') && ascii(b, 'WEBP', 8)) return { kind: 'image', format: 'webp' };
  if (ascii(b, 'RIFF') && ascii(b, 'WAVE', 8)) return { kind: 'audio', format: 'wav', ext: 'wav', mime: 'audio/wav' };
  // MP4 (ISO base media): the first box is 'ftyp' with a video brand (a pooja's proof video)
  if (ascii(b, 'ftyp', 4) && /^(isom|iso2|mp41|mp42|avc1|dash|M4V )$/.test(b.toString('latin1', 8, 12))) return { kind: 'video', format: 'mp4', ext: 'mp4', mime: 'video/mp4' };
  if (ascii(b, 'OggS')) return { kind: 'audio', format: 'ogg', ext: 'ogg', mime: 'audio/ogg' };
  // MP3: an ID3v2 tag, or an MPEG audio frame sync (11 set bits) with layer III
  if (ascii(b, 'ID3') || (b.length > 2 && b[0] === 0xff && (b[1] & 0xe0) === 0xe0 && (b[1] & 0x06) === 0x02)) return { kind: 'audio', format: 'mp3', ext: 'mp3', mime: 'audio/mpeg' };
  return null;
}
