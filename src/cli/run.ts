/**
 * The `pairi` command: options, input lines, and the four output modes (table, --json,
 * --format tenhou, --shanten), as a function of its inputs so tests call it without spawning.
 *
 * Errors are sorted by who must act: a bad option or --seen is the caller's mistake and stops
 * everything before any hand is read (exit 2); a bad hand is the data's, so it is reported on
 * stderr and the others are still analysed (exit 1); anything thrown is a bug and becomes a
 * one-line message (exit 70, EX_SOFTWARE), never a stack trace. Standard input is read as a
 * stream and each line is analysed as soon as it is complete, so a long file starts printing at
 * once and is never held whole in memory.
 */
import {
  analyzePosition,
  formatDecomposition,
  formatHand,
  formatWaitShape,
  formatTenhouText,
  parsePosition,
  parseTable,
  rankOf,
  shanten,
  SUITS,
  suitOf,
  tileCode,
} from '../engine/index.ts';
import type { Analysis, Form, Hand, PositionField, ShantenResult, Table } from '../engine/index.ts';
import { packageVersion } from './version.ts';

/** Where output goes: called once per finished piece of text. */
export type Write = (text: string) => void;

/** Standard input: the whole text, or a stream of chunks (process.stdin yields Buffers). */
export type Input = string | AsyncIterable<string | Uint8Array>;

/** What run() knows of where it runs. */
export interface RunContext {
  /** Standard input is a terminal: someone types the hands, and a silent wait would look like a hang. */
  interactive?: boolean;
}

/** The hint on stderr before reading hands typed at a terminal. */
export const TERMINAL_HINT = 'pairi: reading hands from standard input, one per line; Ctrl-D to end\n';

type Mode = 'table' | 'json' | 'tenhou' | 'shanten';

interface Options {
  mode: Mode;
  form: Form;
  seen: string | null;
  dora: string | null;
  players: 3 | 4 | null;
  nuki: number | null;
  hands: string[];
  help: boolean;
  version: boolean;
}

export const USAGE = `Usage: pairi [options] [HAND ...]

Analyse each riichi-mahjong HAND: shanten, every discard with its effective tiles and how many
copies of them are left, waits and decompositions. With no HAND, read one hand per line from
standard input (empty lines are skipped).

HAND is mpsz notation, e.g. 4569m1222569p258s (0 = red five, 1z-7z = East South West North
White Green Red); melds follow in brackets: (555p) pon, (789s) chi, (1111z) kan, [1111z] closed
kan. Quote a hand that contains spaces or brackets.

Options:
  --json            one JSON object per hand per line: {"input", "hand", "tiles", "melds",
                    "shanten", "discards" | "ukeire", "waits", "agari", "decompositions"}.
                    Tiles are mpsz codes ("5p"; a red five discard is "5p"), never indices;
                    "input" is as typed, "hand" canonical, "tiles" the tile count, "melds"
                    mpsz strings like "(555p)", "shanten" {standard, regular, chiitoitsu,
                    kokushi} (null = the form cannot apply); "discards" for 14-tile (3n+2)
                    hands, "ukeire" {shanten, tiles, count} for 13-tile (3n+1) hands (its
                    shanten in the form ranked), "waits" when tenpai, "decompositions"
                    when complete. A bad hand gives
                    {"input", "error": {"code", "message", "index"}}.
  --format tenhou   Tenhou's 牌理 text (tenhou.net/2/) for each hand, byte for byte; blocks
                    are separated by an empty line
  --shanten         one line per hand, HAND as typed:
                    HAND<TAB>standard<TAB>regular<TAB>chiitoitsu<TAB>kokushi ("-" = n/a)
  --form regular    rank and list by the regular form only (Tenhou ?p=); default standard
  --seen TILES      tiles visible elsewhere (mpsz: rivers, others' melds), subtracted from
                    every remaining count
  --dora TILES      dora indicators (mpsz, at most five): they count as seen, and the
                    output names the dora they point to
  --players 3|4     3 = a three-player game: no 2m-8m (108 tiles), so no set is planned
                    through them and they are never effective tiles; default 4
  --nuki N          three players: N north tiles set aside as nuki-dora (count as seen)
  -h, --help        show this help
  --version         show the version

Real-game output: with any of --seen, --dora, --players or --nuki, the table shows the dora,
the tiles left in the wall (136 or 108 minus everything visible), a dead tenpai (空聴: every
wait already visible) and how many red fives are still live among each row's tiles, e.g.
"12 (赤1)"; --json adds "players", "dora", "wallLeft", "deadTenpai" and a "red" count to each
discard, to "ukeire" and to each wait. --format tenhou stays Tenhou's text, without them.

Exit status: 0 every hand analysed; 1 some hand could not be read or is impossible with the
table (the others are still analysed); 2 bad option, or an impossible table (--seen, --dora,
--players, --nuki); 70 internal error.
`;

const FORMATS = ['tenhou'];
const FORMS: readonly Form[] = ['standard', 'regular'];

class UsageError extends Error {}

function parseOptions(argv: readonly string[]): Options {
  const options: Options = {
    mode: 'table',
    form: 'standard',
    seen: null,
    dora: null,
    players: null,
    nuki: null,
    hands: [],
    help: false,
    version: false,
  };
  let modeFlag: string | null = null;
  const setMode = (mode: Mode, flag: string) => {
    if (modeFlag !== null && options.mode !== mode) {
      throw new UsageError(`${modeFlag} and ${flag} cannot be combined: choose one output`);
    }
    options.mode = mode;
    modeFlag = flag;
  };

  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--') {
      options.hands.push(...argv.slice(i + 1));
      break;
    }
    if (!arg.startsWith('-') || arg === '-') {
      options.hands.push(arg);
      continue;
    }
    const eq = arg.indexOf('=');
    const name = arg.startsWith('--') && eq > 0 ? arg.slice(0, eq) : arg;
    const inline = name === arg ? null : arg.slice(eq + 1);
    const value = (): string => {
      if (inline !== null) return inline;
      const next = argv[i + 1];
      if (next === undefined || (next.startsWith('-') && next !== '')) {
        throw new UsageError(`${name} needs a value`);
      }
      i++;
      return next;
    };
    const flag = () => {
      if (inline !== null) throw new UsageError(`${name} takes no value (got '${arg}')`);
    };

    switch (name) {
      case '-h':
      case '--help':
        flag();
        options.help = true;
        break;
      case '--version':
        flag();
        options.version = true;
        break;
      case '--json':
        flag();
        setMode('json', name);
        break;
      case '--shanten':
        flag();
        setMode('shanten', name);
        break;
      case '--format': {
        const format = value();
        if (!FORMATS.includes(format)) {
          throw new UsageError(`unknown --format '${format}' (known: ${FORMATS.join(', ')})`);
        }
        setMode('tenhou', `--format ${format}`);
        break;
      }
      case '--form': {
        const form = value();
        if (!(FORMS as readonly string[]).includes(form)) {
          throw new UsageError(`unknown --form '${form}' (known: ${FORMS.join(', ')})`);
        }
        options.form = form as Form;
        break;
      }
      case '--seen':
        if (options.seen !== null) throw new UsageError('--seen given twice: list every seen tile in one --seen');
        options.seen = value();
        break;
      case '--dora':
        if (options.dora !== null) throw new UsageError('--dora given twice: list every indicator in one --dora');
        options.dora = value();
        break;
      case '--players': {
        if (options.players !== null) throw new UsageError('--players given twice');
        const players = value();
        if (players !== '3' && players !== '4') throw new UsageError(`--players '${players}': a game has 3 or 4 players`);
        options.players = players === '3' ? 3 : 4;
        break;
      }
      case '--nuki': {
        if (options.nuki !== null) throw new UsageError('--nuki given twice');
        const nuki = value();
        if (!/^[0-4]$/.test(nuki)) throw new UsageError(`--nuki '${nuki}': a player sets aside 0 to 4 north tiles`);
        options.nuki = Number(nuki);
        break;
      }
      default:
        throw new UsageError(`unknown option '${name}'`);
    }
  }
  return options;
}

/** The option a table error is about, as the caller typed it: "--seen '11111m'". */
function optionOf(field: PositionField, options: Options): string {
  switch (field) {
    case 'dora':
      return `--dora '${options.dora ?? ''}'`;
    case 'nuki':
      return `--nuki '${options.nuki ?? 0}'`;
    case 'players':
      return `--players '${options.players ?? 4}'`;
    default:
      return `--seen '${options.seen ?? ''}'`;
  }
}

/** Tiles for a terminal: one group per suit, groups spaced ("789m 1234p 5z"). */
function compactTiles(kinds: readonly number[]): string {
  const groups: string[] = [];
  for (let s = 0; s < SUITS.length; s++) {
    const ranks = kinds.filter((k) => suitOf(k) === s).sort((a, b) => a - b).map(rankOf);
    if (ranks.length) groups.push(ranks.join('') + SUITS[s]);
  }
  return groups.join(' ');
}

function shantenLabel(analysis: Analysis): string {
  const value = analysis.value;
  if (value < 0) return '和了 agari';
  if (value === 0) return analysis.kind === 'draw' && analysis.deadTenpai ? '聴牌 tenpai, 空聴 dead (every wait is visible)' : '聴牌 tenpai';
  return `${value}向聴`;
}

/** Echoed input is cut so one runaway line cannot flood the terminal; --json keeps it whole. */
const ECHO_LIMIT = 80;
const shorten = (input: string) => (input.length > ECHO_LIMIT ? `${input.slice(0, ECHO_LIMIT)}…` : input);

const na = (n: number | null) => (n === null ? '-' : String(n));

function shantenSummary(s: ShantenResult): string {
  return `standard ${s.standard}, regular ${s.regular}, chiitoitsu ${na(s.chiitoitsu)}, kokushi ${na(s.kokushi)}`;
}

/** Live red fives after a count, as the page writes them: " (赤1)"; nothing when none. */
const redNote = (red: number | undefined) => (red ? ` (赤${red})` : '');

/** The table's facts for the header: players, dora, tiles left in the wall. */
function tableSummary(table: Table, analysis: Analysis): string {
  const parts = [];
  if (table.players === 3) parts.push('3 players');
  if (analysis.dora?.length) parts.push(`dora ${analysis.dora.map((k) => tileCode(k)).join(' ')}`);
  parts.push(`wall ${analysis.wallLeft} left`);
  return parts.map((p) => ` · ${p}`).join('');
}

/** The readable report of one hand: a header, then discards, effective tiles or waits. */
function formatTable(hand: Hand, analysis: Analysis, table: Table | null): string {
  const form = analysis.form === 'regular' ? ' · regular form only' : '';
  const lines = [
    `${formatHand(hand)}  ${shantenLabel(analysis)} (${shantenSummary(analysis.shanten)}) · ${analysis.tileCount} tiles${form}` +
      (table ? tableSummary(table, analysis) : ''),
  ];
  // Red counts only in real-game output; the column keeps its width whether a row has one or not
  // ("(赤1)" is five columns wide in a terminal: 赤 takes two).
  const countCell = (count: number, red: number | undefined) =>
    table ? `${String(count).padStart(5)} ${red ? `(赤${red})` : '     '}` : String(count).padStart(5);
  if (analysis.kind === 'complete' && analysis.decompositions.length) {
    lines.push('  decompositions:');
    for (const d of analysis.decompositions) lines.push(`    ${formatDecomposition(d)}`);
  }
  if (analysis.kind !== 'draw') {
    const rows = analysis.discards;
    const best = Math.min(...rows.map((r) => r.shanten));
    lines.push(`  discard  shanten  count${table ? ' (red)' : ''}  effective tiles (waits when shanten is 0)`);
    let raised = false;
    for (const row of rows) {
      if (row.shanten > best && !raised) {
        raised = true;
        lines.push('  -- these discards raise the shanten --');
      }
      const code = tileCode(row.discard).padEnd(7);
      lines.push(`  ${code}  ${String(row.shanten).padStart(7)}  ${countCell(row.count, table ? row.red : 0)}  ${compactTiles(row.tiles)}`);
    }
  } else if (analysis.waits) {
    const total = analysis.waits.reduce((sum, w) => sum + w.count, 0);
    const red = table ? analysis.ukeire.red : 0;
    lines.push(`  waits: ${compactTiles(analysis.waits.map((w) => w.tile))}  (${total} left${redNote(red)})`);
    for (const wait of analysis.waits) {
      const head = `    ${tileCode(wait.tile)}  ${String(wait.count).padStart(2)} left${table ? (wait.red ? ' (赤1)' : '     ') : ''}`;
      const shapes = wait.shapes.length ? wait.shapes.map(formatWaitShape) : [''];
      shapes.forEach((shape, i) => lines.push(`${i === 0 ? head : ' '.repeat(head.length)}  ${shape}`.trimEnd()));
    }
  } else {
    const { tiles, count, red } = analysis.ukeire;
    lines.push(`  effective tiles: ${compactTiles(tiles) || 'none'}  (${count} left${redNote(table ? red : 0)})`);
  }
  return lines.join('\n');
}

/** Melds as formatHand writes them, so --json and the canonical hand can never disagree. */
function meldStrings(canonical: string): string[] {
  return canonical.match(/\([^)]*\)|\[[^\]]*\]/g) ?? [];
}

function formatJson(input: string, hand: Hand, analysis: Analysis, table: Table | null): string {
  const codes = (kinds: readonly number[]) => kinds.map((k) => tileCode(k));
  const canonical = formatHand(hand);
  // Real-game fields only when a table was given, so the plain output stays what Tenhou's page shows.
  const red = (value: number | undefined) => (table ? { red: value ?? 0 } : {});
  const out: Record<string, unknown> = {
    input,
    hand: canonical,
    tiles: analysis.tileCount,
    melds: meldStrings(canonical),
  };
  if (table) {
    out.players = table.players;
    out.dora = codes(analysis.dora ?? []);
    out.wallLeft = analysis.wallLeft;
  }
  out.shanten = analysis.shanten;
  if (analysis.kind !== 'draw') {
    out.discards = analysis.discards.map((r) => ({
      discard: tileCode(r.discard),
      shanten: r.shanten,
      tiles: codes(r.tiles),
      count: r.count,
      ...red(r.red),
    }));
  }
  if (analysis.kind === 'draw') {
    // {shanten, tiles, count}: the 3n+1 hand's shanten in the selected form beside its effective tiles.
    const { tiles, count } = analysis.ukeire;
    out.ukeire = { shanten: analysis.value, tiles: codes(tiles), count, ...red(analysis.ukeire.red) };
    if (analysis.waits) {
      out.waits = analysis.waits.map((w) => ({
        tile: tileCode(w.tile),
        count: w.count,
        ...red(w.red),
        decompositions: w.shapes.map(formatWaitShape),
      }));
    }
  }
  if (table) out.deadTenpai = analysis.kind === 'draw' && analysis.deadTenpai;
  out.agari = analysis.kind === 'complete';
  if (analysis.kind === 'complete') out.decompositions = analysis.decompositions.map(formatDecomposition);
  return JSON.stringify(out);
}

/** Lines of the input, as soon as each is complete; a BOM and CR line ends are dropped. */
async function* inputLines(stdin: Input): AsyncGenerator<string> {
  const decoder = new TextDecoder();
  let pending = '';
  let first = true;
  const chunks: AsyncIterable<string | Uint8Array> | string[] = typeof stdin === 'string' ? [stdin] : stdin;
  for await (const chunk of chunks) {
    pending += typeof chunk === 'string' ? chunk : decoder.decode(chunk, { stream: true });
    if (first && pending.length) {
      if (pending.charCodeAt(0) === 0xfeff) pending = pending.slice(1);
      first = false;
    }
    let nl: number;
    while ((nl = pending.indexOf('\n')) >= 0) {
      yield pending.slice(0, nl);
      pending = pending.slice(nl + 1);
    }
  }
  pending += decoder.decode();
  if (pending.length) yield pending;
}

/**
 * Runs `pairi` with the arguments after the program name; returns the exit status.
 * Never throws: every failure is written to `err` and reflected in the status.
 */
export async function run(
  argv: readonly string[],
  stdin: Input,
  out: Write,
  err: Write,
  context: RunContext = {},
): Promise<number> {
  try {
    let options: Options;
    try {
      options = parseOptions(argv);
    } catch (e) {
      if (!(e instanceof UsageError)) throw e;
      err(`pairi: ${e.message}\nTry 'pairi --help' for the options.\n`);
      return 2;
    }
    if (options.help) {
      out(USAGE);
      return 0;
    }
    if (options.version) {
      out(`pairi ${packageVersion()}\n`);
      return 0;
    }

    // The table is the caller's: checked once, before any hand, and its mistakes are option mistakes.
    const real = options.seen !== null || options.dora !== null || options.players !== null || options.nuki !== null;
    const parsedTable = parseTable({
      players: options.players ?? 4,
      seen: options.seen ?? '',
      dora: options.dora ?? '',
      nuki: options.nuki ?? 0,
    });
    if (!parsedTable.ok) {
      const { field, message } = parsedTable.error;
      err(`pairi: ${optionOf(field, options)}: ${message}\n`);
      return 2;
    }
    const table = parsedTable.value;

    let status = 0;
    let blocks = 0;
    const analyseOne = (input: string) => {
      const parsed = parsePosition(input, table);
      if (!parsed.ok) {
        const { code, message, index } = parsed.error;
        err(`pairi: ${shorten(input)}: ${message}\n`);
        if (options.mode === 'json') out(JSON.stringify({ input, error: { code, message, index } }) + '\n');
        status = 1;
        return;
      }
      const { hand } = parsed.value;
      if (options.mode === 'shanten') {
        const s = shanten(hand, table.players === 3);
        out(`${input}\t${s.standard}\t${s.regular}\t${na(s.chiitoitsu)}\t${na(s.kokushi)}\n`);
        return;
      }
      const analysis = analyzePosition(parsed.value, { form: options.form });
      if (options.mode === 'json') {
        out(formatJson(input, hand, analysis, real ? table : null) + '\n');
      } else {
        // Multi-line blocks (table, Tenhou text) are separated by one empty line.
        const text =
          options.mode === 'tenhou'
            ? formatTenhouText(input, hand, analysis)
            : formatTable(hand, analysis, real ? table : null);
        out((blocks++ ? '\n' : '') + text + '\n');
      }
    };

    if (options.hands.length) {
      for (const hand of options.hands) analyseOne(hand);
    } else {
      if (context.interactive) err(TERMINAL_HINT);
      for await (const line of inputLines(stdin)) {
        const input = line.trim();
        if (input !== '') analyseOne(input);
      }
    }
    return status;
  } catch (e) {
    const message = e instanceof Error ? e.message : String(e);
    err(`pairi: internal error: ${message.split('\n')[0]}\n`);
    return 70;
  }
}
