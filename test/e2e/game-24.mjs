/**
 * End-to-end test of the game at the table (issue 24), run by run.mjs: on a 375 px touch screen, four
 * turns of a hand are played with five taps each (your discard from the hand; the right, across and left
 * players' discards and your draw from the palette; a riichi adds one tap), and after each turn the
 * rivers, the palette's counts against a count of this test's own (4 less the hand and every river),
 * and the turn read from the table are checked. After the right player's riichi, the hand's tiles say
 * their safety against it (genbutsu, suji, half-suji, honour) as worked out here from the rivers; a
 * reload brings all of it back; the regions have their names in Japanese and Chinese; axe-core finds
 * no serious violation. Screenshots: test-results/e2e/game-24-*.png.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { describe, test } from 'node:test';

const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

const START = '123m456p789s1122z7z';
const RIVERS = ['Your river', "Right player's river", "Player across's river", "Left player's river"];
const NAMES = { m: 'man', p: 'pin', s: 'sou' };
/** The other seats as the palette's names write them. */
const SEATS = ['right player', 'player across', 'left player'];
const HONOURS = ['East', 'South', 'West', 'North', 'White', 'Green', 'Red'];
/** The page's English name of a tile code. */
const nameOf = (code) => (code[1] === 'z' ? HONOURS[Number(code[0]) - 1] : `${code[0]} ${NAMES[code[1]]}`);

/**
 * Four turns: your discard, then the right, across and left players' discards, then your draw. `riichi`
 * names a seat that declares riichi before its discard of that turn.
 */
const TURNS = [
  { you: '7z', others: ['1z', '9m', '3z'], draw: '4z' },
  { you: '4z', others: ['9p', '1s', '5z'], draw: '8m' },
  { you: '8m', others: ['1p', '6z', '2p'], draw: '3s', riichi: 1 },
  { you: '3s', others: ['2s', '4m', '7p'], draw: '6m' },
];

/** Counts by tile code of a list of codes. */
function countOf(codes) {
  const n = new Map();
  for (const c of codes) n.set(c, (n.get(c) ?? 0) + 1);
  return n;
}

/** The codes of an mpsz hand (no red fives, no melds here). */
function codesOf(hand) {
  const out = [];
  for (const group of hand.match(/\d+[mpsz]/g)) for (const d of group.slice(0, -1)) out.push(d + group.at(-1));
  return out;
}

/** Registers the tests; `ctx` is run.mjs's (server URL, page factory, screenshot folder). */
export function gameTests(ctx) {
  describe('game 24: following a hand at the table', () => {
    test('four turns at 375 px by touch, five taps each: rivers, counts, turn, safety after a riichi, reload', async () => {
      const page = await ctx.newPage({ width: 375, height: 800, hasTouch: true, isMobile: true, locale: 'en-US' });
      await page.goto(`${ctx.url()}/?q=${START}`);
      const handBar = page.getByRole('region', { name: 'Hand' });
      const palette = page.getByRole('region', { name: 'Tiles to add' });
      const region = (seat) => page.getByRole('region', { name: RIVERS[seat], exact: true });
      await handBar.getByRole('button', { name: 'Discard Red' }).waitFor();

      const hand = codesOf(START);
      const rivers = [[], [], [], []];
      /** Every river as the page shows it: tile codes, the riichi tile marked r. */
      const shownRivers = () =>
        Promise.all(
          [0, 1, 2, 3].map((seat) =>
            region(seat)
              .locator('.river-tile')
              .evaluateAll((els) => els.map((li) => li.dataset.tile + (li.classList.contains('river-riichi') ? 'r' : ''))),
          ),
        );
      let taps = 0;
      const tapHand = async (code) => {
        // The hand's tile of that kind; the draw is the last one.
        await handBar
          .getByRole('button', { name: new RegExp(`^Discard ${nameOf(code)}(,|$)`) })
          .last()
          .tap();
        taps++;
      };
      // The palette's tile named for where the tap goes: a seat's river (1 right, 2 across, 3 left), or your draw.
      const tapPalette = async (code, seat = 0) => {
        const name = seat ? `Add ${nameOf(code)} to the ${SEATS[seat - 1]}'s river` : `Draw ${nameOf(code)}`;
        await palette.getByRole('button', { name, exact: true }).tap();
        taps++;
      };

      for (const [i, turn] of TURNS.entries()) {
        const before = taps;
        await tapHand(turn.you);
        hand.splice(hand.indexOf(turn.you), 1);
        rivers[0].push(turn.you);
        for (const [j, code] of turn.others.entries()) {
          const seat = j + 1;
          if (turn.riichi === seat) {
            await region(seat).getByRole('button', { name: 'Riichi' }).tap();
            taps++;
          }
          await tapPalette(code, seat);
          rivers[seat].push(code + (turn.riichi === seat ? 'r' : ''));
        }
        await tapPalette(turn.draw);
        hand.push(turn.draw);
        assert.equal(taps - before, turn.riichi ? 6 : 5, `turn ${i + 1}: taps`);

        assert.deepEqual(await shownRivers(), rivers, `turn ${i + 1}: rivers`);
        assert.equal(await page.locator('.game-turn').textContent(), `Turn ${i + 2} (from the table)`);
        // Four draws a turn, seen or not (the three others', yours), and one before: the hand the page starts from had drawn.
        assert.equal(await page.locator('.game-wall').textContent(), `${70 - 1 - 4 * (i + 1)} left in the wall`);
        // The palette's counts against this test's own: 4 less the hand and every river.
        const seen = countOf([...hand, ...rivers.flat().map((c) => c.slice(0, 2))]);
        const shown = await palette
          .locator('.palette-cell')
          .evaluateAll((cells) =>
            cells.map((c) => [c.querySelector('.tile-button').dataset.tile, Number(c.querySelector('.palette-left').textContent)]),
          );
        // A plain five's cell leaves out the red five, which has a cell of its own (none is seen here).
        for (const [code, left] of shown) {
          const red = code[0] === '0' ? 1 : code[0] === '5' && code[1] !== 'z' ? 1 : 0;
          const want = code[0] === '0' ? 1 : 4 - red - (seen.get(code) ?? 0);
          assert.equal(left, want, `turn ${i + 1}: ${code} left`);
        }
      }
      await page.screenshot({ path: join(ctx.shots, 'game-24-phone.png'), fullPage: true });

      // Safety against the right player's riichi, from the rivers: genbutsu = its river (1z 9p 1p) and
      // every discard after its riichi tile (6z 2p 3s 2s 4m 7p).
      const expected = {
        '1z': 'genbutsu', // in its river
        '1m': 'suji', // 4m passed after the riichi: the 23m shape waiting on 1-4 is furiten
        '4p': 'suji', // 1p and 7p both genbutsu
        '5p': 'half-suji', // 2p genbutsu, 8p not
        '2z': 'honour, 2 seen',
        '2m': 'unsafe',
      };
      const safetyOf = async (code) =>
        handBar
          .getByRole('button', { name: new RegExp(`^Discard ${nameOf(code)}\\b`) })
          .first()
          .getAttribute('aria-label');
      for (const [code, words] of Object.entries(expected)) {
        const label = await safetyOf(code);
        assert.ok(label.includes(`Right player: ${words}`), `${code}: ${label}`);
      }

      await page.reload();
      await region(1).locator('.river-tile').first().waitFor();
      assert.deepEqual(await shownRivers(), rivers, 'after the reload');
      assert.equal(await page.locator('.game-turn').textContent(), 'Turn 5 (from the table)');
      for (const [code, words] of Object.entries(expected)) assert.ok((await safetyOf(code)).includes(`Right player: ${words}`), code);

      // With the game's region at the top of the screen: on a phone the one-line result stays at the bottom
      // while the hand's controls are in view, and axe counts a button passing under it as obscured.
      await page.getByRole('region', { name: 'The game at the table' }).evaluate((el) => el.scrollIntoView({ block: 'start' }));
      await page.addScriptTag({ content: AXE });
      const serious = await page.evaluate(async () => {
        const r = await axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] } });
        return r.violations
          .filter((v) => v.impact === 'serious' || v.impact === 'critical')
          .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
      });
      assert.deepEqual(serious, []);
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      assert.ok(width <= 375, `no sideways scrolling: ${width} px`);
      const url = page.url();
      assert.deepEqual(page.errors, []);
      await page.context().close();

      // The same table in Japanese and Chinese: the regions and the safety words in each.
      for (const [locale, names, word] of [
        ['ja-JP', ['自分の河', '下家の河', '対面の河', '上家の河'], '下家: 現物'],
        ['zh-CN', ['自家牌河', '下家牌河', '对家牌河', '上家牌河'], '下家：现物'],
      ]) {
        const other = await ctx.newPage({ width: 375, height: 800, hasTouch: true, isMobile: true, locale });
        await other.goto(url);
        for (const name of names) await other.getByRole('region', { name, exact: true }).waitFor();
        const east = await other
          .getByRole('region', { name: '手牌' })
          .getByRole('button', { name: /^(東を切る|打出东)/ })
          .first()
          .getAttribute('aria-label');
        assert.ok(east.includes(word), `${locale}: ${east}`);
        await other.screenshot({ path: join(ctx.shots, `game-24-${locale}.png`), fullPage: true });
        assert.deepEqual(other.errors, []);
        await other.context().close();
      }
    });
  });
}
