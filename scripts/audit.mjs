// `make audit`: Lighthouse (npm) with Debian's Chromium, mobile form factor and its default
// simulated throttling, on the catalogue, a play page and a table page of a built dist/.
// Prints performance, accessibility, largest contentful paint, speed index, time to interactive
// and layout shift, then per page the largest contentful paint's element and the elements that
// shifted.
//   node scripts/audit.mjs [DIR]          serves DIR (default dist) with scripts/serve.mjs
//   node scripts/audit.mjs --url BASE     audits a server that is already running
// AUDIT_JSON=DIR keeps each page's Lighthouse report there; AUDIT_PAGES='#/ #/play/nim/3,4,5'
// audits those hashes instead of the three below.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { fileURLToPath } from 'node:url';
import { dirname, join } from 'node:path';
import { mkdirSync, writeFileSync } from 'node:fs';
import { CHROMIUM_ARGS } from '../tests/e2e/lib.mjs';
import { start } from './serve.mjs';

const run = promisify(execFile);
const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');
export const PAGES = process.env.AUDIT_PAGES?.split(/\s+/).filter(Boolean)
  ?? ['#/', '#/play/kayles/10', '#/table/chocolate?size=30'];

const args = process.argv.slice(2);
let base;
let server = null;
if (args[0] === '--url') {
  base = args[1];
} else {
  server = await start(args[0] || join(ROOT, 'dist'), 0);
  base = `http://127.0.0.1:${server.address().port}/`;
}

const rows = [];
const details = [];
const snippet = (node) => (node?.snippet || node?.selector || '?').replace(/\s+/g, ' ').slice(0, 140);
for (const [i, page] of PAGES.entries()) {
  const { stdout } = await run(join(ROOT, 'node_modules/.bin/lighthouse'), [
    base + page, '--output=json', '--quiet', '--only-categories=performance,accessibility',
    `--chrome-flags=${CHROMIUM_ARGS.join(' ')}`,
  ], { env: { ...process.env, CHROME_PATH: process.env.CHROMIUM || '/usr/bin/chromium' }, maxBuffer: 1 << 28 });
  const lhr = JSON.parse(stdout);
  if (process.env.AUDIT_JSON) {
    mkdirSync(process.env.AUDIT_JSON, { recursive: true });
    writeFileSync(join(process.env.AUDIT_JSON, `page${i}.json`), stdout);
  }
  const lcp = lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node;
  const shifts = (lhr.audits['layout-shifts']?.details?.items || [])
    .map((s) => `${(s.score ?? 0).toFixed(3)} ${snippet(s.node)}`);
  details.push(`${page}\n  largest contentful paint: ${snippet(lcp)}\n  layout shifts: ${shifts.join('\n                 ') || '-'}`);
  const failed = Object.values(lhr.audits)
    .filter((a) => a.score !== null && a.score < 1 && lhr.categories.accessibility.auditRefs.some((r) => r.id === a.id && r.weight > 0))
    .map((a) => a.id);
  rows.push({
    page,
    performance: lhr.categories.performance.score,
    accessibility: lhr.categories.accessibility.score,
    'LCP (s)': +(lhr.audits['largest-contentful-paint'].numericValue / 1000).toFixed(1),
    // The speed index follows what is drawn over time, so it also sees the board arrive after
    // the boot screen's text (which is what the largest paint measures on these pages).
    'SI (s)': +(lhr.audits['speed-index'].numericValue / 1000).toFixed(1),
    // Time to interactive (not in the score): when the app has started and the page is usable.
    'TTI (s)': +(lhr.audits.interactive.numericValue / 1000).toFixed(1),
    CLS: +lhr.audits['cumulative-layout-shift'].numericValue.toFixed(2),
    // Total blocking time: the main thread's tasks past 50 ms, summed (simulated throttling).
    'TBT (ms)': Math.round(lhr.audits['total-blocking-time'].numericValue),
    'a11y failures': failed.join(' ') || '-',
  });
}
server?.close();
server?.closeAllConnections();
console.table(rows);
console.log(details.join('\n'));
