import { signInHouse, type ChartProps, type PlanetMark } from './chart-types';

type Kind = 'diamond' | 'horizontal' | 'vertical';
/** North Indian diamond on a 400×400 board: houses fixed, counted anticlockwise from the top diamond. */
const HOUSES: Array<{ points: string; sign: [number, number]; centre: [number, number]; kind: Kind }> = [
  { points: '200,0 300,100 200,200 100,100', sign: [200, 178], centre: [200, 92], kind: 'diamond' },
  { points: '0,0 200,0 100,100', sign: [100, 84], centre: [100, 34], kind: 'horizontal' },
  { points: '0,0 100,100 0,200', sign: [84, 104], centre: [34, 100], kind: 'vertical' },
  { points: '0,200 100,100 200,200 100,300', sign: [178, 204], centre: [92, 200], kind: 'diamond' },
  { points: '0,200 100,300 0,400', sign: [84, 304], centre: [34, 300], kind: 'vertical' },
  { points: '0,400 100,300 200,400', sign: [100, 326], centre: [100, 368], kind: 'horizontal' },
  { points: '200,400 100,300 200,200 300,300', sign: [200, 232], centre: [200, 310], kind: 'diamond' },
  { points: '200,400 300,300 400,400', sign: [300, 326], centre: [300, 368], kind: 'horizontal' },
  { points: '400,400 300,300 400,200', sign: [316, 304], centre: [366, 300], kind: 'vertical' },
  { points: '400,200 300,300 200,200 300,100', sign: [222, 204], centre: [308, 200], kind: 'diamond' },
  { points: '400,200 300,100 400,0', sign: [316, 104], centre: [366, 100], kind: 'vertical' },
  { points: '400,0 300,100 200,0', sign: [300, 84], centre: [300, 34], kind: 'horizontal' },
];

/** Positions for n labels around a house centre, so up to ~6 planets stay inside the shape. */
export function layout(n: number, [cx, cy]: [number, number], kind: Kind): Array<[number, number]> {
  const cols = kind === 'horizontal' ? Math.min(n, 3) : kind === 'vertical' ? (n > 4 ? 2 : 1) : n > 3 ? 2 : 1;
  const colGap = kind === 'vertical' ? 30 : 40;
  const rowGap = kind === 'horizontal' ? 16 : 18;
  const rows = Math.ceil(n / cols);
  return Array.from({ length: n }, (_, i) => {
    const r = Math.floor(i / cols);
    const c = i % cols;
    const inRow = Math.min(cols, n - r * cols);
    return [cx + (c - (inRow - 1) / 2) * colGap, cy + (r - (rows - 1) / 2) * rowGap];
  });
}

export function markText(m: PlanetMark) {
  return (
    <>
      {m.label}
      {m.isRetrograde ? <tspan fontSize="9" dy="-4">R</tspan> : null}
      {m.isCombust ? <tspan fontSize="9" dy={m.isRetrograde ? 0 : -4}>c</tspan> : null}
      {m.degree ? <tspan fontSize="9" dy={m.isRetrograde || m.isCombust ? 4 : 0}> {m.degree}</tspan> : null}
    </>
  );
}

/** A North Indian chart: sign numbers in the houses, planets labelled in their house (`data-house`, `data-planet`). */
export function NorthChart({ chart, title, marks, ascLabel }: ChartProps) {
  return (
    <svg viewBox="-2 -2 404 404" role="img" aria-label={title} data-chart={chart.key} data-style="north" data-asc-sign={chart.ascendantSign} className="kundli-chart">
      <title>{title}</title>
      <rect x="0" y="0" width="400" height="400" fill="#fffaf3" stroke="#8a3b12" strokeWidth="2" />
      {HOUSES.map((h, i) => {
        const house = i + 1;
        const sign = signInHouse(chart.ascendantSign, house);
        const inHouse = marks.filter((m) => m.house === house);
        const pos = layout(inHouse.length + (house === 1 ? 1 : 0), h.centre, h.kind);
        return (
          <g key={house} data-house={house} data-sign={sign}>
            <polygon points={h.points} fill="none" stroke="#8a3b12" strokeWidth="1.5" />
            <text x={h.sign[0]} y={h.sign[1]} fontSize="12" fill="#8a3b12" textAnchor="middle" dominantBaseline="middle" data-role="sign">
              {sign}
            </text>
            {house === 1 && (
              <text x={pos[0][0]} y={pos[0][1]} fontSize="12" fontWeight="700" fill="#c2410c" textAnchor="middle" dominantBaseline="middle" data-role="asc">
                {ascLabel}
              </text>
            )}
            {inHouse.map((m, j) => {
              const [x, y] = pos[j + (house === 1 ? 1 : 0)];
              return (
                <text key={m.graha} x={x} y={y} fontSize="13" fontWeight="600" fill="#24133a" textAnchor="middle" dominantBaseline="middle" data-planet={m.graha} data-house={house} data-sign={m.sign}>
                  {markText(m)}
                </text>
              );
            })}
          </g>
        );
      })}
    </svg>
  );
}
