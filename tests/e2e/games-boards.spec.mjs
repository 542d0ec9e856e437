// Konane, Maundy Cake and Childish Hackenbush played on their pictures at desktop size, each
// move's result checked against the CLI (tests/e2e/cli.mjs), with the value panel and the
// working shown:
//  - Konane: a jump is two clicks, on the stone and on the square it lands on;
//  - Maundy Cake: a click on a cut line divides the piece into equal pieces, worded so;
//  - Childish Hackenbush: only edges that drop nothing else are offered; a click cuts one;
//  - Ski Jumps: a skier leaves the board by a click on it and one on the column past its row's end.
import { test, expect, DESKTOP, playHash } from './fixtures.mjs';
import { solve } from './cli.mjs';

test.use({ viewport: DESKTOP });

/** The value panel and the working show the CLI's value of `position`. */
async function expectValue(page, game, position) {
  const sol = solve(game, position);
  await expect(page.getByTestId('value')).toHaveAttribute('data-canonical', sol.canonical);
  await expect(page.getByTestId('working')).toBeVisible();
}

test('konane: a jump by two clicks reaches the CLI\'s position and value', async ({ app, page }) => {
  const position = 'xox./o.ox/xo.o';
  const sol = solve('konane', position);
  await app.open(playHash('konane', position));
  await app.outcome();
  await expectValue(page, 'konane', position);
  const left = sol.moves.filter((m) => m.side === 'left');
  const m = left.find((x) => x.winning) ?? left[0];
  const [from, to] = m.spot.Cells.cells;
  const board = page.locator('.board').first();
  await board.locator(`[data-cell=r${from[0] + 1}c${from[1] + 1}]`).click();
  await board.locator(`[data-cell=r${to[0] + 1}c${to[1] + 1}]`).click();
  await expect(page.locator('h2')).toContainText(`position ${m.to}`);
  await expect(page.getByTestId('side-right')).toBeChecked();
  await expectValue(page, 'konane', m.to);
});

test('maundy: a click on a cut line divides the piece into equal pieces', async ({ app, page }) => {
  const position = '4x6';
  const sol = solve('maundy', position);
  await app.open(playHash('maundy', position));
  await app.outcome();
  await expectValue(page, 'maundy', position);
  const m = sol.moves.find((x) => x.side === 'left' && x.move === 'p1:v2');
  const cut = page.locator(`.board .move.cut[data-move="${m.move}"]`);
  await expect(cut).toHaveAttribute('title', /divide the 4 x 6 piece down into 3 equal pieces, 2 columns wide/);
  await cut.click();
  await expect(page.locator('h2')).toContainText(`position ${m.to}`);
  await expectValue(page, 'maundy', m.to);
});

test('childish: only edges that drop nothing are offered, and a click cuts one', async ({ app, page }) => {
  const position = '0-1:b,1-2:b,1-3:r,3-4:b,0-5:r,5-6:r';
  const sol = solve('childish', position);
  await app.open(playHash('childish', position));
  await app.outcome();
  await expectValue(page, 'childish', position);
  // Left may cut the two blue tips, not the blue edge everything stands on.
  expect(sol.moves.filter((m) => m.side === 'left').map((m) => m.move).sort()).toEqual(['1-2:b', '3-4:b']);
  const cut = '3-4:b';
  const line = page.locator(`.edge-line[data-edge="3"] path`);
  const box = await line.boundingBox();
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 3);
  const to = sol.moves.find((m) => m.side === 'left' && m.move === cut).to;
  await expect(page.locator('h2')).toContainText(`position ${to}`);
  await expectValue(page, 'childish', to);
});

test('skijumps: a skier slides off the board by a click on the column past its row', async ({ app, page }) => {
  const position = 'L...R/.R..L/..l..';
  const sol = solve('skijumps', position);
  await app.open(playHash('skijumps', position));
  await app.outcome();
  await expectValue(page, 'skijumps', position);
  const m = sol.moves.find((x) => x.side === 'left' && x.move === 'e2-off');
  // The board's columns: 0 past the left end, 1-5 the slope's, 6 past the right end.
  expect(m.spot.Cells.cells).toEqual([[1, 5], [1, 6]]);
  const board = page.locator('.board').first();
  // A slipper is drawn as a piece of its own shape, told apart from a jumper by more than its letter.
  await expect(board.locator('[aria-label*="slipper"] .token-left-slipper')).toHaveText('l');
  await board.locator('[data-cell=r2c5]').click();
  const edge = board.locator('[data-cell=r2c6]');
  await expect(edge).toHaveAttribute('aria-label', /^past the right end of row 2: off the board/);
  await edge.click();
  await expect(page.locator('h2')).toContainText(`position ${m.to}`);
  await expect(page.getByTestId('side-right')).toBeChecked();
  await expectValue(page, 'skijumps', m.to);
});
