/**
 * End-to-end tests of what players paste into the Hand field, run by run.mjs in the same browser and
 * server: a Tenhou ?p= link (its hand read, the form switch set to 一般形, the note beside the field)
 * and a hand of Unicode mahjong tiles on the Japanese page (read as mpsz, said so). Each paste is a
 * real one, through the clipboard and Ctrl+V; each table is checked against the command line's
 * Tenhou text for the same hand and form. Screenshots go to test-results/e2e/paste-*.png.
 */
import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, test } from 'node:test';

async function fresh(page, hand) {
  await page.waitForSelector(`section.results[data-fresh="true"][data-hand="${hand}"]`, { timeout: 15_000 });
}

const search = (page) => new URL(page.url()).search;

/** Tenhou's text for a hand from the project's CLI, as the page's result text must hold it. */
function cliTenhou(root, hand, form) {
  const args = ['--import', 'tsx', 'src/cli/main.ts', '--format', 'tenhou', ...(form === 'regular' ? ['--form', 'regular'] : []), hand];
  const run = spawnSync(process.execPath, args, { cwd: root, encoding: 'utf8' });
  assert.equal(run.status, 0, `the CLI failed on ${hand}: ${run.stderr}`);
  return run.stdout.replace(/\n$/, '');
}

/** Pastes `text` into the focused field as a player does: the clipboard, then Ctrl+V. */
async function paste(page, field, text) {
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.evaluate((t) => navigator.clipboard.writeText(t), text);
  await field.focus();
  await page.keyboard.press('ControlOrMeta+V');
}

/** Registers the tests; `ctx` is run.mjs's (server URL, page factory, screenshot folder, repository root). */
export function pasteTests(ctx) {
  const shot = (page, name) => page.screenshot({ path: join(ctx.shots, `paste-${name}.png`), fullPage: true });

  describe('paste 21: Tenhou links and Unicode tiles in the Hand field', () => {
    test("a pasted Tenhou ?p= link: its hand's table in the regular form, the switch on 一般形, the note beside the field", async () => {
      const page = await ctx.newPage();
      await page.goto(ctx.url() + '/');
      const field = page.getByRole('textbox', { name: 'Hand' });
      const link = 'https://tenhou.net/2/?p=1133557799m1135p';
      await paste(page, field, link);
      await fresh(page, '1133557799m1135p');
      assert.equal(search(page), '?p=1133557799m1135p');
      assert.equal(await field.inputValue(), link);
      assert.equal(await page.locator('.hand-hint').textContent(), 'Tenhou link read as 1133557799m1135p (regular form only)');
      assert.equal(await page.getByRole('radio', { name: 'Regular form only' }).isChecked(), true);
      assert.equal(await page.getByRole('alert').count(), 0);
      // The table is the regular form's (the standard form, seven pairs, would be tenpai discarding 3p or 5p):
      // the result text is the CLI's, and the rows are its discards in its order.
      const expected = cliTenhou(ctx.root, '1133557799m1135p', 'regular');
      assert.equal(await page.getByRole('textbox', { name: 'Result text' }).inputValue(), expected);
      const discards = expected
        .split('\n')
        .slice(1)
        .map((line) => /^打(\S+)/.exec(line)[1]);
      const rows = await page
        .locator('table.discard-table')
        .first()
        .locator('tbody tr')
        .evaluateAll((trs) => trs.map((tr) => tr.dataset.discard));
      assert.deepEqual(rows, discards);
      await shot(page, 'tenhou-link-1280');
      assert.deepEqual(page.errors, []);
      await page.context().close();
    });

    test('a pasted hand of Unicode tiles on the Japanese page: read as mpsz and said so; the URL holds mpsz', async () => {
      const page = await ctx.newPage({ locale: 'ja-JP' });
      await page.goto(ctx.url() + '/');
      const field = page.getByRole('textbox', { name: '手牌' });
      const tiles = '🀇🀈🀉🀝🀞🀟🀖🀗🀘🀀🀀🀄️🀄';
      await paste(page, field, tiles);
      await fresh(page, '123m567p789s1177z');
      assert.equal(search(page), '?qd=123m567p789s1177z');
      assert.equal(await field.inputValue(), tiles);
      assert.equal(await page.locator('.hand-hint').textContent(), '123m567p789s1177z として読みました');
      assert.equal(await page.getByRole('alert').count(), 0);
      // A 13-tile tenpai: its waits, as the CLI gives them.
      assert.equal(
        await page.getByRole('textbox', { name: '結果テキスト' }).inputValue(),
        cliTenhou(ctx.root, '123m567p789s1177z', 'standard'),
      );
      await shot(page, 'unicode-1280-ja');
      assert.deepEqual(page.errors, []);
      await page.context().close();
    });
  });
}
