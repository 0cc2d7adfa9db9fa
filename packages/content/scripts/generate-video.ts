/**
 * Generates the demo videos in assets/video/ (committed; run again only to change them):
 *   npx tsx packages/content/scripts/generate-video.ts
 * Needs ffmpeg (apt-get install -y ffmpeg) and the Noto Sans / Noto Sans Devanagari fonts (fonts-noto-core);
 * nothing else does: the seed imports the committed files. Each video is a short animated summary of its
 * item: a moving scene drawn with the demo-art kit (seed/images/art.ts), the title and three key points in
 * English and Hindi, over a soft generated drone. Every frame is an SVG rendered by sharp and piped to
 * ffmpeg (H.264 + AAC in MP4, 854×480, 24 fps, about 16 s, < 300 KB).
 */
import { spawn } from 'node:child_process';
import { mkdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { C, circle, compass, diya, glow, house, kundli, moon, planet, rings, stars, sun, svg, type Bg } from '../seed/images/art';

const outDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../assets/video');
const W = 1280; // drawing units
const H = 720;
const OUT_W = 854; // encoded size
const OUT_H = 480;
const FPS = 24;
const SLIDE_SECONDS = 4;
const FADE_SECONDS = 0.6;

type Text = { en: string; hi: string };
type Video = { file: string; bg: Bg; seed: number; title: Text; points: [Text, Text, Text]; scene: (t: number) => string };

const f = (n: number) => (Math.round(n * 10) / 10).toString();
const TAU = Math.PI * 2;

/** A five-pointed star. */
const star = (cx: number, cy: number, r: number, color: string) => {
  let d = '';
  for (let i = 0; i < 10; i++) {
    const a = (i / 10) * TAU - Math.PI / 2;
    const R = i % 2 ? r * 0.45 : r;
    d += `${i ? 'L' : 'M'}${f(cx + Math.cos(a) * R)} ${f(cy + Math.sin(a) * R)}`;
  }
  return `<path d="${d}Z" fill="${color}"/>`;
};

/** A tarot card turning face up: `turn` 0 (back) … 1 (face). */
const card = (cx: number, cy: number, s: number, turn: number, face: string) => {
  const sx = Math.abs(Math.cos(turn * Math.PI));
  const isFace = turn > 0.5;
  const w = s * 0.62;
  return `<g transform="translate(${f(cx)} ${f(cy)}) scale(${f(Math.max(0.02, sx))} 1)"><rect x="${f(-w / 2)}" y="${f(-s / 2)}" width="${f(w)}" height="${f(s)}" rx="${f(s * 0.05)}" fill="${isFace ? C.cream : C.maroon}" stroke="${C.gold}" stroke-width="5"/>${
    isFace ? face : `<rect x="${f(-w / 2 + 14)}" y="${f(-s / 2 + 14)}" width="${f(w - 28)}" height="${f(s - 28)}" rx="8" fill="none" stroke="${C.gold}" stroke-width="2" opacity="0.7"/>${star(0, 0, s * 0.12, C.gold)}`
  }</g>`;
};

const ease = (x: number) => (x <= 0 ? 0 : x >= 1 ? 1 : x * x * (3 - 2 * x));
const CX = 965; // the scene's centre, right of the text panel
const CY = 360;

const videos: Video[] = [
  {
    file: 'kundli-basics.mp4', bg: 'night', seed: 11,
    title: { en: 'How to read your kundli', hi: 'अपनी कुंडली कैसे पढ़ें' },
    points: [
      { en: 'Find the lagna: the house at the top centre', hi: 'लग्न खोजें: ऊपर बीच वाला भाव' },
      { en: 'Count the houses anticlockwise, 1 to 12', hi: 'भावों को वामावर्त गिनें, 1 से 12' },
      { en: 'Note the tenth lord, then the running dasha', hi: 'दशमेश देखें, फिर चल रही दशा' },
    ],
    // a planet walks through the twelve houses of the chart
    scene: (t) => {
      const a = -Math.PI / 2 - t * 0.4;
      return rings(CX, CY, 250, 48, C.gold, 0.35) + kundli(CX - 190, CY - 190, 380) + circle(CX + Math.cos(a) * 120, CY + Math.sin(a) * 120, 16, C.saffron) + circle(CX, CY - 95, 12, C.cream);
    },
  },
  {
    file: 'sade-sati-myths.mp4', bg: 'dusk', seed: 12,
    title: { en: 'Sade Sati: myths and facts', hi: 'साढ़ेसाती: भ्रम और तथ्य' },
    points: [
      { en: 'Not a curse: a long lesson in discipline', hi: 'श्राप नहीं: अनुशासन का लंबा पाठ' },
      { en: 'Three phases of about two and a half years', hi: 'लगभग ढाई-ढाई वर्ष के तीन चरण' },
      { en: 'Saturdays: prayer, service and careful plans', hi: 'शनिवार: प्रार्थना, सेवा और सोची-समझी योजना' },
    ],
    // Saturn passes slowly across the Moon's sign
    scene: (t) => {
      const x = CX - 200 + (t / 16) * 400;
      return rings(CX, CY, 260, 48, C.gold, 0.3) + moon(CX, CY + 40, 70, 0.35, 'vm') + planet(x, CY - 120 + Math.sin(t * 0.5) * 10, 70, '#4c5bd4', C.sky, true);
    },
  },
  {
    file: 'diya-aarti-at-home.mp4', bg: 'dusk', seed: 13,
    title: { en: 'The evening aarti at home', hi: 'घर पर संध्या आरती' },
    points: [
      { en: 'Light a ghee or oil lamp at dusk', hi: 'संध्या के समय घी या तेल का दीपक जलाएँ' },
      { en: 'Circle the plate clockwise before the deity', hi: 'देवता के सामने थाली दक्षिणावर्त घुमाएँ' },
      { en: 'Share the flame and the prasad with the family', hi: 'ज्योति और प्रसाद परिवार के साथ बाँटें' },
    ],
    // the lamp circles clockwise, as the plate does in an aarti
    scene: (t) => {
      const a = -Math.PI / 2 + t * 1.2;
      return rings(CX, CY, 240, 40, C.gold, 0.35) + glow(CX, CY, 200) + diya(CX + Math.cos(a) * 110, CY + 40 + Math.sin(a) * 110, 110);
    },
  },
  {
    file: 'navgraha-mantras.mp4', bg: 'night', seed: 14,
    title: { en: 'Navgraha mantras', hi: 'नवग्रह मंत्र' },
    points: [
      { en: 'Sunday, Sun: Om Ghrini Suryaya Namah', hi: 'रविवार, सूर्य: ॐ घृणि सूर्याय नमः' },
      { en: 'Monday, Moon: Om Som Somaya Namah', hi: 'सोमवार, चंद्र: ॐ सों सोमाय नमः' },
      { en: 'Saturday, Saturn: Om Sham Shanaischaraya Namah', hi: 'शनिवार, शनि: ॐ शं शनैश्चराय नमः' },
    ],
    // the Sun's rays turn while the Moon waxes
    scene: (t) =>
      `<g transform="rotate(${f(t * 8)} ${CX - 90} ${CY - 60})">${sun(CX - 90, CY - 60, 95)}</g>` + moon(CX + 130, CY + 110, 70, 0.15 + 0.8 * ease(t / 16), 'vn') + rings(CX, CY, 270, 54, C.gold, 0.25),
  },
  {
    file: 'vastu-entrance.mp4', bg: 'night', seed: 15,
    title: { en: 'Vastu for the main entrance', hi: 'मुख्य द्वार का वास्तु' },
    points: [
      { en: 'Keep the entrance bright after sunset', hi: 'सूर्यास्त के बाद प्रवेश द्वार रोशन रखें' },
      { en: 'A clear path: no shoes or clutter at the door', hi: 'खुला रास्ता: द्वार पर जूते या कबाड़ नहीं' },
      { en: 'A clean threshold, a nameplate, a welcome sign', hi: 'स्वच्छ देहरी, नामपट्टिका, स्वागत चिह्न' },
    ],
    // the compass turns to settle on north
    scene: (t) => `<g transform="rotate(${f(40 * (1 - ease(t / 6)))} ${CX} ${CY})">${compass(CX, CY, 220)}</g>` + house(CX, CY + 30, 200),
  },
  {
    file: 'tarot-first-spread.mp4', bg: 'maroon', seed: 16,
    title: { en: 'Your first three-card spread', hi: 'आपका पहला तीन-कार्ड स्प्रेड' },
    points: [
      { en: 'Shuffle slowly, holding one clear question', hi: 'एक स्पष्ट प्रश्न मन में रखकर धीरे से फेंटें' },
      { en: 'Draw three: past, present, possibility', hi: 'तीन कार्ड: अतीत, वर्तमान, संभावना' },
      { en: 'Read them together, as a mirror for your thoughts', hi: 'तीनों को साथ पढ़ें, अपने विचारों के दर्पण की तरह' },
    ],
    // three cards turn face up one after another
    scene: (t) =>
      [-1, 0, 1]
        .map((i) => {
          const turn = ease((t - 4 - (i + 1) * 2) / 0.8);
          const faces = [sun(0, 0, 40), moon(0, 0, 42, 0.4, `vt${i}`), star(0, 0, 50, C.saffron)];
          return card(CX + 20 + i * 150, CY + (i === 0 ? -20 : 10), 230, turn, faces[i + 1]);
        })
        .join('') + rings(CX, CY, 300, 60, C.gold, 0.2),
  },
];

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Breaks a line into lines of at most `max` characters, at spaces. */
function wrap(text: string, max: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    if (line && (line + ' ' + word).length > max) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  return line ? [...lines, line] : lines;
}

const EN_FONT = "'Noto Sans', 'DejaVu Sans', sans-serif";
const HI_FONT = "'Noto Sans Devanagari', 'Noto Sans', sans-serif";

/** The text of slide `k` (0 = title, 1–3 = points) at opacity `o`. */
function slideText(v: Video, k: number, o: number): string {
  if (o <= 0) return '';
  const dy = (1 - o) * 24;
  const x = 90;
  let y = 0;
  let out = `<g opacity="${f(o)}" transform="translate(0 ${f(dy)})">`;
  if (k === 0) {
    const en = wrap(v.title.en, 20);
    const hi = wrap(v.title.hi, 22);
    y = CY - ((en.length * 66 + hi.length * 60) / 2) + 40;
    for (const line of en) { out += `<text x="${x}" y="${y}" font-family="${EN_FONT}" font-weight="700" font-size="56" fill="${C.cream}">${esc(line)}</text>`; y += 66; }
    y += 6;
    for (const line of hi) { out += `<text x="${x}" y="${y}" font-family="${HI_FONT}" font-weight="700" font-size="48" fill="${C.gold}">${esc(line)}</text>`; y += 60; }
  } else {
    const p = v.points[k - 1];
    const en = wrap(p.en, 24);
    const hi = wrap(p.hi, 27);
    y = CY - ((en.length * 54 + hi.length * 52 + 20) / 2) + 36;
    out += `<circle cx="${x + 30}" cy="${y - 110}" r="30" fill="${C.saffron}"/><text x="${x + 30}" y="${y - 97}" text-anchor="middle" font-family="${EN_FONT}" font-weight="700" font-size="36" fill="${C.deep}">${k}</text>`;
    for (const line of en) { out += `<text x="${x}" y="${y}" font-family="${EN_FONT}" font-weight="700" font-size="44" fill="${C.cream}">${esc(line)}</text>`; y += 54; }
    y += 20;
    for (const line of hi) { out += `<text x="${x}" y="${y}" font-family="${HI_FONT}" font-size="40" fill="${C.pale}">${esc(line)}</text>`; y += 52; }
  }
  return `${out}</g>`;
}

function frame(v: Video, t: number, background: string): string {
  let text = '';
  for (let k = 0; k < 4; k++) {
    const start = k * SLIDE_SECONDS;
    const end = start + SLIDE_SECONDS;
    const isLast = k === 3;
    const o = Math.min(ease((t - start) / FADE_SECONDS), isLast ? 1 : ease((end - t) / FADE_SECONDS));
    text += slideText(v, k, o);
  }
  const panel = `<rect x="50" y="110" width="650" height="500" rx="28" fill="${C.deep}" opacity="0.55"/>`;
  const brand = `<text x="${W - 40}" y="${H - 36}" text-anchor="end" font-family="${EN_FONT}" font-size="24" fill="${C.cream}" opacity="0.7">Nakshatra · नक्षत्र</text>`;
  return svg(W, H, v.bg, background + v.scene(t) + panel + text + brand).replace(`width="${W}" height="${H}"`, `width="${OUT_W}" height="${OUT_H}"`);
}

/** A soft drone (tonic, fifth, octave) that swells slowly, as ffmpeg's aevalsrc expression. */
const drone = (seconds: number) =>
  `aevalsrc='(0.16*sin(2*PI*130.81*t)+0.09*sin(2*PI*196*t)+0.05*sin(2*PI*261.63*t))*(0.75+0.25*sin(2*PI*0.2*t))':s=22050:d=${seconds}`;

async function render(v: Video): Promise<void> {
  const seconds = SLIDE_SECONDS * 4;
  const frames = seconds * FPS;
  const file = path.join(outDir, v.file);
  const ff = spawn('ffmpeg', [
    '-loglevel', 'error', '-y',
    '-f', 'rawvideo', '-pix_fmt', 'rgb24', '-s', `${OUT_W}x${OUT_H}`, '-r', String(FPS), '-i', '-',
    '-f', 'lavfi', '-i', drone(seconds),
    '-filter_complex', `[0:v]fade=t=in:st=0:d=0.5,fade=t=out:st=${seconds - 0.8}:d=0.8[v];[1:a]afade=t=in:d=1.5,afade=t=out:st=${seconds - 1.5}:d=1.5[a]`,
    '-map', '[v]', '-map', '[a]',
    '-c:v', 'libx264', '-preset', 'veryslow', '-tune', 'animation', '-crf', '31', '-pix_fmt', 'yuv420p', '-profile:v', 'main', '-g', String(FPS * 4),
    '-c:a', 'aac', '-b:a', '24k', '-ac', '1',
    '-movflags', '+faststart', '-shortest', file,
  ], { stdio: ['pipe', 'inherit', 'inherit'] });
  const done = new Promise<void>((ok, fail) => ff.on('exit', (code) => (code === 0 ? ok() : fail(new Error(`ffmpeg exited with ${code} for ${v.file}`)))));
  const background = stars(W, H, 80, v.seed);
  for (let i = 0; i < frames; i++) {
    const rgb = await sharp(Buffer.from(frame(v, i / FPS, background))).removeAlpha().raw().toBuffer();
    if (!ff.stdin.write(rgb)) await new Promise((ok) => ff.stdin.once('drain', ok));
  }
  ff.stdin.end();
  await done;
  console.log(`${v.file}: ${seconds} s, ${Math.round(statSync(file).size / 1024)} KB`);
}

/** `--preview DIR`: a PNG of each slide of each video, to look at the layout without encoding. */
async function preview(dir: string): Promise<void> {
  mkdirSync(dir, { recursive: true });
  for (const v of videos)
    for (const t of [2, 6, 10, 14]) await sharp(Buffer.from(frame(v, t, stars(W, H, 80, v.seed)))).png().toFile(path.join(dir, `${v.file}-${t}.png`));
}

const previewAt = process.argv.indexOf('--preview');
if (previewAt >= 0) await preview(process.argv[previewAt + 1] ?? 'video-preview');
else {
  mkdirSync(outDir, { recursive: true });
  const only = process.argv[2];
  for (const v of videos) if (!only || v.file.startsWith(only)) await render(v);
}
