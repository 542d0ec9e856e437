// The boards as a class meets them: one target per point on every game's board (desktop,
// phone, projector), chocolate's break lines, the board as one Tab stop with arrow keys, and
// projector mode's larger targets and tables that scroll in their own box.
// Run with `node tests/e2e/classroom/boards.mjs` after `trunk build`.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { suite } from '../lib.mjs';

const { test, open, statusOutcome, finish } = await suite();
const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };

// The catalogue's games, from the CLI as games.mjs reads them.
const bin = process.env.NIMLAB_BIN || 'target/debug/nimlab';
const cliArgs = ['games', '--json'];
const GAMES = JSON.parse(existsSync(bin)
  ? execFileSync(bin, cliArgs, { encoding: 'utf8' })
  : execFileSync('cargo', ['run', '-q', '-p', 'nimlab-cli', '--', ...cliArgs], { encoding: 'utf8' }));
assert.ok(GAMES.length >= 25, `the catalogue has ${GAMES.length} games`);
const playHash = (game, position, extra = '') => `#/play/${encodeURIComponent(game)}/${encodeURIComponent(position)}${extra}`;

/** Move targets whose centre is not theirs: [move, what is hit there] (each scrolled into view first). */
async function stolenCentres(page) {
  const n = await page.locator('[data-move]').count();
  const bad = [];
  for (let i = 0; i < n; i++) {
    const t = page.locator('[data-move]').nth(i);
    await t.scrollIntoViewIfNeeded();
    const r = await t.evaluate((e) => {
      const b = e.getBoundingClientRect();
      if (!b.width || !b.height) return null;
      const hit = document.elementFromPoint(b.x + b.width / 2, b.y + b.height / 2);
      if (hit && (hit === e || e.contains(hit))) return null;
      const owner = hit?.closest('[data-move]');
      return [e.dataset.move, owner ? `move ${owner.dataset.move}` : `${hit?.tagName.toLowerCase()}.${hit?.className}`];
    });
    if (r) bad.push(r);
  }
  return bad;
}

// (a) One target per point, for every game of the catalogue.
for (const [size, viewport] of [['desktop', DESKTOP], ['phone', PHONE]]) {
  for (const projector of [false, true]) {
    const mode = projector ? ' projector' : '';
    await test(`targets ${size}${mode}: every move's centre is its own, in every game`, async (page) => {
      let targets = 0;
      const failures = [];
      for (const g of GAMES) {
        await open(page, playHash(g.example_game, g.example_position, projector ? '?projector=1' : ''));
        await statusOutcome(page);
        targets += await page.locator('[data-move]').count();
        const bad = await stolenCentres(page);
        if (bad.length) failures.push(`${g.id}: ${bad.slice(0, 3).map(([m, h]) => `${m} -> ${h}`).join(', ')}`);
      }
      assert.deepEqual(failures, [], 'move targets whose centre hits something else');
      assert.ok(targets > 100, `${targets} move targets checked`);
    }, viewport);
  }
}

// (b) Chocolate: the middle of a vertical line breaks vertically; squares are no targets.
for (const [size, viewport] of [['desktop', DESKTOP], ['phone', PHONE]]) {
  await test(`chocolate ${size}: a vertical line breaks vertically over its whole length, a square is no move`, async (page) => {
    await open(page, '#/play/chocolate/2x7,7x7');
    await statusOutcome(page);
    await page.locator('.bar').nth(1).scrollIntoViewIfNeeded();
    const line = await page.evaluate(() => {
      const bar = document.querySelectorAll('.bar')[1];
      const sq = [...bar.querySelectorAll('.sq')];
      const a = sq[1].getBoundingClientRect(), b = sq[2].getBoundingClientRect();
      const x = (a.right + b.left) / 2;
      const top = sq[1].getBoundingClientRect().top, bottom = sq[sq.length - 1].getBoundingClientRect().bottom;
      const hits = new Set();
      for (let y = Math.ceil(top); y < bottom; y++) hits.add(document.elementFromPoint(x, y)?.closest('[data-move]')?.dataset.move ?? 'none');
      const squares = sq.map((s) => { const r = s.getBoundingClientRect(); return document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2); })
        .filter((h) => h?.closest('[data-move]')).length;
      return { hits: [...hits], squares, x, y: (top + bottom) / 2 };
    });
    assert.deepEqual(line.hits, ['p2:v2'], 'every point of the line between columns 2 and 3 is that vertical break');
    assert.equal(line.squares, 0, 'no square is a move target');
    const before = page.url();
    await page.mouse.click(line.x, line.y);
    await page.waitForURL((u) => u.toString() !== before);
    assert.match(decodeURIComponent(page.url()), /2x7,7x2,7x5|2x7,7x5,7x2/, 'the bar broke between columns 2 and 3');
  }, viewport);
}

// (c) Keyboard: one Tab stop, arrows by layout, focus stays on the board after a move.
await test('keyboard: the board is one Tab stop, arrows move by layout, focus stays after Enter', async (page) => {
  await open(page, '#/play/chomp/5,4,2');
  await statusOutcome(page);
  const stops = await page.evaluate(() => [...document.querySelectorAll('.board [data-move]')].filter((e) => e.tabIndex === 0).length);
  assert.equal(stops, 1, 'one move is in the Tab order');
  // Tab from the control just before the board reaches it in one stop.
  await page.evaluate(() => {
    const all = [...document.querySelectorAll('a[href], button, input, select, [tabindex]')].filter((e) => e.tabIndex >= 0);
    const board = document.querySelector('.board');
    const prev = all.filter((e) => !board.contains(e) && (board.compareDocumentPosition(e) & Node.DOCUMENT_POSITION_PRECEDING)).pop();
    prev.focus();
  });
  await page.keyboard.press('Tab');
  assert.ok(await page.evaluate(() => !!document.activeElement.closest('.board [data-move]')), 'one Tab reaches the board');
  const at = () => page.evaluate(() => { const r = document.activeElement.getBoundingClientRect(); return { x: r.x + r.width / 2, y: r.y + r.height / 2, move: document.activeElement.dataset.move }; });
  await page.keyboard.press('Home');
  const a = await at();
  await page.keyboard.press('ArrowRight');
  const b = await at();
  assert.ok(b.x > a.x && Math.abs(b.y - a.y) < 2, `ArrowRight moves along the row (${a.move} -> ${b.move})`);
  await page.keyboard.press('ArrowDown');
  const c = await at();
  assert.ok(c.y > b.y && Math.abs(c.x - b.x) < 2, `ArrowDown moves down the column (${b.move} -> ${c.move})`);
  await page.keyboard.press('ArrowUp');
  assert.equal((await at()).move, b.move, 'ArrowUp comes back');
  await page.keyboard.press('End');
  const last = await page.evaluate(() => [...document.querySelectorAll('.board [data-move]:not([disabled])')].pop().dataset.move);
  assert.equal((await at()).move, last, 'End goes to the last move');
  // Enter plays; focus stays on the new board, on its one Tab stop.
  const url = page.url();
  await page.keyboard.press('Enter');
  await page.waitForURL((u) => u.toString() !== url);
  await statusOutcome(page);
  await page.waitForFunction(() => !!document.activeElement?.closest('.board'));
  assert.ok(await page.evaluate(() => document.activeElement.tabIndex === 0 || document.activeElement.classList.contains('board')),
    'focus is on the board\'s Tab stop');
  // One Tab leaves the board.
  await page.keyboard.press('Tab');
  assert.ok(await page.evaluate(() => !document.activeElement.closest('.board')), 'one Tab leaves the board');
}, DESKTOP);

await test('keyboard: a sum is one Tab stop; arrows reach the moves of every component', async (page) => {
  const g = GAMES.find((x) => x.id === 'sum');
  await open(page, playHash(g.example_game, g.example_position));
  await statusOutcome(page);
  const stops = await page.evaluate(() => [...document.querySelectorAll('.board button.move')].filter((e) => e.tabIndex === 0).length);
  assert.equal(stops, 1, 'one move of the whole sum is in the Tab order');
  await page.locator('.board button.move[tabindex="0"]').focus();
  const seen = new Set();
  for (let i = 0; i < 30; i++) {
    seen.add(await page.evaluate(() => document.activeElement.closest('.sum-part')?.dataset.component));
    await page.keyboard.press('ArrowDown');
  }
  assert.ok(seen.size >= 3, `ArrowDown reaches every component (${[...seen].join(', ')})`);
}, DESKTOP);

await test('keyboard: a click on a move keeps focus on the board', async (page) => {
  await open(page, '#/play/nim/3,4,5');
  await statusOutcome(page);
  const url = page.url();
  await page.locator('.board [data-move]').first().click();
  await page.waitForURL((u) => u.toString() !== url);
  await statusOutcome(page);
  await page.waitForFunction(() => !!document.activeElement?.closest('.board'));
}, DESKTOP);

// (d) Projector mode.
/** The box of the first move target of a game's example, with and without projector mode. */
async function firstTarget(page, hash, selector = '.board [data-move]') {
  await open(page, hash);
  await statusOutcome(page);
  return page.locator(selector).first().evaluate((e) => { const b = e.getBoundingClientRect(); return { w: b.width, h: b.height }; });
}
await test('projector: move targets and controls are at least 1.5 times their normal size', async (page) => {
  const failures = [];
  // Chocolate's lines grow less (56 px from 44) so a bar of seven still fits beside its model.
  const cases = [['nim', '.board [data-move]'], ['chomp', '.board [data-move]'], ['kayles', '.board .move.pin'],
    ['chocolate', '.board .move.vcut', 1.25], ['tictactoe', '.board [data-move]'], ['nim', 'input[type=checkbox]'],
    ['nim', '.controls button'], ['nim', '.controls select']];
  for (const [id, selector, least = 1.49] of cases) {
    const g = GAMES.find((x) => x.id === id);
    const hash = playHash(g.example_game, g.example_position);
    const normal = await firstTarget(page, hash, selector);
    const big = await firstTarget(page, hash + '?projector=1', selector);
    // The smaller side is what a finger or a pointer must hit.
    const ratio = Math.min(big.w, big.h) / Math.min(normal.w, normal.h);
    if (ratio < least) failures.push(`${id} ${selector}: ${Math.round(normal.w)}x${Math.round(normal.h)} -> ${Math.round(big.w)}x${Math.round(big.h)}`);
  }
  assert.deepEqual(failures, [], 'targets not 1.5 times as large in projector mode');
}, DESKTOP);

for (const [size, viewport] of [['desktop', DESKTOP], ['phone', PHONE]]) {
  await test(`projector ${size}: the 30-column chocolate table reaches column 30 in its own box; no page overflow`, async (page) => {
    await open(page, '#/table/chocolate?size=30&projector=1');
    await page.getByTestId('heatmap').first().waitFor({ timeout: 30000 });
    const wrap = page.locator('.table-wrap').first();
    await wrap.scrollIntoViewIfNeeded();
    await wrap.evaluate((w) => { w.scrollLeft = w.scrollWidth; w.scrollTop = 0; });
    const seen = await page.evaluate(() => {
      const w = document.querySelector('.table-wrap');
      const box = w.getBoundingClientRect();
      const heads = [...w.querySelector('tr').children];
      const visible = heads.filter((h) => { const r = h.getBoundingClientRect(); return r.left >= box.left - 1 && r.right <= box.right + 1 && r.top >= 0 && r.bottom <= Math.min(box.bottom, innerHeight); });
      // The box's own scroll bar is on screen, so a class can scroll it.
      return { last: visible.pop()?.textContent.trim(), barShown: box.bottom <= innerHeight + 1, page: document.documentElement.scrollWidth, client: document.documentElement.clientWidth };
    });
    assert.equal(seen.last, '30', 'column 30 is shown once the table box is scrolled');
    assert.ok(seen.barShown, 'the bottom of the table box (its scroll bar) is on screen');
    assert.ok(seen.page <= seen.client + 1, `the page is ${seen.page} px wide in ${seen.client}`);
  }, viewport);
  await test(`projector ${size}: no page wider than the window`, async (page) => {
    const wide = [];
    for (const hash of ['#/?projector=1', ...['nim', 'chocolate', 'kayles', 'chomp', 'sum', 'dates'].map((id) => {
      const g = GAMES.find((x) => x.id === id);
      return playHash(g.example_game, g.example_position, '?projector=1');
    })]) {
      await open(page, hash);
      if (hash.includes('play')) await statusOutcome(page);
      else await page.locator('[data-game]').first().waitFor();
      const w = await page.evaluate(() => [document.documentElement.scrollWidth, document.documentElement.clientWidth]);
      if (w[0] > w[1] + 1) wide.push(`${hash}: ${w[0]} px in ${w[1]}`);
    }
    assert.deepEqual(wide, [], 'pages wider than the window');
  }, viewport);
}

// Kayles on a phone: lines of pins, each two-pin move between its pins, and a marker wherever
// a line is continued by the next.
await test('kayles phone: lines of pins with a marker where the row goes on; two-pin moves between their pins', async (page) => {
  await open(page, '#/play/kayles/12');
  await statusOutcome(page);
  const shape = await page.evaluate(() => {
    const pins = [...document.querySelectorAll('.board .strip .pin')].map((e) => e.getBoundingClientRect());
    const tops = [...new Set(pins.map((r) => Math.round(r.top)))];
    const markers = [...document.querySelectorAll('.board .strip-more')].filter((e) => e.getClientRects().length).length;
    const pairs = [...document.querySelectorAll('.board .move.pair')].map((e) => e.getBoundingClientRect());
    // each two-pin move k sits between pins k and k + 1 when they share a line
    const off = pairs.map((r, k) => (Math.round(pins[k].top) === Math.round(pins[k + 1].top)
      ? Math.abs(r.x + r.width / 2 - (pins[k].right + pins[k + 1].left) / 2) : 0));
    return { lines: tops.length, markers, worst: Math.max(...off), width: Math.round(Math.min(...pins.map((r) => r.width))) };
  });
  assert.ok(shape.lines <= 2, `${shape.lines} lines of pins`);
  assert.equal(shape.markers, shape.lines - 1, 'every line continued by the next ends with a marker');
  assert.ok(shape.worst < 3, 'each two-pin move is between its pins');
  assert.ok(shape.width >= 44, `pins are ${shape.width} px wide`);
}, PHONE);

// axe-core (as run.mjs uses it) finds nothing on the boards changed here: the hint star on
// Chomp, chocolate's lines, rows of pins in lines, a sum, at phone size and in projector mode.
const AXE = readFileSync('node_modules/axe-core/axe.min.js', 'utf8');
for (const projector of [false, true]) {
  await test(`axe: the boards find no violations${projector ? ' in projector mode' : ''}`, async (page) => {
    const found = [];
    for (const id of ['chomp', 'chocolate', 'kayles', 'crosses', 'sum', 'nim']) {
      const g = GAMES.find((x) => x.id === id);
      await open(page, playHash(g.example_game, g.example_position, projector ? '?projector=1' : ''));
      await statusOutcome(page);
      await page.getByRole('button', { name: 'Hint' }).click();
      await page.addScriptTag({ content: AXE });
      found.push(...await page.evaluate(async (id) => {
        const r = await window.axe.run(document, { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] } });
        return r.violations.map((v) => `${id} ${v.id}: ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(', ')}`);
      }, id));
    }
    assert.deepEqual(found, []);
  }, PHONE);
}

await test('chomp: the hint star is black on white', async (page) => {
  await open(page, '#/play/chomp/5,4,2');
  await statusOutcome(page);
  await page.getByRole('button', { name: 'Hint' }).click();
  await page.locator('.move.hint').waitFor();
  const s = await page.locator('.move.hint').evaluate((e) => { const c = getComputedStyle(e, '::after'); return [c.color, c.backgroundColor]; });
  assert.deepEqual(s, ['rgb(0, 0, 0)', 'rgb(255, 255, 255)']);
}, DESKTOP);

await finish();
