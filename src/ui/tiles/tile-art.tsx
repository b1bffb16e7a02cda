/**
 * The faces of the 37 tiles (34 kinds and the three red fives) and a tile's back, drawn for this
 * project in a 60x80 box: coloured pips for pin, bamboo sticks for sou, a numeral over 萬 for man,
 * one character for each honor. The characters are drawn as brush strokes (paths) rather than
 * text, so a tile looks the same on a machine with no Japanese font. These components are not part
 * of the page: scripts/gen-tile-faces.tsx (npm run gen:tiles) renders each face once into the
 * bitmap generated/tile-faces.webp, placed by generated/tile-faces.css.
 */
import type { ReactElement } from 'react';
import { BACK } from './tile-faces.ts';

const INK = '#1d2b4f';
const RED = '#c62a20';
const GREEN = '#1f7a48';
const BLUE = '#1f58a6';
const FACE = '#fdfbf4';

/** Strokes of each character in a 100x100 box (y down), written once from the characters' stroke order. */
const GLYPHS: Record<string, string[]> = {
  一: ['M10 52 L90 47'],
  二: ['M22 30 L78 27', 'M8 74 L92 71'],
  三: ['M18 18 L82 15', 'M26 48 L74 46', 'M8 82 L92 79'],
  四: ['M14 18 L14 88', 'M14 18 L86 18 L86 88', 'M14 84 L86 84', 'M40 20 Q40 52 26 64', 'M60 20 L60 54 Q60 62 72 62 L78 62'],
  五: ['M16 14 L84 14', 'M46 14 L38 84', 'M22 46 L72 46 L68 84', 'M6 86 L94 86'],
  六: ['M48 4 L56 18', 'M8 34 L92 34', 'M38 50 Q32 74 14 90', 'M62 52 Q74 72 90 88'],
  七: ['M8 48 L92 36', 'M42 8 L42 76 Q42 90 58 90 L88 90 L90 78'],
  八: ['M40 18 Q36 62 8 88', 'M58 16 Q66 62 94 86'],
  九: ['M42 6 Q42 62 8 92', 'M14 36 L62 36 Q62 70 68 84 Q74 94 90 90 L94 76'],
  萬: [
    'M8 14 L92 14',
    'M30 4 L30 26',
    'M70 4 L70 26',
    'M24 32 L76 32 L76 54 L24 54 Z',
    'M24 43 L76 43',
    'M50 32 L50 86',
    'M14 62 L14 97',
    'M14 62 L86 62 L86 90 Q86 97 78 96',
    'M44 70 L30 86 L66 84',
    'M58 76 L68 88',
  ],
  東: ['M10 24 L90 24', 'M24 34 L76 34 L76 64 L24 64 Z', 'M24 49 L76 49', 'M50 6 L50 96', 'M46 66 Q32 84 8 94', 'M54 66 Q68 84 92 94'],
  南: [
    'M12 16 L88 16',
    'M50 4 L50 28',
    'M18 30 L18 96',
    'M18 30 L82 30 L82 90 Q82 97 72 96',
    'M36 40 L42 50',
    'M64 40 L58 50',
    'M30 58 L70 58',
    'M28 74 L72 74',
    'M50 58 L50 94',
  ],
  西: [
    'M8 12 L92 12',
    'M18 30 L18 94',
    'M18 30 L82 30 L82 94',
    'M18 88 L82 88',
    'M40 14 Q40 50 24 66',
    'M60 14 L60 60 Q60 68 70 68 L82 68',
  ],
  北: ['M38 8 L38 92', 'M12 40 L38 40', 'M10 84 L38 70', 'M62 8 L62 78 Q62 90 76 90 L92 90 L92 76', 'M88 30 L62 48'],
  發: [
    'M14 10 L30 20',
    'M36 6 L24 30 Q18 38 6 42',
    'M58 8 L68 14 L56 24',
    'M70 4 Q74 24 94 36',
    'M88 10 L78 18',
    'M10 46 L36 46 L34 58 L12 58 L10 72 L36 72 Q38 90 28 94',
    'M56 44 L56 56 Q54 64 46 68',
    'M56 44 L74 44 L74 56 Q74 62 86 62',
    'M50 72 L80 72 Q70 86 46 96',
    'M56 78 Q70 90 94 96',
  ],
  中: ['M16 30 L16 72', 'M16 30 L84 30 L84 72', 'M16 68 L84 68', 'M50 4 L50 98'],
};

/** One character, its 100x100 box scaled to `size` and centred on (cx, cy). */
function Glyph({
  char,
  cx,
  cy,
  size,
  color,
  weight = 10,
}: {
  char: string;
  cx: number;
  cy: number;
  size: number;
  color: string;
  weight?: number;
}) {
  const s = size / 100;
  return (
    <g
      transform={`translate(${cx - size / 2} ${cy - size / 2}) scale(${s})`}
      fill="none"
      stroke={color}
      strokeWidth={weight}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {GLYPHS[char]!.map((d, i) => (
        <path key={i} d={d} />
      ))}
    </g>
  );
}

/** A pin pip: a coloured disc with a light ring, so it reads as a coin even when small. */
function Pip({ x, y, r, color }: { x: number; y: number; r: number; color: string }) {
  return (
    <g>
      <circle cx={x} cy={y} r={r} fill={color} />
      <circle cx={x} cy={y} r={r * 0.64} fill={FACE} />
      <circle cx={x} cy={y} r={r * 0.4} fill={color} />
    </g>
  );
}

/** A bamboo stick with its node, centred on (x, y); `tilt` in degrees for the 8 of sou. */
function Stick({ x, y, h, color, tilt = 0 }: { x: number; y: number; h: number; color: string; tilt?: number }) {
  const w = 6;
  return (
    <g transform={tilt ? `rotate(${tilt} ${x} ${y})` : undefined}>
      <rect x={x - w / 2} y={y - h / 2} width={w} height={h} rx={w / 2} fill={color} />
      <line x1={x - w / 2} x2={x + w / 2} y1={y} y2={y} stroke={FACE} strokeWidth={1.4} />
      <line x1={x} x2={x} y1={y - h / 2 + 2.5} y2={y + h / 2 - 2.5} stroke={FACE} strokeWidth={0.9} strokeOpacity={0.55} />
    </g>
  );
}

type Spot = [number, number, string];

const PIN_LAYOUTS: Record<number, { r: number; spots: Spot[] }> = {
  2: {
    r: 10.5,
    spots: [
      [30, 22, GREEN],
      [30, 55, BLUE],
    ],
  },
  3: {
    r: 9,
    spots: [
      [15, 17, BLUE],
      [30, 38, RED],
      [45, 59, GREEN],
    ],
  },
  4: {
    r: 9.5,
    spots: [
      [18, 22, BLUE],
      [42, 22, GREEN],
      [18, 55, GREEN],
      [42, 55, BLUE],
    ],
  },
  5: {
    r: 8.5,
    spots: [
      [16, 18, BLUE],
      [44, 18, GREEN],
      [30, 38, RED],
      [16, 58, GREEN],
      [44, 58, BLUE],
    ],
  },
  6: {
    r: 8,
    spots: [
      [19, 15, GREEN],
      [41, 15, GREEN],
      [19, 41, RED],
      [41, 41, RED],
      [19, 61, RED],
      [41, 61, RED],
    ],
  },
  7: {
    r: 6.6,
    spots: [
      [14, 12, GREEN],
      [30, 19, GREEN],
      [46, 26, GREEN],
      [19, 45, RED],
      [41, 45, RED],
      [19, 62, RED],
      [41, 62, RED],
    ],
  },
  8: {
    r: 7,
    spots: [
      [19, 12, BLUE],
      [41, 12, BLUE],
      [19, 30, BLUE],
      [41, 30, BLUE],
      [19, 47, BLUE],
      [41, 47, BLUE],
      [19, 64, BLUE],
      [41, 64, BLUE],
    ],
  },
  9: {
    r: 7.2,
    spots: [
      [14, 15, BLUE],
      [30, 15, BLUE],
      [46, 15, BLUE],
      [14, 38, RED],
      [30, 38, RED],
      [46, 38, RED],
      [14, 61, GREEN],
      [30, 61, GREEN],
      [46, 61, GREEN],
    ],
  },
};

function PinFace({ rank, red }: { rank: number; red: boolean }) {
  if (rank === 1) {
    return (
      <g>
        <circle cx={30} cy={38} r={22} fill={GREEN} />
        <circle cx={30} cy={38} r={18} fill={FACE} />
        <circle cx={30} cy={38} r={14.5} fill={BLUE} />
        <circle cx={30} cy={38} r={10.5} fill={FACE} />
        <circle cx={30} cy={38} r={7.5} fill={RED} />
        <circle cx={30} cy={38} r={2.6} fill={FACE} />
      </g>
    );
  }
  const { r, spots } = PIN_LAYOUTS[rank]!;
  return (
    <g>
      {spots.map(([x, y, color], i) => (
        <Pip key={i} x={x} y={y} r={r} color={red ? RED : color} />
      ))}
    </g>
  );
}

type StickSpot = [number, number, string, number?];

const SOU_LAYOUTS: Record<number, { h: number; spots: StickSpot[] }> = {
  2: {
    h: 26,
    spots: [
      [30, 22, GREEN],
      [30, 55, GREEN],
    ],
  },
  3: {
    h: 26,
    spots: [
      [30, 22, GREEN],
      [19, 55, GREEN],
      [41, 55, GREEN],
    ],
  },
  4: {
    h: 26,
    spots: [
      [19, 22, GREEN],
      [41, 22, GREEN],
      [19, 55, GREEN],
      [41, 55, GREEN],
    ],
  },
  5: {
    h: 26,
    spots: [
      [15, 22, GREEN],
      [45, 22, GREEN],
      [30, 38, RED],
      [15, 55, GREEN],
      [45, 55, GREEN],
    ],
  },
  6: {
    h: 26,
    spots: [
      [16, 22, GREEN],
      [30, 22, GREEN],
      [44, 22, GREEN],
      [16, 55, GREEN],
      [30, 55, GREEN],
      [44, 55, GREEN],
    ],
  },
  7: {
    h: 19,
    spots: [
      [30, 15, RED],
      [16, 39, GREEN],
      [30, 39, GREEN],
      [44, 39, GREEN],
      [16, 61, GREEN],
      [30, 61, GREEN],
      [44, 61, GREEN],
    ],
  },
  8: {
    h: 26,
    spots: [
      [11, 22, GREEN],
      [23, 22, GREEN, 22],
      [37, 22, GREEN, -22],
      [49, 22, GREEN],
      [11, 55, GREEN],
      [23, 55, GREEN, -22],
      [37, 55, GREEN, 22],
      [49, 55, GREEN],
    ],
  },
  9: {
    h: 19,
    spots: [
      [15, 16, GREEN],
      [30, 16, RED],
      [45, 16, GREEN],
      [15, 38, GREEN],
      [30, 38, RED],
      [45, 38, GREEN],
      [15, 60, GREEN],
      [30, 60, RED],
      [45, 60, GREEN],
    ],
  },
};

/** The 1 of sou: a bird standing, as on most sets. */
function Bird() {
  return (
    <g strokeLinecap="round" strokeLinejoin="round">
      {/* tail feathers fanning up behind the body */}
      <path d="M33 44 Q40 22 50 10" stroke={GREEN} strokeWidth={3.2} fill="none" />
      <path d="M34 45 Q48 32 54 22" stroke={BLUE} strokeWidth={3.2} fill="none" />
      <path d="M34 46 Q50 42 55 36" stroke={GREEN} strokeWidth={3.2} fill="none" />
      <circle cx={50} cy={10} r={3} fill={RED} />
      <circle cx={54} cy={22} r={3} fill={RED} />
      <circle cx={55} cy={36} r={3} fill={RED} />
      {/* body, wing, head */}
      <ellipse cx={26} cy={48} rx={13} ry={10} fill={GREEN} />
      <path d="M18 46 Q27 40 36 48 Q27 54 18 46 Z" fill={BLUE} />
      <path d="M17 41 Q12 30 16 24" stroke={GREEN} strokeWidth={5} fill="none" />
      <circle cx={16} cy={21} r={5.5} fill={GREEN} />
      <circle cx={15} cy={20} r={1.4} fill={FACE} />
      <path d="M10 20 L4 23 L10 24 Z" fill={RED} />
      <path d="M16 15 L14 9 M18 15 L19 9" stroke={RED} strokeWidth={1.6} />
      {/* legs */}
      <path d="M24 57 L22 67 L18 69 M22 67 L26 69 M30 57 L31 67 L27 69 M31 67 L35 69" stroke={RED} strokeWidth={1.8} fill="none" />
    </g>
  );
}

function SouFace({ rank, red }: { rank: number; red: boolean }) {
  if (rank === 1) return <Bird />;
  const { h, spots } = SOU_LAYOUTS[rank]!;
  return (
    <g>
      {spots.map(([x, y, color, tilt], i) => (
        <Stick key={i} x={x} y={y} h={h} color={red ? RED : color} tilt={tilt} />
      ))}
    </g>
  );
}

const NUMERALS = ['一', '二', '三', '四', '五', '六', '七', '八', '九'];

function ManFace({ rank, red }: { rank: number; red: boolean }) {
  return (
    <g>
      <Glyph char={NUMERALS[rank - 1]!} cx={30} cy={22} size={34} color={red ? RED : INK} weight={11} />
      <Glyph char="萬" cx={30} cy={56} size={33} color={RED} weight={8} />
    </g>
  );
}

const HONORS: [string, string][] = [
  ['東', INK],
  ['南', INK],
  ['西', INK],
  ['北', INK],
  ['', INK],
  ['發', GREEN],
  ['中', RED],
];

function HonorFace({ rank }: { rank: number }) {
  if (rank === 5) {
    // 白: a blank face with a frame, so it is not mistaken for a missing picture.
    return <rect x={13} y={15} width={34} height={46} rx={3} fill="none" stroke={BLUE} strokeWidth={2.2} />;
  }
  const [char, color] = HONORS[rank - 1]!;
  return <Glyph char={char} cx={30} cy={38} size={44} color={color} weight={rank === 6 ? 8 : 10} />;
}

/**
 * The back of a tile, for the face-down ends of a closed kan: the same body, its face a plain
 * green back (the colour of most sets) with a lighter border, so it reads as a tile turned over.
 */
function TileBack(): ReactElement {
  return (
    <g>
      <rect x={0.75} y={0.75} width={58.5} height={78.5} rx={7} fill="#d8cfb8" stroke="#8f8672" strokeWidth={1.5} />
      <rect x={2} y={2} width={56} height={72} rx={6} fill={GREEN} />
      <rect x={6} y={6} width={48} height={64} rx={4} fill="none" stroke="#5fa57d" strokeWidth={1.5} />
    </g>
  );
}

/** The face of the tile with this mpsz code ("5p", "0p" for the red five, "7z"), or its back (BACK). */
export function TileArt({ code }: { code: string }): ReactElement {
  if (code === BACK) return <TileBack />;
  const digit = Number(code[0]);
  const suit = code[1];
  const red = digit === 0;
  const rank = red ? 5 : digit;
  const art =
    suit === 'm' ? (
      <ManFace rank={rank} red={red} />
    ) : suit === 'p' ? (
      <PinFace rank={rank} red={red} />
    ) : suit === 's' ? (
      <SouFace rank={rank} red={red} />
    ) : (
      <HonorFace rank={rank} />
    );
  return (
    <g>
      {/* the tile's body, then its face: the darker band below reads as the tile's thickness */}
      <rect x={0.75} y={0.75} width={58.5} height={78.5} rx={7} fill="#d8cfb8" stroke="#8f8672" strokeWidth={1.5} />
      <rect x={2} y={2} width={56} height={72} rx={6} fill={FACE} />
      {art}
      {red && <circle cx={52} cy={8} r={2.6} fill={RED} />}
    </g>
  );
}
