import { houseOfSign, type ChartProps } from './chart-types';
import { layout, markText } from './north-chart';

/** South Indian square: signs fixed (Pisces top-left, Aries next, clockwise); cell size 100 on a 400×400 board. */
const CELLS: Record<number, [number, number]> = {
  12: [0, 0], 1: [1, 0], 2: [2, 0], 3: [3, 0], 4: [3, 1], 5: [3, 2], 6: [3, 3], 7: [2, 3], 8: [1, 3], 9: [0, 3], 10: [0, 2], 11: [0, 1],
};

/** A South Indian chart: the lagna sign carries a diagonal stroke; planets in their signs (`data-house` from the lagna). */
export function SouthChart({ chart, title, marks, ascLabel }: ChartProps) {
  return (
    <svg viewBox="-2 -2 404 404" role="img" aria-label={title} data-chart={chart.key} data-style="south" data-asc-sign={chart.ascendantSign} className="kundli-chart">
      <title>{title}</title>
      <rect x="0" y="0" width="400" height="400" fill="#fffaf3" stroke="#8a3b12" strokeWidth="2" />
      <text x="200" y="192" fontSize="14" fill="#8a3b12" textAnchor="middle">{chart.key}</text>
      {Object.entries(CELLS).map(([s, [cx, cy]]) => {
        const sign = Number(s);
        const house = houseOfSign(chart.ascendantSign, sign);
        const x = cx * 100;
        const y = cy * 100;
        const inHouse = marks.filter((m) => m.house === house);
        const isAsc = house === 1;
        const pos = layout(inHouse.length + (isAsc ? 1 : 0), [x + 50, y + 56], inHouse.length > 3 ? 'diamond' : 'vertical');
        return (
          <g key={sign} data-house={house} data-sign={sign}>
            <rect x={x} y={y} width="100" height="100" fill="none" stroke="#8a3b12" strokeWidth="1.5" />
            <text x={x + 6} y={y + 14} fontSize="11" fill="#8a3b12" data-role="sign">{sign}</text>
            {isAsc && <line x1={x} y1={y + 22} x2={x + 22} y2={y} stroke="#c2410c" strokeWidth="2" />}
            {isAsc && (
              <text x={pos[0][0]} y={pos[0][1]} fontSize="12" fontWeight="700" fill="#c2410c" textAnchor="middle" dominantBaseline="middle" data-role="asc">{ascLabel}</text>
            )}
            {inHouse.map((m, j) => {
              const [px, py] = pos[j + (isAsc ? 1 : 0)];
              return (
                <text key={m.graha} x={px} y={py} fontSize="13" fontWeight="600" fill="#24133a" textAnchor="middle" dominantBaseline="middle" data-planet={m.graha} data-house={house} data-sign={m.sign}>
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
