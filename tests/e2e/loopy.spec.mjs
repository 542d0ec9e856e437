// The two loopy games on their boards, against the CLI (tests/e2e/cli.mjs):
//  - Fox and Geese played on its checkerboard at phone and desktop sizes: a goose moved by two
//    clicks (the goose, then the square it steps to) reaches the CLI's position and result, and
//    the page never scrolls sideways;
//  - a drawn Backsliding Toads and Frogs position says the draw in words, for each side to move.
import { test, expect, DESKTOP, PHONE, INNER, playHash } from './fixtures.mjs';
import { solve } from './cli.mjs';

const FOX = 'foxgeese';
const STRIP = 'backslide';

for (const [size, viewport] of [['phone', PHONE], ['desktop', DESKTOP]]) {
  test.describe(size, () => {
    test.use({ viewport });

    test(`fox and geese: a goose moved on the board at ${size} size`, async ({ app, page }) => {
      const position = '6x6';
      const sol = solve(FOX, position);
      await app.open(playHash(FOX, position));
      await app.outcome();
      await app.expectNoOverflow(`${size} board`);
      await expect(page.getByTestId('formula')).toContainText('with the fox to move', INNER);
      const m = sol.moves.find((x) => x.winning) ?? sol.moves[0];
      const [from, to] = m.spot.Cells.cells;
      const board = page.locator('.board').first();
      await board.locator(`[data-cell=r${from[0] + 1}c${from[1] + 1}]`).click();
      await board.locator(`[data-cell=r${to[0] + 1}c${to[1] + 1}]`).click();
      await expect(page.locator('h2')).toContainText(`position ${m.to}`);
      const after = solve(FOX, m.to);
      await app.outcome();
      const words = { N: 'win', P: 'lose', draw: 'draw' };
      await app.expectOutcome(words[after.outcome]);
    });
  });
}

test.describe('desktop', () => {
  test.use({ viewport: DESKTOP });
  test('backsliding toads and frogs: a drawn position shows the draw in words', async ({ app, page }) => {
    const position = 'TTT..FFF;L';
    expect(solve(STRIP, position).outcome).toBe('draw');
    await app.open(playHash(STRIP, position));
    await app.expectOutcome('draw');
    await expect(app.status).toContainText('draw', INNER);
    await expect(page.getByTestId('formula'))
      .toContainText('with the toads to move, a draw', INNER);
    await expect(page.getByTestId('formula'))
      .toContainText('with the frogs to move, a draw', INNER);
  });
});
