// The boards a class looks at, at phone, desktop and projector sizes:
//  - the star ⋆ of a value is drawn about as wide as a digit (its ink, measured in the page's
//    own font), in the value headline and on the move chips;
//  - dominoes are one tile each: two upright dominoes side by side are two upright tiles, not
//    four squares that could be two lying dominoes;
//  - the last move is outlined on the board and named under it, on a play page and a partizan
//    page;
//  - grids carry their squares' names (a, b, c... over the columns, 1, 2, 3... down the side)
//    and the moves and words use them;
//  - a value cut short on a square reads whole once the square has focus; a row of pieces lists
//    its moves on a phone; the tags of a Hackenbush fork do not overlap.
// Screenshots go to tests/e2e/artifacts/screens/board-marks-*.png.
import { test, expect, DESKTOP, PHONE, INNER } from './fixtures.mjs';

const PROJECTOR = { width: 1280, height: 800 };
const SIZES = [
  ['phone', PHONE, ''],
  ['desktop', DESKTOP, ''],
  ['projector', PROJECTOR, '?projector=1'],
];

/** The ink widths of the star and of a digit in the font of the first element matching
 * `selector` whose text holds a star: [star, digit]. */
const starAndDigit = (page, selector) => page.evaluate(async (selector) => {
  const el = [...document.querySelectorAll(selector)].find((e) => e.textContent.includes('⋆'));
  if (!el) return null;
  const font = getComputedStyle(el).font;
  await document.fonts.load(font, '⋆0');
  const ctx = document.createElement('canvas').getContext('2d');
  ctx.font = font;
  const ink = (t) => { const m = ctx.measureText(t); return m.actualBoundingBoxLeft + m.actualBoundingBoxRight; };
  return [ink('⋆'), ink('0')];
}, selector);

/** Plays a move on a cell-picking board by clicking its squares (`a1`-style names). */
async function pick(page, move) {
  for (const square of move.split('-')) {
    const col = square.charCodeAt(0) - 97;
    const row = Number(square.slice(1)) - 1;
    await page.locator(`.board [data-cell="r${row + 1}c${col + 1}"]`).click();
  }
}

/** Whether any two of the boxes overlap: the pairs that do. */
const overlaps = (boxes) => boxes.flatMap((a, i) => boxes.slice(i + 1).flatMap((b, k) => (
  a.x < b.x + b.width - 1 && b.x < a.x + a.width - 1 && a.y < b.y + b.height - 1 && b.y < a.y + a.height - 1
    ? [[i, i + 1 + k]] : [])));

for (const [size, viewport, query] of SIZES) {
  test.describe(size, () => {
    test.use({ viewport });

    test(`${size}: the star of a value is as wide as a digit, in the headline and on the chips`, async ({ app, page }) => {
      await app.open(`#/play/hackenbush/0-1:g,0-2:b,0-3:r${query}`);
      await app.outcome();
      await expect(page.getByTestId('value')).toContainText('⋆');
      const [star, digit] = await starAndDigit(page, '[data-testid=value] .cgt');
      // Drawn from the page's fonts alone, the star's ink is about 0.6 of a digit's.
      expect(star / digit, `the headline's star is ${star} px of ink beside a digit's ${digit}`).toBeGreaterThanOrEqual(0.75);
      const chip = await starAndDigit(page, '.board .move .marker');
      expect(chip, 'a move chip shows a star').not.toBeNull();
      expect(chip[0] / chip[1], `a chip's star is ${chip[0]} px beside a digit's ${chip[1]}`).toBeGreaterThanOrEqual(0.75);
      await app.screen(`board-marks-star-${size}`);
    });

    test(`${size}: two upright dominoes side by side are two upright tiles, and the last one is marked`, async ({ app, page }) => {
      await app.open(`#/play/domineering/4x4${query}`);
      await app.outcome();
      // Left a1-a2, Right c4-d4, Left b1-b2: a1, a2, b1 and b2 are covered, which two lying
      // dominoes would cover too.
      await pick(page, 'a1-a2');
      await expect(page.getByTestId('board-last-move')).toHaveText('Last move: a1-a2', INNER);
      await pick(page, 'c4-d4');
      await expect(page.getByTestId('board-last-move')).toHaveText('Last move: c4-d4', INNER);
      await pick(page, 'b1-b2');
      await expect(page.getByTestId('board-last-move')).toHaveText('Last move: b1-b2', INNER);
      const tiles = page.locator('.board .tile');
      await expect(tiles).toHaveCount(3);
      await expect(page.locator('.board .tile[data-tile=upright]')).toHaveCount(2);
      await expect(page.locator('.board .tile[data-tile=lying]')).toHaveCount(1);
      await expect(page.locator('.board .tile[data-cells="a1 a2"]')).toHaveText('L');
      await expect(page.locator('.board .tile[data-cells="c4 d4"]')).toHaveText('R');
      // Drawn as two tiles: each taller than wide, side by side with a gap between them.
      const [a, b] = await Promise.all(['a1 a2', 'b1 b2'].map((c) => page.locator(`.board .tile[data-cells="${c}"]`).boundingBox()));
      expect(a.height, 'an upright tile is taller than wide').toBeGreaterThan(a.width * 1.5);
      expect(b.x, 'the second tile starts after the first, apart from it').toBeGreaterThan(a.x + a.width + 2);
      // The last move: its tile and squares outlined, and named.
      await expect(page.locator('.board .tile.last-move')).toHaveAttribute('data-cells', 'b1 b2');
      await expect(page.locator('.board .sq.last-move')).toHaveCount(2);
      await app.screen(`board-marks-dominoes-${size}`);
    });

    test(`${size}: dominoes standing alone in a position's text are tiles too`, async ({ app, page }) => {
      await app.open(`#/play/domineering/%23.%23./%23.%23./..../%23%23..${query}`);
      await app.outcome();
      await expect(page.locator('.board .tile[data-tile=upright]')).toHaveCount(2);
      await expect(page.locator('.board .tile[data-tile=lying]')).toHaveCount(1);
    });

    test(`${size}: a grid names its squares on its edges, and moves are named the same way`, async ({ app, page }) => {
      await app.open(`#/play/snort/3x3${query}`);
      await app.outcome();
      await expect(page.locator('.board .col-coord')).toHaveText(['a', 'b', 'c'], INNER);
      await expect(page.locator('.board .grid-row:not(.coord-row) .row-coord')).toHaveText(['1', '2', '3'], INNER);
      const first = page.locator('.board .move.sq').first();
      await expect(first).toHaveAttribute('data-move', 'a1');
      await expect(first).toHaveAttribute('title', /^Left: square a1: /);
      // The working names each option once: "square b2 → …", never "(b2) (b2)".
      await expect(page.getByTestId('working')).toContainText('square b2 →');
      await expect(page.getByTestId('working')).not.toContainText('(b2)');
      // The last move on a partizan page: its square outlined and the move named.
      await first.click();
      await expect(page.getByTestId('board-last-move')).toHaveText('Last move: a1', INNER);
      await expect(page.locator('.board .sq.last-move')).toHaveCount(1);
    });

    test(`${size}: a value cut short on a square reads whole when the square has focus`, async ({ app, page }) => {
      await app.open(`#/play/snort/3x3${query}`);
      await app.outcome();
      // The corner squares reach the longest values.
      const square = page.locator('.board .move.sq[data-move=a1]');
      const marker = await square.locator('.marker').textContent();
      await square.focus();
      const pop = square.getByTestId('value-pop');
      await expect(pop).toBeVisible();
      await expect(pop).toHaveText(marker);
      const shown = await pop.evaluate((e) => {
        const b = e.getBoundingClientRect();
        return { clipped: e.scrollWidth > e.clientWidth + 1 || e.scrollHeight > e.clientHeight + 1, left: b.left, right: b.right, width: innerWidth };
      });
      expect(shown.clipped, 'the tooltip shows the whole value').toBe(false);
      expect(shown.left).toBeGreaterThanOrEqual(0);
      expect(shown.right).toBeLessThanOrEqual(shown.width + 1);
      await app.screen(`board-marks-value-${size}`);
    });

    test(`${size}: the tags of a Hackenbush fork do not overlap`, async ({ app, page }) => {
      await app.open(`#/play/hackenbush/0-1:b,1-2:r,1-3:b,1-4:g,0-5:r${query}`);
      await app.outcome();
      const boxes = (selector) => page.locator(selector).evaluateAll((els) => els.map((e) => {
        const b = e.getBoundingClientRect();
        return { x: b.x, y: b.y, width: b.width, height: b.height };
      }));
      // Left's three edges carry a tag with the value the cut reaches; every edge its letter.
      const tags = await boxes('.board .edge-tag');
      expect(tags.length).toBe(3);
      expect(overlaps(tags), 'tags that overlap').toEqual([]);
      const letters = await boxes('.board .edge-line circle');
      expect(letters.length).toBe(5);
      expect(overlaps(letters), 'letters that overlap').toEqual([]);
      await app.screen(`board-marks-fork-${size}`);
    });
  });
}

test.describe('phone', () => {
  test.use({ viewport: PHONE });

  test('a row of pieces lists its moves with their whole values on a phone', async ({ app, page }) => {
    await app.open('#/play/push/.LR.RL');
    await app.outcome();
    const list = page.getByTestId('phone-moves');
    await expect(list).toBeVisible();
    const buttons = list.locator('button');
    await expect(buttons).toHaveCount(2);
    for (const b of await buttons.all()) {
      await expect(b.locator('.marker')).toHaveText(/^[✓✗] \S+$/);
      const cut = await b.locator('.marker').evaluate((e) => e.scrollWidth > e.clientWidth + 1);
      expect(cut, 'a listed value is not cut short').toBe(false);
    }
    await app.screen('board-marks-push-phone');
  });

  test('on a play page the last move is marked and named', async ({ app, page }) => {
    await app.open('#/play/cram/3x3');
    await app.outcome();
    await pick(page, 'a1-a2');
    await expect(page.getByTestId('board-last-move')).toHaveText(/^Last move: (a1-a2|a2-a1)$/, INNER);
    await expect(page.locator('.board .tile.last-move')).toHaveCount(1);
    await expect(page.locator('.board .sq.last-move')).toHaveCount(2);
  });
});
