/**
 * North Indian (diamond) chart in text. Houses are fixed in the diamond, house 1 at the top centre, counted
 * anticlockwise; each house shows its rashi number and the grahas in it.
 */

// Label anchor (row, column) of each house in a 17×49 character grid.
const ANCHORS: [number, number][] = [
  [5, 24], [2, 12], [5, 4], [8, 12], [11, 4], [14, 12], [11, 24], [14, 36], [11, 44], [8, 36], [5, 44], [2, 36],
];

const W = 49;
const H = 17;

/**
 * Renders the diamond.
 * @param lagnaRashi rashi (1..12) of house 1
 * @param occupants for each house 1..12 (index 0 = house 1), short graha labels
 */
export function northIndianDiamond(lagnaRashi: number, occupants: string[][]): string {
  const g: string[][] = Array.from({ length: H }, () => Array.from({ length: W }, () => ' '));
  const put = (r: number, c: number, ch: string) => {
    if (r >= 0 && r < H && c >= 0 && c < W) g[r][c] = ch;
  };
  for (let c = 0; c < W; c++) {
    put(0, c, '-');
    put(H - 1, c, '-');
  }
  for (let r = 0; r < H; r++) {
    put(r, 0, '|');
    put(r, W - 1, '|');
  }
  // Diagonals of the square and the inner diamond.
  for (let r = 1; r < H - 1; r++) {
    const x = Math.round((r * (W - 1)) / (H - 1));
    put(r, x, '\\');
    put(r, W - 1 - x, '/');
    const half = (H - 1) / 2;
    const dx = Math.round((Math.abs(r - half) * (W - 1)) / 2 / half);
    put(r, dx, r < half ? '/' : '\\');
    put(r, W - 1 - dx, r < half ? '\\' : '/');
  }
  ANCHORS.forEach(([r, c], i) => {
    const sign = ((lagnaRashi - 1 + i) % 12) + 1;
    const label = String(sign);
    const text = occupants[i].join(' ');
    writeCentered(g, r, c, label);
    if (text) {
      const parts = text.length > 11 ? [occupants[i].slice(0, 2).join(' '), occupants[i].slice(2).join(' ')] : [text];
      parts.forEach((p, k) => writeCentered(g, r + 1 + k, c, p));
    }
  });
  return g.map((row) => row.join('').trimEnd()).join('\n');
}

function writeCentered(g: string[][], r: number, c: number, text: string) {
  const start = c - Math.floor(text.length / 2);
  for (let k = 0; k < text.length; k++) {
    if (r >= 0 && r < g.length && start + k > 0 && start + k < g[0].length - 1) g[r][start + k] = text[k];
  }
}
