// Every game of the catalogue, checked against the engine's own CLI (tests/e2e/cli.mjs):
//  1. from the catalogue, the game's play link opens its example; a move shaded winning flips
//     the status from "win" to "lose" and the link follows the move (or, in a lost or drawn
//     start, no move is shaded winning);
//  2. a link to a mid-game position, opened in a fresh page, shows the CLI's outcome for it;
//  3. for games with a table, a heatmap cell opens play at that cell's position.
// How every game is drawn on every screen is every-game.spec.mjs's.
import { test, expect, INNER, playHash, literal } from './fixtures.mjs';
import { GAMES, TABLE_GAMES, solve, statusFor, isPartizan } from './cli.mjs';

// Many short tests: a screenshot only of those that fail.
test.use({ finalScreenshot: 'on-failure' });

const middle = (list) => list[Math.floor(list.length / 2)];
const sorted = (list) => [...list].sort();
/** Reads a play link: { game, position } decoded, or null for another page. */
function parsePlay(url) {
  const hash = new URL(url).hash.split('?')[0];
  const [, page, game, position, ...rest] = hash.split('/');
  if (page !== 'play' || position === undefined || rest.length) return null;
  return { game: decodeURIComponent(game), position: decodeURIComponent(position) };
}
const isPlay = (url) => new URL(url).hash.startsWith('#/play/');
const note = (text) => test.info().annotations.push({ type: 'note', description: text });

/** Checks that the page's move controls are the CLI's moves, each shaded by its outcome for the mover. */
async function expectMoves(page, sol, where) {
  const shown = await page.locator('[data-move]')
    .evaluateAll((els) => els.map((e) => ({ move: e.dataset.move, outcome: e.dataset.outcome })));
  expect(sorted(shown.map((m) => m.move)), `the moves of ${where}`).toEqual(sorted(sol.moves.map((m) => m.move)));
  expect(sorted(shown.filter((m) => m.outcome === 'win').map((m) => m.move)), `the moves shaded winning in ${where}`)
    .toEqual(sorted(sol.moves.filter((m) => m.winning).map((m) => m.move)));
}

// ---- The catalogue lists every game of the CLI, and links to the tables the CLI has. ----

test('catalogue: a card with a play link for every game of the CLI', async ({ app, page }) => {
  await app.open('#/');
  await expect(page.locator('[data-game]').first()).toBeVisible();
  for (const g of GAMES) {
    await expect(page.locator(`[data-game="${g.id}"]`), `card of ${g.id}`).toHaveCount(1);
    await expect(page.getByTestId(`play-${g.id}`), `play link of ${g.id}`).toHaveCount(1);
  }
  const withTable = [];
  for (const g of GAMES) if (await page.getByTestId(`table-${g.id}`).count()) withTable.push(g.id);
  // The table tests below are those of the games whose card links to a table.
  expect(withTable, 'the games whose card links to a table').toEqual(TABLE_GAMES);
  note(`${GAMES.length} games; with a table: ${withTable.join(', ')}`);
});

// ---- 1 and 2: every game but the partizan ones (partizan.spec.mjs plays those side by side). ----

for (const g of GAMES.filter((g) => !isPartizan(g))) {
  test(`play ${g.id}: the catalogue link opens the example and a winning move flips the status`, async ({ app, page }) => {
    const start = solve(g.example_game, g.example_position);
    await app.open('#/');
    await page.getByTestId(`play-${g.id}`).click();
    await page.waitForURL(isPlay);
    const outcome = await app.outcome();
    const here = parsePlay(page.url());
    expect(here?.position, 'the link holds the example position').toBe(start.position);
    expect(outcome, `the status of ${g.example_game} ${start.position}`).toBe(statusFor(start));
    await expectMoves(page, start, `${g.id} ${start.position}`);
    const winning = page.locator('[data-move][data-outcome=win]');
    if ((await winning.count()) === 0) {
      note(`start ${start.position} is ${outcome === 'draw' ? 'drawn' : outcome === 'lose' ? 'lost' : outcome} for the mover` +
        ` (${start.moves.length} moves, none shaded winning)`);
      expect(outcome, 'a winning start has a winning move').not.toBe('win');
      if (outcome === 'draw' && start.moves.length) {
        await expect(page.locator('[data-move][data-outcome=draw]').first(), 'a drawn start has a drawing move').toBeAttached();
      }
      return;
    }
    expect(outcome).toBe('win');
    const text = await winning.first().getAttribute('data-move');
    const move = start.moves.find((m) => m.move === text);
    expect(move, `the CLI knows the move ${text}`).toBeTruthy();
    await winning.first().click();
    await expect.poll(() => parsePlay(page.url()), { message: `the link after ${text}`, timeout: 10000 })
      .toEqual({ game: here.game, position: move.to });
    await app.expectOutcome('lose');
    const after = solve(g.example_game, move.to);
    expect(statusFor(after), 'the CLI agrees the winning move leaves a lost position').toBe('lose');
    await expectMoves(page, after, `${g.id} ${move.to}`);
    await expect(winning, 'no move is shaded winning in a lost position').toHaveCount(0);
    note(`${start.position} -> ${text} -> ${move.to}: win -> lose`);
  });

  test(`link ${g.id}: mid-game positions open in a fresh page with the CLI's outcome`, async ({ app, page }) => {
    // Two plies in (the winning move, then the middle reply; or the middle move of a lost
    // start), and from there a third ply by a winning move if there is one (a lost position).
    const start = solve(g.example_game, g.example_position);
    const reached = start.moves.find((m) => m.winning)?.to;
    const from = reached ? solve(g.example_game, reached) : start;
    const positions = [from.moves.length ? middle(from.moves).to : reached ?? start.position];
    const third = solve(g.example_game, positions[0]).moves.find((m) => m.winning)?.to;
    if (third !== undefined) positions.push(third);
    for (const position of positions) {
      const sol = solve(g.example_game, position);
      await app.open(playHash(g.example_game, position));
      const outcome = await app.outcome();
      expect(parsePlay(page.url())?.position, 'the link keeps the position').toBe(sol.position);
      await expect(page.locator('h2')).toHaveText(literal(`position ${sol.position}`), INNER);
      expect(outcome, `the status of ${g.example_game} ${position} (CLI: ${sol.outcome})`).toBe(statusFor(sol));
      await expectMoves(page, sol, `${g.id} ${position}`);
      if (!sol.moves.length) await expect(app.status, 'a position with no moves says the game is over').toHaveText(/game over/i, INNER);
      note(`${position}: ${outcome}, ${sol.moves.length} moves`);
    }
  });
}

// ---- 3: tables, for the games whose card links to one. ----

for (const id of TABLE_GAMES) {
  test(`table ${id}: a heatmap cell opens play at its position`, async ({ app, page }) => {
    await app.open('#/');
    await expect(page.getByTestId(`play-${id}`)).toBeVisible();
    await page.getByTestId(`table-${id}`).click();
    await expect(page.getByTestId('heatmap').first()).toBeVisible({ timeout: 30000 });
    await expect(page.locator('table.heatmap td').first(), 'the heatmap has cells').toBeAttached();
    const cells = page.locator('td[data-position]:has(a)');
    const n = await cells.count();
    if (n === 0) {
      // Some tables are not positions of one game (multiply: one row per target N).
      const warning = `table ${id}: no cell links to a position, so no cell opens play`;
      test.info().annotations.push({ type: 'warning', description: warning });
      console.log(`warning: ${warning}`);
      return;
    }
    const cell = cells.nth(Math.floor(n / 2));
    const position = await cell.getAttribute('data-position');
    const value = await cell.innerText();
    await cell.locator('a').click();
    await page.waitForURL(isPlay);
    const outcome = await app.outcome();
    // The game the link opened: a table's rows may be games of their own (multiply: one row
    // per target N), so the CLI solves that game, not the catalogue's example.
    const opened = parsePlay(page.url());
    expect(opened?.position, `play opens at the cell's position ${position}`).toBe(position);
    const sol = solve(opened.game, position);
    // A partizan page opens with Left to move: it wins in class L or N.
    const want = sol.canonical === undefined ? statusFor(sol) : (['L', 'N'].includes(sol.outcome) ? 'win' : 'lose');
    expect(outcome, `the status of ${opened.game} ${position} (CLI: ${sol.outcome})`).toBe(want);
    note(`${n} linked cells; cell ${position} (value ${value}) -> play: ${outcome}`);
  });
}
