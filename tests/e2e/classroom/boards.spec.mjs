// The boards as a class meets them (every game's targets on every screen are
// every-game.spec.mjs's): chocolate's break lines, the board as one Tab stop with arrow keys, and
// projector mode's larger targets and tables that scroll in their own box.
import { test, expect, DESKTOP, PHONE, playHash } from '../fixtures.mjs';
import { GAMES, game } from '../cli.mjs';

test('the catalogue of the CLI is the whole catalogue', () => {
  expect(GAMES.length, `the catalogue has ${GAMES.length} games`).toBeGreaterThanOrEqual(25);
});

for (const [size, viewport] of [['desktop', DESKTOP], ['phone', PHONE]]) {
  test.describe(size, () => {
    test.use({ viewport });

    // (b) Chocolate: the middle of a vertical line breaks vertically; squares are no targets.
    test(`chocolate ${size}: a vertical line breaks vertically over its whole length, a square is no move`, async ({ app, page }) => {
      await app.open('#/play/chocolate/2x7,7x7');
      await app.outcome();
      await page.locator('.bar').nth(1).scrollIntoViewIfNeeded();
      const line = await page.evaluate(() => {
        const bar = document.querySelectorAll('.bar')[1];
        const sq = [...bar.querySelectorAll('.sq')];
        const a = sq[1].getBoundingClientRect(), b = sq[2].getBoundingClientRect();
        const x = (a.right + b.left) / 2;
        const top = sq[1].getBoundingClientRect().top, bottom = sq[sq.length - 1].getBoundingClientRect().bottom;
        const hits = new Set();
        for (let y = Math.ceil(top); y < bottom; y++) hits.add(document.elementFromPoint(x, y)?.closest('[data-move]')?.dataset.move ?? 'none');
        const squares = sq.map((s) => { const r = s.getBoundingClientRect(); return document.elementFromPoint(r.x + r.width / 2, r.y + r.height / 2); })
          .filter((h) => h?.closest('[data-move]')).length;
        return { hits: [...hits], squares, x, y: (top + bottom) / 2 };
      });
      expect(line.hits, 'every point of the line between columns 2 and 3 is that vertical break').toEqual(['p2:v2']);
      expect(line.squares, 'no square is a move target').toBe(0);
      const before = page.url();
      await page.mouse.click(line.x, line.y);
      await page.waitForURL((u) => u.toString() !== before);
      expect(decodeURIComponent(page.url()), 'the bar broke between columns 2 and 3').toMatch(/2x7,7x2,7x5|2x7,7x5,7x2/);
    });

    // (d) Projector mode: tables scroll in their own box (every play page's width in projector
    // mode is every-game.spec.mjs's).
    test(`projector ${size}: the 30-column chocolate table reaches column 30 in its own box; no page overflow`, async ({ app, page }) => {
      await app.open('#/table/chocolate?size=30&projector=1');
      await expect(page.getByTestId('heatmap').first()).toBeVisible({ timeout: 30000 });
      const wrap = page.locator('.table-wrap').first();
      await wrap.scrollIntoViewIfNeeded();
      await wrap.evaluate((w) => { w.scrollLeft = w.scrollWidth; w.scrollTop = 0; });
      const seen = await page.evaluate(() => {
        const w = document.querySelector('.table-wrap');
        const box = w.getBoundingClientRect();
        const heads = [...w.querySelector('tr').children];
        const visible = heads.filter((h) => { const r = h.getBoundingClientRect(); return r.left >= box.left - 1 && r.right <= box.right + 1 && r.top >= 0 && r.bottom <= Math.min(box.bottom, innerHeight); });
        // The box's own scroll bar is on screen, so a class can scroll it.
        return { last: visible.pop()?.textContent.trim(), barShown: box.bottom <= innerHeight + 1 };
      });
      expect(seen.last, 'column 30 is shown once the table box is scrolled').toBe('30');
      expect(seen.barShown, 'the bottom of the table box (its scroll bar) is on screen').toBe(true);
      const [scroll, client] = await app.pageWidth();
      expect(scroll, `the page is ${scroll} px wide in ${client}`).toBeLessThanOrEqual(client + 1);
    });
  });
}

// (c) Keyboard: one Tab stop, arrows by layout, focus stays on the board after a move.
test.describe('keyboard and projector sizes on a desktop', () => {
  test.use({ viewport: DESKTOP });
  /** The focused element's centre and move. */
  const focused = (page) => page.evaluate(() => {
    const r = document.activeElement.getBoundingClientRect();
    return { x: r.x + r.width / 2, y: r.y + r.height / 2, move: document.activeElement.dataset.move };
  });
  const focusOnBoard = (page) => expect.poll(() => page.evaluate(() => !!document.activeElement?.closest('.board')),
    { message: 'focus is on the board' }).toBe(true);

  test('keyboard: the board is one Tab stop, arrows move by layout, focus stays after Enter', async ({ app, page }) => {
    await app.open('#/play/chomp/5,4,2');
    await app.outcome();
    expect(await page.evaluate(() => [...document.querySelectorAll('.board [data-move]')].filter((e) => e.tabIndex === 0).length),
      'one move is in the Tab order').toBe(1);
    // Tab from the control just before the board reaches it in one stop.
    await page.evaluate(() => {
      const all = [...document.querySelectorAll('a[href], button, input, select, [tabindex]')].filter((e) => e.tabIndex >= 0);
      const board = document.querySelector('.board');
      const prev = all.filter((e) => !board.contains(e) && (board.compareDocumentPosition(e) & Node.DOCUMENT_POSITION_PRECEDING)).pop();
      prev.focus();
    });
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => !!document.activeElement.closest('.board [data-move]')), 'one Tab reaches the board').toBe(true);
    await page.keyboard.press('Home');
    const a = await focused(page);
    await page.keyboard.press('ArrowRight');
    const b = await focused(page);
    expect(b.x > a.x && Math.abs(b.y - a.y) < 2, `ArrowRight moves along the row (${a.move} -> ${b.move})`).toBe(true);
    await page.keyboard.press('ArrowDown');
    const c = await focused(page);
    expect(c.y > b.y && Math.abs(c.x - b.x) < 2, `ArrowDown moves down the column (${b.move} -> ${c.move})`).toBe(true);
    await page.keyboard.press('ArrowUp');
    expect((await focused(page)).move, 'ArrowUp comes back').toBe(b.move);
    await page.keyboard.press('End');
    const last = await page.evaluate(() => [...document.querySelectorAll('.board [data-move]:not([disabled])')].pop().dataset.move);
    expect((await focused(page)).move, 'End goes to the last move').toBe(last);
    // Enter plays; focus stays on the new board, on its one Tab stop.
    const url = page.url();
    await page.keyboard.press('Enter');
    await page.waitForURL((u) => u.toString() !== url);
    await app.outcome();
    await focusOnBoard(page);
    expect(await page.evaluate(() => document.activeElement.tabIndex === 0 || document.activeElement.classList.contains('board')),
      'focus is on the board\'s Tab stop').toBe(true);
    // One Tab leaves the board.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => !document.activeElement.closest('.board')), 'one Tab leaves the board').toBe(true);
  });

  test('keyboard: a sum is one Tab stop; arrows reach the moves of every component', async ({ app, page }) => {
    const g = game('sum');
    await app.open(playHash(g.example_game, g.example_position));
    await app.outcome();
    expect(await page.evaluate(() => [...document.querySelectorAll('.board button.move')].filter((e) => e.tabIndex === 0).length),
      'one move of the whole sum is in the Tab order').toBe(1);
    await page.locator('.board button.move[tabindex="0"]').focus();
    const seen = new Set();
    for (let i = 0; i < 30; i++) {
      seen.add(await page.evaluate(() => document.activeElement.closest('.sum-part')?.dataset.component));
      await page.keyboard.press('ArrowDown');
    }
    expect(seen.size, `ArrowDown reaches every component (${[...seen].join(', ')})`).toBeGreaterThanOrEqual(3);
  });

  test('keyboard: a click on a move keeps focus on the board', async ({ app, page }) => {
    await app.open('#/play/nim/3,4,5');
    await app.outcome();
    const url = page.url();
    await page.locator('.board [data-move]').first().click();
    await page.waitForURL((u) => u.toString() !== url);
    await app.outcome();
    await focusOnBoard(page);
  });

  test('projector: move targets and controls are at least 1.5 times their normal size', async ({ app, page }) => {
    /** The box of the first match of each selector on a page: selector -> { w, h }. */
    const firstTargets = async (hash, selectors) => {
      await app.open(hash);
      await app.outcome();
      return page.evaluate((sels) => Object.fromEntries(sels.map((s) => {
        const b = document.querySelector(s).getBoundingClientRect();
        return [s, { w: b.width, h: b.height }];
      })), selectors);
    };
    const failures = [];
    // Chocolate's lines grow less (56 px from 44) so a bar of seven still fits beside its model.
    const cases = [['nim', ['.board [data-move]', 'input[type=checkbox]', '.controls button', '.controls select']],
      ['chomp', ['.board [data-move]']], ['kayles', ['.board .move.pin']], ['chocolate', ['.board .move.vcut'], 1.25],
      ['tictactoe', ['.board [data-move]']]];
    for (const [id, selectors, least = 1.49] of cases) {
      const g = game(id);
      const hash = playHash(g.example_game, g.example_position);
      const normal = await firstTargets(hash, selectors);
      const big = await firstTargets(hash + '?projector=1', selectors);
      for (const s of selectors) {
        // The smaller side is what a finger or a pointer must hit.
        const ratio = Math.min(big[s].w, big[s].h) / Math.min(normal[s].w, normal[s].h);
        if (ratio < least) failures.push(`${id} ${s}: ${Math.round(normal[s].w)}x${Math.round(normal[s].h)} -> ${Math.round(big[s].w)}x${Math.round(big[s].h)}`);
      }
    }
    expect(failures, 'targets not 1.5 times as large in projector mode').toEqual([]);
  });

  test('chomp: the hint star is black on white', async ({ app, page }) => {
    await app.open('#/play/chomp/5,4,2');
    await app.outcome();
    await page.getByRole('button', { name: 'Hint' }).click();
    await expect(page.locator('.move.hint')).toBeVisible();
    const s = await page.locator('.move.hint').evaluate((e) => { const c = getComputedStyle(e, '::after'); return [c.color, c.backgroundColor]; });
    expect(s).toEqual(['rgb(0, 0, 0)', 'rgb(255, 255, 255)']);
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: PHONE });

  // Kayles on a phone: lines of pins, each two-pin move between its pins, and a marker wherever
  // a line is continued by the next.
  test('kayles phone: lines of pins with a marker where the row goes on; two-pin moves between their pins', async ({ app, page }) => {
    await app.open('#/play/kayles/12');
    await app.outcome();
    const shape = await page.evaluate(() => {
      const pins = [...document.querySelectorAll('.board .strip .pin')].map((e) => e.getBoundingClientRect());
      const tops = [...new Set(pins.map((r) => Math.round(r.top)))];
      const markers = [...document.querySelectorAll('.board .strip-more')].filter((e) => e.getClientRects().length).length;
      const pairs = [...document.querySelectorAll('.board .move.pair')].map((e) => e.getBoundingClientRect());
      // each two-pin move k sits between pins k and k + 1 when they share a line
      const off = pairs.map((r, k) => (Math.round(pins[k].top) === Math.round(pins[k + 1].top)
        ? Math.abs(r.x + r.width / 2 - (pins[k].right + pins[k + 1].left) / 2) : 0));
      return { lines: tops.length, markers, worst: Math.max(...off), width: Math.round(Math.min(...pins.map((r) => r.width))) };
    });
    expect(shape.lines, 'lines of pins').toBeLessThanOrEqual(2);
    expect(shape.markers, 'every line continued by the next ends with a marker').toBe(shape.lines - 1);
    expect(shape.worst, 'each two-pin move is between its pins').toBeLessThan(3);
    expect(shape.width, 'pins are wide enough').toBeGreaterThanOrEqual(44);
  });

  // axe-core finds nothing on the boards changed here: the hint star on Chomp, chocolate's
  // lines, rows of pins in lines, a sum, at phone size and in projector mode.
  for (const projector of [false, true]) {
    test(`axe: the boards find no violations${projector ? ' in projector mode' : ''}`, async ({ app, page }) => {
      const found = [];
      for (const id of ['chomp', 'chocolate', 'kayles', 'crosses', 'sum', 'nim']) {
        const g = game(id);
        await app.open(playHash(g.example_game, g.example_position, projector ? '?projector=1' : ''));
        await app.outcome();
        await page.getByRole('button', { name: 'Hint' }).click();
        found.push(...await app.axe(id));
      }
      expect(found).toEqual([]);
    });
  }
});
