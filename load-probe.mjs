import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS } from './tests/e2e/lib.mjs';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
const base = 'http://127.0.0.1:8765/';
for (const hash of ['#/play/nim/3,4,5', '#/', '#/play/kayles/10']) for (let i = 0; i < 2; i++) {
  const ctx = await browser.newContext({ viewport: { width: 1100, height: 800 }, serviceWorkers: 'block' });
  const page = await ctx.newPage();
  const cdp = await ctx.newCDPSession(page);
  await cdp.send('Performance.enable');
  await page.goto(base + hash);
  await page.locator('#boot').waitFor({ state: 'detached' });
  if (hash.includes('play')) await page.locator('[data-testid=status]:not([data-outcome=pending])').first().waitFor({ state: 'attached' });
  await page.waitForTimeout(300);
  const m = Object.fromEntries((await cdp.send('Performance.getMetrics')).metrics.map((x) => [x.name, x.value]));
  console.log(hash, ['TaskDuration', 'ScriptDuration', 'V8CompileDuration', 'LayoutDuration', 'RecalcStyleDuration', 'TaskOtherDuration'].map((k) => `${k.replace('Duration', '')} ${(m[k] * 1000) | 0}`).join(' '), 'nodes', m.Nodes);
  await ctx.close();
}
await browser.close();
