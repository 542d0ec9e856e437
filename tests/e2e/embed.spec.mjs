// The JavaScript module embedded in someone else's page (examples/embed-value.html): `make js`
// puts the page and a copy of the package in target/js-example, which this file serves itself
// (the suite's own server serves the app's dist/). `npx playwright test embed` runs it alone.
import { existsSync } from 'node:fs';
import { test, expect } from '@playwright/test';
import { start } from '../../scripts/serve.mjs';

const DIR = 'target/js-example';
let server;
let base;

test.beforeAll(async () => {
  if (!existsSync(`${DIR}/embed-value.html`)) throw new Error(`no ${DIR}/embed-value.html: run make js first`);
  server = await start(DIR, 0);
  base = `http://127.0.0.1:${server.address().port}/`;
});

test.afterAll(() => {
  server?.close();
  server?.closeAllConnections();
});

test('the course page shows values computed by the module', async ({ page }) => {
  const errors = [];
  page.on('pageerror', (e) => errors.push(String(e)));
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  await page.goto(`${base}embed-value.html`);
  // 3 ^ 4 ^ 5 = 2: an N-position, and taking 2 from the 3 leaves 1 ^ 4 ^ 5 = 0.
  await expect(page.locator('[data-outcome]')).toHaveText('N');
  await expect(page.locator('[data-move]')).toHaveText('taking 2 from the 3');
  await expect(page.locator('#nim-sentence')).toHaveText(
    'the Nim position 3,4,5 is an N-position: the first player wins by taking 2 from the 3.');
  // Kayles: g(10) = 2, and g(0..20) begins 0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6.
  await expect(page.locator('[data-grundy]')).toHaveText('2');
  await expect(page.locator('#kayles-sequence')).toHaveText(/^0, 1, 2, 3, 1, 4, 3, 2, 1, 4, 2, 6, /);
  await expect(page.locator('#fallback')).toBeHidden();
  await expect(page.locator('.pending')).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('the page says so when the module cannot be loaded', async ({ page }) => {
  await page.route('**/*.wasm', (route) => route.abort());
  await page.goto(`${base}embed-value.html`);
  await expect(page.locator('#fallback')).toBeVisible();
  await expect(page.locator('#nim-sentence')).toHaveText('(not available)');
});
