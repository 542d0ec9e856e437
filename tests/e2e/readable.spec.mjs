// Numbers a class can read, and no dead ends (checked against the CLI where it has the answer):
//  - the thermograph has a value axis with numbers and the stops the CLI gives, named apart,
//    and its text grows in projector mode;
//  - a partizan table is coloured by outcome class with a legend, so a mean-zero cell is not
//    Right's colour;
//  - the Cayley table's headers stay in view when its own box is scrolled on a phone;
//  - the misère quotient button names its game and reaches the position's largest heap, and a
//    negative heap in a link is named as such.
import { test, expect, DESKTOP, PHONE, INNER, playHash } from './fixtures.mjs';
import { cli, solve } from './cli.mjs';

const PROJECTOR = { width: 1920, height: 1080 };

/** Whether two boxes overlap (by more than a pixel). */
const overlap = (a, b) =>
  a.x + 1 < b.x + b.width && b.x + 1 < a.x + a.width && a.y + 1 < b.y + b.height && b.y + 1 < a.y + a.height;

test('the thermograph of domineering 2x3 shows the CLI\'s stops on a labelled value axis', async ({ app, page }) => {
  const sol = solve('domineering', '2x3');
  expect(sol.canonical).toBe('{2|-1/2}');
  const sizes = {};
  for (const [name, viewport, extra] of [['desktop', DESKTOP, ''], ['phone', PHONE, ''], ['projector', PROJECTOR, '?projector=1']]) {
    await page.setViewportSize(viewport);
    await app.open(playHash('domineering', '2x3', extra));
    const thermo = page.getByTestId('thermograph');
    await expect(thermo).toHaveAttribute('data-left-stop', sol.left_stop);
    await expect(thermo).toHaveAttribute('data-right-stop', sol.right_stop);
    await expect(page.getByTestId('thermo-left-stop')).toHaveText(`Left stop ${sol.left_stop}`);
    await expect(page.getByTestId('thermo-right-stop')).toHaveText(`Right stop ${sol.right_stop}`);
    await expect(page.getByTestId('thermo-temperature')).toHaveText(`temperature ${sol.temperature}`);
    await expect(page.getByTestId('thermo-mean')).toContainText(sol.mean);
    // Numbered ticks on both axes; the value axis grows to the left (Left's side).
    const ticks = thermo.locator('[data-testid=value-axis] .tick');
    expect(await ticks.count()).toBeGreaterThanOrEqual(3);
    const xs = await ticks.evaluateAll((els) => els.map((e) => [Number(e.dataset.tick), e.querySelector('text').getBoundingClientRect().x]));
    for (let i = 1; i < xs.length; i++) expect(xs[i][1], 'larger values to the left').toBeLessThan(xs[i - 1][1]);
    expect(await thermo.locator('[data-testid=t-axis] .tick').count()).toBeGreaterThanOrEqual(2);
    // No label of the drawing overlaps another.
    const boxes = await thermo.locator('text').evaluateAll((els) => els.map((e) => {
      const r = e.getBoundingClientRect();
      return { text: e.textContent, x: r.x, y: r.y, width: r.width, height: r.height };
    }));
    for (let i = 0; i < boxes.length; i++) {
      for (let j = i + 1; j < boxes.length; j++) {
        expect(overlap(boxes[i], boxes[j]), `${name}: '${boxes[i].text}' overlaps '${boxes[j].text}'`).toBe(false);
      }
    }
    sizes[name] = (await page.getByTestId('thermo-left-stop').boundingBox()).height;
    await app.expectNoOverflow(name);
    await app.screen(`readable-thermograph-${name}`);
  }
  expect(sizes.phone, 'readable on a phone').toBeGreaterThanOrEqual(12);
  expect(sizes.projector, 'larger in projector mode').toBeGreaterThan(1.3 * sizes.desktop);
});

test('the Domineering table is coloured by outcome class, with a legend', async ({ app, page }) => {
  await page.setViewportSize(DESKTOP);
  await app.open('#/table/domineering?size=4');
  const legend = page.getByTestId('class-legend');
  await expect(legend.locator('li')).toHaveCount(4);
  await expect(legend).toContainText('L Left wins whoever starts', INNER);
  await expect(legend).toContainText('R Right wins whoever starts', INNER);
  const colour = (loc) => loc.evaluate((e) => getComputedStyle(e).backgroundColor);
  const right = await colour(legend.locator('li[data-class=R] .swatch'));
  // 1x1 = 0 and 2x2 = ±1 both have mean 0; neither is Right's, and each says its class as the CLI does.
  for (const pos of ['1x1', '2x2', '1x2', '2x1']) {
    const cell = page.locator(`td[data-position="${pos}"]`);
    const want = solve('domineering', pos).outcome;
    await expect(cell).toHaveAttribute('data-class', want);
    await expect(cell).toContainText(want);
    if (want !== 'R') expect(await colour(cell), `${pos} (${want}) is not in Right's colour`).not.toBe(right);
    else expect(await colour(cell)).toBe(right);
  }
  await app.screen('readable-table-domineering');
});

test('the Cayley table keeps its headers in view as its box scrolls on a phone', async ({ app, page }) => {
  await page.setViewportSize(PHONE);
  await app.open('#/quotient/octal:0.77?heaps=30');
  const box = page.getByTestId('cayley-box');
  await expect(page.locator('[data-testid=cayley] tbody tr').first()).toBeVisible({ timeout: 60_000 });
  const rows = await page.locator('[data-testid=cayley] tbody tr').count();
  expect(rows, 'a table larger than a phone').toBeGreaterThan(10);
  await box.evaluate((e) => { e.scrollTop = e.scrollHeight; e.scrollLeft = e.scrollWidth; });
  const b = await box.boundingBox();
  const head = await page.locator('[data-testid=cayley] thead th').nth(rows).boundingBox();
  const side = await page.locator('[data-testid=cayley] tbody tr').nth(rows - 1).locator('th').boundingBox();
  expect(Math.abs(head.y - b.y), 'the column headers stay at the top of the box').toBeLessThanOrEqual(2);
  expect(Math.abs(side.x - b.x), 'the row headers stay at the left of the box').toBeLessThanOrEqual(2);
  await app.expectNoOverflow('phone');
  await app.screen('readable-cayley-phone');
});

test('the misère quotient button names its game and reaches the largest heap; a negative heap is named', async ({ app, page }) => {
  await page.setViewportSize(DESKTOP);
  await app.open(playHash('kayles', '60', '?misere=1'));
  const link = page.getByTestId('quotient-page-link');
  const href = await link.getAttribute('href');
  const url = new URL(href.replace('#', 'http://x'));
  expect(url.searchParams.get('name')).toBe('kayles');
  expect(Number(url.searchParams.get('heaps'))).toBeGreaterThanOrEqual(60);
  const q = JSON.parse(cli(['quotient', 'kayles', '--heaps', '1', '--json']));
  expect(decodeURIComponent(url.pathname)).toBe(`/quotient/${q.code}`);
  await link.click();
  await expect(page.getByTestId('quotient-title')).toHaveText('Misère quotient of Kayles');
  // A link past what the builder reaches says so, rather than using a smaller bound.
  await app.open('#/quotient/octal:0.77?heaps=5000&name=kayles');
  await expect(page.getByTestId('quotient-error')).toContainText('beyond what the quotient is built for', INNER);
  // A negative heap is named, and pointed at.
  await app.open(playHash('kayles', '-3'));
  const alert = page.getByRole('alert');
  await expect(alert).toContainText('cannot be negative', INNER);
  await expect(alert.locator('mark')).toHaveText('-');
});
