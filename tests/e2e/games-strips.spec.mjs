// Toppling Dominoes, Shove and Push at desktop size, checked against the CLI (tests/e2e/cli.mjs):
// a move made on the picture (a domino and the square it falls towards; a click on a piece)
// reaches the CLI's position and value, and the value panel and the working are shown.
import { test, expect, DESKTOP, playHash, INNER } from './fixtures.mjs';
import { solve } from './cli.mjs';

test.use({ viewport: DESKTOP });

/** The value panel shows the CLI's canonical form of `position`, and the working is drawn. */
async function expectValue(page, game, position) {
  await expect(page.locator('h2')).toContainText(`position ${position}`);
  await expect(page.getByTestId('value')).toHaveAttribute('data-canonical', solve(game, position).canonical);
  await expect(page.getByTestId('working')).toBeVisible();
}

test('toppling: a domino toppled by picking it and the square it falls towards', async ({ app, page }) => {
  const position = 'LRGLR';
  const sol = solve('toppling', position);
  await app.open(playHash('toppling', position));
  await app.outcome();
  const board = page.locator('.board').first();
  await expect(board.locator('[aria-label*="blue domino"]')).toHaveCount(2);
  await expect(board.locator('[aria-label*="green domino"]')).toHaveCount(1);
  // Each domino stands as a tile of its side's look, its letter on it.
  await expect(board.locator('[aria-label*="blue domino"] .token-left-domino')).toHaveText(['L', 'L']);
  await expect(page.getByTestId('tromino-prompt')).toHaveText(/square beside it that it falls towards/, INNER);
  // Left topples the blue domino at 4 to the right: picked at its square, then the one after.
  const m = sol.moves.find((x) => x.side === 'left' && x.move === '4right');
  const [from, to] = m.spot.Cells.cells;
  await board.locator(`[data-cell=r${from[0] + 1}c${from[1] + 1}]`).click();
  await expect(page.getByTestId('tromino-prompt')).toHaveText(/picked/, INNER);
  await board.locator(`[data-cell=r${to[0] + 1}c${to[1] + 1}]`).click();
  await expectValue(page, 'toppling', m.to);
  expect(m.to).toBe('LRG');
});

for (const [game, verb, position, move, after] of [['shove', 'shoves', 'R.LR', '3', '.L.R'], ['push', 'pushes', 'R.LR', '3', 'RL.R']]) {
  test(`${game}: a click on Left's piece moves it left, with what it ${verb}`, async ({ app, page }) => {
    const sol = solve(game, position);
    await app.open(playHash(game, position));
    await app.outcome();
    const board = page.locator('.board').first();
    await expect(board.locator('.token-black')).toHaveCount(1);
    await expect(board.locator('.token-white')).toHaveCount(2);
    const m = sol.moves.find((x) => x.side === 'left' && x.move === move);
    expect(m.to).toBe(after);
    await board.locator(`[data-move="${m.move}"]`).click();
    await expectValue(page, game, m.to);
  });
}
