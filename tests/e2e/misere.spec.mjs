// Misère play past the search, answered from misère quotients (checked against the CLI):
//  - the misère switch on a row of 60 pins gives the CLI's outcome, shades every move as the
//    CLI does, and the working shows the heaps' elements and the quotient used;
//  - the quotient page of Kayles shows |Q|, |P| and the Cayley table with P marked, and the
//    misère play page links to it;
//  - Dawson's Kayles to heap 30 reaches the published |Q| = 360 and plots its growth.
import { test, expect, DESKTOP, INNER } from './fixtures.mjs';
import { cli } from './cli.mjs';

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
  await expect(page.getByTestId('quotient-presentation')).toHaveText(q.presentation);
  const rows = page.locator('[data-testid=cayley] tbody tr');
  await expect(rows).toHaveCount(q.order);
  // Every product in P is marked by more than its colour, and there are as many as the CLI's table has.
  const wantP = q.table.flat().filter((x) => q.p_portion.elements.includes(q.elements[x])).length;
  await expect(page.locator('[data-testid=cayley] td.in-p strong')).toHaveCount(wantP);
  await expect(page.locator('[data-testid=pretending] tbody tr')).toHaveCount(31);
  // A bad code is a clear message, not a crash.
  await app.open('#/quotient/octal:0.9?heaps=10');
  await expect(page.getByTestId('quotient-error')).toContainText("octal code '0.9'", INNER);
});

test("Dawson's Kayles to heap 30: |Q| = 360 with its growth plotted", async ({ app, page }) => {
  // Published: |Q_30(0.07)| = 360 (Plambeck and Siegel); the growth rows are the CLI's.
  test.setTimeout(180_000);
  const q = JSON.parse(cli(['quotient', 'octal:0.07', '--heaps', '30', '--json']));
  expect(q.order).toBe(360);
  await app.open('#/quotient/octal:0.07?heaps=30');
  const box = page.getByTestId('quotient');
  await expect(box).toHaveAttribute('data-order', '360', { timeout: 150_000 });
  await expect(box).toHaveAttribute('data-p', String(q.p_portion.size));
  await expect(page.getByTestId('growth-plot')).toBeVisible();
  const rows = page.locator('[data-testid=growth-table] tbody tr');
  await expect(rows).toHaveCount(30);
  const shown = await rows.evaluateAll((trs) => trs.map((tr) => [...tr.children].map((c) => Number(c.textContent))));
  expect(shown).toEqual(q.growth.rows.slice(1).map((r) => [r.heap, r.order, r.p]));
  await expect(page.getByTestId('cayley-none')).toBeVisible();
  // Wild from heap 10 (genus 3^1431, the first genus that is no tame genus), as the CLI says.
  expect(q.tame).toBe(false);
  await expect(page.getByTestId('quotient-tameness')).toContainText(`Wild from heap ${q.first_wild}`);
  const genus = await page.locator('[data-testid=pretending] tbody tr td:last-child')
    .evaluateAll((tds) => tds.map((td) => td.textContent.replace(' (not tame)', '')));
  expect(genus).toEqual(q.genus.map((g) => g.symbol));
});
