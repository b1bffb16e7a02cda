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
  analyze,
  formatHand,
  formatTenhouText,
  parseHand,
  parseTiles,
  rankOf,
  shanten,
  SUITS,
  suitOf,
  tileCode,
} from '../engine/index.ts';
import type { Analysis, Counts, Form, Hand, ShantenResult } from '../engine/index.ts';
import { packageVersion } from './version.ts';

/** Where output goes: called once per finished piece of text. */
export type Write = (text: string) => void;

/** Standard input: the whole text, or a stream of chunks (process.stdin yields Buffers). */
export type Input = string | AsyncIterable<string | Uint8Array>;

type Mode = 'table' | 'json' | 'tenhou' | 'shanten';

interface Options {
  mode: Mode;
  form: Form;
  seen: string | null;
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
                    hands, "ukeire" for 13-tile (3n+1) hands, "waits" when tenpai,
                    "decompositions" when complete. A bad hand gives
                    {"input", "error": {"code", "message", "index"}}.
  --format tenhou   Tenhou's 牌理 text (tenhou.net/2/) for each hand, byte for byte; blocks
                    are separated by an empty line
  --shanten         one line per hand, HAND as typed:
                    HAND<TAB>standard<TAB>regular<TAB>chiitoitsu<TAB>kokushi ("-" = n/a)
  --form regular    rank and list by the regular form only (Tenhou ?p=); default standard
  --seen TILES      tiles visible elsewhere (mpsz: rivers, dora indicators, others' melds),
                    subtracted from every remaining count
  -h, --help        show this help
  --version         show the version

Exit status: 0 every hand analysed; 1 some hand could not be read (the others are still
analysed); 2 bad option or --seen; 70 internal error.
`;

const FORMATS = ['tenhou'];
const FORMS: readonly Form[] = ['standard', 'regular'];

class UsageError extends Error {}

function parseOptions(argv: readonly string[]): Options {
  const options: Options = { mode: 'table', form: 'standard', seen: null, hands: [], help: false, version: false };
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
      default:
        throw new UsageError(`unknown option '${name}'`);
    }
  }
  return options;
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

function shantenLabel(value: number): string {
  if (value < 0) return '和了 agari';
  if (value === 0) return '聴牌 tenpai';
  return `${value}向聴`;
}

/** Echoed input is cut so one runaway line cannot flood the terminal; --json keeps it whole. */
const ECHO_LIMIT = 80;
const shorten = (input: string) => (input.length > ECHO_LIMIT ? `${input.slice(0, ECHO_LIMIT)}…` : input);

const na = (n: number | null) => (n === null ? '-' : String(n));

function shantenSummary(s: ShantenResult): string {
  return `standard ${s.standard}, regular ${s.regular}, chiitoitsu ${na(s.chiitoitsu)}, kokushi ${na(s.kokushi)}`;
}

/** The readable report of one hand: a header, then discards, effective tiles or waits. */
function formatTable(hand: Hand, analysis: Analysis): string {
  const form = analysis.form === 'regular' ? ' · regular form only' : '';
  const lines = [
    `${formatHand(hand)}  ${shantenLabel(analysis.value)} (${shantenSummary(analysis.shanten)}) · ${analysis.tileCount} tiles${form}`,
  ];
  if (analysis.decompositions?.length) {
    lines.push('  decompositions:');
    for (const d of analysis.decompositions) lines.push(`    ${d}`);
  }
  if (analysis.discards) {
    const rows = analysis.discards;
    const best = Math.min(...rows.map((r) => r.shanten));
    lines.push('  discard  shanten  count  effective tiles (waits when shanten is 0)');
    let raised = false;
    for (const row of rows) {
      if (row.shanten > best && !raised) {
        raised = true;
        lines.push('  -- these discards raise the shanten --');
      }
      const code = tileCode(row.discard).padEnd(7);
      lines.push(`  ${code}  ${String(row.shanten).padStart(7)}  ${String(row.count).padStart(5)}  ${compactTiles(row.tiles)}`);
    }
  } else if (analysis.waits) {
    const total = analysis.waits.reduce((sum, w) => sum + w.count, 0);
    lines.push(`  waits: ${compactTiles(analysis.waits.map((w) => w.tile))}  (${total} left)`);
    for (const wait of analysis.waits) {
      const head = `    ${tileCode(wait.tile)}  ${String(wait.count).padStart(2)} left`;
      const shapes = wait.decompositions.length ? wait.decompositions : [''];
      shapes.forEach((shape, i) => lines.push(`${i === 0 ? head : ' '.repeat(head.length)}  ${shape}`.trimEnd()));
    }
  } else if (analysis.ukeire) {
    const { tiles, count } = analysis.ukeire;
    lines.push(`  effective tiles: ${compactTiles(tiles) || 'none'}  (${count} left)`);
  }
  return lines.join('\n');
}

/** Melds as formatHand writes them, so --json and the canonical hand can never disagree. */
function meldStrings(canonical: string): string[] {
  return canonical.match(/\([^)]*\)|\[[^\]]*\]/g) ?? [];
}

function formatJson(input: string, hand: Hand, analysis: Analysis): string {
  const codes = (kinds: readonly number[]) => kinds.map((k) => tileCode(k));
  const canonical = formatHand(hand);
  const out: Record<string, unknown> = {
    input,
    hand: canonical,
    tiles: analysis.tileCount,
    melds: meldStrings(canonical),
    shanten: analysis.shanten,
  };
  if (analysis.discards) {
    out.discards = analysis.discards.map((r) => ({
      discard: tileCode(r.discard),
      shanten: r.shanten,
      tiles: codes(r.tiles),
      count: r.count,
    }));
  }
  if (analysis.ukeire) out.ukeire = { tiles: codes(analysis.ukeire.tiles), count: analysis.ukeire.count };
  if (analysis.waits) {
    out.waits = analysis.waits.map((w) => ({ tile: tileCode(w.tile), count: w.count, decompositions: w.decompositions }));
  }
  out.agari = analysis.agari;
  if (analysis.decompositions) out.decompositions = analysis.decompositions;
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
export async function run(argv: readonly string[], stdin: Input, out: Write, err: Write): Promise<number> {
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

    let seen: Counts | undefined;
    if (options.seen !== null && options.seen.trim() !== '') {
      const parsed = parseTiles(options.seen);
      if (!parsed.ok) {
        err(`pairi: --seen '${options.seen}': ${parsed.error.message}\n`);
        return 2;
      }
      seen = parsed.value.counts;
    }

    let status = 0;
    let blocks = 0;
    const analyseOne = (input: string) => {
      const parsed = parseHand(input, { seen });
      if (!parsed.ok) {
        const { code, message, index } = parsed.error;
        err(`pairi: ${shorten(input)}: ${message}\n`);
        if (options.mode === 'json') out(JSON.stringify({ input, error: { code, message, index } }) + '\n');
        status = 1;
        return;
      }
      const hand = parsed.value;
      if (options.mode === 'shanten') {
        const s = shanten(hand);
        out(`${input}\t${s.standard}\t${s.regular}\t${na(s.chiitoitsu)}\t${na(s.kokushi)}\n`);
        return;
      }
      const analysis = analyze(hand, { form: options.form, seen });
      if (options.mode === 'json') {
        out(formatJson(input, hand, analysis) + '\n');
      } else {
        // Multi-line blocks (table, Tenhou text) are separated by one empty line.
        const text = options.mode === 'tenhou' ? formatTenhouText(input, hand, analysis) : formatTable(hand, analysis);
        out((blocks++ ? '\n' : '') + text + '\n');
      }
    };

    if (options.hands.length) {
      for (const hand of options.hands) analyseOne(hand);
    } else {
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
