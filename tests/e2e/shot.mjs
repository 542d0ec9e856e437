// Takes a screenshot of one URL hash: node tests/e2e/shot.mjs '#/play/nim/3,4,5' out.png [width]
import { serve, launch } from './lib.mjs';
const [hash = '#/', out = 'shot.png', width = '1100'] = process.argv.slice(2);
const server = await serve(process.env.DIST || 'dist');
const browser = await launch();
const page = await browser.newPage({ viewport: { width: Number(width), height: 800 } });
page.on('console', (m) => console.log('console:', m.type(), m.text()));
page.on('pageerror', (e) => console.log('pageerror:', e.message));
await page.goto(server.url + hash);
// Once the app has started and nothing is being computed (or after 30 s, for a long computation).
await page.locator('#boot').waitFor({ state: 'detached' });
await page.waitForFunction(() => !document.querySelector('[data-testid=status][data-outcome=pending], [data-testid=progress], [data-testid=table-pending]'),
  null, { timeout: 30000 }).catch(() => console.log('still computing after 30 s; the screenshot shows it so'));
await page.screenshot({ path: out, fullPage: true });
await browser.close();
server.stop();
