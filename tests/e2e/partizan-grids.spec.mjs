// The partizan grid and strip boards as a class plays on them, on a phone, a desktop and a
// projector, checked against the CLI (tests/e2e/cli.mjs):
//  - Clobber: black and white stones with their names; a capture is two clicks, on the stone and
//    on the stone it takes, and reaches the CLI's position;
//  - Domineering: a domino is played by clicking its two cells, or by the keyboard (arrows, then
//    Enter twice), and focus stays on the board after the move;
//  - Cutcake: each cut line shows the value it reaches, as the CLI says;
//  - every square a move is made with is at least 44 px and its own centre.
import { test, expect, DESKTOP, PHONE, playHash, INNER } from './fixtures.mjs';
import { solve } from './cli.mjs';

const SIZES = [
  ['phone', PHONE, ''],
  ['desktop', DESKTOP, ''],
  ['projector', { width: 1920, height: 1080 }, '?projector=1'],
];

/** The data-cell key of a square, as the cell-picking board names it. */
const cellKey = ([r, c], rows) => (rows === 2 ? `${r === 0 ? 't' : 'b'}${c + 1}` : `r${r + 1}c${c + 1}`);

/** Cell targets smaller than 44 px or whose centre is not theirs: [cell, why]. */
const badCells = (page) => page.locator('.board [data-cell]').evaluateAll((els) => els.flatMap((e) => {
  e.scrollIntoView({ block: 'center' });
  const b = e.getBoundingClientRect();
  if (b.width < 43.5 || b.height < 43.5) return [[e.dataset.cell, `${b.width} x ${b.height}`]];
  const hit = document.elementFromPoint(b.x + b.width / 2, b.y + b.height / 2);
  return hit === e || e.contains(hit) ? [] : [[e.dataset.cell, `centre hits ${hit?.tagName}.${hit?.className}`]];
}));

for (const [size, viewport, query] of SIZES) {
  test.describe(size, () => {
    test.use({ viewport });

    test(`clobber ${size}: stones drawn black and white, a capture by two clicks reaches the CLI's position`, async ({ app, page }) => {
      const position = 'xox/oxo';
      const sol = solve('clobber', position);
      await app.open(playHash('clobber', position, query));
      await app.outcome();
      const board = page.locator('.board').first();
      await expect(board.locator('.token-black')).toHaveCount(3);
      await expect(board.locator('.token-white')).toHaveCount(3);
      await expect(board.locator('[aria-label*="black stone"]')).toHaveCount(3);
      await expect(board.locator('[aria-label*="white stone"]')).toHaveCount(3);
      await expect(page.getByTestId('tromino-prompt')).toHaveText(/Click one of your pieces/, INNER);
      expect(await badCells(page), 'cell targets').toEqual([]);
      await app.screen(`partizan-clobber-${size}`);
      // Left's winning capture, if there is one, else the first: the stone, then the stone taken.
      const left = sol.moves.filter((m) => m.side === 'left');
      const m = left.find((x) => x.winning) ?? left[0];
      const [from, to] = m.spot.Cells.cells;
      await board.locator(`[data-cell=${cellKey(from, 2)}]`).click();
      await expect(board.locator(`[data-cell=${cellKey(from, 2)}]`)).toHaveAttribute('aria-pressed', 'true');
      await expect(page.getByTestId('tromino-prompt')).toHaveText(/picked: click the square it moves to/, INNER);
      await board.locator(`[data-cell=${cellKey(to, 2)}]`).click();
      await expect(page.locator('h2')).toContainText(`position ${m.to}`);
      await expect(page.getByTestId('side-right')).toBeChecked();
      await expect(page.getByTestId('value')).toHaveAttribute('data-canonical', solve('clobber', m.to).canonical);
    });

    test(`domineering ${size}: a domino by two clicks, and by the keyboard with focus kept on the board`, async ({ app, page }) => {
      const sol = solve('domineering', '3x3');
      await app.open(playHash('domineering', '3x3', query));
      await app.outcome();
      expect(await badCells(page), 'cell targets').toEqual([]);
      const m = sol.moves.find((x) => x.side === 'left' && x.winning);
      const board = page.locator('.board').first();
      for (const cell of m.spot.Cells.cells) await board.locator(`[data-cell=${cellKey(cell, 3)}]`).click();
      await expect(page.locator('h2')).toContainText(`position ${m.to}`);
      await expect(page.getByTestId('side-right')).toBeChecked();
      // Right's move by the keyboard: Home, then arrows to the first cell of one of Right's
      // moves, Enter, an arrow to its second cell, Enter.
      const after = solve('domineering', m.to);
      await app.screen(`partizan-domineering-${size}`);
      const r = after.moves.find((x) => x.side === 'right');
      const [a, b] = r.spot.Cells.cells;
      await board.locator('[data-cell]').first().focus();
      await page.keyboard.press('Home');
      const focused = () => page.evaluate(() => document.activeElement?.dataset.cell ?? document.activeElement?.tagName);
      // Arrows towards `a`, one square at a time (squares with no move are skipped).
      for (let i = 0; i < 8; i++) {
        const at = await focused();
        if (at === cellKey(a, 3)) break;
        const [row, col] = at.match(/\d+/g).map((x) => Number(x) - 1);
        await page.keyboard.press(row < a[0] ? 'ArrowDown' : row > a[0] ? 'ArrowUp' : col < a[1] ? 'ArrowRight' : 'ArrowLeft');
      }
      await expect.poll(focused).toBe(cellKey(a, 3));
      await page.keyboard.press('Enter');
      await page.keyboard.press('ArrowRight');
      await expect.poll(focused).toBe(cellKey(b, 3));
      await page.keyboard.press('Enter');
      await expect(page.locator('h2')).toContainText(`position ${r.to}`);
      await expect.poll(() => page.evaluate(() => !!document.activeElement?.closest('.board')),
        { message: 'focus stays on the board after a keyboard move' }).toBe(true);
    });

    test(`cutcake ${size}: every cut line shows the value it reaches`, async ({ app, page }) => {
      const sol = solve('cutcake', '3x4');
      await app.open(playHash('cutcake', '3x4', query));
      await app.outcome();
      const cuts = page.locator('.board .move.cut');
      const left = sol.moves.filter((m) => m.side === 'left');
      await expect(cuts).toHaveCount(left.length);
      for (const m of left) {
        const marker = page.locator(`.board .move.cut[data-move="${m.move}"] .marker`);
        await expect(marker, `${m.move} shows its value`).toBeVisible();
        await expect(marker).toHaveText(`${m.winning ? '✓' : '✗'} ${m.canonical}`);
      }
      // The cut's name says what it does in words.
      await expect(page.locator('.board .move.cut').first()).toHaveAttribute('title', /cut the 3 x 4 piece down after column 1/);
      await app.expectNoOverflow(`cutcake on a ${size}`);
      await app.screen(`partizan-cutcake-${size}`);
    });

    test(`toads ${size}: toads and frogs drawn as pieces, a move a click on the piece`, async ({ app, page }) => {
      const sol = solve('toads', 'TT..FF');
      await app.open(playHash('toads', 'TT..FF', query));
      await app.outcome();
      const board = page.locator('.board').first();
      await expect(board.locator('.token-left')).toHaveCount(2);
      await expect(board.locator('.token-right')).toHaveCount(2);
      const m = sol.moves.find((x) => x.side === 'left');
      const piece = board.locator(`[data-move="${m.move}"]`);
      await expect(piece).toHaveAttribute('title', /toad/);
      await app.screen(`partizan-toads-${size}`);
      await piece.click();
      await expect(page.locator('h2')).toContainText(`position ${m.to}`);
    });
  });
}
