// What every end-to-end spec shares: `test` with the fixtures below, `expect`, the screen sizes
// and a few helpers (stallWorkers stops the app's worker midway, for tests that cancel long
// work). Each test runs in a fresh browser context (Playwright's default).
//   app             opens a route and waits for the app, reads the status, runs axe-core, checks
//                   overflow, saves screenshots; app.fresh() is a page in a new context
//   expectedErrors  option: page errors a test provokes on purpose (a RegExp); any other error
//                   logged by a page of the test fails it
//   finalScreenshot option: 'on-failure' (default) or 'always': a full-page screenshot of the
//                   test's page at its end, in tests/e2e/artifacts/<title>.png (the screens a
//                   person looks through are every-game.spec.mjs's)
import { mkdirSync, readFileSync } from 'node:fs';
import { test as base, expect } from '@playwright/test';

export { expect };
export const ART = 'tests/e2e/artifacts';
export const SCREENS = `${ART}/screens`;
export const DESKTOP = { width: 1280, height: 900 };
export const PHONE = { width: 390, height: 844 };
/** Text as the reader sees it (line breaks between blocks, hidden text left out). */
export const INNER = { useInnerText: true };

/** A play link: `#/play/GAME/POSITION` with both parts escaped, and `extra` (a query) after. */
export const playHash = (game, position, extra = '') =>
  `#/play/${encodeURIComponent(game)}/${encodeURIComponent(position)}${extra}`;
/** A file name for a test's title. */
export const slug = (title) => title.replace(/[^a-z0-9]+/gi, '-').toLowerCase();
/** A RegExp matching `text` literally. */
export const literal = (text) => new RegExp(text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));

/** The winning moves of a Nim position, by the XOR rule (independent of the app). */
export function nimWinningMoves(position) {
  const heaps = position.split(',').map(Number);
  const x = heaps.reduce((a, h) => a ^ h, 0);
  return heaps.flatMap((h, i) => ((h ^ x) < h ? [`h${i + 1}-${h - (h ^ x)}`] : []));
}

/**
 * Makes the app's workers stop for ever, so that a test can click Cancel on a job that would
 * otherwise end first on a fast machine: once they report progress of at least `progress`, or,
 * with `job`, as soon as a job arrives (for jobs that report no progress). Only the first
 * `workers` workers started by `page` stop; later ones are plain. The page's service worker must
 * be blocked (playwright.config.mjs blocks it in every test that does not allow it), or it
 * serves the worker's script from its cache. Returns a function giving how many worker scripts
 * were served.
 */
export async function stallWorkers(page, { progress = 1, job = false, workers = 1 } = {}) {
  // Put before the worker's script, so its listener comes before the worker's own. Messages are
  // postcard bytes: a job is variant 0 of the page's messages; a progress report is variant 1
  // of the worker's, then the job's id, done and total as varints.
  const stall = `{
    const varint = (b, i) => { let v = 0, k = 0; for (;;) { v += (b[i] & 0x7f) * 2 ** k; if (!(b[i++] & 0x80)) return [v, i]; k += 7; } };
    if (${job}) self.addEventListener('message', (e) => { if (new Uint8Array(e.data)[0] === 0) for (;;) {} });
    const post = self.postMessage.bind(self);
    self.postMessage = (data, transfer) => {
      let stop = false;
      if (data instanceof Uint8Array && data[0] === 1) stop = varint(data, varint(data, 1)[1])[0] >= ${progress};
      post(data, transfer);
      if (stop) for (;;) {}
    };
  }
`;
  let served = 0;
  await page.route(/\/worker\.js$/, async (route) => {
    const response = await route.fetch();
    const body = await response.text();
    await route.fulfill({ response, body: (served++ < workers ? stall : '') + body });
  });
  return () => served;
}

let axeSource = null;
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** One page of the app, with the helpers the specs use on it. */
export class App {
  constructor(page) {
    this.page = page;
    this.status = page.getByTestId('status').first();
  }

  /** A fresh load of `hash` (a new hash on the same page would only fire hashchange, and the
   * old page's status could be read before the new one replaces it); resolves once the app has
   * replaced index.html's boot screen. */
  async open(hash) {
    await this.page.goto('about:blank');
    await this.page.goto(hash.startsWith('#') ? `/${hash}` : hash);
    await this.ready();
  }

  /** Waits for the app to have started (it removes the boot screen). */
  async ready() {
    await expect(this.page.locator('#boot')).toHaveCount(0);
  }

  /** The status's outcome once it is no longer pending: win, lose, draw, hidden or error. */
  async outcome() {
    await expect(this.page.locator('[data-testid=status]:not([data-outcome=pending])').first()).toBeAttached();
    return this.status.getAttribute('data-outcome');
  }

  /** Waits for the status to show `outcome` (win, lose, draw, hidden or error). */
  async expectOutcome(outcome) {
    await expect(this.status).toHaveAttribute('data-outcome', outcome);
  }

  /** axe-core's violations of the WCAG 2.x A and AA rules (those behind Lighthouse's score).
   * `rules` runs only those rules (e.g. `['color-contrast']` where only colours changed);
   * `exclude` leaves out elements (CSS selectors) that repeat ones checked elsewhere. */
  async axe(label = '', { rules = null, exclude = [] } = {}) {
    if (!(await this.page.evaluate(() => !!window.axe))) {
      axeSource ??= readFileSync('node_modules/axe-core/axe.min.js', 'utf8');
      await this.page.addScriptTag({ content: axeSource });
    }
    return this.page.evaluate(async ([tags, rules, exclude, label]) => {
      const context = exclude.length ? { include: [document], exclude: exclude.map((s) => [s]) } : document;
      const runOnly = rules ? { type: 'rule', values: rules } : { type: 'tag', values: tags };
      const r = await window.axe.run(context, { runOnly });
      return r.violations.map((v) => `${label}${v.id}: ${v.nodes.slice(0, 3).map((n) => n.target.join(' ')).join(', ')}`);
    }, [AXE_TAGS, rules, exclude, label ? `${label} ` : '']);
  }

  /** The document's scroll width and client width: [scroll, client]. */
  pageWidth() {
    return this.page.evaluate(() => [document.documentElement.scrollWidth, document.documentElement.clientWidth]);
  }

  /** Fails when the page or a board is wider than the window: a board wider than its box must
   * be scrolled sideways to reach some moves. */
  async expectNoOverflow(label) {
    const o = await this.page.evaluate(() => {
      const doc = document.documentElement;
      const wide = [...document.querySelectorAll('body *')]
        .filter((e) => e.getBoundingClientRect().right > doc.clientWidth + 1 && getComputedStyle(e).position !== 'fixed')
        .filter((e) => !e.closest('.table-wrap, .board, pre'))
        .slice(0, 3)
        .map((e) => `${e.tagName.toLowerCase()}${e.className ? '.' + String(e.className).split(' ').join('.') : ''}`);
      const boards = [...document.querySelectorAll('.board')]
        .filter((b) => b.scrollWidth > b.clientWidth + 1).map((b) => `${b.scrollWidth} px in a ${b.clientWidth} px box`);
      return { scroll: doc.scrollWidth, client: doc.clientWidth, wide, boards };
    });
    expect(o.boards, `${label}: the board scrolls sideways`).toEqual([]);
    expect(o.scroll,
      `${label}: the page is ${o.scroll} px wide in a ${o.client} px window (${o.wide.join(', ') || 'inside a scroll box'})`)
      .toBeLessThanOrEqual(o.client + 1);
  }

  /** A full-page screenshot in tests/e2e/artifacts/screens/NAME.png. */
  async screen(name) {
    mkdirSync(SCREENS, { recursive: true });
    await this.page.screenshot({ path: `${SCREENS}/${name}.png`, fullPage: true });
  }
}

export const test = base.extend({
  expectedErrors: [null, { option: true }],
  finalScreenshot: ['on-failure', { option: true }],

  // Errors logged by any page of the test's contexts: collected, and the test fails on them.
  errors: [async ({ expectedErrors }, use) => {
    const errors = [];
    await use(errors);
    expect(errors.filter((e) => !(expectedErrors && expectedErrors.test(e))), 'the page logged errors').toEqual([]);
  }, { auto: true }],
  watch: async ({ errors }, use) => {
    await use((page) => {
      page.on('pageerror', (e) => errors.push(e.message));
      page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
      return page;
    });
  },
  page: async ({ page, watch }, use) => {
    await use(watch(page));
  },

  app: async ({ page, browser, watch, finalScreenshot }, use, testInfo) => {
    const app = new App(page);
    const contexts = [];
    /** A page in a new browser context, as a pupil opening a copied link. */
    app.fresh = async (options = {}) => {
      // Without the service worker, as the project's contexts (playwright.config.mjs).
      const context = await browser.newContext({ serviceWorkers: 'block', ...options });
      contexts.push(context);
      return new App(watch(await context.newPage()));
    };
    await use(app);
    // A route handler (stallWorkers) may still be fetching a worker's script the page asked
    // for as the test ended; its failure then is not the test's.
    await page.unrouteAll({ behavior: 'ignoreErrors' }).catch(() => {});
    const failed = testInfo.status !== testInfo.expectedStatus;
    if (finalScreenshot === 'always' || failed) {
      const path = `${ART}/${finalScreenshot === 'always' ? '' : 'failed-'}${slug(testInfo.title)}.png`;
      await page.screenshot({ path, fullPage: true }).catch(() => {});
    }
    for (const c of contexts) await c.close();
  },
});
