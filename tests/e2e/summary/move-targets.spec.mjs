// Run after every other spec (the `summary` project is the `e2e` project's teardown): at least
// 90% of the move targets over all the screenshots of every-game.spec.mjs are 44 x 44 CSS px or more
// (WCAG 2.5.5). Each screen test left its counts in test-results/move-targets/NAME-SIZE.json; a
// run without every play page's screens (one spec, or -g) has no total to check.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test, expect } from '../fixtures.mjs';
import { GAMES } from '../cli.mjs';

test('move targets of at least 44 x 44 px over every screen', async ({}, testInfo) => {
  const dir = join(testInfo.config.projects.find((p) => p.name === 'e2e').outputDir, 'move-targets');
  const files = existsSync(dir) ? readdirSync(dir) : [];
  const missing = GAMES.flatMap((g) => ['desktop', 'phone'].map((s) => `${g.id}-${s}.json`)).filter((f) => !files.includes(f));
  test.skip(missing.length > 0, `not every play page's screens were counted in this run (${missing.length} missing)`);
  const counts = files.map((f) => JSON.parse(readFileSync(join(dir, f), 'utf8')));
  const all = counts.reduce((a, c) => a + c.all, 0);
  const large = counts.reduce((a, c) => a + c.large, 0);
  const pages = counts.filter((c) => c.all > 0).length;
  const line = `move targets of at least 44 x 44 px: ${large} of ${all} (${(100 * large / all).toFixed(1)}%) on ${pages} screens`;
  console.log(line);
  expect(large / all, line).toBeGreaterThanOrEqual(0.9);
});
