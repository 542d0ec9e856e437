// Screenshots of the boards a class looks at, at phone, desktop and projector sizes:
// node tests/e2e/board-shots.mjs PREFIX [HASH...] (into tests/e2e/artifacts/screens/).
import { serve, launch } from './lib.mjs';
const [prefix = 'board', ...hashes] = process.argv.slice(2);
const HASHES = hashes.length ? hashes : [
  '#/play/domineering/%23.%23./%23.%23./..../....',
  '#/play/cram/3x4',
  '#/play/push/.LR.RL',
  '#/play/snort/3x3',
  '#/play/hackenbush/0-1:b,1-2:r,1-3:b,1-4:g,0-5:r',
  '#/value?g=*',
];
const SIZES = [['phone', 390, 844, ''], ['desktop', 1280, 800, ''], ['projector', 1280, 800, 'projector=1']];
const server = await serve(process.env.DIST || 'dist');
const browser = await launch();
for (const hash of HASHES) {
  for (const [name, width, height, flag] of SIZES) {
    const page = await browser.newPage({ viewport: { width, height } });
    page.on('pageerror', (e) => console.log('pageerror:', e.message));
    const url = server.url + hash + (flag ? (hash.includes('?') ? '&' : '?') + flag : '');
    await page.goto(url);
    await page.locator('#boot').waitFor({ state: 'detached' });
    await page.waitForFunction(() => !document.querySelector('[data-testid=status][data-outcome=pending], [data-testid=progress]'),
      null, { timeout: 30000 }).catch(() => console.log('still computing', hash));
    const slug = hash.replace(/^#\//, '').replace(/[^a-z0-9]+/gi, '_').slice(0, 40);
    const out = `tests/e2e/artifacts/screens/${prefix}-${slug}-${name}.png`;
    await page.screenshot({ path: out, fullPage: true });
    console.log(out);
    await page.close();
  }
}
await browser.close();
server.stop();
