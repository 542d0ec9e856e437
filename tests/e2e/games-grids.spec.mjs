// Cram, Col, Snort (on a grid and on a graph) and Amazons played on their pictures at desktop
// size, each checked against the CLI (tests/e2e/cli.mjs): one move by clicking the board reaches
// the CLI's position, whose value the page then shows with its working.
import { test, expect, DESKTOP, PHONE, INNER, playHash } from './fixtures.mjs';
import { solve, statusFor } from './cli.mjs';

test.use({ viewport: DESKTOP });

/** The data-cell key of a square, as the cell-picking board names it (a two-row board by t/b). */
const cellKey = ([r, c], rows) => (rows === 2 ? `${r === 0 ? 't' : 'b'}${c + 1}` : `r${r + 1}c${c + 1}`);

test('cram: a domino by clicking its two cells reaches the CLI position, value and working', async ({ app, page }) => {
  const sol = solve('cram', '2x3');
  await app.open(playHash('cram', '2x3'));
  await app.outcome();
  const m = sol.moves.find((x) => x.winning);
  const board = page.locator('.board').first();
  for (const [r, c] of m.spot.Cells.cells) await board.locator(`[data-cell=${cellKey([r, c], 2)}]`).click();
  await expect(page.locator('h2')).toContainText(`position ${m.to}`);
  const after = solve('cram', m.to);
  await expect(page.getByTestId('status')).toHaveAttribute('data-outcome', statusFor(after));
  await expect(page.getByTestId('working')).toBeVisible();
  await expect(page.getByTestId('working-mex')).toContainText(`= ${after.grundy}`);
});

test('cram 7x7: too large to solve, drawn at once, played by clicks, and who wins said to be unknown', async ({ app, page }) => {
  // The refusal comes after the pruned search's whole budget: about 50 s in a quiet browser,
  // two to three times that while the other worker of a test run shares the cores.
  test.setTimeout(360_000);
  await app.open(playHash('cram', '7x7'));
  const board = page.locator('.board').first();
  // The board is drawn while the solve runs, and stays when the solve is refused.
  await expect(board.locator('[data-cell]')).toHaveCount(49);
  await expect(page.getByTestId('status')).toHaveAttribute('data-outcome', 'unknown', { timeout: 300_000 });
  await expect(page.getByTestId('status')).toContainText('Who wins is not known here');
  await expect(page.locator('.board.placeholder')).toHaveCount(0);
  // No move is shaded: nothing about them is known.
  await expect(board.locator('.move.win, .move.lose')).toHaveCount(0);
  await app.screen('cram-7x7-unknown');
  for (const cell of [[0, 0], [1, 0]]) await board.locator(`[data-cell=${cellKey(cell, 7)}]`).click();
  await expect(page.locator('h2')).toContainText(/position #.*\/#/);
  await expect(page.getByTestId('last-move')).toContainText('a1');
  // The next board is drawn while its own search runs: 47 free cells.
  await expect(board.locator('[data-cell]')).toHaveCount(47);
  await page.getByRole('button', { name: 'Undo' }).click();
  await expect(page.locator('h2')).toContainText('position 7x7');
});

for (const id of ['col', 'snort']) {
  test(`${id}: colouring a square by clicking it reaches the CLI position and value, with the working`, async ({ app, page }) => {
    const sol = solve(id, '2x3');
    await app.open(playHash(id, '2x3'));
    await app.outcome();
    const left = sol.moves.filter((x) => x.side === 'left');
    const m = left.find((x) => x.winning) ?? left[0];
    await page.locator(`.board [data-move="${m.move}"]`).first().click();
    await expect(page.locator('h2')).toContainText(`position ${m.to}`);
    await expect(page.getByTestId('side-right')).toBeChecked();
    await expect(page.getByTestId('value')).toHaveAttribute('data-canonical', solve(id, m.to).canonical);
    await expect(page.getByTestId('working')).toBeVisible();
    // A square only Left may colour is drawn with Left's mark, named so, and still a move.
    await app.open(playHash(id, 'l.r'));
    await expect(page.getByRole('button', { name: /only Left may colour it/ }).locator('.token-left-tint')).toHaveText('l');
  });
}

test('snort on a graph: colouring a vertex on the drawn graph reaches the CLI position and value, and fits a phone', async ({ app, page }) => {
  const start = 'a-b-c-a,c-d;';
  const sol = solve('snort', start);
  await app.open(playHash('snort', start));
  await app.outcome();
  const vertices = page.locator('.vertex-board .vertex-at');
  await expect(vertices).toHaveCount(4);
  const m = sol.moves.find((x) => x.side === 'left' && x.move === 'd');
  await page.locator('.vertex-board [data-vertex="d"] [data-move="d"]').click();
  await expect(page.locator('h2')).toContainText(`position ${m.to}`);
  await expect(page.getByTestId('value')).toHaveAttribute('data-canonical', solve('snort', m.to).canonical);
  // d is drawn as Left's colour (a token with its letter), and named so for screen readers.
  await expect(page.locator('.vertex-board [data-vertex="d"] .token')).toHaveText('L');
  await expect(page.locator('.vertex-board [data-vertex="d"] [aria-label]').first()).toHaveAttribute('aria-label', /coloured by Left/);
  // The grid editor is not offered for a graph.
  await expect(page.getByTestId('edit-board')).toHaveCount(0);
  await page.setViewportSize(PHONE);
  const box = await page.locator('.vertex-board').boundingBox();
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
});

test('amazons: an amazon, where it lands and where its arrow burns, clicked in turn, reach the CLI position, value and working', async ({ app, page }) => {
  const position = 'L..#/...R';
  const sol = solve('amazons', position);
  await app.open(playHash('amazons', position));
  await app.outcome();
  const board = page.locator('.board').first();
  await expect(page.getByTestId('tromino-prompt')).toHaveText(/then the square the arrow lands on/, INNER);
  // A move of Left's whose arrow goes back into the square the amazon left (the pick is in
  // order, so that square is clicked twice), a winning one if there is one.
  const same = ([a, b], [c, d]) => a === c && b === d;
  const back = sol.moves.filter((m) => m.side === 'left' && same(m.spot.Cells.cells[0], m.spot.Cells.cells[2]));
  const m = back.find((x) => x.winning) ?? back[0];
  const [from, to, arrow] = m.spot.Cells.cells;
  await board.locator(`[data-cell=${cellKey(from, 2)}]`).click();
  await board.locator(`[data-cell=${cellKey(to, 2)}]`).click();
  await expect(page.getByTestId('tromino-prompt')).toHaveText(/click the square the arrow lands on/, INNER);
  await board.locator(`[data-cell=${cellKey(arrow, 2)}]`).click();
  await expect(page.locator('h2')).toContainText(`position ${m.to}`);
  await expect(page.getByTestId('side-right')).toBeChecked();
  await expect(page.getByTestId('value')).toHaveAttribute('data-canonical', solve('amazons', m.to).canonical);
  await expect(page.getByTestId('working')).toBeVisible();
});
