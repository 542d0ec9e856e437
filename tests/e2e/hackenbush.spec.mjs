// Hackenbush is played on its picture: the edges stand on a ground line in their colours with
// their letters, the side to move's edges are buttons lying along them (shaded and labelled as
// the CLI says), a click on an edge or Enter on it cuts it, and the page reaches the CLI's
// position and value; at phone and desktop sizes and in projector mode. A position whose edges
// stand on nothing is refused with a message saying so.
import { test, expect, DESKTOP, PHONE, playHash } from './fixtures.mjs';
import { solve } from './cli.mjs';

const POSITION = '0-1:b,1-2:r,2-3:b,0-4:r,4-5:b,0-6:g,6-7:g';
const EDGES = POSITION.split(',');
const sorted = (list) => [...list].sort();

/** The side's moves the board offers: [{ move, side, outcome, value }]. */
const offered = (page) => page.locator('.board [data-move]').evaluateAll((els) => els.map((e) =>
  ({ move: e.dataset.move, side: e.dataset.side, outcome: e.dataset.outcome, value: e.dataset.value })));

/** Checks the picture and its buttons against the CLI's solution for `side` to move. */
async function expectPicture(app, page, sol, side, where) {
  const board = page.locator('.board');
  await expect(board.locator('.edges-picture svg')).toBeVisible();
  const want = sol.moves.filter((m) => m.side === side);
  await expect.poll(async () => sorted((await offered(page)).map((m) => m.move)), { message: `${where}: ${side}'s moves` })
    .toEqual(sorted(want.map((m) => m.move)));
  for (const m of await offered(page)) {
    const w = want.find((x) => x.move === m.move);
    expect(m.side, `${where}: ${m.move}`).toBe(side);
    expect(m.outcome, `${where}: ${m.move} shaded`).toBe(w.winning ? 'win' : 'lose');
    expect(m.value, `${where}: ${m.move} labelled`).toBe(w.canonical);
  }
  // Every edge is drawn with its letter, the other side's too (but they are no buttons).
  const edges = sol.position === '-' ? [] : sol.position.split(',');
  await expect(board.locator('.edge-line')).toHaveCount(edges.length);
  const letters = await board.locator('.edge-line text').allTextContents();
  expect(letters, `${where}: each edge's letter`).toEqual(edges.map((e) => e.split(':')[1].toUpperCase()));
  // Each button is a touch target whose centre is its own, and shows its letter and value.
  const targets = [];
  for (const button of await board.locator('[data-move]').all()) {
    await button.scrollIntoViewIfNeeded();
    targets.push(await button.evaluate((e) => {
      const b = e.getBoundingClientRect();
      const hit = document.elementFromPoint(b.x + b.width / 2, b.y + b.height / 2);
      return { move: e.dataset.move, own: !!hit && (hit === e || e.contains(hit)), text: e.innerText };
    }));
  }
  const small = await board.locator('[data-move]').evaluateAll((els) => els.map((e) => {
    // The button's own box, before it is turned along its edge.
    const s = getComputedStyle(e);
    return [e.dataset.move, parseFloat(s.width), parseFloat(s.height)];
  }).filter(([, w, h]) => w < 43.5 || h < 43.5));
  expect(small, `${where}: buttons under 44 px`).toEqual([]);
  for (const t of targets) {
    expect(t.own, `${where}: ${t.move}'s centre is its own`).toBe(true);
    const w = want.find((x) => x.move === t.move);
    expect(t.text, `${where}: ${t.move} shows its letter and mark`).toContain(t.move.split(':')[1][0].toUpperCase());
    expect(t.text).toContain(w.winning ? '✓' : '✗');
  }
  await app.expectNoOverflow(where);
}

const SIZES = [
  ['phone', PHONE, ''],
  ['desktop', DESKTOP, ''],
  ['projector', { width: 1920, height: 1080 }, '?projector=1'],
];

for (const [name, viewport, query] of SIZES) {
  test.describe(name, () => {
    test.use({ viewport });

    test(`hackenbush ${name}: the picture offers Left's edges, and a click on an edge cuts it`, async ({ app, page }) => {
      const sol = solve('hackenbush', POSITION);
      await app.open(playHash('hackenbush', POSITION, query));
      await app.outcome();
      await expect(page.getByTestId('value')).toHaveAttribute('data-canonical', sol.canonical);
      await expectPicture(app, page, sol, 'left', `${name}, Left to move`);
      await app.screen(`hackenbush-${name}`);
      // Click the blue edge on the ground a third of the way down its line (not at its tag).
      const cut = '0-1:b';
      const line = page.locator(`.edge-line[data-edge="${EDGES.indexOf(cut)}"] path`);
      const box = await line.boundingBox();
      await page.mouse.click(box.x + box.width / 2, box.y + box.height / 3);
      const to = sol.moves.find((m) => m.side === 'left' && m.move === cut).to;
      await expect(page.locator('h2')).toContainText(`position ${to}`);
      await expect(page.getByTestId('side-right')).toBeChecked();
      const next = solve('hackenbush', to);
      await expect(page.getByTestId('value')).toHaveAttribute('data-canonical', next.canonical);
      // What hung from the cut edge fell: the red and blue edges above it are gone.
      await expectPicture(app, page, next, 'right', `${name}, Right to move after ${cut}`);
      const wins = next.outcome === 'N' || next.outcome === 'R';
      await expect(page.getByTestId('status')).toHaveAttribute('data-outcome', wins ? 'win' : 'lose');
      await app.screen(`hackenbush-${name}-after-cut`);
    });
  });
}

test.describe('keyboard', () => {
  test.use({ viewport: DESKTOP });

  test('hackenbush: the picture is one Tab stop, arrows move between edges, Enter cuts, focus stays', async ({ app, page }) => {
    const sol = solve('hackenbush', POSITION);
    await app.open(playHash('hackenbush', POSITION));
    await app.outcome();
    const buttons = page.locator('.board [data-move]');
    await expect(buttons).toHaveCount(sol.moves.filter((m) => m.side === 'left').length);
    // One Tab stop: a single button is in the tab order.
    await expect(page.locator('.board [data-move][tabindex="0"]')).toHaveCount(1);
    await page.locator('.board [data-move][tabindex="0"]').focus();
    const focused = () => page.evaluate(() => document.activeElement?.dataset?.move ?? null);
    const first = await focused();
    expect(first).not.toBeNull();
    await page.keyboard.press('ArrowRight');
    const second = await focused();
    expect(second, 'the arrow moved to another edge').not.toBe(first);
    expect(second).not.toBeNull();
    await page.keyboard.press('Enter');
    const to = sol.moves.find((m) => m.side === 'left' && m.move === second).to;
    await expect(page.locator('h2')).toContainText(`position ${to}`);
    await expect(page.getByTestId('value')).toHaveAttribute('data-canonical', solve('hackenbush', to).canonical);
    // Focus is back on the board, on one of Right's edges.
    await expect.poll(() => page.evaluate(() => document.activeElement?.closest('.board') !== null && document.activeElement?.dataset?.side))
      .toBe('right');
    // Space cuts too.
    const third = await focused();
    await page.keyboard.press(' ');
    const after = solve('hackenbush', to).moves.find((m) => m.side === 'right' && m.move === third).to;
    await expect(page.locator('h2')).toContainText(`position ${after}`);
    expect(await app.axe(), 'axe-core violations').toEqual([]);
  });

  test('hackenbush: edges that stand on nothing are refused, saying so and where', async ({ app, page }) => {
    const error = page.getByTestId('link-error');
    await app.open(playHash('hackenbush', '1-2:b,2-3:r'));
    await expect(error).toContainText('no edge touches the ground (vertex 0)');
    await expect(error.locator('mark')).toHaveText('1');
    await app.open(playHash('hackenbush', '0-1:b,5-6:r'));
    await expect(error).toContainText("edge '5-6:r' is not joined to the ground");
    await expect(error).toContainText('at character 7');
  });
});
