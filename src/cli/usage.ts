/**
 * The help text of `pairi --help`, apart from the code so it reads as the page it prints. The README's
 * command-line section quotes the same options; test/cli/args.test.ts checks that the options named
 * here are exactly those args.ts knows. The defaults it names are the engine's, read from it.
 */
import { DEFAULT_PROBABILITY_OPTIONS, DEFAULT_ROUND, DEFAULT_SEAT } from '../engine/index.ts';

/** The winds counted when none is given, as the help names them. */
const DEFAULT_WINDS = `${DEFAULT_ROUND} and ${DEFAULT_SEAT}`;

export const USAGE = `Usage: pairi [analyze] [options] [HAND ...]
       pairi score|probabilities|call [options] [HAND ...]
       pairi review [options] FILE|-

Commands, each with its own options ('pairi COMMAND --help' lists them):
  analyze           the analysis below (the default: pairi HAND is pairi analyze HAND)
  score             the value of a complete hand won on --win TILE (as --score below)
  probabilities     each discard's tenpai and win probability and expected score (as --probabilities)
  call              call or pass on --tile TILE offered --from a seat (as --call TILE below)
  review            each decision of a game log (pairi review --help)
The flags --score, --probabilities and --call below still work, and say which command replaces them.

Analyse each riichi-mahjong HAND: shanten, every discard with its effective tiles and how many
copies of them are left, waits and decompositions. With no HAND, read one hand per line from
standard input (empty lines are skipped).

HAND is mpsz notation, e.g. 4569m1222569p258s (0 = red five, 1z-7z = East South West North
White Green Red); melds follow in brackets: (555p) pon, (789s) chi, (1111z) kan, [1111z] closed
kan. Quote a hand that contains spaces or brackets. What players paste reads too: full-width
characters, capital suit letters (123M), the kanji honours 東南西北白發中 (発 for 發) and the
Unicode mahjong tiles as whole tiles (123m東東, 🀇🀈🀉), commas between groups, and a Tenhou
link (https://tenhou.net/2/?q=HAND, ?p=, ?qd=, ?pd=), whose hand is read; the form stays
--form's.

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
  --two-step        with each discard, the next step (docs/rules.md, two-step analysis):
                    "next" the average width after a draw that lowers the shanten, "improve"
                    the copies of the draws that keep it but widen it, "好形" at 1-shanten
                    the copies reaching a good-shape tenpai (more than four live waits) +
                    the others; --json adds "nextAverage", "improvements" {tiles, count},
                    "improvedAverage" and "goodShape" {good, bad} to each discard
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
  --score           value each complete HAND won on --win (docs/rules.md, scoring): the yaku
                    and han, the fu part by part, the points and who pays; with --json
                    {"input", "hand", "score": {yaku, han, fu, fuParts, yakuman, limit,
                    points, payments, total, wait, decomposition, dealer}}, "score" null
                    with a "reason" when the hand has no yaku. A hand that is not complete
                    (all 14 tiles, melds in brackets) or lacks the winning tile is an error
                    for that hand. The situation, for every HAND:
    --win TILE      the winning tile (0p = the red five); required with --score
    --ron, --tsumo  won by ron or by tsumo (default tsumo)
    --round W, --seat W   round and seat wind, E S W N (default ${DEFAULT_WINDS}; seat E = dealer)
    --riichi, --double-riichi, --ippatsu
    --haitei, --houtei    the last tile (海底 on a tsumo, 河底 on a ron; either name)
    --rinshan, --chankan  won on a kan's replacement tile, or robbing a kan
    --tenhou, --chiihou   a tsumo on the first draw (天和 for the dealer, 地和 otherwise)
    --dora TILES, --ura TILES   dora and ura-dora indicators (ura only with riichi)
    --honba N, --sticks N honba and riichi sticks on the table
  --probabilities   each discard's tenpai probability, win probability and expected score
                    (docs/rules.md, probabilities): a table at --turn N (1-18, default 1);
                    --json adds "probabilities": {turns: 18, rows: [{discard, tenpai, win, ev}]},
                    18 values each (index k = turn k+1). Options: --tegawari (hand changes),
                    --shanten-back, --riichi always|best (default ${DEFAULT_PROBABILITY_OPTIONS.riichi}), --no-red (red fives
                    not kinds of their own), --no-ura (no expected ura-dora); --round and
                    --seat (default ${DEFAULT_WINDS}, as above), --dora, --seen and --players as above.
                    Closer to a real game (each off by default, so that the figures stay
                    comparable with 麻雀何切るシミュレーター's):
    --riichi-stick  declaring riichi puts a 1,000-point stick on the table, lost unless
                    the hand wins (counted in the expected score and in riichi or dama)
    --tenpai-payment N  N points received when tenpai after the last draw (3000 is the
                    usual figure, with the others noten); noten pays nothing
    --ippatsu, --haitei  count these yaku on every win that is one: a riichi hand's win
                    on its first draw after declaring (一発), a win on the last draw (海底)
    --honba N, --sticks N  honba and others' riichi sticks on the table, added to every
                    win (as for --score)
  --call TILE       call or pass (docs/rules.md, call or pass): each 13-tile HAND (melds
                    included) is offered TILE (0m = the red five) by the player --from
                    names, and pairi lists passing and every legal call: chi (from the
                    left, four players), pon, open kan, each with its meld, the kinds
                    swap-calling (喰い替え) forbids, the discards left (the rows of the
                    14-tile hand after it, those forbidden left out; after a kan the
                    effective tiles before the replacement draw) and the yaku still
                    possible, or a warning when none is. With --json {"input", "hand",
                    "offer", "calls": [{"call": "pass"}, {"call": "chi"|"pon", "meld",
                    "redKept", "forbidden", "discards", "best", "yaku", "meldYaku",
                    "noYaku"}, {"call": "kan", ..., "ukeire", "waits"}]}, rows as --json
                    writes them; --two-step adds "nextAverage" to each row;
                    --probabilities adds to each entry "probabilities": {"turn",
                    "tenpai", "win", "ev"} at --turn (1-17, default 1; a chi or pon
                    also "by": the discard giving each), under the probabilities'
                    options above: passing goes on with 18 - turn draws, a call takes
                    the next draw's place. --seen, --dora and --players as above (the
                    tile offered is not among the seen tiles), --round and --seat name
                    the yakuhai, --rules its kuitan. A hand of another size, a tile it
                    cannot be offered (a fifth copy, a second red five) or a turn past
                    17 is an error (exit 2).
    --from SEAT     left, across or right: who discarded TILE; required with --call
    --swap-calling  list the discards swap-calling forbids too (Tenhou forbids them)
  --rules LIST      the scoring rules, for --score and --probabilities (docs/rules.md,
                    scoring): "tenhou" (the default: no double yakuman for a single
                    hand, several yakuman add up, kuitan on, 数え役満 on, no 切り上げ満貫,
                    a double-wind pair 4 fu) or "mahjongsoul" (Tenhou's, with 純正九蓮宝燈,
                    国士無双十三面, 四暗刻単騎 and 大四喜 double yakuman), and/or switches
                    NAME=VALUE read in order over Tenhou's: kuitan, combinedYakuman,
                    doubleYakuman, kazoeYakuman, kiriageMangan (true or false),
                    doubleWindFu (2 or 4); e.g. mahjongsoul,kiriageMangan=true
  -h, --help        show this help
  --version         show the version

Real-game output: with any of --seen, --dora, --players or --nuki, the table shows the dora,
the tiles left in the wall (136 or 108 minus everything visible), a dead tenpai (空聴: every
wait already visible) and how many red fives are still live among each row's tiles, e.g.
"12 (赤1)"; --json adds "players", "dora", "wallLeft", "deadTenpai" and a "red" count to each
discard, to "ukeire" and to each wait. --format tenhou stays Tenhou's text, without them.

A game log: pairi review [--seat N] [--json] FILE|- reviews each decision of a Tenhou log
(its replay JSON, an address holding it, or its XML download); pairi review --help says more.

Exit status: 0 every hand analysed; 1 some hand could not be read or is impossible with the
table, or (--score) could not be scored (the others are still analysed); 2 bad option, an impossible table (--seen, --dora,
--players, --nuki), or (--call) a hand that cannot take the offer; 70 internal error.
`;
