// Soak test: a page that lasts a whole lesson must not keep what it no longer shows.
// Each scenario runs in a fresh page; before and after it, a full garbage collection (gc(), so
// Chromium runs with --js-flags=--expose-gc) and then the DevTools protocol's counters: DOM nodes
// (Memory.getDOMCounters) and the page's JS heap (Runtime.getHeapUsage). The nodes still in the
// document are counted too (through the DevTools protocol, the browser's shadow trees and
// pseudo-elements included), so a page that legitimately grows (the list of moves while the
// computer plays itself) is measured by what it holds beyond what it shows.
// Limits (from the issue): at most one retained node per cycle in all, the JS heap within 1 MB,
// no page error. The median time of a move over the first and last 100 cycles is printed (a
// figure, not an assertion). Run with `make soak` (after `make build`); SOAK_SCALE=0.2 runs a
// fifth of every count, for a quick look; an argument runs only the scenarios whose name has it.
import assert from 'node:assert/strict';
import { serve, launch } from './lib.mjs';

const SCALE = Number(process.env.SOAK_SCALE || 1);
const n = (k) => Math.max(1, Math.round(k * SCALE));
const FILTER = process.argv[2] || '';
const HEAP_MARGIN = 1 << 20; // bytes

const server = await serve('dist');
const browser = await launch(['--js-flags=--expose-gc']);
const failures = [];
const rows = [];
let total = 0;

/** Full collection, then the counters. `live` is every node still in the document. */
async function measure(page, cdp) {
  for (let i = 0; i < 3; i++) {
    await page.evaluate(() => window.gc());
    await cdp.send('HeapProfiler.collectGarbage');
  }
  const { nodes, jsEventListeners } = await cdp.send('Memory.getDOMCounters');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  // Every node the page shows, the browser's own included: shadow trees of controls and
  // pseudo-elements (the ::marker of each list item is a node too). The DOM agent's ids would keep
  // nodes alive, so it is switched off again at once.
  const { root } = await cdp.send('DOM.getDocument', { depth: -1, pierce: true });
  await cdp.send('DOM.disable');
  const count = (node) => 1 + [...(node.children || []), ...(node.shadowRoots || []), ...(node.pseudoElements || []),
    ...(node.contentDocument ? [node.contentDocument] : []), ...(node.templateContent ? [node.templateContent] : [])]
    .reduce((k, c) => k + count(c), 0);
  const live = count(root);
  return { nodes, live, listeners: jsEventListeners, heap: usedSize };
}

const median = (xs) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? s[Math.floor(s.length / 2)] : NaN;
};

/**
 * Opens `hash` in a fresh page, waits for `ready`, measures, runs `body(page)` (which returns
 * the number of cycles and optionally the times of its moves), measures again and checks.
 */
async function scenario(name, hash, ready, body) {
  if (FILTER && !name.includes(FILTER)) return;
  total++;
  const context = await browser.newContext({ viewport: { width: 1100, height: 800 }, serviceWorkers: 'block' });
  const page = await context.newPage();
  const errors = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
  const cdp = await context.newCDPSession(page);
  const started = Date.now();
  try {
    await page.goto(server.url + hash);
    await ready(page);
    const before = await measure(page, cdp);
    const { cycles, times = [] } = await body(page);
    const after = await measure(page, cdp);
    // What the page holds beyond what it shows.
    const retained = (after.nodes - after.live) - (before.nodes - before.live);
    const heap = after.heap - before.heap;
    const first = median(times.slice(0, 100));
    const last = median(times.slice(-100));
    rows.push({ name, cycles, before, after, retained, heap, first, last, secs: (Date.now() - started) / 1000 });
    const mb = (b) => (b / 1048576).toFixed(2);
    console.log(
      `${name}: ${cycles} cycles in ${((Date.now() - started) / 1000).toFixed(1)} s; DOM nodes ${before.nodes} -> ${after.nodes}` +
      ` (in the document ${before.live} -> ${after.live}; retained beyond it ${retained}); JS heap ${mb(before.heap)} -> ${mb(after.heap)} MB` +
      (times.length ? `; median move ${first.toFixed(1)} ms (first 100) -> ${last.toFixed(1)} ms (last 100)` : ''),
    );
    assert.ok(retained <= cycles, `${retained} nodes retained after ${cycles} cycles (at most one per cycle)`);
    assert.ok(heap <= HEAP_MARGIN, `the JS heap grew by ${mb(heap)} MB (at most 1 MB)`);
    assert.deepEqual(errors, [], 'the page logged errors');
  } catch (e) {
    failures.push(name);
    console.log(`FAIL  ${name}\n      ${String(e.stack || e).split('\n').slice(0, 6).join('\n      ')}`);
  } finally {
    await context.close();
  }
}

// Locators, never element handles: a handle (what page.waitForSelector returns) keeps its node,
// and once the node is removed its whole detached subtree, alive until it is disposed. That is
// what this test's figures once measured.
const solved = (page) => page.locator('[data-testid=status]:not([data-outcome=pending])').waitFor({ timeout: 30000 });

/**
 * `count` cycles of "play the first shaded move, press u", run inside the page (a round trip
 * per step would time Playwright, not the app). A move's time runs from the click until the
 * new position's status is shown.
 */
async function moveUndo(page, count) {
  const times = await page.evaluate(async (count) => {
    const status = () => document.querySelector('[data-testid=status]')?.dataset.outcome;
    const until = async (ok, what) => {
      const t0 = performance.now();
      while (!ok()) {
        if (performance.now() - t0 > 20000) throw new Error(`timed out waiting for ${what}`);
        await new Promise((r) => setTimeout(r, 0));
      }
    };
    const start = location.hash;
    const times = [];
    for (let i = 0; i < count; i++) {
      const shaded = () => document.querySelector('button[data-move][data-outcome]:not([disabled])');
      await until(() => location.hash === start && status() && status() !== 'pending' && shaded(), 'the start position');
      const t0 = performance.now();
      shaded().click();
      await until(() => location.hash !== start && status() && status() !== 'pending', 'the move');
      times.push(performance.now() - t0);
      document.body.dispatchEvent(new KeyboardEvent('keydown', { key: 'u', bubbles: true }));
      await until(() => location.hash === start && status() && status() !== 'pending', 'the undo');
    }
    await until(() => location.hash === start && status() && status() !== 'pending', 'the start position');
    return times;
  }, count);
  return { cycles: count, times };
}

for (const hash of ['#/play/kayles/12', '#/play/nim/3,4,5', '#/play/tokenboard:12x4/8,2', '#/play/chomp/5,4,2', '#/play/sum/nim:3 + kayles:7 + subtract:1,3,4:9']) {
  await scenario(`move + undo ${hash}`, hash, solved, (page) => moveUndo(page, n(500)));
}

/** Runs `step(i)` in the page `count` times; each step resolves when its change is shown. */
async function inPage(page, count, step) {
  await page.evaluate(async ({ count, step }) => {
    const until = async (ok, what) => {
      const t0 = performance.now();
      while (!ok()) {
        if (performance.now() - t0 > 20000) throw new Error(`timed out waiting for ${what}`);
        await new Promise((r) => setTimeout(r, 0));
      }
    };
    const run = new Function('i', 'until', `return (${step})(i, until);`);
    for (let i = 0; i < count; i++) await run(i, until);
  }, { count, step: step.toString() });
  return { cycles: count };
}

// A table recomputed with its Compute button, two tables side by side each time.
await scenario('table recomputed', '#/table/tokenboard:12x4', (page) => page.getByTestId('split-tables').waitFor(), (page) =>
  inPage(page, n(50), async (i, until) => {
    const old = document.querySelector('[data-testid=heatmap]');
    document.querySelector('[data-testid=table-compute]').click();
    await until(() => document.querySelector('[data-testid=heatmap]') !== old && document.querySelectorAll('[data-testid=heatmap]').length === 2, 'the new tables');
  }));

// The DAG editor edited: a vertex added, then deleted with its button (two edits a cycle).
await scenario('DAG editor edited', '#/dag/a>b,b>c;a', (page) => page.locator('g[data-vertex=c]').waitFor(), (page) =>
  inPage(page, n(100), async (i, until) => {
    document.querySelector('[data-testid=add-vertex]').click();
    await until(() => document.querySelector('[data-testid=delete-d]'), 'the new vertex d');
    document.querySelector('[data-testid=delete-d]').click();
    await until(() => !document.querySelector('g[data-vertex=d]'), 'vertex d to go');
  }));

// The computer plays both sides: the select is switched to whoever is to move, so the computer
// (at its own pace, half a second a move) always has the move. A long subtraction game lasts.
// The page grows by one history row a move; what it holds beyond the document must not.
await scenario('computer plays both sides', '#/play/subtract:1,2,3/900', solved, (page) =>
  inPage(page, n(200), async (i, until) => {
    const select = document.querySelector('select[aria-label="computer opponent"]');
    const solvedNow = () => document.querySelector('[data-testid=status]')?.dataset.outcome !== 'pending';
    await until(solvedNow, 'the position to be solved');
    select.value = i % 2 === 0 ? 'first' : 'second';
    select.dispatchEvent(new Event('change', { bubbles: true }));
    await until(() => document.querySelectorAll('.history li').length > i + 1, `the computer's move ${i + 1}`);
    await until(solvedNow, 'the position to be solved');
  }));

// The value sequence recomputed with its Compute button.
await scenario('analysis recomputed', '#/analyze/kayles?to=300', (page) => page.getByTestId('seq-time').waitFor(), (page) =>
  inPage(page, n(50), async (i, until) => {
    // Done once the page has changed and no progress bar is left.
    let changed = false;
    const watch = new MutationObserver(() => { changed = true; });
    watch.observe(document.querySelector('section.analyze'), { subtree: true, childList: true, attributes: true, characterData: true });
    document.querySelector('[data-testid=compute]').click();
    await until(() => changed && !document.querySelector('section.analyze progress') && document.querySelector('[data-testid=seq-time]'), 'the new sequence');
    watch.disconnect();
  }));

// The alpha-beta stepper stepped to the end and back to the start, then traced again.
await scenario('alpha-beta stepper', '#/alphabeta/[[3,12,8],[2,4,6],[14,5,2]]', (page) => page.getByTestId('step-counter').waitFor(), (page) =>
  inPage(page, n(50), async (i, until) => {
    const text = () => document.querySelector('[data-testid=step-counter]').textContent;
    const step = (id) => { const b = document.querySelector(`[data-testid=${id}]`); if (b && !b.disabled) { b.click(); return true; } return false; };
    step('step-end');
    let guard = 0;
    while (step('step-back') && guard++ < 1000) await new Promise((r) => setTimeout(r, 0));
    document.querySelector('[data-testid=trace-button]').click();
    await until(() => text(), 'the trace');
  }));

// The sum builder: three components added, then all removed.
await scenario('sum builder edited', '#/sum-builder', (page) => page.getByTestId('sum-empty').waitFor(), (page) =>
  inPage(page, n(50), async (i, until) => {
    for (let k = 1; k <= 3; k++) {
      document.querySelector('[data-testid=sum-add]').click();
      await until(() => document.querySelectorAll('[data-testid=sum-components] > li').length === k, `component ${k}`);
    }
    document.querySelector('[data-testid=sum-clear]').click();
    await until(() => document.querySelector('[data-testid=sum-empty]'), 'the empty sum');
  }));

await browser.close();
server.stop();
if (failures.length) {
  console.log(`soak: ${failures.length} of ${total} scenarios failed: ${failures.join(', ')}`);
  process.exit(1);
}
console.log(`soak: all ${rows.length} scenarios passed`);
