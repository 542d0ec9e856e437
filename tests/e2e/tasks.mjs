// Main-thread tasks of a page as a Chromium trace sees them: the app started on the catalogue,
// then the hash set to each page and traced until it is settled (no progress bar or pending
// piece left, and a second more). Per run: tasks over 50 ms of CPU, the longest, all tasks'
// CPU, the paint's share, and the blocking time a 4x slower phone would have (the sum of
// 4·CPU − 50 ms over tasks, Lighthouse's simulated throttling, roughly).
//   node tests/e2e/tasks.mjs RUNS 'HASH' DIR [DIR ...]    (the DIRs alternately, run by run)
// TASKS_WIDTH / TASKS_HEIGHT set the window (default 412 x 823, Lighthouse's phone).
import { serve, launch } from './lib.mjs';

const [runs, hash, ...dirs] = process.argv.slice(2);
const width = +(process.env.TASKS_WIDTH || 412);
const height = +(process.env.TASKS_HEIGHT || 823);
const settled = () => !document.querySelector('progress, .overview-pending') && !!document.querySelector('.heatmap td, .board, main h2');

const browser = await launch();
const rows = [];
for (let run = 1; run <= +runs; run++) {
  for (const dir of dirs) {
    const server = await serve(dir);
    const context = await browser.newContext({ viewport: { width, height } });
    const page = await context.newPage();
    await page.goto(server.url + '#/');
    await page.waitForSelector('.catalogue', { timeout: 60000 });
    await page.waitForTimeout(1000);
    const cdp = await context.newCDPSession(page);
    const events = [];
    cdp.on('Tracing.dataCollected', (e) => events.push(...e.value));
    const done = new Promise((r) => cdp.once('Tracing.tracingComplete', r));
    await cdp.send('Tracing.start', {
      categories: 'toplevel,devtools.timeline,disabled-by-default-devtools.timeline',
      transferMode: 'ReportEvents',
    });
    const t0 = Date.now();
    await page.evaluate((h) => { location.hash = h; }, hash);
    await page.waitForTimeout(300);
    await page.waitForFunction(settled, null, { timeout: 120000, polling: 50 });
    const wall = Date.now() - t0;
    await page.waitForTimeout(1000);
    await cdp.send('Tracing.end');
    await done;
    // The renderer's main thread: the thread that ran the most paint.
    const paints = events.filter((e) => e.name === 'Paint' && e.ph === 'X');
    const count = new Map();
    for (const e of paints) count.set(`${e.pid}:${e.tid}`, (count.get(`${e.pid}:${e.tid}`) || 0) + 1);
    const main = [...count.entries()].sort((a, b) => b[1] - a[1])[0]?.[0];
    const onMain = (e) => `${e.pid}:${e.tid}` === main && e.ph === 'X';
    const tasks = events.filter((e) => onMain(e) && (e.name === 'ThreadControllerImpl::RunTask' || e.name === 'RunTask'))
      .map((e) => (e.tdur ?? e.dur) / 1000);
    const paint = events.filter((e) => onMain(e) && ['Paint', 'Layout', 'UpdateLayoutTree', 'PrePaint', 'Layerize', 'Commit'].includes(e.name))
      .reduce((s, e) => s + (e.tdur ?? e.dur) / 1000, 0);
    rows.push({
      run, dir, 'settled (ms)': wall,
      'tasks > 50': tasks.filter((t) => t > 50).length,
      'tasks > 12.5': tasks.filter((t) => t > 12.5).length,
      'longest': +Math.max(0, ...tasks).toFixed(1),
      'CPU all': Math.round(tasks.reduce((s, t) => s + t, 0)),
      'style+layout+paint': Math.round(paint),
      'paints': paints.filter(onMain).length,
      'TBT x4': Math.round(tasks.reduce((s, t) => s + Math.max(0, 4 * t - 50), 0)),
    });
    await context.close();
    server.stop();
  }
}
await browser.close();
console.table(rows);
