// End-to-end tests over EVERY game of the catalogue, checked against the engine's own CLI:
//  1. from the catalogue, the game's play link opens its example; a move shaded winning flips
//     the status from "win" to "lose" and the link follows the move (or, in a lost or drawn
//     start, no move is shaded winning);
//  2. a link to a mid-game position, opened in a fresh page, shows the CLI's outcome for it;
//  3. for games with a table, a heatmap cell opens play at that cell's position;
//  4. screenshots of every play page (and the catalogue, an analyze page, two table pages, the
//     DAG editor, the sum builder and the alpha-beta page) at desktop and phone sizes in
//     tests/e2e/artifacts/screens/, each failing if the page or a board is wider than the window,
//     a control has no accessible name or a move target is under 24 x 24 px; at least 90% of
//     all move targets must be 44 x 44 px or more;
//  5. in projector mode (large type) every game's board still fits a 1280 px window.
// Run with `make e2e` (after `trunk build`), or `node tests/e2e/games.mjs [FILTER]` where
// FILTER keeps only the tests whose name contains it. E2E_JOBS sets how many tests run at
// once (default 2). NIMLAB_BIN names the CLI binary to use instead of target/debug/nimlab.
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { serve, launch } from './lib.mjs';

const ART = 'tests/e2e/artifacts';
const SCREENS = `${ART}/screens`;
mkdirSync(SCREENS, { recursive: true });
const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };
const FILTER = process.argv[2] || '';
const JOBS = Math.max(1, Number(process.env.E2E_JOBS) || 2);
const suiteStarted = Date.now();

// ---- The engine's CLI: the list of games and the solution of any position. ----

/** Runs the CLI: the binary (brought up to date first when cargo can), else `cargo run`. */
const cli = (() => {
  const bin = process.env.NIMLAB_BIN || 'target/debug/nimlab';
  if (!process.env.NIMLAB_BIN) {
    try {
      execFileSync('cargo', ['build', '-q', '-p', 'nimlab-cli'], { stdio: ['ignore', 'ignore', 'pipe'] });
    } catch (e) {
      console.log(`note: could not rebuild the CLI (${String(e.stderr || e).split('\n')[0]}); using ${bin} as it is`);
    }
  }
  const options = { encoding: 'utf8', maxBuffer: 1 << 26, stdio: ['ignore', 'pipe', 'pipe'] };
  if (existsSync(bin)) return (args) => execFileSync(bin, args, options);
  return (args) => execFileSync('cargo', ['run', '-q', '-p', 'nimlab-cli', '--', ...args], options);
})();

const GAMES = JSON.parse(cli(['games', '--json']));
const solved = new Map();
/** The CLI's solution of a position: { position, outcome: 'N'|'P'|'draw', moves: [{ move, to, winning, ... }] }. */
function solve(game, position) {
  const key = `${game}\n${position}`;
  if (!solved.has(key)) solved.set(key, JSON.parse(cli(['solve', game, position, '--json'])));
  return solved.get(key);
}
/** The status's data-outcome for the player to move in a position the CLI solved. */
const statusFor = (sol) => ({ N: 'win', P: 'lose' })[sol.outcome] ?? String(sol.outcome).toLowerCase();
const middle = (list) => list[Math.floor(list.length / 2)];

// ---- The browser: the same small helpers as run.mjs. ----

const server = await serve('dist');
const browser = await launch();
const results = [];
const warnings = [];
const queue = [];

/** Queues one test, run later in a fresh browser context; fails on page errors too. */
function test(name, body, viewport = { width: 1100, height: 800 }) {
  if (name.includes(FILTER)) queue.push({ name, body, viewport });
}

async function runTest({ name, body, viewport }) {
  const context = await browser.newContext({ viewport });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
  const log = [];
  const started = Date.now();
  try {
    await body(page, { context, log });
    assert.deepEqual(errors, [], 'the page logged errors');
    results.push([name, 'ok', Date.now() - started]);
    console.log([`ok    ${name} (${Date.now() - started} ms)`, ...log.map((l) => `      ${l}`)].join('\n'));
  } catch (e) {
    results.push([name, 'FAIL', Date.now() - started]);
    const slug = name.replace(/[^a-z0-9]+/gi, '-').toLowerCase();
    await page.screenshot({ path: `${ART}/games-${slug}.png`, fullPage: true }).catch(() => {});
    console.log([`FAIL  ${name}`, ...log.map((l) => `      ${l}`),
      `      ${String(e.stack || e).split('\n').slice(0, 6).join('\n      ')}`,
      ...(errors.length ? [`      page errors: ${errors.join(' | ')}`] : []),
      `      screenshot: ${ART}/games-${slug}.png`].join('\n'));
  } finally {
    await context.close();
  }
}

const status = (page) => page.getByTestId('status');
async function statusOutcome(page) {
  await page.waitForSelector('[data-testid=status]:not([data-outcome=pending])');
  return status(page).getAttribute('data-outcome');
}
/** Waits for the status to show `expected`; returns what it shows (the old value if it never changes). */
async function waitOutcome(page, expected, timeout = 10000) {
  await page.waitForSelector(`[data-testid=status][data-outcome=${expected}]`, { timeout }).catch(() => {});
  return statusOutcome(page);
}
// A fresh load each time: going to a new hash on the same page would only fire hashchange,
// and the old page's status could be read before the new one replaces it.
async function open(page, hash) {
  await page.goto('about:blank');
  await page.goto(server.url + hash);
}
const playHash = (game, position) => `#/play/${encodeURIComponent(game)}/${encodeURIComponent(position)}`;
/** Reads a play link: { game, position } decoded, or null for another page. */
function parsePlay(url) {
  const hash = new URL(url).hash.split('?')[0];
  const [, page, game, position, ...rest] = hash.split('/');
  if (page !== 'play' || position === undefined || rest.length) return null;
  return { game: decodeURIComponent(game), position: decodeURIComponent(position) };
}
const isPlay = (url) => new URL(url).hash.startsWith('#/play/');
/** The move controls of the page: [{ move, outcome }] in page order. */
const movesOnPage = (page) =>
  page.locator('[data-move]').evaluateAll((els) => els.map((e) => ({ move: e.dataset.move, outcome: e.dataset.outcome })));
const sorted = (list) => [...list].sort();

/** Checks that the page's move controls are the CLI's moves, each shaded by its outcome for the mover. */
async function checkMoves(page, sol, where) {
  const shown = await movesOnPage(page);
  assert.deepEqual(sorted(shown.map((m) => m.move)), sorted(sol.moves.map((m) => m.move)), `the moves of ${where}`);
  const cliWins = sol.moves.filter((m) => m.winning).map((m) => m.move);
  assert.deepEqual(sorted(shown.filter((m) => m.outcome === 'win').map((m) => m.move)), sorted(cliWins),
    `the moves shaded winning in ${where}`);
}

/** Fails when the page or a board is wider than the window (checked on every screenshot). */
async function checkOverflow(page, label, log) {
  const o = await page.evaluate(() => {
    const doc = document.documentElement;
    const wide = [...document.querySelectorAll('body *')]
      .filter((e) => e.getBoundingClientRect().right > doc.clientWidth + 1 && getComputedStyle(e).position !== 'fixed')
      .filter((e) => !e.closest('.table-wrap, .board, pre'))
      .slice(0, 3)
      .map((e) => `${e.tagName.toLowerCase()}${e.className ? '.' + String(e.className).split(' ').join('.') : ''}`);
    return { scroll: doc.scrollWidth, client: doc.clientWidth, wide };
  });
  // A board wider than its box must be scrolled sideways to reach some moves.
  const board = await page.evaluate(() => [...document.querySelectorAll('.board')]
    .filter((b) => b.scrollWidth > b.clientWidth + 1).map((b) => `${b.scrollWidth} px in a ${b.clientWidth} px box`));
  // Every example position fits: neither the board nor the page scrolls sideways.
  assert.deepEqual(board, [], `${label}: the board scrolls sideways`);
  assert.ok(o.scroll <= o.client + 1,
    `${label}: the page is ${o.scroll} px wide in a ${o.client} px window (${o.wide.join(', ') || 'inside a scroll box'})`);
}

async function screenshot(page, name, viewport, log) {
  const size = viewport === PHONE ? 'phone' : 'desktop';
  await page.screenshot({ path: `${SCREENS}/${name}-${size}.png`, fullPage: true });
  await checkOverflow(page, `${name} (${size})`, log);
  await checkNames(page, `${name} (${size})`);
  await checkTargets(page, `${name} (${size})`, log);
}

/** Move targets on the play pages' boards, counted over every screenshot: [all, at least 44 x 44]. */
const targets = { all: 0, large: 0, pages: 0 };
/** Fails when a move target on the board is under 24 x 24 CSS px (WCAG 2.5.8), and counts the
 * targets of at least 44 x 44 (2.5.5) for the suite's total. */
async function checkTargets(page, label, log) {
  const sizes = await page.evaluate(() => [...document.querySelectorAll('.board [data-move]')]
    .filter((e) => e.getClientRects().length)
    .map((e) => { const b = e.getBoundingClientRect(); return [e.dataset.move, Math.round(b.width), Math.round(b.height)]; }));
  const small = sizes.filter(([, w, h]) => w < 24 || h < 24).slice(0, 3).map(([m, w, h]) => `${m}: ${w} x ${h}`);
  assert.deepEqual(small, [], `${label}: move targets under 24 x 24 px`);
  const large = sizes.filter(([, w, h]) => w >= 44 && h >= 44).length;
  if (sizes.length) {
    targets.all += sizes.length;
    targets.large += large;
    targets.pages += 1;
    log.push(`${large} of ${sizes.length} move targets at least 44 x 44 px`);
  }
}

/** Fails when a control (button, field, link) has no accessible name: no text, aria-label,
 * title or label. */
async function checkNames(page, label) {
  const unnamed = await page.evaluate(() => {
    const name = (e) => (e.getAttribute('aria-label') || e.getAttribute('title') || e.textContent || '').trim()
      || [...(e.labels ?? [])].map((l) => l.textContent.trim()).join(' ')
      || (e.closest('label')?.textContent.trim() ?? '');
    return [...document.querySelectorAll('button, input, select, textarea, a[href], [role=button]')]
      .filter((e) => !name(e)).map((e) => e.outerHTML.slice(0, 100));
  });
  assert.deepEqual(unnamed, [], `${label}: controls without an accessible name`);
}

// ---- The catalogue lists every game of the CLI; which cards link to a table. ----

let tableIds = null;
test('catalogue: a card with a play link for every game of the CLI', async (page, { log }) => {
  await open(page, '#/');
  await page.locator('[data-game]').first().waitFor();
  for (const g of GAMES) {
    assert.equal(await page.locator(`[data-game="${g.id}"]`).count(), 1, `card of ${g.id}`);
    assert.equal(await page.getByTestId(`play-${g.id}`).count(), 1, `play link of ${g.id}`);
  }
  tableIds = [];
  for (const g of GAMES) if (await page.getByTestId(`table-${g.id}`).count()) tableIds.push(g.id);
  log.push(`${GAMES.length} games; with a table: ${tableIds.join(', ')}`);
});

// ---- 1 and 2: every game. ----

/** The position reached by the winning move of step 1 (from the CLI), for step 2. */
function reachedByWin(g) {
  const start = solve(g.example_game, g.example_position);
  return start.moves.find((m) => m.winning)?.to;
}

for (const g of GAMES) {
  test(`play ${g.id}: the catalogue link opens the example and a winning move flips the status`, async (page, { log }) => {
    const start = solve(g.example_game, g.example_position);
    await open(page, '#/');
    await page.getByTestId(`play-${g.id}`).click();
    await page.waitForURL(isPlay);
    const outcome = await statusOutcome(page);
    const here = parsePlay(page.url());
    assert.equal(here?.position, start.position, 'the link holds the example position');
    assert.equal(outcome, statusFor(start), `the status of ${g.example_game} ${start.position}`);
    await checkMoves(page, start, `${g.id} ${start.position}`);
    const winning = page.locator('[data-move][data-outcome=win]');
    if ((await winning.count()) === 0) {
      log.push(`start ${start.position} is ${outcome === 'draw' ? 'drawn' : outcome === 'lose' ? 'lost' : outcome} for the mover` +
        ` (${start.moves.length} moves, none shaded winning)`);
      assert.notEqual(outcome, 'win', 'a winning start has a winning move');
      if (outcome === 'draw' && start.moves.length) {
        assert.ok(await page.locator('[data-move][data-outcome=draw]').count() > 0, 'a drawn start has a drawing move');
      }
      return;
    }
    assert.equal(outcome, 'win');
    const text = await winning.first().getAttribute('data-move');
    const move = start.moves.find((m) => m.move === text);
    assert.ok(move, `the CLI knows the move ${text}`);
    await winning.first().click();
    await page.waitForURL((u) => parsePlay(u)?.position === move.to, { timeout: 10000 }).catch(() => {});
    assert.deepEqual(parsePlay(page.url()), { game: here.game, position: move.to }, `the link after ${text}`);
    assert.equal(await waitOutcome(page, 'lose'), 'lose', `the status after ${text} (${move.to})`);
    const after = solve(g.example_game, move.to);
    assert.equal(statusFor(after), 'lose', 'the CLI agrees the winning move leaves a lost position');
    await checkMoves(page, after, `${g.id} ${move.to}`);
    assert.equal(await winning.count(), 0, 'no move is shaded winning in a lost position');
    log.push(`${start.position} -> ${text} -> ${move.to}: win -> lose`);
  });

  test(`link ${g.id}: mid-game positions open in a fresh page with the CLI's outcome`, async (page, { log }) => {
    // Two plies in (the winning move, then the middle reply; or the middle move of a lost
    // start), and from there a third ply by a winning move if there is one (a lost position).
    const start = solve(g.example_game, g.example_position);
    const reached = reachedByWin(g);
    const from = reached ? solve(g.example_game, reached) : start;
    const positions = [from.moves.length ? middle(from.moves).to : reached ?? start.position];
    const third = solve(g.example_game, positions[0]).moves.find((m) => m.winning)?.to;
    if (third !== undefined) positions.push(third);
    for (const position of positions) {
      const sol = solve(g.example_game, position);
      await open(page, playHash(g.example_game, position));
      const outcome = await statusOutcome(page);
      assert.equal(parsePlay(page.url())?.position, sol.position, 'the link keeps the position');
      assert.match(await page.locator('h2').innerText(), new RegExp(`position ${sol.position.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`));
      assert.equal(outcome, statusFor(sol), `the status of ${g.example_game} ${position} (CLI: ${sol.outcome})`);
      await checkMoves(page, sol, `${g.id} ${position}`);
      if (!sol.moves.length) assert.match(await status(page).innerText(), /game over/i, 'a position with no moves says the game is over');
      log.push(`${position}: ${outcome}, ${sol.moves.length} moves`);
    }
  });
}

// ---- 3: tables: the games whose card links to one (known once the catalogue test has run). ----

function tableTest(g) {
  test(`table ${g.id}: a heatmap cell opens play at its position`, async (page, { log }) => {
    await open(page, '#/');
    await page.getByTestId(`play-${g.id}`).waitFor();
    await page.getByTestId(`table-${g.id}`).click();
    await page.getByTestId('heatmap').first().waitFor({ timeout: 30000 });
    assert.ok(await page.locator('table.heatmap td').count() > 0, 'the heatmap has cells');
    const cells = page.locator('td[data-position]:has(a)');
    const n = await cells.count();
    if (n === 0) {
      // Some tables are not positions of one game (multiply: one row per target N).
      const w = `table ${g.id}: no cell links to a position, so no cell opens play`;
      warnings.push(w);
      return log.push(`WARN ${w}`);
    }
    const cell = cells.nth(Math.floor(n / 2));
    const position = await cell.getAttribute('data-position');
    const value = await cell.innerText();
    await cell.locator('a').click();
    await page.waitForURL(isPlay);
    const outcome = await statusOutcome(page);
    // The game the link opened: a table's rows may be games of their own (multiply: one row
    // per target N), so the CLI solves that game, not the catalogue's example.
    const opened = parsePlay(page.url());
    assert.equal(opened?.position, position, `play opens at the cell's position ${position}`);
    const sol = solve(opened.game, position);
    assert.equal(outcome, statusFor(sol), `the status of ${opened.game} ${position} (CLI: ${sol.outcome})`);
    log.push(`${n} linked cells; cell ${position} (value ${value}) -> play: ${outcome}`);
  });
}

// ---- 4: screenshots. ----

for (const viewport of [DESKTOP, PHONE]) {
  const size = viewport === PHONE ? 'phone' : 'desktop';
  for (const g of GAMES) {
    test(`screen ${g.id} ${size}`, async (page, { log }) => {
      await open(page, playHash(g.example_game, g.example_position));
      await statusOutcome(page);
      await screenshot(page, g.id, viewport, log);
    }, viewport);
  }
  test(`screen catalogue ${size}`, async (page, { log }) => {
    await open(page, '#/');
    await page.locator('[data-game=alphabeta]').waitFor();
    await screenshot(page, 'catalogue', viewport, log);
  }, viewport);
  test(`screen analyze-kayles ${size}`, async (page, { log }) => {
    await open(page, '#/analyze/kayles?to=300');
    await page.locator('table.values td').first().waitFor({ timeout: 20000 });
    await page.getByTestId('progress').waitFor({ state: 'detached' });
    await screenshot(page, 'analyze-kayles', viewport, log);
  }, viewport);
  test(`screen table-tokenboard ${size}`, async (page, { log }) => {
    await open(page, '#/table/tokenboard:12x4');
    await page.getByTestId('heatmap').first().waitFor({ timeout: 20000 });
    await screenshot(page, 'table-tokenboard', viewport, log);
  }, viewport);
  test(`screen table-chocolate-300 ${size}`, async (page, { log }) => {
    await open(page, '#/table/chocolate?size=300');
    await page.getByTestId('overview').waitFor({ timeout: 20000 });
    await screenshot(page, 'table-chocolate-300', viewport, log);
  }, viewport);
  test(`screen dag-editor ${size}`, async (page, { log }) => {
    await open(page, '#/dag');
    await page.getByTestId('dag-canvas').waitFor();
    await screenshot(page, 'dag-editor', viewport, log);
  }, viewport);
  test(`screen sum-builder ${size}`, async (page, { log }) => {
    await open(page, '#/sum-builder');
    await page.getByTestId('sum-game-select').waitFor();
    await screenshot(page, 'sum-builder', viewport, log);
  }, viewport);
  test(`screen alphabeta ${size}`, async (page, { log }) => {
    await open(page, '#/alphabeta');
    await page.getByTestId('trace-summary').waitFor();
    await screenshot(page, 'alphabeta', viewport, log);
  }, viewport);
}

// ---- 5: projector mode (large type) keeps every game's board within a 1280 px screen. ----

for (const g of GAMES) {
  test(`projector ${g.id}`, async (page, { log }) => {
    await open(page, `${playHash(g.example_game, g.example_position)}?projector=1`);
    await statusOutcome(page);
    assert.ok(await page.evaluate(() => document.documentElement.classList.contains('projector')), 'projector mode is on');
    await checkOverflow(page, `${g.id} (projector)`, log);
  }, DESKTOP);
}

// ---- Run: the catalogue test first (the table tests read its list), then the rest in parallel. ----

const first = queue.findIndex((t) => t.name.startsWith('catalogue:'));
if (first >= 0) await runTest(queue.splice(first, 1)[0]);
// Every game with a table link (or, if the catalogue test failed, every game the CLI has a table for).
const withTable = tableIds ?? GAMES.filter((g) => {
  try { cli(['table', g.example_game, '--size', '1']); return true; } catch { return false; }
}).map((g) => g.id);
const queued = queue.length;
for (const g of GAMES) if (withTable.includes(g.id)) tableTest(g);
// The table tests go after the play and link tests, before the screenshots.
const screens = queue.findIndex((t) => t.name.startsWith('screen '));
if (screens >= 0 && screens < queued) queue.splice(screens, 0, ...queue.splice(queued));
let next = 0;
await Promise.all(Array.from({ length: JOBS }, async () => {
  while (next < queue.length) await runTest(queue[next++]);
}));

// At least 90% of the move targets over every screenshot are 44 x 44 px or more.
if (targets.all) {
  const share = targets.large / targets.all;
  const line = `move targets of at least 44 x 44 px: ${targets.large} of ${targets.all} (${(100 * share).toFixed(1)}%) on ${targets.pages} screens`;
  console.log(`${share >= 0.9 ? 'ok   ' : 'FAIL '} ${line}`);
  results.push([line, share >= 0.9 ? 'ok' : 'FAIL', 0]);
}

await browser.close();
server.stop();
const failed = results.filter((r) => r[1] !== 'ok');
if (warnings.length) console.log(`${warnings.length} warnings:\n  ${warnings.join('\n  ')}`);
console.log(`${results.length - failed.length} passed, ${failed.length} failed in ${((Date.now() - suiteStarted) / 1000).toFixed(1)} s`);
for (const [name] of failed) console.log(`  failed: ${name}`);
process.exit(failed.length ? 1 : 0);
