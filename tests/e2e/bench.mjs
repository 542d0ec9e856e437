// Times, in the browser's web worker, the Kayles sequence g(0..10^5) and the two largest tables
// (chocolate g(m, n) to 1000 x 1000 and Brouwer's three-row Chomp table to b = 1000), the same
// work as `cargo bench -p engine` (kayles_100000, chocolate table 1000 x 1000, chomp three-row f
// up to 1000); the table figures include building the table and sending it to the page.
// Run with `make bench-browser`.
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
for (const [name, hash] of [['chocolate table 1000 x 1000', '#/table/chocolate?size=1000'], ['chomp three-row table to 1000', '#/table/chomp?size=1000']]) {
  const times = [];
  for (let i = 0; i < 3; i++) {
    await page.goto(server.url + hash);
    const t = page.getByTestId('table-time').first();
    await t.waitFor({ timeout: 600000 });
    times.push(Number(await t.getAttribute('data-ms')));
    await page.goto('about:blank');
  }
  times.sort((a, b) => a - b);
  console.log(`browser worker: ${name} in ${times.join(', ')} ms (median ${times[1]} ms)`);
}
await browser.close();
server.stop();
