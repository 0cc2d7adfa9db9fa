/**
 * Generates the demo podcast episodes in assets/audio/ (committed; run again only to change them):
 *   npx tsx packages/content/scripts/generate-audio.ts
 * Speech comes from espeak-ng (apt-get install espeak-ng) over a soft tanpura-like drone made here; without
 * espeak-ng the episodes are the drone alone. Output: 11025 Hz, 8-bit mono WAV (small, plays everywhere).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const RATE = 11_025;
const outDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../assets/audio');

const episodes: Array<{ file: string; voice: string; text: string }> = [
  { file: 'podcast-01.wav', voice: 'en-in', text: 'Namaste, and welcome to Astro F M from Nakshatra. Today we talk about the Moon, the mind of the chart. The Moon moves through one nakshatra in about a day, which is why your mood can change so quickly. Watch where the Moon transits this week, and give your mind some quiet time every evening.' },
  { file: 'podcast-02.wav', voice: 'en-in', text: 'This is Astro F M. Saturn teaches patience. When Saturn transits over your Moon, the seven and a half years called Sade Sati begin. It is not a curse. It is a long lesson in discipline. Keep your promises, serve elders, and light a sesame oil lamp on Saturdays.' },
  { file: 'podcast-03.wav', voice: 'en-in', text: 'Welcome back to Astro F M. Rahu Kaal is a window of about ninety minutes every day. Its time changes with the weekday and with your city\'s sunrise. Many families avoid starting new work in it. Check the panchang on Nakshatra before an important beginning.' },
  { file: 'podcast-04.wav', voice: 'hi', text: 'नमस्ते, नक्षत्र कथा में आपका स्वागत है। आज की कथा एकादशी व्रत की है। एकादशी के दिन भगवान विष्णु का स्मरण किया जाता है। संयम, सत्य और दान इस व्रत का सार है।' },
  { file: 'podcast-05.wav', voice: 'hi', text: 'नक्षत्र कथा में आज हम हनुमान जी की बात करेंगे। मंगलवार और शनिवार को हनुमान चालीसा का पाठ मन को साहस देता है। श्रद्धा से किया गया छोटा सा पाठ भी बड़ा फल देता है।' },
  { file: 'podcast-06.wav', voice: 'hi', text: 'नक्षत्र कथा। दीपावली अंधकार पर प्रकाश की विजय का पर्व है। इस दिन माता लक्ष्मी और भगवान गणेश की पूजा होती है। घर को स्वच्छ रखें और दीपक जलाएँ।' },
];

/** PCM16 mono samples of a RIFF/WAVE file, with its sample rate. */
function readWav(buf: Buffer): { rate: number; samples: Float32Array } {
  let off = 12;
  let rate = 22050;
  let bits = 16;
  while (off + 8 <= buf.length) {
    const id = buf.toString('latin1', off, off + 4);
    const size = buf.readUInt32LE(off + 4);
    if (id === 'fmt ') { rate = buf.readUInt32LE(off + 12); bits = buf.readUInt16LE(off + 22); }
    if (id === 'data') {
      // espeak writes 0 or 0x7fffffff as the size when streaming: take the rest of the file
      const end = size > 0 && off + 8 + size <= buf.length ? off + 8 + size : buf.length;
      const n = Math.floor((end - off - 8) / (bits / 8));
      const samples = new Float32Array(n);
      for (let i = 0; i < n; i++) samples[i] = bits === 16 ? buf.readInt16LE(off + 8 + i * 2) / 32768 : (buf[off + 8 + i] - 128) / 128;
      return { rate, samples };
    }
    off += 8 + size + (size % 2);
  }
  throw new Error('no data chunk');
}

function resample(samples: Float32Array, from: number, to: number): Float32Array {
  const out = new Float32Array(Math.floor((samples.length * to) / from));
  for (let i = 0; i < out.length; i++) {
    const x = (i * from) / to;
    const j = Math.floor(x);
    const f = x - j;
    out[i] = (samples[j] ?? 0) * (1 - f) + (samples[j + 1] ?? 0) * f;
  }
  return out;
}

/** A quiet drone on Sa and Pa (C3 and G3) with a slow swell: the bed under the voice. */
function drone(seconds: number): Float32Array {
  const out = new Float32Array(Math.floor(seconds * RATE));
  for (let i = 0; i < out.length; i++) {
    const t = i / RATE;
    const env = Math.min(1, t / 1.5, (seconds - t) / 1.5);
    const swell = 0.75 + 0.25 * Math.sin(2 * Math.PI * 0.25 * t);
    out[i] = env * swell * 0.12 * (Math.sin(2 * Math.PI * 130.81 * t) + 0.6 * Math.sin(2 * Math.PI * 196 * t) + 0.3 * Math.sin(2 * Math.PI * 261.63 * t));
  }
  return out;
}

function writeWav8(file: string, samples: Float32Array) {
  const data = Buffer.alloc(samples.length);
  for (let i = 0; i < samples.length; i++) data[i] = Math.max(0, Math.min(255, Math.round(128 + 127 * samples[i])));
  const h = Buffer.alloc(44);
  h.write('RIFF', 0); h.writeUInt32LE(36 + data.length, 4); h.write('WAVE', 8); h.write('fmt ', 12);
  h.writeUInt32LE(16, 16); h.writeUInt16LE(1, 20); h.writeUInt16LE(1, 22); h.writeUInt32LE(RATE, 24); h.writeUInt32LE(RATE, 28); h.writeUInt16LE(1, 32); h.writeUInt16LE(8, 34);
  h.write('data', 36); h.writeUInt32LE(data.length, 40);
  writeFileSync(file, Buffer.concat([h, data]));
}

const tmp = mkdtempSync(path.join(os.tmpdir(), 'nk-audio-'));
for (const ep of episodes) {
  let voice: Float32Array = new Float32Array(0);
  try {
    const wav = path.join(tmp, ep.file);
    execFileSync('espeak-ng', ['-v', ep.voice, '-s', ep.voice === 'hi' ? '135' : '150', '-w', wav, ep.text]);
    const { rate, samples } = readWav(readFileSync(wav));
    voice = resample(samples, rate, RATE);
  } catch {
    console.warn(`espeak-ng unavailable: ${ep.file} is the drone alone`);
  }
  const lead = 2;
  const total = lead + voice.length / RATE + 2;
  const mix = drone(Math.max(total, 12));
  for (let i = 0; i < voice.length; i++) mix[lead * RATE + i] += 0.8 * voice[i];
  writeWav8(path.join(outDir, ep.file), mix);
  console.log(`${ep.file}: ${(mix.length / RATE).toFixed(1)} s`);
}
