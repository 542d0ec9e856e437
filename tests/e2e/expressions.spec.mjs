// The expression language in the browser, against the CLI (tests/e2e/cli.mjs):
//  - every example link of the value calculator is valued as `nimlab value` values it (a
//    comparison answered true or false with its relation);
//  - the compare page takes forms (and still positions) at desktop and phone size, echoing
//    them with their braces; screenshots in tests/e2e/artifacts/screens/.
import { test, expect, DESKTOP, PHONE } from './fixtures.mjs';
import { cli } from './cli.mjs';

test.use({ viewport: DESKTOP });

test('every example link of the value calculator is valued as the CLI values it', async ({ app, page }) => {
  await app.open('#/value');
  const links = await page.locator('.examples a').evaluateAll((els) => els.map((a) => a.getAttribute('href')));
  expect(links.length).toBeGreaterThanOrEqual(9);
  for (const href of links) {
    const text = decodeURIComponent(href.replace(/^#\/value\?g=/, ''));
    const want = JSON.parse(cli(['value', text, '--json']));
    await app.open(href);
    if (want.comparison) {
      const verdict = page.getByTestId('value-verdict');
      await expect(verdict, text).toHaveAttribute('data-holds', String(want.comparison.holds));
      await expect(verdict, text).toHaveAttribute('data-relation', want.comparison.relation);
      await expect(page.getByTestId('verdict-sentence')).toContainText(want.comparison.holds ? '✓' : '✗');
    } else if (want.loopy) {
      await expect(page.getByTestId('loopy-value'), text).toHaveAttribute('data-value', want.loopy.value);
    } else {
      await expect(page.getByTestId('value'), text).toHaveAttribute('data-canonical', want.value.canonical);
    }
  }
  await app.open('#/value?g=%7B1%7C-1%7D%20%3E%3D%20%5E%5E*');
  await expect(page.getByTestId('verdict-sentence')).toContainText('±1 ≥ ⇑⋆ is false: they are confused, ±1 ‖ ⇑⋆');
  await app.screen('value-comparison');
  await app.open('#/value?g=%5E%20%2B%20%5E%20%2B%20*');
  await app.screen('value-sum');
});

test('a bad expression names its character', async ({ app, page }) => {
  await app.open('#/value?g=%7B0%2C%7C1%7D');
  await expect(page.getByTestId('status')).toHaveAttribute('data-outcome', 'error');
  await expect(page.getByTestId('error-at')).toHaveText('|');
  await expect(page.getByTestId('status')).toContainText('character 4');
});

for (const [size, viewport] of [['desktop', DESKTOP], ['phone', PHONE]]) {
  test.describe(`compare at ${size} size`, () => {
    test.use({ viewport });

    test(`forms are compared and echoed with their braces (${size})`, async ({ app, page }) => {
      await app.open('#/compare?g=%7B1%7C-1%7D&h=%5E%5E*');
      const result = page.getByTestId('comparison');
      await expect(result).toHaveAttribute('data-relation', '‖');
      await expect(page.getByTestId('compare-echo')).toContainText('G = {1|-1} = ±1');
      await expect(page.getByTestId('play-difference')).toHaveCount(0);
      await app.screen(`compare-forms-${size}`);
      // A position against a form.
      const want = JSON.parse(cli(['compare', 'domineering:2x2', '{1|-1}', '--json']));
      await app.open('#/compare?g=domineering%3A2x2&h=%7B1%7C-1%7D');
      await expect(result).toHaveAttribute('data-relation', want.relation);
      expect(await app.axe(), 'axe-core violations').toEqual([]);
    });
  });
}
