// Every game of the catalogue on every screen a class uses: desktop, phone and projector mode
// at both sizes. Each game's example is opened once per screen and checked for everything that
// depends only on how it is drawn:
//  - no page or board wider than the window (a board wider than its box hides moves; with
//    projector type on a phone, the page only);
//  - every move target's centre is its own (scrolled into view, the point a finger or a
//    pointer lands on belongs to that move and no other);
//  - at desktop and phone size: the board starts in view without scrolling, every control has
//    an accessible name, no move target is under 24 x 24 px (WCAG 2.5.8), and a full-page
//    screenshot in tests/e2e/artifacts/screens/ for a person to look through; the share of
//    targets of 44 x 44 px or more over all of them is checked by summary/move-targets.spec.mjs.
// The pages that are not play pages get the same screenshots and checks at the end.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { test, expect, DESKTOP, PHONE, playHash } from './fixtures.mjs';
import { GAMES } from './cli.mjs';

test.use({ finalScreenshot: 'on-failure' });

/** Fails when a control (button, field, link) has no accessible name: no text, aria-label,
 * title or label. */
async function unnamedControls(page) {
  return page.evaluate(() => {
    const name = (e) => (e.getAttribute('aria-label') || e.getAttribute('title') || e.textContent || '').trim()
      || [...(e.labels ?? [])].map((l) => l.textContent.trim()).join(' ')
      || (e.closest('label')?.textContent.trim() ?? '');
    return [...document.querySelectorAll('button, input, select, textarea, a[href], [role=button]')]
      .filter((e) => !name(e)).map((e) => e.outerHTML.slice(0, 100));
  });
}

/** Checks the board's move targets' sizes and leaves the counts for the run's total. */
async function expectTargetSizes(page, label, name) {
  const sizes = await page.evaluate(() => [...document.querySelectorAll('.board [data-move]')]
    .filter((e) => e.getClientRects().length)
    .map((e) => { const b = e.getBoundingClientRect(); return [e.dataset.move, Math.round(b.width), Math.round(b.height)]; }));
  const small = sizes.filter(([, w, h]) => w < 24 || h < 24).slice(0, 3).map(([m, w, h]) => `${m}: ${w} x ${h}`);
  expect(small, `${label}: move targets under 24 x 24 px`).toEqual([]);
  const large = sizes.filter(([, w, h]) => w >= 44 && h >= 44).length;
  const dir = join(test.info().project.outputDir, 'move-targets');
  mkdirSync(dir, { recursive: true });
  writeFileSync(join(dir, `${name}.json`), JSON.stringify({ all: sizes.length, large }));
}

/** Move targets whose centre is not theirs once scrolled into view: "move -> what is hit".
 * One evaluation for the whole page: scrolling and hit-testing are synchronous in the page. */
function stolenCentres(page) {
  return page.evaluate(() => {
    const bad = [];
    for (const e of document.querySelectorAll('[data-move]')) {
      if (!e.getClientRects().length) continue;
      e.scrollIntoView({ block: 'nearest', inline: 'nearest' });
      const b = e.getBoundingClientRect();
      if (!b.width || !b.height) continue;
      const hit = document.elementFromPoint(b.x + b.width / 2, b.y + b.height / 2);
      if (hit && (hit === e || e.contains(hit))) continue;
      const owner = hit?.closest('[data-move]');
      bad.push(`${e.dataset.move} -> ${owner ? `move ${owner.dataset.move}` : `${hit?.tagName.toLowerCase()}.${hit?.className}`}`);
    }
    scrollTo(0, 0);
    return bad;
  });
}

/** Where the first board stands: null when it starts in view without scrolling. */
function boardOutOfView(page) {
  return page.evaluate(() => {
    const b = document.querySelector('main .board');
    if (!b) return null;
    const top = b.getBoundingClientRect().top;
    return scrollY === 0 && top >= 0 && top < innerHeight - 40 ? null : `scrollY ${scrollY}, board top ${Math.round(top)}`;
  });
}

const SCREENS = [['desktop', DESKTOP, false], ['phone', PHONE, false], ['desktop', DESKTOP, true], ['phone', PHONE, true]];
// Two halves of the catalogue per screen, so that the workers share the sweep.
const HALVES = [GAMES.slice(0, Math.ceil(GAMES.length / 2)), GAMES.slice(Math.ceil(GAMES.length / 2))];

for (const [size, viewport, projector] of SCREENS) {
  const screen = `${size}${projector ? ' projector' : ''}`;
  test.describe(screen, () => {
    test.use({ viewport });
    for (const [half, games] of HALVES.entries()) {
      test(`every game (${half + 1} of 2) on a ${screen} screen: fits, its moves' centres are their own, its board in view`, async ({ app, page }) => {
        test.setTimeout(300_000); // every move of every game's example, one by one
        const failures = [];
        let targets = 0;
        if (projector && half === 0) {
          // The catalogue in projector type, the way into every game.
          await app.open('#/?projector=1');
          await expect(page.locator('[data-game]').first()).toBeVisible();
          const [scroll, client] = await app.pageWidth();
          if (scroll > client + 1) failures.push(`catalogue (${screen}): the page is ${scroll} px wide in ${client}`);
        }
        for (const g of games) {
          const label = `${g.id} (${screen})`;
          await app.open(playHash(g.example_game, g.example_position, projector ? '?projector=1' : ''));
          await app.outcome();
          await expect(page.locator('html'), 'projector mode').toHaveClass(projector ? /(^|\s)projector(\s|$)/ : /^(?!.*\bprojector\b)/);
          if (!projector) {
            const away = await boardOutOfView(page);
            if (away) failures.push(`${label}: board not in view: ${away}`);
            await app.screen(`${g.id}-${size}`);
            const unnamed = await unnamedControls(page);
            if (unnamed.length) failures.push(`${label}: controls without an accessible name: ${unnamed.join(' ')}`);
            await expectTargetSizes(page, label, `${g.id}-${size}`);
          }
          if (projector && size === 'phone') {
            // Projector type is for a wall, not a phone: a board may scroll in its own box
            // there, but the page itself must not.
            const [scroll, client] = await app.pageWidth();
            if (scroll > client + 1) failures.push(`${label}: the page is ${scroll} px wide in ${client}`);
          } else {
            await app.expectNoOverflow(label);
          }
          targets += await page.locator('[data-move]').count();
          const stolen = await stolenCentres(page);
          if (stolen.length) failures.push(`${label}: centres hit elsewhere: ${stolen.slice(0, 3).join(', ')}`);
        }
        expect(failures).toEqual([]);
        expect(targets, 'move targets checked').toBeGreaterThan(20);
      });
    }
  });
}

/** The pages other than play pages, and what shows each is drawn. */
const PAGES = [
  ['catalogue', '#/', (page) => expect(page.locator('[data-game=alphabeta]')).toBeVisible()],
  ['analyze-kayles', '#/analyze/kayles?to=300', async (page) => {
    await expect(page.locator('table.values td').first()).toBeVisible({ timeout: 20000 });
    await expect(page.getByTestId('progress')).toHaveCount(0);
  }],
  ['analyze-windup', `#/analyze/${encodeURIComponent('windup:1,3,4/10')}`, async (page) => {
    await expect(page.locator('table.values td.inf').first()).toBeVisible({ timeout: 20000 });
    await expect(page.getByTestId('progress')).toHaveCount(0);
  }],
  ['table-tokenboard', '#/table/tokenboard:12x4', (page) => expect(page.getByTestId('heatmap').first()).toBeVisible({ timeout: 20000 })],
  ['table-chocolate-300', '#/table/chocolate?size=300', (page) => expect(page.getByTestId('overview')).toBeVisible({ timeout: 20000 })],
  ['dag-editor', '#/dag', (page) => expect(page.getByTestId('dag-canvas')).toBeVisible()],
  ['sum-builder', '#/sum-builder', (page) => expect(page.getByTestId('sum-game-select')).toBeVisible()],
  ['alphabeta', '#/alphabeta', (page) => expect(page.getByTestId('trace-summary')).toBeVisible()],
];
for (const [size, viewport] of [['desktop', DESKTOP], ['phone', PHONE]]) {
  test.describe(size, () => {
    test.use({ viewport });
    test(`the other pages on a ${size} screen: fit, named controls, screenshots`, async ({ app, page }) => {
      test.setTimeout(180_000);
      for (const [name, hash, drawn] of PAGES) {
        const label = `${name} (${size})`;
        await app.open(hash);
        await drawn(page);
        await app.screen(`${name}-${size}`);
        await app.expectNoOverflow(label);
        expect(await unnamedControls(page), `${label}: controls without an accessible name`).toEqual([]);
        await expectTargetSizes(page, label, `${name}-${size}`);
      }
    });
  });
}

test.describe('on a phone', () => {
  test.use({ viewport: PHONE });
  test('a game opened from the foot of the scrolled catalogue starts at the top with its board in view', async ({ app, page }) => {
    await app.open('#/');
    const link = page.locator('a[data-testid^=play-][href*="play/"]').last();
    await link.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => scrollY), 'the catalogue was scrolled').toBeGreaterThan(0);
    await link.click();
    await page.waitForURL(/#\/play\//);
    await app.outcome();
    expect(await boardOutOfView(page)).toBeNull();
  });
});
