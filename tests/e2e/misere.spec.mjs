// Misère play past the search, answered from misère quotients (checked against the CLI):
//  - the misère switch on a row of 60 pins gives the CLI's outcome, shades every move as the
//    CLI does, and the working shows the heaps' elements and the quotient used;
//  - the quotient page of Kayles shows |Q|, |P| and the Cayley table with P marked, and the
//    misère play page links to it;
//  - Dawson's Kayles to heap 33 says which heap and candidate it is at, and a Cancel keeps
//    the last quotient built, Q_k, with the published order (or the CLI's for heaps up to k),
//    its growth plotted and where it turns wild.
// (|Q_30| = 360 and the orders past it are the engine's tests: misere_play.rs and the golden
// file of published orders; the page shows whatever quotient the worker built.)
import { readFileSync } from 'node:fs';
import { test, expect, DESKTOP, INNER } from './fixtures.mjs';
import { cli } from './cli.mjs';

/** The published orders |Q_n(0.07)|, from the engine's golden file: n -> order. */
function publishedOrders() {
  const text = readFileSync('crates/engine/tests/data/misere_quotient_orders_0.07.txt', 'utf8');
  return new Map(text.split('\n').filter((l) => l.trim() && !l.startsWith('#'))
    .map((l) => l.trim().split(/\s+/).map(Number)));
}

test.use({ viewport: DESKTOP });

test('the misère switch on a row of 60 pins answers from the quotient', async ({ app, page }) => {
  const sol = JSON.parse(cli(['solve', 'kayles', '60', '--misere', '--json']));
  expect(sol.note).toMatch(/misère quotient of octal:0.77/);
  await app.open('#/play/kayles/60');
  await page.getByTestId('misere').check();
  await page.waitForURL(/misere=1/);
  await app.expectOutcome(sol.outcome === 'N' ? 'win' : 'lose');
  const moves = page.locator('[data-move]');
  await expect(moves).toHaveCount(sol.moves.length);
  const shown = await moves.evaluateAll((els) => els.map((e) => [e.dataset.move, e.dataset.outcome]));
  const want = sol.moves.map((m) => [m.move, m.winning ? 'win' : 'lose']);
  expect(shown.sort()).toEqual(want.sort());
  await expect(page.getByTestId('quotient-product')).toHaveAttribute('data-in-p', String(sol.outcome === 'P'));
  await expect(page.getByTestId('working')).toContainText('octal:0.77', INNER);
  await page.getByTestId('quotient-page-link').click();
  await expect(page).toHaveURL(/#\/quotient\/octal%3A0\.77|#\/quotient\/octal:0\.77/);
  await expect(page.getByTestId('quotient')).toBeVisible();
});

test('the quotient page of Kayles shows its Cayley table with P marked', async ({ app, page }) => {
  const q = JSON.parse(cli(['quotient', 'kayles', '--heaps', '30', '--json']));
  await app.open('#/quotient/octal:0.77?heaps=30');
  const box = page.getByTestId('quotient');
  await expect(box).toHaveAttribute('data-order', String(q.order));
  await expect(box).toHaveAttribute('data-p', String(q.p_portion.size));
  await expect(page.getByTestId('quotient-presentation')).toHaveAttribute('data-presentation', q.presentation);
  const rows = page.locator('[data-testid=cayley] tbody tr');
  await expect(rows).toHaveCount(q.order);
  // Every product in P is marked by more than its colour, and there are as many as the CLI's table has.
  const wantP = q.table.flat().filter((x) => q.p_portion.elements.includes(q.elements[x])).length;
  await expect(page.locator('[data-testid=cayley] td.in-p strong')).toHaveCount(wantP);
  await expect(page.locator('[data-testid=pretending] tbody tr')).toHaveCount(31);
  // Each heap's genus, as the CLI finds it.
  const genus = await page.locator('[data-testid=pretending] tbody tr td:last-child')
    .evaluateAll((tds) => tds.map((td) => td.textContent.replace(' (not tame)', '')));
  expect(genus).toEqual(q.genus.map((g) => g.symbol));
  // A bad code is a clear message, not a crash.
  await app.open('#/quotient/octal:0.9?heaps=10');
  await expect(page.getByTestId('quotient-error')).toContainText("octal code '0.9'", INNER);
});

test("Dawson's Kayles to heap 33: the progress names the heap and candidate, and Cancel keeps Q_k", async ({ app, page }) => {
  test.setTimeout(240_000);
  await app.open('#/quotient/octal:0.07?heaps=33');
  const pending = page.getByTestId('quotient-pending');
  // The build reaches heap 26, where the quotient grows from 24 to 144 elements (seconds).
  const sofar = page.getByTestId('quotient-sofar');
  await expect.poll(() => sofar.getAttribute('data-heaps').then(Number).catch(() => 0), { timeout: 180_000 })
    .toBeGreaterThanOrEqual(26);
  await expect(pending).toHaveText(
    /Adding heap \d+ of 33: (trying a candidate of order \d+|checking it against the elements there); Q_\d+ has \d+ elements, \d+ in P/,
    INNER,
  );
  await page.getByTestId('cancel').click();
  await expect(pending).toHaveCount(0);
  const kept = page.getByTestId('quotient-partial');
  await expect(kept).toBeVisible();
  const k = Number(await kept.getAttribute('data-heaps'));
  expect(k).toBeGreaterThanOrEqual(26);
  await expect(page.getByTestId('quotient-partial-note')).toHaveText(
    new RegExp(`^Stopped while adding heap \\d+; this is Q_${k}, .*every position whose heaps are all at most ${k}\\.`),
    INNER,
  );
  // Q_k as the CLI builds it for heaps up to k, and its published order where there is one.
  const q = JSON.parse(cli(['quotient', 'octal:0.07', '--heaps', String(k), '--json']));
  const published = publishedOrders();
  if (published.has(k)) expect(q.order, `published |Q_${k}|`).toBe(published.get(k));
  const box = page.getByTestId('quotient');
  await expect(box).toHaveAttribute('data-order', String(q.order));
  await expect(box).toHaveAttribute('data-p', String(q.p_portion.size));
  await expect(page.getByTestId('quotient-presentation')).toHaveAttribute('data-presentation', q.presentation);
  const rows = page.locator('[data-testid=growth-table] tbody tr');
  await expect(rows).toHaveCount(k);
  const shown = await rows.evaluateAll((trs) => trs.map((tr) => [...tr.children].map((c) => Number(c.textContent))));
  expect(shown).toEqual(q.growth.rows.slice(1).map((r) => [r.heap, r.order, r.p]));
  expect(shown[25], 'published |Q_26|').toEqual([26, published.get(26), expect.any(Number)]);
  await expect(page.locator('[data-testid=pretending] tbody tr')).toHaveCount(k + 1);
  await expect(page.getByTestId('growth-plot')).toBeVisible();
  // Wild from heap 10 (genus 3^1431, the first genus that is no tame genus), as the CLI says.
  expect(q.tame).toBe(false);
  await expect(page.getByTestId('quotient-tameness')).toContainText(`Wild from heap ${q.first_wild}`);
  // The genus is searched for once every heap is added: a stopped build says so.
  await expect(page.getByTestId('genus-stopped')).toContainText('not found for this quotient');
  await expect(page.getByTestId('quotient-continue')).toHaveText('Compute to heaps up to 33');
});
