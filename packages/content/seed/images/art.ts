/**
 * Small, font-free SVG drawing kit for the demo images (site palette: indigo, saffron, cream, maroon).
 * Everything is drawn with shapes so the SVGs rasterise the same everywhere.
 */
export const C = {
  indigo: '#1f1147',
  deep: '#120a2e',
  violet: '#3b2a7a',
  saffron: '#f59e0b',
  gold: '#fbbf24',
  pale: '#fde68a',
  cream: '#fff7e6',
  maroon: '#7c1d1d',
  rose: '#b4424b',
  green: '#2f7d5b',
  teal: '#1d6f7c',
  sky: '#7aa7e0',
} as const;

const f = (n: number) => (Math.round(n * 10) / 10).toString();

/** Deterministic pseudo-random numbers, so regenerating gives the same files. */
export function rng(seed: number) {
  let s = seed >>> 0 || 1;
  return () => {
    s ^= s << 13;
    s ^= s >>> 17;
    s ^= s << 5;
    return ((s >>> 0) % 100000) / 100000;
  };
}

export type Bg = 'night' | 'dusk' | 'cream' | 'maroon' | 'dawn';

const bgStops: Record<Bg, [string, string]> = {
  night: [C.violet, C.deep],
  dusk: [C.indigo, C.maroon],
  cream: [C.cream, C.pale],
  maroon: [C.rose, C.maroon],
  dawn: [C.saffron, C.maroon],
};

export function svg(w: number, h: number, bg: Bg, body: string, extraDefs = ''): string {
  const [a, b] = bgStops[bg];
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${w} ${h}" width="${w}" height="${h}"><defs><linearGradient id="bg" x1="0" y1="0" x2="0.3" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient><radialGradient id="glow"><stop offset="0" stop-color="${C.gold}" stop-opacity="0.55"/><stop offset="1" stop-color="${C.gold}" stop-opacity="0"/></radialGradient>${extraDefs}</defs><rect width="${w}" height="${h}" fill="url(#bg)"/>${body}</svg>`;
}

export function stars(w: number, h: number, n: number, seed: number, color: string = C.cream): string {
  if (n <= 0) return '';
  const r = rng(seed);
  // three layers of dots drawn as zero-length round-capped strokes: compact and crisp
  const layers = ['', '', ''];
  for (let i = 0; i < n; i++) {
    const x = Math.round(r() * w);
    const y = Math.round(r() * h);
    layers[i % 3] += `M${x} ${y}h0`;
  }
  return layers
    .map((d, i) => `<path d="${d}" stroke="${color}" stroke-width="${[2, 3.5, 5][i]}" stroke-linecap="round" opacity="${[0.9, 0.6, 0.35][i]}"/>`)
    .join('');
}

export function glow(cx: number, cy: number, r: number): string {
  return `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" fill="url(#glow)"/>`;
}

/** A sun with triangular rays. */
export function sun(cx: number, cy: number, r: number, rays = 16, color: string = C.saffron): string {
  let p = '';
  for (let i = 0; i < rays; i++) {
    const a = (i / rays) * Math.PI * 2;
    const a1 = a - Math.PI / rays / 1.6;
    const a2 = a + Math.PI / rays / 1.6;
    const R = r * (i % 2 ? 1.45 : 1.7);
    p += `M${f(cx + Math.cos(a1) * r * 1.05)} ${f(cy + Math.sin(a1) * r * 1.05)}L${f(cx + Math.cos(a) * R)} ${f(cy + Math.sin(a) * R)}L${f(cx + Math.cos(a2) * r * 1.05)} ${f(cy + Math.sin(a2) * r * 1.05)}Z`;
  }
  return `${glow(cx, cy, r * 2.4)}<path d="${p}" fill="${C.gold}"/><circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" fill="${color}"/><circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r * 0.72)}" fill="none" stroke="${C.pale}" stroke-width="${f(r * 0.05)}"/>`;
}

/** A crescent (phase 0..1: 0 = thin, 1 = full). Uses an id suffix to stay unique inside one file. */
export function moon(cx: number, cy: number, r: number, phase = 0.35, id = 'm', color: string = C.cream): string {
  if (phase >= 0.99) return `${glow(cx, cy, r * 2)}<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" fill="${color}"/>`;
  const off = r * (0.25 + phase * 1.6);
  return `${glow(cx, cy, r * 2)}<mask id="${id}"><rect x="${f(cx - r * 2)}" y="${f(cy - r * 2)}" width="${f(r * 4)}" height="${f(r * 4)}" fill="#fff"/><circle cx="${f(cx + off)}" cy="${f(cy - r * 0.15)}" r="${f(r * 0.95)}" fill="#000"/></mask><circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" fill="${color}" mask="url(#${id})"/>`;
}

/** A planet disc with soft bands and an optional ring. */
export function planet(cx: number, cy: number, r: number, color: string, band: string, ring = false): string {
  let out = glow(cx, cy, r * 1.9);
  if (ring) out += `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(r * 1.9)}" ry="${f(r * 0.5)}" fill="none" stroke="${C.pale}" stroke-width="${f(r * 0.12)}" transform="rotate(-18 ${f(cx)} ${f(cy)})" opacity="0.55"/>`;
  out += `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" fill="${color}"/>`;
  out += `<path d="M${f(cx - r * 0.95)} ${f(cy - r * 0.25)}Q${f(cx)} ${f(cy - r * 0.05)} ${f(cx + r * 0.95)} ${f(cy - r * 0.3)}M${f(cx - r * 0.9)} ${f(cy + r * 0.3)}Q${f(cx)} ${f(cy + r * 0.5)} ${f(cx + r * 0.9)} ${f(cy + r * 0.25)}" stroke="${band}" stroke-width="${f(r * 0.14)}" fill="none" opacity="0.6"/>`;
  out += `<circle cx="${f(cx - r * 0.35)}" cy="${f(cy - r * 0.35)}" r="${f(r * 0.25)}" fill="#fff" opacity="0.18"/>`;
  if (ring)
    out += `<path d="M${f(cx - r * 1.8)} ${f(cy + r * 0.55)}A${f(r * 1.9)} ${f(r * 0.5)} -18 0 0 ${f(cx + r * 1.8)} ${f(cy - r * 0.6)}" fill="none" stroke="${C.pale}" stroke-width="${f(r * 0.12)}" opacity="0.85"/>`;
  return out;
}

/** Eclipse-like shadow disc with a corona (Rahu). */
export function eclipse(cx: number, cy: number, r: number): string {
  return `${glow(cx, cy, r * 2.6)}<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r * 1.08)}" fill="${C.gold}"/><circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" fill="${C.deep}"/><circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r * 1.3)}" fill="none" stroke="${C.saffron}" stroke-width="2" stroke-dasharray="4 10" opacity="0.7"/>`;
}

/** A comet with a tail (Ketu). */
export function comet(cx: number, cy: number, r: number): string {
  return `<path d="M${f(cx)} ${f(cy - r)}Q${f(cx - r * 5)} ${f(cy - r * 2)} ${f(cx - r * 8)} ${f(cy - r * 4.5)}Q${f(cx - r * 4)} ${f(cy)} ${f(cx)} ${f(cy + r)}Z" fill="${C.saffron}" opacity="0.45"/><path d="M${f(cx)} ${f(cy - r * 0.5)}Q${f(cx - r * 4)} ${f(cy - r * 1.5)} ${f(cx - r * 6.5)} ${f(cy - r * 3.6)}Q${f(cx - r * 3)} ${f(cy)} ${f(cx)} ${f(cy + r * 0.5)}Z" fill="${C.gold}" opacity="0.6"/>${glow(cx, cy, r * 2.5)}<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" fill="${C.cream}"/>`;
}

/** A radial mandala of petals; layers from outside in. Each layer is one path. */
export function mandala(cx: number, cy: number, r: number, petals: number, colors: string[], _id: string, opacity = 1): string {
  let out = `<g opacity="${f(opacity)}">`;
  colors.forEach((col, li) => {
    const R = r * (1 - li * (0.75 / colors.length));
    const inner = R * 0.22;
    const half = Math.PI / petals;
    const rot = li % 2 ? half : 0;
    let d = '';
    for (let i = 0; i < petals; i++) {
      const a = (i / petals) * Math.PI * 2 + rot - Math.PI / 2;
      const p = (ang: number, rad: number) => `${Math.round(cx + Math.cos(ang) * rad)} ${Math.round(cy + Math.sin(ang) * rad)}`;
      d += `M${p(a, inner)}Q${p(a - half * 1.1, R * 0.7)} ${p(a, R)}Q${p(a + half * 1.1, R * 0.7)} ${p(a, inner)}`;
    }
    out += `<path d="${d}" fill="${col}"/>`;
  });
  out += `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r * 0.2)}" fill="${C.gold}"/><circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r * 0.1)}" fill="${C.maroon}"/>`;
  return out + '</g>';
}

/** Thin concentric rings with dots, a light decorative frame. */
export function rings(cx: number, cy: number, r: number, dots: number, color: string = C.gold, opacity = 0.6): string {
  let d = '';
  for (let i = 0; i < dots; i++) {
    const a = (i / dots) * Math.PI * 2;
    d += `M${Math.round(cx + Math.cos(a) * r * 0.95)} ${Math.round(cy + Math.sin(a) * r * 0.95)}h0`;
  }
  return `<g fill="none" stroke="${color}" opacity="${f(opacity)}"><circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" stroke-width="2"/><circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r * 0.9)}" stroke-width="1"/><path d="${d}" stroke-width="${f(Math.max(4, r * 0.036))}" stroke-linecap="round"/></g>`;
}

/** A lotus seen from the side. */
export function lotus(cx: number, cy: number, s: number, color: string = C.rose, inner: string = C.cream): string {
  const petal = (ang: number, len: number, wid: number, col: string) =>
    `<path d="M${f(cx)} ${f(cy)}C${f(cx - wid)} ${f(cy - len * 0.45)} ${f(cx - wid * 0.4)} ${f(cy - len * 0.9)} ${f(cx)} ${f(cy - len)}C${f(cx + wid * 0.4)} ${f(cy - len * 0.9)} ${f(cx + wid)} ${f(cy - len * 0.45)} ${f(cx)} ${f(cy)}Z" fill="${col}" transform="rotate(${ang} ${f(cx)} ${f(cy)})"/>`;
  return (
    petal(-68, s * 0.75, s * 0.22, color) +
    petal(68, s * 0.75, s * 0.22, color) +
    petal(-40, s * 0.9, s * 0.26, color) +
    petal(40, s * 0.9, s * 0.26, color) +
    petal(-16, s, s * 0.28, inner) +
    petal(16, s, s * 0.28, inner) +
    petal(0, s * 1.08, s * 0.3, color) +
    `<ellipse cx="${f(cx)}" cy="${f(cy + s * 0.04)}" rx="${f(s * 0.8)}" ry="${f(s * 0.1)}" fill="${C.green}" opacity="0.8"/>`
  );
}

/** An oil lamp with a flame. */
export function diya(cx: number, cy: number, s: number): string {
  return (
    glow(cx, cy - s * 0.55, s * 0.9) +
    `<path d="M${f(cx)} ${f(cy - s * 1.05)}C${f(cx + s * 0.2)} ${f(cy - s * 0.7)} ${f(cx + s * 0.16)} ${f(cy - s * 0.36)} ${f(cx)} ${f(cy - s * 0.3)}C${f(cx - s * 0.16)} ${f(cy - s * 0.36)} ${f(cx - s * 0.2)} ${f(cy - s * 0.7)} ${f(cx)} ${f(cy - s * 1.05)}Z" fill="${C.gold}"/>` +
    `<path d="M${f(cx)} ${f(cy - s * 0.78)}C${f(cx + s * 0.09)} ${f(cy - s * 0.58)} ${f(cx + s * 0.07)} ${f(cy - s * 0.4)} ${f(cx)} ${f(cy - s * 0.36)}C${f(cx - s * 0.07)} ${f(cy - s * 0.4)} ${f(cx - s * 0.09)} ${f(cy - s * 0.58)} ${f(cx)} ${f(cy - s * 0.78)}Z" fill="${C.cream}"/>` +
    `<path d="M${f(cx - s * 0.75)} ${f(cy - s * 0.28)}Q${f(cx)} ${f(cy - s * 0.12)} ${f(cx + s * 0.75)} ${f(cy - s * 0.28)}Q${f(cx + s * 0.55)} ${f(cy + s * 0.3)} ${f(cx)} ${f(cy + s * 0.32)}Q${f(cx - s * 0.55)} ${f(cy + s * 0.3)} ${f(cx - s * 0.75)} ${f(cy - s * 0.28)}Z" fill="${C.saffron}"/>` +
    `<path d="M${f(cx - s * 0.5)} ${f(cy - s * 0.05)}Q${f(cx)} ${f(cy + s * 0.08)} ${f(cx + s * 0.5)} ${f(cy - s * 0.05)}" stroke="${C.maroon}" stroke-width="${f(s * 0.05)}" fill="none"/>`
  );
}

/** A North-Indian kundli grid. */
export function kundli(x: number, y: number, s: number, color: string = C.gold): string {
  const m = s / 2;
  return `<g fill="none" stroke="${color}" stroke-width="${f(s * 0.012)}"><rect x="${f(x)}" y="${f(y)}" width="${f(s)}" height="${f(s)}"/><path d="M${f(x)} ${f(y)}L${f(x + s)} ${f(y + s)}M${f(x + s)} ${f(y)}L${f(x)} ${f(y + s)}M${f(x + m)} ${f(y)}L${f(x + s)} ${f(y + m)}L${f(x + m)} ${f(y + s)}L${f(x)} ${f(y + m)}Z"/></g>`;
}

/** The twelve-part zodiac wheel. */
export function wheel(cx: number, cy: number, r: number, color: string = C.gold): string {
  let d = '';
  for (let i = 0; i < 12; i++) {
    const a = (i / 12) * Math.PI * 2;
    d += `M${f(cx + Math.cos(a) * r * 0.55)} ${f(cy + Math.sin(a) * r * 0.55)}L${f(cx + Math.cos(a) * r)} ${f(cy + Math.sin(a) * r)}`;
  }
  let dots = '';
  for (let i = 0; i < 12; i++) {
    const a = ((i + 0.5) / 12) * Math.PI * 2;
    dots += `<circle cx="${f(cx + Math.cos(a) * r * 0.78)}" cy="${f(cy + Math.sin(a) * r * 0.78)}" r="${f(r * 0.05)}"/>`;
  }
  return `<g fill="none" stroke="${color}" stroke-width="${f(r * 0.02)}"><circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}"/><circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r * 0.55)}"/><path d="${d}"/></g><g fill="${color}">${dots}</g>`;
}

/** A kalash (pot) with mango leaves and a coconut. */
export function kalash(cx: number, cy: number, s: number): string {
  let leaves = '';
  for (let i = -2; i <= 2; i++)
    leaves += `<ellipse cx="${f(cx + i * s * 0.16)}" cy="${f(cy - s * 0.62)}" rx="${f(s * 0.07)}" ry="${f(s * 0.22)}" fill="${C.green}" transform="rotate(${i * 22} ${f(cx + i * s * 0.16)} ${f(cy - s * 0.5)})"/>`;
  return (
    leaves +
    `<ellipse cx="${f(cx)}" cy="${f(cy - s * 0.75)}" rx="${f(s * 0.2)}" ry="${f(s * 0.24)}" fill="${C.maroon}"/>` +
    `<path d="M${f(cx - s * 0.22)} ${f(cy - s * 0.5)}L${f(cx + s * 0.22)} ${f(cy - s * 0.5)}L${f(cx + s * 0.18)} ${f(cy - s * 0.38)}Q${f(cx + s * 0.6)} ${f(cy - s * 0.2)} ${f(cx + s * 0.45)} ${f(cy + s * 0.2)}Q${f(cx + s * 0.3)} ${f(cy + s * 0.45)} ${f(cx)} ${f(cy + s * 0.45)}Q${f(cx - s * 0.3)} ${f(cy + s * 0.45)} ${f(cx - s * 0.45)} ${f(cy + s * 0.2)}Q${f(cx - s * 0.6)} ${f(cy - s * 0.2)} ${f(cx - s * 0.18)} ${f(cy - s * 0.38)}Z" fill="${C.saffron}"/>` +
    `<path d="M${f(cx - s * 0.5)} ${f(cy)}Q${f(cx)} ${f(cy + s * 0.1)} ${f(cx + s * 0.5)} ${f(cy)}" stroke="${C.maroon}" stroke-width="${f(s * 0.04)}" fill="none"/>` +
    `<circle cx="${f(cx)}" cy="${f(cy - s * 0.05)}" r="${f(s * 0.06)}" fill="${C.maroon}"/>`
  );
}

/** An eight-pointed compass rose (vastu). */
export function compass(cx: number, cy: number, r: number): string {
  let d = '';
  for (let i = 0; i < 8; i++) {
    const a = (i / 8) * Math.PI * 2 - Math.PI / 2;
    const R = i % 2 ? r * 0.6 : r;
    const w = 0.18;
    d += `M${f(cx + Math.cos(a - w) * r * 0.18)} ${f(cy + Math.sin(a - w) * r * 0.18)}L${f(cx + Math.cos(a) * R)} ${f(cy + Math.sin(a) * R)}L${f(cx + Math.cos(a + w) * r * 0.18)} ${f(cy + Math.sin(a + w) * r * 0.18)}Z`;
  }
  return `${rings(cx, cy, r * 1.1, 32)}<path d="${d}" fill="${C.gold}" stroke="${C.maroon}" stroke-width="1.5"/><circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r * 0.12)}" fill="${C.maroon}"/>`;
}

/** A simple house outline. */
export function house(cx: number, cy: number, s: number, wall: string = C.cream): string {
  return `<path d="M${f(cx - s * 0.6)} ${f(cy - s * 0.1)}L${f(cx)} ${f(cy - s * 0.65)}L${f(cx + s * 0.6)} ${f(cy - s * 0.1)}Z" fill="${C.maroon}"/><rect x="${f(cx - s * 0.45)}" y="${f(cy - s * 0.12)}" width="${f(s * 0.9)}" height="${f(s * 0.6)}" fill="${wall}"/><rect x="${f(cx - s * 0.1)}" y="${f(cy + s * 0.16)}" width="${f(s * 0.2)}" height="${f(s * 0.32)}" fill="${C.saffron}"/><rect x="${f(cx - s * 0.36)}" y="${f(cy + s * 0.02)}" width="${f(s * 0.16)}" height="${f(s * 0.14)}" fill="${C.sky}"/><rect x="${f(cx + s * 0.2)}" y="${f(cy + s * 0.02)}" width="${f(s * 0.16)}" height="${f(s * 0.14)}" fill="${C.sky}"/>`;
}

/** Water ripples along a horizon. */
export function water(w: number, y: number, h: number, color: string = C.sky): string {
  let d = '';
  for (let i = 0; i < 5; i++) {
    const yy = y + (i * h) / 5 + 8;
    d += `M${f(w * 0.1 + i * 20)} ${f(yy)}q${f(w * 0.05)} -8 ${f(w * 0.1)} 0t${f(w * 0.1)} 0M${f(w * 0.55 - i * 15)} ${f(yy + 10)}q${f(w * 0.05)} -8 ${f(w * 0.1)} 0t${f(w * 0.1)} 0`;
  }
  return `<rect x="0" y="${f(y)}" width="${f(w)}" height="${f(h)}" fill="${C.deep}" opacity="0.55"/><path d="${d}" stroke="${color}" stroke-width="3" fill="none" opacity="0.5" stroke-linecap="round"/>`;
}

/** A rudraksha bead. */
export function bead(cx: number, cy: number, r: number): string {
  let d = '';
  for (let i = -2; i <= 2; i++) d += `M${f(cx + i * r * 0.35)} ${f(cy - r * 0.92 + Math.abs(i) * r * 0.1)}Q${f(cx + i * r * 0.5)} ${f(cy)} ${f(cx + i * r * 0.35)} ${f(cy + r * 0.92 - Math.abs(i) * r * 0.1)}`;
  return `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" fill="#8a4b2a"/><path d="${d}" stroke="#5a2d17" stroke-width="${f(r * 0.08)}" fill="none"/><circle cx="${f(cx - r * 0.35)}" cy="${f(cy - r * 0.4)}" r="${f(r * 0.2)}" fill="#fff" opacity="0.15"/>`;
}

/** A mala: beads on a circle. */
export function mala(cx: number, cy: number, r: number, n = 27): string {
  let out = '';
  for (let i = 0; i < n; i++) {
    const a = (i / n) * Math.PI * 2;
    out += `M${Math.round(cx + Math.cos(a) * r)} ${Math.round(cy + Math.sin(a) * r)}h0`;
  }
  return `<path d="${out}" stroke="#8a4b2a" stroke-width="${f(r * 0.18)}" stroke-linecap="round"/><path d="${out}" stroke="#5a2d17" stroke-width="${f(r * 0.05)}" stroke-linecap="round" opacity="0.7"/>`;
}

/** A faceted gemstone. */
export function gem(cx: number, cy: number, s: number, color: string): string {
  return `${glow(cx, cy, s * 1.6)}<path d="M${f(cx - s)} ${f(cy - s * 0.3)}L${f(cx - s * 0.55)} ${f(cy - s * 0.75)}L${f(cx + s * 0.55)} ${f(cy - s * 0.75)}L${f(cx + s)} ${f(cy - s * 0.3)}L${f(cx)} ${f(cy + s)}Z" fill="${color}"/><path d="M${f(cx - s)} ${f(cy - s * 0.3)}L${f(cx + s)} ${f(cy - s * 0.3)}M${f(cx - s * 0.55)} ${f(cy - s * 0.75)}L${f(cx - s * 0.3)} ${f(cy - s * 0.3)}L${f(cx)} ${f(cy + s)}L${f(cx + s * 0.3)} ${f(cy - s * 0.3)}L${f(cx + s * 0.55)} ${f(cy - s * 0.75)}M${f(cx - s * 0.3)} ${f(cy - s * 0.3)}L${f(cx)} ${f(cy - s * 0.75)}L${f(cx + s * 0.3)} ${f(cy - s * 0.3)}" stroke="#fff" stroke-opacity="0.45" stroke-width="${f(s * 0.03)}" fill="none"/>`;
}

/** A yantra: square with gates, circles and interlocking triangles. */
export function yantra(cx: number, cy: number, s: number, color: string = C.gold): string {
  const h = s / 2;
  const g = s * 0.12;
  const sq = `M${f(cx - h)} ${f(cy - h)}H${f(cx - g)}V${f(cy - h - g)}H${f(cx + g)}V${f(cy - h)}H${f(cx + h)}V${f(cy - g)}H${f(cx + h + g)}V${f(cy + g)}H${f(cx + h)}V${f(cy + h)}H${f(cx + g)}V${f(cy + h + g)}H${f(cx - g)}V${f(cy + h)}H${f(cx - h)}V${f(cy + g)}H${f(cx - h - g)}V${f(cy - g)}H${f(cx - h)}Z`;
  let tri = '';
  for (let i = 0; i < 4; i++) {
    const k = 0.38 - i * 0.07;
    const up = i % 2 === 0;
    const dy = up ? -1 : 1;
    tri += `M${f(cx)} ${f(cy + dy * s * k)}L${f(cx + s * k * 0.95)} ${f(cy - dy * s * k * 0.6)}L${f(cx - s * k * 0.95)} ${f(cy - dy * s * k * 0.6)}Z`;
  }
  return `<g fill="none" stroke="${color}" stroke-width="${f(s * 0.012)}"><path d="${sq}"/><circle cx="${f(cx)}" cy="${f(cy)}" r="${f(s * 0.42)}"/><circle cx="${f(cx)}" cy="${f(cy)}" r="${f(s * 0.4)}"/><path d="${tri}"/></g><circle cx="${f(cx)}" cy="${f(cy)}" r="${f(s * 0.025)}" fill="${C.maroon}"/>`;
}

/** A closed book. */
export function book(cx: number, cy: number, s: number, color: string = C.maroon): string {
  return `<rect x="${f(cx - s * 0.5)}" y="${f(cy - s * 0.65)}" width="${f(s)}" height="${f(s * 1.3)}" rx="${f(s * 0.05)}" fill="${color}"/><rect x="${f(cx - s * 0.44)}" y="${f(cy - s * 0.65)}" width="${f(s * 0.06)}" height="${f(s * 1.3)}" fill="#000" opacity="0.25"/><rect x="${f(cx + s * 0.42)}" y="${f(cy - s * 0.6)}" width="${f(s * 0.1)}" height="${f(s * 1.2)}" fill="${C.cream}"/>${mandala(cx + s * 0.04, cy, s * 0.3, 8, [C.gold, C.saffron], 'bk', 0.9)}`;
}

/** Speech bubble (chat). */
export function bubble(cx: number, cy: number, s: number, color: string = C.cream): string {
  return `<path d="M${f(cx - s)} ${f(cy - s * 0.6)}Q${f(cx - s)} ${f(cy - s * 0.9)} ${f(cx - s * 0.7)} ${f(cy - s * 0.9)}H${f(cx + s * 0.7)}Q${f(cx + s)} ${f(cy - s * 0.9)} ${f(cx + s)} ${f(cy - s * 0.6)}V${f(cy + s * 0.2)}Q${f(cx + s)} ${f(cy + s * 0.5)} ${f(cx + s * 0.7)} ${f(cy + s * 0.5)}H${f(cx - s * 0.2)}L${f(cx - s * 0.6)} ${f(cy + s * 0.9)}V${f(cy + s * 0.5)}H${f(cx - s * 0.7)}Q${f(cx - s)} ${f(cy + s * 0.5)} ${f(cx - s)} ${f(cy + s * 0.2)}Z" fill="${color}"/><g fill="${C.indigo}"><circle cx="${f(cx - s * 0.45)}" cy="${f(cy - s * 0.2)}" r="${f(s * 0.1)}"/><circle cx="${f(cx)}" cy="${f(cy - s * 0.2)}" r="${f(s * 0.1)}"/><circle cx="${f(cx + s * 0.45)}" cy="${f(cy - s * 0.2)}" r="${f(s * 0.1)}"/></g>`;
}

/** A telephone handset. */
export function phone(cx: number, cy: number, s: number, color: string = C.cream): string {
  return `<path d="M${f(cx - s * 0.7)} ${f(cy - s * 0.8)}l${f(s * 0.35)} ${f(-s * 0.1)}l${f(s * 0.25)} ${f(s * 0.45)}l${f(-s * 0.2)} ${f(s * 0.2)}q${f(s * 0.15)} ${f(s * 0.45)} ${f(s * 0.55)} ${f(s * 0.6)}l${f(s * 0.2)} ${f(-s * 0.2)}l${f(s * 0.45)} ${f(s * 0.25)}l${f(-s * 0.1)} ${f(s * 0.35)}q${f(-s * 1.2)} ${f(s * 0.2)} ${f(-s * 1.5)} ${f(-s * 1.55)}Z" fill="${color}"/><path d="M${f(cx + s * 0.1)} ${f(cy - s * 0.55)}a${f(s * 0.5)} ${f(s * 0.5)} 0 0 1 ${f(s * 0.5)} ${f(s * 0.5)}M${f(cx + s * 0.1)} ${f(cy - s * 0.85)}a${f(s * 0.8)} ${f(s * 0.8)} 0 0 1 ${f(s * 0.8)} ${f(s * 0.8)}" stroke="${C.gold}" stroke-width="${f(s * 0.08)}" fill="none" stroke-linecap="round"/>`;
}

/** Two interlinked rings (matching). */
export function twoRings(cx: number, cy: number, s: number): string {
  return `<g fill="none" stroke-width="${f(s * 0.12)}"><circle cx="${f(cx - s * 0.35)}" cy="${f(cy)}" r="${f(s * 0.55)}" stroke="${C.gold}"/><circle cx="${f(cx + s * 0.35)}" cy="${f(cy)}" r="${f(s * 0.55)}" stroke="${C.saffron}"/></g>${gem(cx - s * 0.35, cy - s * 0.72, s * 0.16, C.cream)}`;
}

/** Broadcast waves around a dot (live). */
export function live(cx: number, cy: number, s: number): string {
  let d = '';
  for (let i = 1; i <= 3; i++) {
    const r = s * 0.3 * i;
    d += `M${f(cx - r * 0.7)} ${f(cy - r * 0.7)}A${f(r)} ${f(r)} 0 0 0 ${f(cx - r * 0.7)} ${f(cy + r * 0.7)}M${f(cx + r * 0.7)} ${f(cy - r * 0.7)}A${f(r)} ${f(r)} 0 0 1 ${f(cx + r * 0.7)} ${f(cy + r * 0.7)}`;
  }
  return `<path d="${d}" stroke="${C.cream}" stroke-width="${f(s * 0.08)}" fill="none" stroke-linecap="round"/><circle cx="${f(cx)}" cy="${f(cy)}" r="${f(s * 0.16)}" fill="#e11d48"/>`;
}

/** Microphone (podcast). */
export function mic(cx: number, cy: number, s: number): string {
  return `<rect x="${f(cx - s * 0.25)}" y="${f(cy - s * 0.9)}" width="${f(s * 0.5)}" height="${f(s * 0.95)}" rx="${f(s * 0.25)}" fill="${C.cream}"/><path d="M${f(cx - s * 0.45)} ${f(cy - s * 0.2)}a${f(s * 0.45)} ${f(s * 0.45)} 0 0 0 ${f(s * 0.9)} 0M${f(cx)} ${f(cy + s * 0.25)}v${f(s * 0.35)}M${f(cx - s * 0.3)} ${f(cy + s * 0.6)}h${f(s * 0.6)}" stroke="${C.gold}" stroke-width="${f(s * 0.08)}" fill="none" stroke-linecap="round"/><path d="M${f(cx - s * 0.25)} ${f(cy - s * 0.55)}h${f(s * 0.5)}M${f(cx - s * 0.25)} ${f(cy - s * 0.35)}h${f(s * 0.5)}" stroke="${C.indigo}" stroke-width="${f(s * 0.04)}" opacity="0.4"/>`;
}

/** Sound bars. */
export function bars(x: number, cy: number, w: number, h: number, n: number, seed: number): string {
  const r = rng(seed);
  let out = `<g fill="${C.saffron}" opacity="0.8">`;
  const bw = w / n;
  for (let i = 0; i < n; i++) {
    const bh = h * (0.15 + r() * 0.85);
    out += `<rect x="${f(x + i * bw)}" y="${f(cy - bh / 2)}" width="${f(bw * 0.55)}" height="${f(bh)}" rx="${f(bw * 0.27)}"/>`;
  }
  return out + '</g>';
}

/** A play button. */
export function play(cx: number, cy: number, r: number): string {
  return `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" fill="${C.cream}" opacity="0.92"/><path d="M${f(cx - r * 0.3)} ${f(cy - r * 0.45)}L${f(cx + r * 0.5)} ${f(cy)}L${f(cx - r * 0.3)} ${f(cy + r * 0.45)}Z" fill="${C.maroon}"/>`;
}

/** A simple person silhouette inside a circle (testimonials). */
export function avatar(cx: number, cy: number, r: number, skin: string, cloth: string, hair: string, long = false): string {
  return `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" fill="${C.pale}"/><clipPath id="av"><circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}"/></clipPath><g clip-path="url(#av)">${long ? `<rect x="${f(cx - r * 0.42)}" y="${f(cy - r * 0.45)}" width="${f(r * 0.84)}" height="${f(r * 0.9)}" rx="${f(r * 0.3)}" fill="${hair}"/>` : ''}<ellipse cx="${f(cx)}" cy="${f(cy + r * 0.95)}" rx="${f(r * 0.75)}" ry="${f(r * 0.6)}" fill="${cloth}"/><circle cx="${f(cx)}" cy="${f(cy - r * 0.12)}" r="${f(r * 0.33)}" fill="${skin}"/><path d="M${f(cx - r * 0.34)} ${f(cy - r * 0.16)}Q${f(cx - r * 0.3)} ${f(cy - r * 0.55)} ${f(cx)} ${f(cy - r * 0.5)}Q${f(cx + r * 0.3)} ${f(cy - r * 0.55)} ${f(cx + r * 0.34)} ${f(cy - r * 0.16)}Q${f(cx)} ${f(cy - r * 0.36)} ${f(cx - r * 0.34)} ${f(cy - r * 0.16)}Z" fill="${hair}"/></g>`;
}

/** Decorative border frame for cards (tarot). */
export function frame(x: number, y: number, w: number, h: number, color: string = C.gold): string {
  return `<g fill="none" stroke="${color}"><rect x="${f(x)}" y="${f(y)}" width="${f(w)}" height="${f(h)}" rx="18" stroke-width="4"/><rect x="${f(x + 14)}" y="${f(y + 14)}" width="${f(w - 28)}" height="${f(h - 28)}" rx="10" stroke-width="1.5"/></g>`;
}

export function poly(points: Array<[number, number]>, fill: string, extra = ''): string {
  return `<path d="M${points.map(([x, y]) => `${f(x)} ${f(y)}`).join('L')}Z" fill="${fill}" ${extra}/>`;
}

export function circle(cx: number, cy: number, r: number, fill: string, extra = ''): string {
  return `<circle cx="${f(cx)}" cy="${f(cy)}" r="${f(r)}" fill="${fill}" ${extra}/>`;
}

export function path(d: string, stroke: string, width: number, fill = 'none', extra = ''): string {
  return `<path d="${d}" stroke="${stroke}" stroke-width="${f(width)}" fill="${fill}" stroke-linecap="round" stroke-linejoin="round" ${extra}/>`;
}

/** Dots arranged as a number's "yantra": n points on a circle with a central dot. */
export function numberDots(cx: number, cy: number, r: number, n: number): string {
  let out = `<g fill="${C.gold}">`;
  for (let i = 0; i < n; i++) {
    const a = (i / n) * Math.PI * 2 - Math.PI / 2;
    out += `<circle cx="${f(cx + Math.cos(a) * r)}" cy="${f(cy + Math.sin(a) * r)}" r="${f(r * 0.13)}"/>`;
  }
  let d = '';
  for (let i = 0; i < n; i++) {
    const a = (i / n) * Math.PI * 2 - Math.PI / 2;
    const b = (((i + Math.max(1, Math.floor(n / 2 - 0.5))) % n) / n) * Math.PI * 2 - Math.PI / 2;
    if (n > 2) d += `M${f(cx + Math.cos(a) * r)} ${f(cy + Math.sin(a) * r)}L${f(cx + Math.cos(b) * r)} ${f(cy + Math.sin(b) * r)}`;
  }
  return `${out}</g>${d ? `<path d="${d}" stroke="${C.saffron}" stroke-width="${f(r * 0.03)}" fill="none" opacity="0.8"/>` : ''}${circle(cx, cy, r * 0.09, C.cream)}`;
}
