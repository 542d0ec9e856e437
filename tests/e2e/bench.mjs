// Times the Kayles sequence g(0..10^5) in the browser's web worker and prints the figure
// (the same work as `cargo bench -p engine`, kayles_100000). Run with `make bench-browser`.
import { serve, launch } from './lib.mjs';

const N = Number(process.env.BENCH_N || 100000);
const server = await serve('dist');
const browser = await launch();
const page = await browser.newPage();
const runs = [];
for (let i = 0; i < 3; i++) {
  await page.goto(`${server.url}#/analyze/kayles?to=${N}`);
  const t = page.getByTestId('seq-time');
  await t.waitFor({ timeout: 600000 });
  runs.push(Number(await t.getAttribute('data-ms')));
  await page.goto('about:blank');
}
runs.sort((a, b) => a - b);
console.log(`browser worker: kayles g(0..${N}) in ${runs.map((r) => r.toFixed(0)).join(', ')} ms (median ${runs[1].toFixed(0)} ms)`);
await browser.close();
server.stop();
