// Times in the browser's web worker the same sequences and tables as `cargo bench -p engine`,
// next to the release CLI doing the same work natively in the same run, and the longest
// main-thread task while the result arrives and is drawn (PerformanceObserver 'longtask'
// entries, which Chromium reports for tasks over 50 ms, that end after the result's time stamp
// appears; 0 means none over 50 ms), and for a table larger than the drawn window the longest
// task while the window is moved six times.
//
// The works are a comma-separated list in BENCH_WORKS, each `seq:GAME:N` (g(0..N) on the analyze
// page), `table:GAME:SIZE` (the table page) or `quot:GAME:N` (the misère quotient of heaps up to
// N on the quotient page; GAME an octal code such as 0.77, or grundy) or `solve:GAME:POSITION`
// (a partizan position valued on its play page once its worker is up, timed from the pending
// status to the value panel; an empty Domineering rectangle is also timed against cgt-tools'
// cgt crate) or `outcome:GAME:POSITION` (a position too large for its value, timed from opening
// it until its first move is shaded as proved won or lost by the worker's outcome search; the
// native figure is `nimlab solve GAME POSITION --outcome --side L`, which stops at the first
// winning move too); e.g.
//   BENCH_WORKS=seq:grundy:262144,seq:octal:0.6:2097152,table:chomp:2000 make bench-browser
// BENCH_RUNS (default 3) runs of each; the median is printed. The native figure is the wall time
// of `target/release/nimlab sequence GAME --to N` or `nimlab table GAME --size SIZE` (output to
// /dev/null; it includes formatting the output, so the ratio slightly favours the browser), built
// first if missing; Grundy's game is also timed against the C peer of `make bench`. Run with
// `make bench-browser`.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { expect } from '@playwright/test';
import { serve, launch } from './lib.mjs';

// By default the research-scale works: the sequences `make bench` times natively and the tables.
const DEFAULT_WORKS = [
  'seq:kayles:100000', 'seq:grundy:262144', 'seq:grundy:2097152', 'seq:octal:0.6:2097152',
  'seq:octal:0.04:131072', 'seq:octal:0.06:131072',
  'table:chocolate:1000', 'table:chomp:1000', 'table:chomp:2000',
  'solve:domineering:4x6', 'solve:domineering:5x5',
];
const works = (process.env.BENCH_WORKS ? process.env.BENCH_WORKS.split(',') : DEFAULT_WORKS).map((w) => {
  const parts = w.trim().split(':');
  const kind = parts[0];
  if (['solve', 'outcome'].includes(kind) && parts.length >= 3) return { kind, game: parts[1], n: parts.slice(2).join(':') };
  const n = Number(parts[parts.length - 1]);
  const game = parts.slice(1, -1).join(':');
  if (!['seq', 'table', 'quot'].includes(kind) || !game || !Number.isInteger(n) || n < 0) {
    throw new Error(`BENCH_WORKS entry '${w}': write seq:GAME:N, table:GAME:SIZE, quot:GAME:N, solve:GAME:POSITION or outcome:GAME:POSITION`);
  }
  return { kind, game, n };
});
const RUNS = Number(process.env.BENCH_RUNS || 3);

const cli = 'target/release/nimlab';
if (!existsSync(cli)) execFileSync('cargo', ['build', '--release', '-p', 'nimlab-cli'], { stdio: 'inherit' });
function native({ kind, game, n }) {
  const args = { seq: ['sequence', game, '--to', String(n)], table: ['table', game, '--size', String(n)],
    quot: ['quotient', game, '--heaps', String(n)], solve: ['solve', game, String(n)],
    outcome: ['solve', game, String(n), '--outcome', '--side', 'L', '--quiet'] }[kind];
  const t0 = process.hrtime.bigint();
  execFileSync(cli, args, { stdio: ['ignore', 'ignore', 'inherit'], maxBuffer: 1 << 30 });
  return Number(process.hrtime.bigint() - t0) / 1e6;
}

// Grundy's game is also timed against the plain C rare/common program that `make bench` uses
// as its peer (crates/engine/benches/peer/grundy_rare.c, cc -O2), in the same run.
// Compiled once per run of this script, so an edit of the C file is never timed stale.
const peerBin = join(tmpdir(), 'nimlab-peer-bench', 'grundy_rare');
let peerBuilt = false;
function peer(n) {
  if (!peerBuilt) {
    mkdirSync(dirname(peerBin), { recursive: true });
    execFileSync('cc', ['-O2', '-o', peerBin, 'crates/engine/benches/peer/grundy_rare.c'], { stdio: 'inherit' });
    peerBuilt = true;
  }
  const t0 = process.hrtime.bigint();
  execFileSync(peerBin, [String(n)], { stdio: ['ignore', 'ignore', 'inherit'] });
  return Number(process.hrtime.bigint() - t0) / 1e6;
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
// BENCH_DIST serves another build (say, an earlier commit's) for a before-and-after in one session.
const server = await serve(process.env.BENCH_DIST || 'dist');
const browser = await launch();
const page = await browser.newPage();
await page.addInitScript(() => {
  // Long tasks, and the moment the result's time stamp (seq-time / table-time) first appears:
  // the task that delivers and draws the result contains that moment; later ones draw the rest.
  window.__tasks = [];
  window.__doneAt = null;
  window.__pendingAt = null;
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) window.__tasks.push([e.startTime, e.duration]);
  }).observe({ type: 'longtask', buffered: true });
  new MutationObserver(() => {
    // A position valued on a play page: armed once the worker is up, from the pending status
    // to the first moment it is gone with a value shown.
    if (window.__armed) {
      const pending = document.querySelector('[data-outcome=pending]');
      if (window.__pendingAt === null && pending) window.__pendingAt = performance.now();
      if (window.__pendingAt !== null && window.__solvedAt === undefined && !pending && document.querySelector('[data-testid=value]')) {
        window.__solvedAt = performance.now();
      }
    }
    if (window.__doneAt === null && document.querySelector('[data-testid=seq-time],[data-testid=table-time],[data-testid=quotient-summary]')) {
      window.__doneAt = performance.now();
    }
  }).observe(document, { childList: true, subtree: true });
});
const longestWhileDrawn = () => page.evaluate(() => Math.max(0, ...window.__tasks
  .filter(([start, d]) => start + d >= window.__doneAt).map(([, d]) => d)));
// Every long task from opening the link (booting the app included) until the pause after the result.
const longestFromOpen = () => page.evaluate(() => Math.max(0, ...window.__tasks.map(([, d]) => d)));

const rows = [];
for (const w of works) {
  const label = { seq: `${w.game} g(0..${w.n})`, table: `${w.game} table ${w.n}`, quot: `${w.game} quotient to heap ${w.n}`,
    solve: `${w.game} ${w.n}`, outcome: `${w.game} ${w.n}, first move proved` }[w.kind];
  const hash = { seq: `#/analyze/${w.game}?to=${w.n}`, table: `#/table/${w.game}?size=${w.n}`, quot: `#/quotient/${w.game}?heaps=${w.n}`,
    solve: `#/play/${w.game}/${w.n}`, outcome: `#/play/${w.game}/${w.n}` }[w.kind];
  const testid = { seq: 'seq-time', table: 'table-time', quot: 'quotient-summary', solve: 'value' }[w.kind];
  const times = [];
  const longest = [];
  const fromOpen = [];
  const moving = [];
  for (let i = 0; i < RUNS; i++) {
    if (w.kind === 'solve') {
      // The worker is started on a one-move board first (a fresh page each run, so nothing
      // of the position is in the worker's transposition table), then the position is opened.
      await page.goto(server.url + `#/play/${w.game}/${w.warm || '1x2'}`);
      await page.getByTestId('value').first().waitFor({ timeout: 60000 });
      await page.evaluate((h) => { window.__armed = true; window.__pendingAt = null; window.location.hash = h; }, hash);
      await page.waitForFunction(() => window.__solvedAt !== undefined, null, { timeout: 600000, polling: 50 });
      times.push(await page.evaluate(() => window.__solvedAt - window.__pendingAt));
      await page.evaluate(() => { window.__doneAt = performance.now(); });
    } else if (w.kind === 'outcome') {
      // As for `solve`, the worker is started on a one-move board first.
      await page.goto(server.url + `#/play/${w.game}/${w.warm || '1x2'}`);
      await page.getByTestId('value').first().waitFor({ timeout: 60000 });
      // The first shaded move's moment is kept by the page itself (polled every 20 ms), so
      // that it does not depend on when the bench looks.
      const t0 = await page.evaluate((h) => {
        window.__shadedAt = null;
        const poll = setInterval(() => {
          if (document.querySelector('[data-move][data-outcome=win],[data-move][data-outcome=lose]')) {
            window.__shadedAt = performance.now();
            clearInterval(poll);
          }
        }, 20);
        window.location.hash = h;
        return performance.now();
      }, hash);
      // The page searches for a while by itself; should that end with nothing proved, "Search
      // further" is clicked. The time runs from the link's opening either way, as a user waits.
      // The idle panel is recognised by its "Searched" line: before the page's own search
      // starts, "Search further" shows for a moment, and a click then would time the wrong thing.
      const ended = page.locator('[data-testid=outcome-search][data-running=false]', { hasText: 'Searched' });
      await page.waitForFunction(() => window.__shadedAt !== null || document.querySelector('[data-testid=outcome-search][data-running=false]')?.textContent.includes('Searched'),
        null, { timeout: 600000, polling: 50 });
      const clicked = await page.evaluate(() => window.__shadedAt === null);
      if (clicked) await ended.getByTestId('search-further').click();
      if (process.env.BENCH_VERBOSE) console.log(`run ${i + 1}: search further clicked: ${clicked}`);
      const shadedAt = await page.waitForFunction(() => window.__shadedAt, null, { timeout: 600000, polling: 50 });
      times.push(await shadedAt.jsonValue() - t0);
      await page.evaluate(() => { window.__doneAt = performance.now(); });
    } else {
      await page.goto(server.url + hash);
      const t = page.getByTestId(testid).first();
      await t.waitFor({ timeout: 600000 });
      times.push(Number(await t.getAttribute('data-ms')));
    }
    // Let the drawing that follows the result finish (two frames and a pause).
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(r, 300)))));
    longest.push(await longestWhileDrawn());
    fromOpen.push(await longestFromOpen());
    // A table larger than the drawn window: move the window (down, right, down, right, up,
    // left) and keep the longest task while each new window is drawn.
    if (w.kind === 'table' && await page.getByTestId('block-nav').count()) {
      await page.evaluate(() => { window.__tasks = []; window.__doneAt = 0; });
      for (const b of ['block-down', 'block-right', 'block-down', 'block-right', 'block-up', 'block-left']) {
        if (await page.getByTestId(b).count() === 0 || await page.getByTestId(b).isDisabled()) continue;
        await page.getByTestId(b).click();
        await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(r, 200)))));
      }
      moving.push(await page.evaluate(() => Math.max(0, ...window.__tasks.map(([, d]) => d))));
    }
    await page.goto('about:blank');
  }
  const nat = [];
  for (let i = 0; i < RUNS; i++) nat.push(native(w));
  const b = median(times);
  const n = median(nat);
  rows.push([label, b, n, b / n, Math.max(...longest), Math.max(...fromOpen)]);
  console.log(`${label}: browser worker ${times.map((x) => x.toFixed(0)).join(', ')} ms (median ${b.toFixed(0)}), ` +
    `native CLI ${nat.map((x) => x.toFixed(0)).join(', ')} ms (median ${n.toFixed(0)}), browser/native ${(b / n).toFixed(2)}, ` +
    `longest main-thread task ${Math.max(...longest).toFixed(0)} ms while drawn, ${Math.max(...fromOpen).toFixed(0)} ms from opening the link` +
    (moving.length ? `, moving the drawn window ${Math.max(...moving).toFixed(0)} ms` : ''));
  if (w.kind === 'solve' && w.game === 'domineering' && /^\d+x\d+$/.test(w.n)) {
    execFileSync('cargo', ['build', '--release', '--manifest-path', 'benches/cgt-peer/Cargo.toml'], {
      stdio: 'inherit', env: { ...process.env, CARGO_TARGET_DIR: 'target/cgt-peer' },
    });
    const c = [];
    for (let i = 0; i < RUNS; i++) {
      const t0 = process.hrtime.bigint();
      execFileSync('target/cgt-peer/release/cgt-peer', [w.n], { stdio: ['ignore', 'ignore', 'inherit'] });
      c.push(Number(process.hrtime.bigint() - t0) / 1e6);
    }
    const p = median(c);
    console.log(`${label}: cgt-tools ${c.map((x) => x.toFixed(0)).join(', ')} ms (median ${p.toFixed(0)}); ` +
      `native CLI / cgt ${(n / p).toFixed(2)}, browser worker / cgt ${(b / p).toFixed(2)}`);
  }
  if (w.kind === 'seq' && w.game === 'grundy') {
    const c = [];
    for (let i = 0; i < RUNS; i++) c.push(peer(w.n));
    const p = median(c);
    console.log(`${label}: C peer ${c.map((x) => x.toFixed(0)).join(', ')} ms (median ${p.toFixed(0)}); ` +
      `native CLI / C ${(n / p).toFixed(2)}, browser worker / C ${(b / p).toFixed(2)}`);
  }
}
console.log('\nwork | browser ms | native ms | browser/native | longest main-thread task ms (while drawn / from opening the link)');
for (const [label, b, n, r, l, o] of rows) console.log(`${label} | ${b.toFixed(0)} | ${n.toFixed(0)} | ${r.toFixed(2)} | ${l.toFixed(0)} / ${o.toFixed(0)}`);
await browser.close();
server.stop();
