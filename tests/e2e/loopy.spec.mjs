// The loopy games on their boards, against the CLI (tests/e2e/cli.mjs):
//  - Fox and Geese played on its checkerboard at phone and desktop sizes: a goose moved by two
//    clicks (the goose, then the square it steps to) reaches the CLI's position and result, and
//    the page never scrolls sideways;
//  - Wind-up drawn as a clock at both sizes: its places on one circle, 0 at the top and the rest
//    clockwise, every value inside the picture (a draw's too), its moves said as turns;
//  - a drawn Backsliding Toads and Frogs position says the draw in words, for each side to move.
import { test, expect, DESKTOP, PHONE, INNER, playHash } from './fixtures.mjs';
import { cli, solve } from './cli.mjs';

const FOX = 'foxgeese';

/** The play page's graph picture as drawn: its box, each vertex's centre (its first shape, a
 * circle, or a square when its value is 0; its tokens are drawn after it) with its name and
 * tokens, and each value label's text and box, in page pixels. */
async function clockDrawn(page) {
  const picture = page.locator('.board svg.graph-picture');
  await expect(picture).toBeVisible();
  // Values are drawn once the solution has come: one per place, with move values shown (the
  // default).
  await expect(picture.locator('text.graph-value')).toHaveCount(await picture.locator('g.graph-vertex').count());
  return picture.evaluate((svg) => {
    const box = (e) => {
      const r = e.getBoundingClientRect();
      return { left: r.left, top: r.top, right: r.right, bottom: r.bottom };
    };
    const places = [...svg.querySelectorAll('g.graph-vertex')].map((g) => {
      const r = box(g.querySelector('circle, rect'));
      return { name: g.dataset.vertex, tokens: Number(g.dataset.chips), x: (r.left + r.right) / 2, y: (r.top + r.bottom) / 2 };
    });
    const labels = [...svg.querySelectorAll('text.graph-value')].map((t) => ({ text: t.textContent, ...box(t) }));
    return { svg: box(svg), places, labels };
  });
}

/** `text` as a regular expression matching itself. */
const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Every label's box lies inside the picture's box. */
function expectInside(labels, svg) {
  const px = (a, b) => `${a.toFixed(1)}-${b.toFixed(1)}`;
  for (const l of labels) {
    const where = `${l.text} at ${px(l.left, l.right)} x ${px(l.top, l.bottom)} in ${px(svg.left, svg.right)} x ${px(svg.top, svg.bottom)}`;
    expect(l.left >= svg.left && l.right <= svg.right && l.top >= svg.top && l.bottom <= svg.bottom, where).toBe(true);
  }
}
const STRIP = 'backslide';

/** Pairs of labels whose boxes overlap (by more than half a pixel, the rounding of a box). */
function overlapping(labels) {
  const out = [];
  for (let i = 0; i < labels.length; i++) {
    for (let j = i + 1; j < labels.length; j++) {
      const [a, b] = [labels[i], labels[j]];
      if (a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5) {
        out.push(`${a.text} [${a.left.toFixed(1)}, ${a.top.toFixed(1)}] and ${b.text} [${b.left.toFixed(1)}, ${b.top.toFixed(1)}]`);
      }
    }
  }
  return out;
}

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
      // A checkerboard: half the squares dark, the pieces on dark ones, and the position by
      // square names.
      await expect(board.locator('.sq.dark')).toHaveCount(18);
      await expect(board.locator('.sq.light')).toHaveCount(18);
      await expect(board.locator('.sq.has-token:not(.dark)')).toHaveCount(0);
      await expect(page.locator('h2')).toContainText('position 6x6:Fd1:Ga6,c6,e6;L');
      await board.locator(`[data-cell=r${from[0] + 1}c${from[1] + 1}]`).click();
      await board.locator(`[data-cell=r${to[0] + 1}c${to[1] + 1}]`).click();
      await expect(page.locator('h2')).toContainText(`position ${m.to}`);
      const after = solve(FOX, m.to);
      await app.outcome();
      const words = { N: 'win', P: 'lose', draw: 'draw' };
      await app.expectOutcome(words[after.outcome]);
    });

    test(`wind-up is drawn as a clock with its values inside the picture at ${size} size`, async ({ app, page }) => {
      // The game's own '/' is escaped (playHash): a raw '/' would end the game's part of the link.
      await app.open(playHash('windup:1,3/10', '3,4'));
      await app.outcome();
      await app.expectNoOverflow(`${size} clock`);
      const picture = page.locator('.board svg.graph-picture');
      await expect(picture).toHaveAttribute('aria-label', /on a ring, 0 at the top and the rest clockwise; tokens on 3, 4$/);
      const { places, labels, svg } = await clockDrawn(page);
      expect(places.map((p) => p.name)).toEqual(['0', '1', '2', '3', '4', '5', '6', '7', '8', '9']);
      expect(places.filter((p) => p.tokens > 0).map((p) => p.name)).toEqual(['3', '4']);
      const cx = places.reduce((s, p) => s + p.x, 0) / places.length;
      const cy = places.reduce((s, p) => s + p.y, 0) / places.length;
      const radii = places.map((p) => Math.hypot(p.x - cx, p.y - cy));
      expect(Math.max(...radii) - Math.min(...radii), `distances from the centre ${radii.map((r) => r.toFixed(1)).join(', ')}`)
        .toBeLessThanOrEqual(1);
      expect(Math.min(...radii), 'a circle, not a point').toBeGreaterThan(40);
      // 0 straight above the centre; then each place further clockwise (the angle from the top,
      // measured clockwise on a page whose y grows downwards, increases). Angles run from just
      // left of the top (-0.1), so that 0, a fraction of a pixel off the centre, is not a turn.
      expect(Math.abs(places[0].x - cx)).toBeLessThanOrEqual(1);
      expect(places[0].y).toBeLessThan(cy);
      const angle = (p) => ((Math.atan2(p.x - cx, cy - p.y) + 2 * Math.PI + 0.1) % (2 * Math.PI)) - 0.1;
      for (let i = 1; i < places.length; i++) {
        expect(angle(places[i]), `place ${i} clockwise of place ${i - 1}`).toBeGreaterThan(angle(places[i - 1]));
      }
      // One value per place, each inside the picture.
      expect(labels).toHaveLength(10);
      expectInside(labels, svg);
      // The moves are buttons below the picture, said as turns of the token.
      await expect(page.locator('.board button[data-move="4>3"]')).toHaveText(/^turn the token back from 4 to 3/, INNER);
      await expect(page.locator('.board button[data-move]').first()).toHaveText(/^turn the token back from \d+ to \d+/, INNER);
      // S = {1, 3} keeps a place's parity, so every value there is 0 or 1: the widest labels
      // are a draw's (∞{} draw), on S = {1, 3, 4}.
      await app.open(playHash('windup:1,3,4/10', '3,4'));
      await app.outcome();
      const wide = await clockDrawn(page);
      expect(wide.labels).toHaveLength(10);
      expect(wide.labels.some((l) => /^g=∞.* draw$/.test(l.text)), wide.labels.map((l) => l.text).join(' | ')).toBe(true);
      expectInside(wide.labels, wide.svg);
    });

    test(`wind-up clocks of 12, 31 and 60 places: no value over another, each readable below at ${size} size`, async ({ app, page }) => {
      for (const [game, position] of [['windup:1,2/12', '5'], ['windup:1,2,5/31', '7'], ['windup:3,7,8/60', '5,17']]) {
        const want = JSON.parse(cli(['sequence', game, '--to', '100', '--json']));
        await app.open(playHash(game, position));
        await app.outcome();
        await app.expectNoOverflow(`${size} ${game}`);
        const { labels, svg, places } = await clockDrawn(page);
        expect(labels).toHaveLength(want.places);
        expect(overlapping(labels), `${game}: labels overlapping`).toEqual([]);
        expectInside(labels, svg);
        await app.screen(`windup-ring-${want.places}-${size}`);
        // Below the picture every place's value in the page's type: the first token's at first,
        // then any place chosen in the list or tapped on the picture.
        const first = Number(position.split(',')[0]);
        const readout = page.getByTestId('graph-readout');
        await expect(readout).toHaveText(new RegExp(`^A token alone at ${first}: g=${escape(want.values[first])}[ ,]`));
        const last = want.places - 1;
        await page.getByTestId('graph-readout-vertex').selectOption(String(last));
        await expect(readout).toHaveText(new RegExp(`^A token alone at ${last}: g=${escape(want.values[last])}[ ,]`));
        const tapped = places.findIndex((p) => p.name === '1');
        // Its number, in its circle; its value may stand far out.
        await page.locator('.board svg.graph-picture g.graph-vertex').nth(tapped).locator('text').first().click();
        await expect(readout).toHaveText(new RegExp(`^A token alone at 1: g=${escape(want.values[1])}[ ,]`));
        await expect(page.getByTestId('graph-readout-vertex')).toHaveValue('1');
        // The readout's text is as large as the page's, whatever the picture's scale.
        const px = await readout.evaluate((e) => parseFloat(getComputedStyle(e).fontSize));
        expect(px).toBeGreaterThanOrEqual(14);
      }
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
    // Endless alternating play is possible: not a stopper, and the line says so.
    await expect(page.getByTestId('formula')).toContainText('not a stopper', INNER);
  });

  test('a loopy position that is a stopper shows its value as the CLI gives it', async ({ app, page }) => {
    // A goose on the top row never moves again while the fox moves forever: CGSuite's off.
    const position = '4x4:Fa4:Gb1;L';
    const want = solve(FOX, position).formula.text;
    expect(want).toContain('; value off (a stopper, in CGSuite\'s notation)');
    await app.open(playHash(FOX, position));
    await app.outcome();
    await expect(page.getByTestId('formula')).toContainText('value off (a stopper', INNER);
    await expect(page.getByTestId('formula')).toContainText(want.split('; value ')[0], INNER);
  });
});

test('fox and geese 8x8 is solved in the worker with its progress shown, and can be stopped', async ({ app, page }) => {
  test.setTimeout(120_000);
  await app.open(playHash(FOX, '8x8'));
  // Its 966,123 boards take seconds: the Solving bar fills from the worker's reports.
  const bar = page.getByTestId('solve-progress');
  await expect(bar).toBeVisible({ timeout: 60_000 });
  const first = Number(await bar.getAttribute('data-done'));
  expect(first).toBeGreaterThan(0);
  await page.getByTestId('stop-solve').click();
  await app.expectOutcome('error');
  await expect(app.status).toContainText('The solve was stopped before it finished');
  // Solved again to the end: Winning Ways' geese win moving first.
  await page.getByTestId('retry').click();
  await expect(app.status).toContainText('winning: can win in 43 moves', { timeout: 90_000 });
});

// A clock's values over its places on the analysis page, against `nimlab sequence --json`: every
// value written out, ∞{K} included, so that the text and not the shade says it.
test.describe('a loopy value sequence', () => {
  test.use({ viewport: DESKTOP });

  test('the analysis page writes each place\'s value as the CLI does, ∞ entries in text', async ({ app, page }) => {
    const game = 'windup:1,3,4/10';
    const want = JSON.parse(cli(['sequence', game, '--to', '9', '--json']));
    expect(want.values, 'the ruleset has a draw and a win among its ∞ places').toContain('∞{}');
    // Reached as a class reaches it: the play page's link to the value table.
    await app.open(playHash(game, '3,4'));
    await app.outcome();
    await page.getByRole('link', { name: 'Value table' }).click();
    const cells = page.getByTestId('values').locator('td');
    await expect(cells).toHaveCount(10);
    expect(await cells.allTextContents()).toEqual(want.values);
    // Each ∞ cell says ∞ and its K in its own text, its outcome in its title and data.
    const infinite = want.gamma.map((g, i) => [g, i]).filter(([g]) => g.infinite);
    expect(infinite.length).toBeGreaterThan(0);
    for (const [g, i] of infinite) {
      const cell = cells.nth(i);
      await expect(cell).toHaveText(`∞{${g.k.join(',')}}`);
      const draw = !g.k.includes(0);
      await expect(cell).toHaveAttribute('data-outcome', draw ? 'draw' : 'N');
      await expect(cell.locator('a')).toHaveAttribute('title', draw ? /: a draw/ : /wins by a move to a place of value 0/);
    }
    const draws = want.gamma.filter((g) => g.infinite && !g.k.includes(0)).length;
    await expect(page.getByTestId('loopy-summary')).toContainText(`of the 10 places`);
    await expect(page.getByTestId('loopy-summary')).toContainText(`${draws} drawn`);
    await expect(page.getByTestId('plot-infinity')).toHaveText('∞');
    await expect(page.getByTestId('loopy-legend')).toContainText('∞{K}');
    await expect(page.getByTestId('seq-to')).toHaveValue('9');
    // Its Play link opens a token on the last place (a heap game's opens a heap of 10).
    await expect(page.locator('form.controls a.button')).toHaveAttribute('href', /\/9$/);
    await app.screen('analyze-windup');
    expect(await app.axe(), 'axe-core violations').toEqual([]);
    // A value is a link to a token on its place.
    await cells.nth(infinite[0][1]).locator('a').click();
    await expect(page.locator('h2')).toContainText(`position ${infinite[0][1]}`);
    // Past the last place is refused in words.
    await app.open(`#/analyze/${encodeURIComponent(game)}?to=10`);
    await expect(page.getByTestId('seq-error')).toContainText('N = 10 is past the last place: the places are 0 to 9');
  });
});

// Loopy forms in the value calculator and on the compare page, against `nimlab value`.
test.describe('loopy values', () => {
  test.use({ viewport: DESKTOP });

  test('the value calculator values loopy forms as the CLI does', async ({ app, page }) => {
    for (const expr of ['on + off', 'a{0|a}', '{0|pass}', 'over & 0']) {
      const want = JSON.parse(cli(['value', expr, '--json'])).loopy;
      await app.open(`#/value?g=${encodeURIComponent(expr)}`);
      await expect(page.getByTestId('loopy-value'), expr).toHaveAttribute('data-value', want.value);
      await expect(page.getByTestId('loopy-onside'), expr).toHaveAttribute('data-outcome', want.onside.outcome);
      await expect(page.getByTestId('loopy-offside'), expr).toHaveAttribute('data-outcome', want.offside.outcome);
      await expect(page.getByTestId('loopy-onside'), expr).toContainText(want.onside.left_stop);
    }
    // on + off is dud: sided, and drawn whoever starts.
    await app.open(`#/value?g=${encodeURIComponent('on + off')}`);
    await expect(page.getByTestId('loopy-value')).toHaveText('dud');
    await expect(page.getByTestId('loopy-kind')).toContainText('Not a stopper');
    await expect(page.getByTestId('loopy-play')).toHaveAttribute('data-outcome', 'draw');
    await expect(page.getByTestId('loopy-play')).toContainText('with Left starting, a draw by endless play');
    await app.screen('value-loopy-dud');
    // over is a stopper Left wins whoever starts.
    await app.open(`#/value?g=${encodeURIComponent('{0|pass}')}`);
    await expect(page.getByTestId('loopy-play')).toHaveAttribute('data-outcome', 'L');
    await expect(page.getByTestId('loopy-play')).toContainText('Left wins whoever starts');
    expect(await app.axe(), 'axe-core violations').toEqual([]);
  });

  test('a loopy comparison, a sum needing a new cycle and a malformed form', async ({ app, page }) => {
    await app.open(`#/value?g=${encodeURIComponent('over > 0')}`);
    const verdict = page.getByTestId('value-verdict');
    await expect(verdict).toHaveAttribute('data-holds', 'true');
    await expect(verdict).toHaveAttribute('data-relation', '>');
    await expect(page.getByTestId('verdict-sentence')).toContainText('✓ over > 0 is true');
    // over − over needs a cycle neither part has: its sides are found on the sum's own graph,
    // over & under, drawn whoever starts, as the CLI gives it.
    await app.open(`#/value?g=${encodeURIComponent('over - over')}`);
    const want = JSON.parse(cli(['value', 'over - over', '--json'])).loopy;
    expect(want.value).toBe('over & under');
    await expect(page.getByTestId('loopy-value')).toHaveAttribute('data-value', want.value);
    await expect(page.getByTestId('loopy-kind')).toContainText('Not a stopper');
    await expect(page.getByTestId('loopy-play')).toHaveAttribute('data-outcome', 'draw');
    await app.open(`#/value?g=${encodeURIComponent('{0|pass')}`);
    await expect(page.getByTestId('status')).toHaveAttribute('data-outcome', 'error');
    await expect(page.getByTestId('status')).toContainText('character');
  });

  test('the compare page compares loopy games by their order', async ({ app, page }) => {
    await app.open(`#/compare?g=over&h=${encodeURIComponent('{0|*}')}`);
    const want = JSON.parse(cli(['value', '(over) = ({0|*})', '--json'])).comparison;
    const rel = { '=': '=', '>': '>', '<': '<', '||': '‖' }[want.relation];
    await expect(page.getByTestId('comparison')).toHaveAttribute('data-relation', rel);
    await expect(page.getByTestId('compare-echo')).toContainText('G = over');
  });
});
