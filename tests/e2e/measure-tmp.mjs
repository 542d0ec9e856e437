import { serve, launch } from './lib.mjs';
const dir = process.argv[2];
const server = await serve(dir);
const browser = await launch();
const page = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
for (const id of ['play-nim', 'play-chocolate', 'play-kayles', 'play-dag']) {
  await page.goto('about:blank'); await page.goto(server.url + '#/');
  const link = page.getByTestId(id); await link.waitFor();
  await link.scrollIntoViewIfNeeded(); await link.click();
  await page.waitForSelector('[data-testid=status]:not([data-outcome=pending])');
  const r = await page.evaluate(() => ({ scrollY, top: Math.round(document.querySelector('main .board').getBoundingClientRect().top) }));
  console.log(dir, id, JSON.stringify(r));
}
await browser.close(); server.stop();
