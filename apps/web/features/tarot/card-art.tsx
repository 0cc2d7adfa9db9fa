/** Tarot card art made for Nakshatra: geometric SVG, one design per card from its arcana, suit and number. */
export type TarotCardInfo = { slug: string; name: { en: string; hi: string }; arcana: 'major' | 'minor'; suit?: 'wands' | 'cups' | 'swords' | 'pentacles'; number: number };

const ROMAN = ['0', 'I', 'II', 'III', 'IV', 'V', 'VI', 'VII', 'VIII', 'IX', 'X', 'XI', 'XII', 'XIII', 'XIV', 'XV', 'XVI', 'XVII', 'XVIII', 'XIX', 'XX', 'XXI'];
const SUIT_COLOUR = { wands: ['#7c2d12', '#fed7aa'], cups: ['#1e3a8a', '#bfdbfe'], swords: ['#374151', '#e5e7eb'], pentacles: ['#14532d', '#bbf7d0'] } as const;
const COURT = ['', '', '', '', '', '', '', '', '', '', '', 'P', 'Kn', 'Q', 'K'];

function Suit({ suit, x, y, s = 1 }: { suit: NonNullable<TarotCardInfo['suit']>; x: number; y: number; s?: number }) {
  const c = SUIT_COLOUR[suit][0];
  const tr = `translate(${x} ${y}) scale(${s})`;
  if (suit === 'wands') return <g transform={tr}><line x1="0" y1="-11" x2="0" y2="11" stroke={c} strokeWidth="3" strokeLinecap="round" /><path d="M0 -6 l5 -4 M0 0 l-5 -4 M0 5 l5 -4" stroke={c} strokeWidth="1.6" /></g>;
  if (suit === 'cups') return <g transform={tr}><path d="M-7 -8 h14 a7 8 0 0 1 -14 0 z M0 0 v6 M-5 9 h10" fill={c} stroke={c} strokeWidth="1.6" /></g>;
  if (suit === 'swords') return <g transform={tr}><path d="M0 -12 l3 4 v11 h-6 v-11 z" fill={c} /><path d="M-6 3 h12 M0 3 v8" stroke={c} strokeWidth="2" /></g>;
  return <g transform={tr}><circle r="8" fill="none" stroke={c} strokeWidth="2" /><path d="M0 -6 L1.8 -1.9 6 -1.9 2.6 0.8 3.9 5 0 2.5 -3.9 5 -2.6 0.8 -6 -1.9 -1.8 -1.9 z" fill={c} /></g>;
}

/** Pip positions for 1–10 in the card's middle field. */
function pips(n: number): Array<[number, number]> {
  const cols = n <= 3 ? 1 : 2;
  const rows = Math.ceil(n / cols);
  return Array.from({ length: n }, (_, i) => {
    const r = Math.floor(i / cols);
    const c = i % cols;
    const inRow = Math.min(cols, n - r * cols);
    return [60 + (c - (inRow - 1) / 2) * 34, 100 + (r - (rows - 1) / 2) * (rows > 3 ? 22 : 28)];
  });
}

/** A major arcana emblem: a star whose points and rings follow the card number. */
function Emblem({ n }: { n: number }) {
  const points = (n % 6) + 5;
  const path = Array.from({ length: points * 2 }, (_, i) => {
    const a = (Math.PI * i) / points - Math.PI / 2;
    const r = i % 2 === 0 ? 30 : 13;
    return `${(60 + r * Math.cos(a)).toFixed(1)},${(100 + r * Math.sin(a)).toFixed(1)}`;
  }).join(' ');
  return (
    <g>
      {Array.from({ length: (n % 3) + 1 }, (_, i) => <circle key={i} cx="60" cy="100" r={36 + i * 6} fill="none" stroke="#b45309" strokeWidth="1" opacity={0.8 - i * 0.2} />)}
      <polygon points={path} fill="#f59e0b" stroke="#92400e" strokeWidth="1.2" />
      <circle cx="60" cy="100" r="6" fill="#fff7ed" stroke="#92400e" />
    </g>
  );
}

export function TarotCardArt({ card, isReversed = false, lang, className }: { card: TarotCardInfo; isReversed?: boolean; lang: 'en' | 'hi'; className?: string }) {
  const isMajor = card.arcana === 'major';
  const [ink, paper] = isMajor ? ['#4c1d95', '#fef3c7'] : SUIT_COLOUR[card.suit!];
  const name = lang === 'hi' ? card.name.hi : card.name.en;
  const label = `${name}${isReversed ? (lang === 'hi' ? ' (उल्टा)' : ' (reversed)') : ''}`;
  return (
    <svg viewBox="0 0 120 200" role="img" aria-label={label} className={className} data-card={card.slug} data-reversed={isReversed || undefined}>
      <g transform={isReversed ? 'rotate(180 60 100)' : undefined}>
        <rect x="1" y="1" width="118" height="198" rx="9" fill={paper} stroke={ink} strokeWidth="2" />
        <rect x="7" y="7" width="106" height="186" rx="6" fill="none" stroke={ink} strokeWidth="0.8" strokeDasharray="3 2" />
        <text x="60" y="24" textAnchor="middle" fontSize="13" fontWeight="700" fill={ink}>{isMajor ? ROMAN[card.number] : card.number > 10 ? COURT[card.number] : card.number}</text>
        {isMajor ? <Emblem n={card.number} /> : card.number > 10 ? (
          <g>
            <path d="M38 78 l8 12 l14 -16 l14 16 l8 -12 v22 h-44 z" fill={ink} opacity="0.85" />
            <Suit suit={card.suit!} x={60} y={124} s={1.8} />
          </g>
        ) : pips(card.number).map(([x, y], i) => <Suit key={i} suit={card.suit!} x={x} y={y} s={card.number === 1 ? 2.4 : 1} />)}
        <rect x="10" y="164" width="100" height="26" rx="4" fill="#fff" opacity="0.85" />
        <text x="60" y="181" textAnchor="middle" fontSize={name.length > 16 ? 8 : 10} fontWeight="600" fill={ink}>{name}</text>
      </g>
    </svg>
  );
}
