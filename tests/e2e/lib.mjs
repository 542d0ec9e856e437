// Shared helpers for the end-to-end scripts: serve dist/ on 127.0.0.1 and drive Debian's
// Chromium with playwright-core (which never downloads a browser).
import { chromium } from 'playwright-core';
import { start } from '../../scripts/serve.mjs';

export const CHROMIUM_ARGS = [
  '--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run',
  '--disable-background-networking', '--disable-component-update', '--disable-sync',
];

/** Serves `dir` on 127.0.0.1 as `make serve` does (scripts/serve.mjs); returns { url, stop }. */
export async function serve(dir) {
  const server = await start(dir, 0);
  const url = `http://127.0.0.1:${server.address().port}/`;
  return { url, stop: () => { server.close(); server.closeAllConnections(); } };
}

/** Chromium with the usual flags, and `extra` ones (the soak test adds --js-flags=--expose-gc). */
export async function launch(extra = []) {
  return chromium.launch({ executablePath: process.env.CHROMIUM || '/usr/bin/chromium', args: [...CHROMIUM_ARGS, ...extra] });
}

/**
 * A suite of end-to-end tests against dist/: `test(name, body, viewport?)` runs `body(page,
 * context)` in a fresh context, fails on page errors, and saves a full-page screenshot to
 * tests/e2e/artifacts/<name>.png; `finish()` closes everything, prints 'N passed, N failed' and
 * exits non-zero on a failure. E2E_ONLY=text runs only the tests whose name contains the text.
 */
export async function suite() {
  const { mkdirSync } = await import('node:fs');
  const art = 'tests/e2e/artifacts';
  mkdirSync(art, { recursive: true });
  const server = await serve('dist');
  const browser = await launch();
  const results = [];
  async function test(name, body, viewport = { width: 1100, height: 800 }) {
    if (process.env.E2E_ONLY && !name.includes(process.env.E2E_ONLY)) return;
    const context = await browser.newContext({ viewport });
    const page = await context.newPage();
    const errors = [];
    page.on('pageerror', (e) => errors.push(e.message));
    page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
    const started = Date.now();
    try {
      await body(page, context);
      if (errors.length) throw new Error(`the page logged errors: ${errors.join(' | ')}`);
      results.push([name, 'ok']);
      console.log(`ok    ${name} (${Date.now() - started} ms)`);
    } catch (e) {
      results.push([name, 'FAIL']);
      console.log(`FAIL  ${name}\n      ${String(e.stack || e).split('\n').slice(0, 6).join('\n      ')}`);
    } finally {
      const slug = name.replace(/[^a-z0-9]+/gi, '-').toLowerCase();
      await page.screenshot({ path: `${art}/${slug}.png`, fullPage: true }).catch(() => {});
      await context.close();
    }
  }
  /** A fresh load of `hash` (a new hash on the same page would only fire hashchange). */
  async function open(page, hash) {
    await page.goto('about:blank');
    await page.goto(server.url + hash);
  }
  /** The status's outcome once it is no longer pending: win, lose, draw, hidden or error. */
  async function statusOutcome(page) {
    await page.waitForSelector('[data-testid=status]:not([data-outcome=pending])');
    return page.getByTestId('status').first().getAttribute('data-outcome');
  }
  async function finish() {
    await browser.close();
    server.stop();
    const failed = results.filter((r) => r[1] !== 'ok');
    console.log(`${results.length - failed.length} passed, ${failed.length} failed`);
    process.exit(failed.length ? 1 : 0);
  }
  return { server, browser, test, open, statusOutcome, finish, art };
}
