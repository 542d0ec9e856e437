// The app's pages one by one: play, links, tables, value sequences, the editors, quizzes,
// lessons, embedding, offline use, the worker's failures, and axe-core on the audited pages.
import { start } from '../../scripts/serve.mjs';
import { test, expect, INNER, PHONE, literal, nimWinningMoves, stallWorkers } from './fixtures.mjs';
import { cli } from './cli.mjs';

test('catalogue lists the games and opens a play page', async ({ app, page }) => {
  await app.open('#/');
  for (const id of ['nim', 'subtract', 'kayles']) await expect(page.locator(`[data-game=${id}]`)).toBeVisible();
  await page.getByTestId('play-nim').click();
  await page.waitForURL(/#\/play\/nim\/3,4,5/);
  await app.expectOutcome('win');
  await expect(app.status).toHaveText(/Player 1 to move, winning: can win in 11 moves\. Grundy value 2/, INNER);
});

test('a link shows its game while the app\'s wasm is still on its way', async ({ app }) => {
  // Hold the app's wasm: what shows meanwhile is index.html's boot screen alone. The service
  // worker is blocked (as in every test), or it would fetch the wasm itself once it controls
  // the page.
  const { page } = await app.fresh();
  const held = [];
  await page.route(/\/app-[0-9a-f]+_bg\.wasm$/, (route) => { held.push(route); });
  const boot = async (hash) => {
    await page.goto('about:blank');
    await page.goto(`/${hash}`);
    await expect(page.locator('#boot [role=status]')).toBeVisible();
  };
  const h2 = page.locator('#boot h2');
  const text = page.locator('#boot main');
  await boot('#/table/chocolate?size=30');
  await expect(h2).toHaveText(['Breaking chocolate: table']);
  await expect(text).toHaveText(/A bar of m x n squares\. A move takes one piece/, INNER);
  await expect(text).toHaveText(/Loading the table/, INNER);
  await boot('#/play/kayles/10');
  await expect(h2).toHaveText(['Kayles']);
  await expect(text).toHaveText(/winning \(✓\) or losing \(✗\)/, INNER);
  await expect(text).toHaveText(/Loading the board/, INNER);
  await boot('#/analyze/grundy?to=2097152');
  await expect(h2).toHaveText(["Grundy's game: value sequence"]);
  await expect(text).toHaveText(/g\(n\) is the Grundy value of position n/, INNER);
  await expect(text).toHaveText(/Loading the values/, INNER);
  await boot('#/analyze/windup:1,3,4/10');
  await expect(text).toHaveText(/γ\(n\) is the loopy Grundy value of place n/, INNER);
  // The calculator shows its examples, not yet links.
  await boot('#/value?g=^+^+*');
  await expect(h2).toHaveText(['Value calculator']);
  await expect(text).toHaveText(/Try: \{0\|\{0\|-1\}\} · \^\* ·/, INNER);
  await expect(page.locator('#boot .examples a[href]')).toHaveCount(0);
  await expect(text).toHaveText(/Loading the calculator/, INNER);
  await boot('#/compare');
  await expect(h2).toHaveText(['Compare two games']);
  await expect(text).toHaveText(/Write two games: forms such as \{1\|-1\}/, INNER);
  // Unknown games, games without a table or a sequence, and markup in the link leave the
  // introduction.
  for (const hash of ['#/play/nosuchgame/3', '#/play/nim-x/3', '#/table/nim', '#/analyze/tictactoe', '#/', '#/table/<img src=x onerror=alert(1)>']) {
    await boot(hash);
    await expect(h2, hash).toHaveCount(0);
    await expect(text, hash).toHaveText(/Pick a game to play/, INNER);
  }
  // Once the wasm arrives the app takes the page over.
  await page.unroute(/\/app-[0-9a-f]+_bg\.wasm$/);
  held.forEach((r) => r.continue().catch(() => {}));
  await page.goto('about:blank');
  await page.goto('/#/table/chocolate?size=3');
  await expect(page.getByTestId('table-intro')).toBeVisible();
  await expect(page.locator('#boot')).toHaveCount(0);
  // The boot screen's paragraphs are the app's own.
  await page.goto('/#/analyze/grundy?to=100');
  await expect(page.locator('.seq-intro')).toHaveText(/^g\(n\) is the Grundy value of position n/);
  await page.goto('/#/value');
  await expect(page.locator('.examples a[href]')).toHaveCount(11);
  await page.goto('/#/compare');
  await expect(page.locator('.compare-prompt')).toHaveText(/^Write two games: forms such as \{1\|-1\}/);
});

test('a Nim link with a heap of a million is played by its winning move', async ({ app, page }) => {
  // Past a thousand counters the position is valued by the XOR, its moves a sample with the winning one.
  await app.open('#/play/nim/1000000,7');
  await app.expectOutcome('win');
  const winning = page.locator('[data-move][data-outcome=win]');
  await expect(winning).toHaveCount(1);
  await expect(winning).toHaveAttribute('data-move', 'h1-999993');
  await winning.click();
  await page.waitForURL(/#\/play\/nim\/7,7$/);
  await app.expectOutcome('lose');
});

test('playing the winning move found by its shading flips the status', async ({ app, page }) => {
  await app.open('#/play/nim/3,4,5');
  await app.expectOutcome('win');
  const winning = page.locator('[data-move][data-outcome=win]');
  await expect(winning).toHaveCount(1);
  await expect(winning).toHaveAttribute('data-move', 'h1-2');
  await expect(page.locator('[data-move][data-outcome=lose]')).toHaveCount(11);
  await winning.click();
  await page.waitForURL(/#\/play\/nim\/1,4,5$/);
  await app.expectOutcome('lose');
  await expect(app.status).toHaveText(/Player 2 to move, losing/, INNER);
  // In a lost position every move is shaded losing for the mover.
  await expect(page.locator('[data-move][data-outcome=win]')).toHaveCount(0);
  await expect(page.locator('[data-move][data-outcome=lose]')).toHaveCount(10);
  // Undo and redo.
  await page.getByRole('button', { name: 'Undo' }).click();
  await app.expectOutcome('win');
  await page.waitForURL(/#\/play\/nim\/3,4,5$/);
  await page.getByRole('button', { name: 'Redo' }).click();
  await app.expectOutcome('lose');
});

test('a copied link opens the same position in a fresh page', async ({ app, page }) => {
  await app.open('#/play/kayles/10');
  await app.expectOutcome('win');
  await page.locator('[data-move="5-6"]').click();
  await page.waitForURL(/#\/play\/kayles\/oooo\.\.oooo$/);
  await app.expectOutcome('lose');
  const text = await app.status.innerText();
  const fresh = await app.fresh();
  await fresh.page.goto(page.url());
  await fresh.expectOutcome('lose');
  await expect(fresh.page.locator('h2')).toHaveText(/position oooo\.\.oooo/, INNER);
  await expect(fresh.page.locator('[data-move]')).toHaveCount(await page.locator('[data-move]').count());
  await expect(fresh.status).toHaveText(literal(text.replace(/^.*?(losing)/s, '$1')), INNER);
});

test('the hint highlights a best move and the computer answers', async ({ app, page }) => {
  await app.open('#/play/subtract:1,3,4/21');
  await app.expectOutcome('lose'); // 21 = 0 mod 7
  await app.open('#/play/subtract:1,3,4/20');
  await app.expectOutcome('win');
  await page.getByRole('button', { name: 'Hint', exact: true }).click();
  const hinted = page.locator('button.move.hint');
  await expect(hinted).toHaveCount(1);
  await expect(hinted).toHaveAttribute('data-outcome', 'win');
  await page.getByLabel('computer opponent').selectOption('second');
  await hinted.click();
  // The computer (player 2, lost) moves within a second and it is our turn again, winning.
  await expect(app.status).toContainText('You to move', { ...INNER, timeout: 5000 });
  await app.expectOutcome('win');
  await expect(page.locator('.history li')).toHaveCount(3);
});

test('misère switch is kept in the link', async ({ app, page }) => {
  await app.open('#/play/nim/1,1');
  await app.expectOutcome('lose');
  await page.getByTestId('misere').check();
  await page.waitForURL(/misere=1/);
  await app.expectOutcome('win');
  await page.reload();
  await app.expectOutcome('win');
  await expect(page.locator('h2')).toHaveText(/misère/, INNER);
});

test('malformed links show a clear message and a way back', async ({ app, page }) => {
  const cases = [
    ['#/play/nim/3,x,4', /unexpected 'x'/],
    ['#/play/chess/3', /unknown game 'chess'/],
    ['#/play/nim/3%ZZ', /broken escape/],
    ['#/play/subtract:1,0/5', /is 0/],
    ['#/play/kayles/' + '9'.repeat(30), /too large|too long/],
    ['#/nowhere', /no page/],
    ['#/analyze/kayles?to=abc', /not a whole number/],
  ];
  for (const [hash, message] of cases) {
    await app.open(hash);
    const box = page.getByTestId('link-error');
    await expect(box, hash).toHaveText(message, INNER);
    await expect(box.getByRole('link', { name: 'Back to the catalogue' })).toHaveCount(1);
  }
  await page.getByRole('link', { name: 'Back to the catalogue' }).click();
  await expect(page.locator('[data-game=nim]')).toBeVisible();
});

test('the value table shows the period of Kayles and opens play from a cell', async ({ app, page }) => {
  await app.open('#/analyze/kayles?to=1000');
  const period = page.getByTestId('period');
  await expect(period).toHaveText(/Period 12 from n = 71/, { ...INNER, timeout: 20000 });
  await expect(period).toHaveText(/proved by the octal periodicity theorem/, INNER);
  const cells = page.locator('table.values td');
  await expect(cells.nth(0)).toHaveText('0');
  await expect(cells.nth(11)).toHaveText('6');
  await expect(page.locator('td.periodic').first()).toBeAttached();
  await cells.nth(11).locator('a').click();
  await page.waitForURL(/#\/play\/kayles\/11$/);
  await app.expectOutcome('win');
});

test('large heaps of an octal game and long crosses strips answer with the exact outcome', async ({ app, page }) => {
  // g(1000) = 4 in 0.137 (period 34 from 52, proved) and a strip of 1000 in crosses is a heap
  // of 0.137 too; both far beyond the remoteness search, which the status says.
  for (const hash of ['#/play/octal:0.137/1000', '#/play/crosses/1000']) {
    await app.open(hash);
    await app.expectOutcome('win');
    await expect(app.status, hash).toHaveText(/Grundy value 4/, INNER);
    await expect(page.locator('[data-move][data-outcome=win]').first(), hash).toBeAttached();
  }
});

// 0.04 to 2·10^6 takes about a minute (64 s with the CLI), and the page must stay usable
// meanwhile: the worker computes, the main thread only draws the progress and handles clicks.
//
// What is asserted is where the work runs, not how fast a click is answered: a time limit on a
// click measures the machine's load as much as the page, and can fail with nothing wrong. The
// main thread's long tasks (PerformanceObserver 'longtask': every task over 50 ms) are summed
// from the first progress report to the end of the cancel, and must be less than half of that
// time. Were the computation on the main thread, they would be all of it, whatever the load; a
// loaded machine stretches the window and the tasks alike, so the ratio stays far from the
// limit either way. The figures are printed.
test('the page stays responsive while the worker computes 0.04 to 2000000', async ({ app, page }) => {
  await page.addInitScript(() => {
    window.__longTasks = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries()) window.__longTasks.push({ start: e.startTime, duration: e.duration });
    }).observe({ type: 'longtask', buffered: true });
  });
  await app.open('#/analyze/octal:0.04?to=2000000');
  const bar = page.getByTestId('progress');
  const progress = () => bar.locator('progress').getAttribute('value').then(Number);
  await expect(bar).toBeVisible();
  // The window spans a few of the worker's reports (the values come every 250 ms), so that
  // their drawing, not one task alone, is what the ratio weighs.
  const since = await page.evaluate(() => performance.now());
  for (let i = 0; i < 3; i++) {
    const before = await progress();
    await expect.poll(progress, { message: `progress advances from ${before}` }).toBeGreaterThan(before);
  }
  // A click on Cancel while the worker is busy: the input re-renders without the progress bar.
  const main = await page.evaluate(async (since) => {
    const input = document.querySelector('[data-testid=seq-to]');
    input.focus();
    document.querySelector('[data-testid=cancel]').click();
    await new Promise((resolve) => {
      const check = () => (document.querySelector('[data-testid=progress]') ? requestAnimationFrame(check) : resolve());
      check();
    });
    const until = performance.now();
    // Two more frames, so that the observer has reported every task of the window.
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    const tasks = window.__longTasks.filter((t) => t.start >= since && t.start < until);
    return { window: until - since, blocked: tasks.reduce((sum, t) => sum + t.duration, 0), tasks: tasks.map((t) => Math.round(t.duration)) };
  }, since);
  console.log(`main thread: ${main.tasks.length} long tasks (${main.tasks.join(', ')} ms), ${main.blocked.toFixed(0)} of ${main.window.toFixed(0)} ms`);
  expect(main.blocked, `long tasks ${main.tasks.join(', ')} ms in ${main.window.toFixed(0)} ms`).toBeLessThan(main.window / 2);
  await expect(page.getByTestId('seq-error')).toHaveText(/Cancelled/, INNER);
  // A request that is too large is refused before any work starts.
  await page.getByTestId('seq-to').fill('5000000');
  await page.getByTestId('compute').click();
  await expect(page.getByTestId('seq-error')).toHaveText(/too large: at most 2097152/, INNER);
  await expect(bar).toHaveCount(0);
});

// Long work stopped midway. On a fast machine some of these jobs end in well under a second, before
// a test could click Cancel, so the tests stop the worker (stallWorkers) while the page goes on;
// the page's service worker is blocked (as in every test) so that the worker's script comes
// through the route.
test.describe('long work stopped midway', () => {
  // 2^21 values of Grundy's game in the tab. The values found so far are shown while the worker
  // computes (paged rows, a thinned plot), stay after a cancel, and the link starts the work
  // again. Quick: it does not wait for the whole run. The whole run takes about 3 s in the worker,
  // which a loaded machine could spend on the steps before Cancel, so every worker stops once it
  // reports half the values.
  test('a 2^21 sequence of Grundy\'s game shows its values so far, is cancelled, and resumes from its link', async ({ app, page }) => {
    await stallWorkers(page, { progress: 2 ** 20, workers: Infinity });
    const hash = '#/analyze/grundy?to=2097152';
    await app.open(hash);
    await expect(page.getByTestId('progress')).toBeVisible();
    const soFar = page.getByTestId('seq-so-far');
    await expect(soFar).toHaveText(/values found so far/, { ...INNER, timeout: 30000 });
    // g(0..20) of Grundy's game (OEIS A002188).
    const first = [0, 0, 0, 1, 0, 2, 1, 0, 2, 1, 0, 2, 1, 3, 2, 1, 3, 2, 4, 3, 0];
    const cells = page.locator('table.values td');
    for (let i = 0; i < first.length; i++) await expect(cells.nth(i), `g(${i})`).toHaveText(String(first[i]));
    // Only one page of rows is in the document.
    expect(await cells.count(), 'cells drawn').toBeLessThanOrEqual(400);
    await expect.poll(() => soFar.getAttribute('data-n').then(Number)).toBeGreaterThan(1200);
    await page.getByTestId('seq-next').first().click();
    await expect(page.getByTestId('seq-page').first()).toHaveText(/^g\(400\) to g\(799\)/, INNER);
    await expect(page.locator('table.values th[scope=row]').first()).toHaveText('400');
    await page.getByTestId('cancel').click();
    await expect(page.getByTestId('seq-error')).toHaveText(/Cancelled/, INNER);
    await expect(page.getByTestId('progress')).toHaveCount(0);
    await expect(soFar).toHaveText(/Stopped after \d+ values/, INNER);
    expect(Number(await soFar.getAttribute('data-n')), 'values kept').toBeGreaterThan(1200);
    await expect(page.locator('table.values th[scope=row]').first()).toHaveText('400');
    expect(page.url().endsWith(hash), page.url()).toBe(true);
    // The link starts the computation again.
    await app.open(hash);
    await expect(page.getByTestId('progress')).toBeVisible();
    await expect(soFar).toBeVisible({ timeout: 30000 });
    await expect(page.locator('table.values td').nth(13)).toHaveText('3');
    await page.getByTestId('cancel').click();
    await expect(page.getByTestId('seq-error')).toHaveText(/Cancelled/, INNER);
  });

  test('a large table shows its progress and can be cancelled; the next one still comes', async ({ app, page }) => {
    // The chocolate table to 1000 x 1000 takes under half a second in the worker, too quick to
    // click Cancel in reliably, so the first worker stops after its first progress report; the
    // worker started after the cancel is a plain one.
    const served = await stallWorkers(page);
    await app.open('#/table/chocolate?size=1000');
    const pending = page.getByTestId('table-pending');
    await expect(pending).toBeVisible();
    await expect.poll(() => pending.locator('progress').evaluate((p) => p.value).catch(() => 0), { timeout: 20000 }).toBeGreaterThan(0);
    await expect(pending).toHaveText(/Computing in the worker… \d+%/, INNER);
    // The first 50 rows and columns came before the rest, and are drawn while it is computed:
    // g(1 x 1) = 0 and g(2 x 3) = 2 (`nimlab table chocolate --size 3`).
    const rows = page.locator('table.heatmap tbody tr');
    await expect(rows).toHaveCount(50);
    await expect(rows.nth(0).locator('td').nth(0)).toHaveAttribute('title', 'rows m 1, columns n 1: 0');
    await expect(rows.nth(1).locator('td').nth(2)).toHaveText('2');
    await expect(rows.nth(49).locator('td').nth(49)).toHaveAttribute('title', /^rows m 50, columns n 50: \d+$/);
    await expect(page.getByTestId('block-range')).toHaveText('Rows 1–50 of 1000, columns 1–50 of 1000');
    // Above 300 the cells carry no links: said once, apart from the legend (which says how to
    // read a cell).
    await expect(page.getByTestId('table-note')).toHaveText('Tables larger than 300 carry no click-through positions, to save memory.');
    await expect(page.locator('.legend').first()).not.toContainText('click-through');
    // Nothing past them to move to, nor a whole table to export, until it comes.
    for (const id of ['block-down', 'block-right', 'export-csv', 'export-png']) await expect(page.getByTestId(id)).toBeDisabled();
    await expect(page.getByTestId('overview-readout')).toHaveText(/drawn once the whole table has come/);
    await app.screen('table-first-window');
    await page.getByTestId('cancel').click();
    await expect(page.getByTestId('table-error')).toHaveText(/Cancelled/, INNER);
    await page.getByTestId('table-size').fill('12');
    await page.getByTestId('table-compute').click();
    // g(2 x 3) = 2 (the CLI's `nimlab table chocolate --size 3`).
    await expect(page.locator('td[data-position="2x3"]')).toHaveText('2');
    await page.waitForURL(/#\/table\/chocolate\?size=12$/);
    expect(served(), 'the first worker was the stalled one, the second a plain one').toBe(2);
  });

  test('a long solve can be stopped and the next one still comes', async ({ app, page }) => {
    // A million-row column-jump board solved from its top takes about half a second in the worker,
    // so the first worker stops as the job arrives: the Stop button, shown once a solve has taken
    // 0.4 s (a quick solve does not flash it), is then clicked as a user would.
    const served = await stallWorkers(page, { job: true });
    await app.open('#/play/tokenboard:1000000x50/1000000,7');
    await page.getByTestId('stop-solve').click();
    await expect(app.status).toHaveText(/stopped before it finished/, INNER);
    await page.evaluate(() => { location.hash = '#/play/nim/3,4,5'; });
    await app.expectOutcome('win');
    expect(served(), 'the next solve came from a plain worker').toBe(2);
  });
});

test('a full game of tic-tac-toe against the computer is never won', async ({ app, page }) => {
  for (let game = 0; game < 3; game++) {
    await app.open('#/play/tictactoe/.........');
    await app.expectOutcome('draw');
    await page.getByLabel('computer opponent').selectOption('second');
    for (let ply = 0; ply < 5; ply++) {
      await app.outcome();
      if (await page.locator('[data-move]').count() === 0) break;
      // Try to win: take a winning move if one is shaded, else a different move each game.
      const win = page.locator('[data-move][data-outcome=win]');
      const moves = page.locator('button[data-move]:not([disabled])');
      const n = await moves.count();
      const choice = (await win.count()) > 0 ? win.first() : moves.nth((game * 2 + ply) % n);
      await choice.click();
      // The computer's answer (or the end of the game).
      await expect(page.locator('[data-testid=status]:not([data-outcome=pending])'))
        .toHaveText(/You to move|Game over|cannot move/, { ...INNER, timeout: 5000 });
    }
    await expect(app.status).toHaveText(/Game over: a draw|cannot move: game over, The computer won|Game over: The computer completed the marked line and won/, INNER);
  }
});

test('the F evaluation shows the centre best at depth 2 with node counts and a search tree', async ({ app, page }) => {
  await app.open('#/play/tictactoe/.........');
  await page.getByTestId('eval-switch').check();
  await expect(page.getByTestId('eval-grid')).toBeVisible();
  await expect(page.locator('[data-eval-move="5"]')).toHaveText('1');
  await expect(page.locator('[data-eval-move="1"]')).toHaveText('-1');
  await expect(page.locator('[data-eval-move="2"]')).toHaveText('-2');
  await expect(page.locator('[data-eval-move="5"]')).toHaveClass(/best/);
  await expect(page.getByTestId('node-counts')).toHaveText(/549946/, INNER);
  await expect(page.getByTestId('cut').first(), 'cut branches are marked').toBeAttached();
});

test('the alpha-beta trace of the textbook tree cuts the expected branches', async ({ app, page }) => {
  await app.open('#/alphabeta/' + encodeURIComponent('[[3,12,8],[2,4,6],[14,5,2]]'));
  await expect(page.getByTestId('trace-summary')).toHaveText(/Value 3\. Leaves visited 7 of 9; cut-offs 1/, INNER);
  await page.getByTestId('step-end').click();
  const pruned = page.locator('.ab-node.pruned');
  await expect(pruned).toHaveCount(2);
  await expect(pruned.locator('b')).toHaveText(['4', '6']);
  // Step back to the cut and read its explanation.
  await page.getByTestId('step-back').click();
  await page.getByTestId('step-back').click();
  const texts = [];
  for (let i = 0; i < 40; i++) {
    texts.push(await page.getByTestId('step-text').innerText());
    if (await page.getByTestId('step-back').isDisabled()) break;
    await page.getByTestId('step-back').click();
  }
  expect(texts.some((t) => /alpha cut-off at node 2: .* children 2, 3/.test(t)), texts.join('\n')).toBe(true);
  // Best-first ordering visits fewer leaves.
  await page.getByTestId('order').selectOption('best');
  await expect(page.getByTestId('trace-summary')).toHaveText(/Leaves visited 5 of 9/, INNER);
  await page.waitForURL(/order=best/);
  // A malformed tree is reported as you type.
  await page.getByTestId('tree-input').fill('[[3,12],[2');
  await expect(page.getByText(/Not a tree yet: a '\]' is missing/)).toBeVisible();
  await expect(page.getByTestId('trace-button')).toBeDisabled();
});

test('gold ingots shows both guarantees and the computer plays', async ({ app, page }) => {
  await app.open('#/play/ingots/1,2,4,8');
  await app.expectOutcome('win');
  await expect(page.getByTestId('formula')).toHaveText(/guarantee 9 and the other 6/, INNER);
  await page.getByLabel('computer opponent').selectOption('second');
  await page.locator('[data-move][data-outcome=win]').first().click();
  await expect(app.status).toContainText('You to move', { ...INNER, timeout: 5000 });
});

test('projector mode and the QR share panel', async ({ app, page }) => {
  await app.open('#/play/nim/3,4,5');
  await app.outcome();
  await page.getByTestId('projector-button').click();
  await page.waitForURL(/projector=1/);
  await expect(page.locator('html')).toHaveClass(/projector/);
  // Moves keep the flag in the link.
  await page.locator('[data-move="h1-2"]').click();
  await page.waitForURL(/#\/play\/nim\/1,4,5\?projector=1$/);
  await page.getByTestId('share-button').click();
  const panel = page.getByTestId('share-panel');
  await expect(panel).toBeVisible();
  expect((await panel.locator('[data-testid=qr] path').getAttribute('d')).length).toBeGreaterThan(100);
  await expect(page.getByTestId('share-url')).toHaveValue(/#\/play\/nim\/1,4,5\?projector=1$/);
  // A fresh page opened from the link is in projector mode at that position.
  const fresh = await app.fresh();
  await fresh.page.goto(page.url());
  await fresh.expectOutcome('lose');
  await expect(fresh.page.locator('html')).toHaveClass(/projector/);
  await page.getByTestId('projector-button').click();
  await page.waitForURL(/#\/play\/nim\/1,4,5$/);
});

test('a table renders as a heatmap and a cell opens play there', async ({ app, page }) => {
  await app.open('#/table/tokenboard:12x4');
  await expect(page.getByTestId('split-tables')).toBeVisible();
  const [wins, moves] = [page.getByTestId('heatmap').nth(0), page.getByTestId('heatmap').nth(1)];
  await expect(page.getByTestId('table-title').nth(0)).toHaveText(/Column-jump board 12 x 4.*who wins/, INNER);
  await expect(wins.locator('td[data-position="6,1"]')).toHaveText('lose ✗', INNER);
  await expect(moves.locator('td[data-position="6,1"]')).toHaveText('2', INNER);
  await wins.locator('td[data-position="6,1"] a').click();
  await page.waitForURL(/#\/play\/tokenboard:12x4\/6,1$/);
  await app.expectOutcome('lose');
  await expect(app.status).toHaveText(/losing: the game can last 2 moves/, INNER);
  // Export buttons produce files.
  await app.open('#/table/king?size=6');
  await expect(page.getByTestId('heatmap').first()).toBeVisible();
  const [csv] = await Promise.all([page.waitForEvent('download'), page.getByTestId('export-csv').first().click()]);
  expect(csv.suggestedFilename()).toMatch(/\.csv$/);
  const [png] = await Promise.all([page.waitForEvent('download'), page.getByTestId('export-png').first().click()]);
  expect(png.suggestedFilename()).toMatch(/\.png$/);
  // The cash box marks its Fibonacci rows.
  await app.open('#/table/kassa?size=14');
  await expect(page.locator('tr.fibonacci th')).toHaveText(['1 F', '2 F', '3 F', '5 F', '8 F', '13 F'], INNER);
  // Too large is refused with the limit.
  await app.open('#/table/tokenboard:1000000x50?size=5000');
  await expect(page.getByTestId('table-error')).toHaveText(/at most 2000 rows/, INNER);
});

test.describe('with the service worker', () => {
  test.use({ serviceWorkers: 'allow' });
  test('the app loads again with the server stopped (offline)', async ({ app, page }) => {
    // A server of its own, stopped halfway (the suite's server stays up for the other tests).
    const server = await start('dist', 0);
    const url = `http://127.0.0.1:${server.address().port}/`;
    try {
      await page.goto(url + '#/play/kayles/10');
      await app.expectOutcome('win');
      await page.evaluate(async () => { await navigator.serviceWorker.ready; });
      await page.reload(); // now every asset has passed through the service worker
      await app.expectOutcome('win');
    } finally {
      server.close();
      server.closeAllConnections();
    }
    await expect.poll(() => fetch(url).then(() => 'up', () => 'down')).toBe('down');
    await page.goto('about:blank');
    await page.goto(url + '#/play/kayles/ooo.oo');
    await app.expectOutcome('win');
    await expect(page.locator('[data-move]')).toHaveCount(8);
  });
});

test('the DAG editor shows vertex values and draws a cycle with its draw', async ({ app, page }) => {
  await app.open('#/dag/');
  const canvas = page.getByTestId('dag-canvas');
  await expect(canvas).toBeVisible();
  let box = await canvas.boundingBox();
  const at = (x, y) => [box.x + (x * box.width) / 720, box.y + (y * box.width) / 720];
  // Three clicks on empty space add the vertices a, b, c.
  for (const [x, y] of [[150, 80], [350, 200], [550, 320]]) await page.mouse.click(...at(x, y));
  await expect(page.locator('g[data-vertex]')).toHaveCount(3);
  await expect(page.locator('g[data-vertex=c]')).toBeVisible();
  // a -> b by dragging from a to b on the canvas.
  await page.mouse.move(...at(150, 80));
  await page.mouse.down();
  await page.mouse.move(...at(250, 140), { steps: 5 });
  await page.mouse.move(...at(350, 200), { steps: 5 });
  await page.mouse.up();
  await expect(page.locator('[data-edge="a>b"]')).toBeVisible();
  // b -> c with the accessible selects.
  await page.getByTestId('edge-from').selectOption('b');
  await page.getByTestId('edge-to').selectOption('c');
  await page.getByTestId('add-edge').click();
  await expect(page.locator('[data-edge="b>c"]')).toBeVisible();
  // c is a sink (0), b = mex{0} = 1, a = mex{1} = 0; value 0 is marked by a shape and a label.
  for (const [v, g] of [['a', '0'], ['b', '1'], ['c', '0']]) {
    await expect(page.locator(`g[data-vertex=${v}]`)).toHaveAttribute('data-grundy', g);
  }
  await expect(page.getByTestId('vertex-value')).toHaveText(['g=0 ■', 'g=1', 'g=0 ■']);
  await expect(page.locator('g[data-vertex] rect')).toHaveCount(2);
  await expect(page.getByTestId('grundy-b')).toHaveText('1');
  // c -> a closes the cycle a>b>c>a: every vertex is ∞{}, drawn as an octagon marked "draw".
  await page.getByTestId('edge-from').selectOption('c');
  await page.getByTestId('edge-to').selectOption('a');
  await page.getByTestId('add-edge').click();
  await page.waitForURL(/#\/dag\/a%3Eb,b%3Ec,c%3Ea;$/);
  await expect(page.getByTestId('vertex-value')).toHaveText(['g=∞{} draw', 'g=∞{} draw', 'g=∞{} draw']);
  await expect(page.getByTestId('draw-vertex')).toHaveCount(3);
  await expect(page.getByTestId('grundy-b')).toHaveText('∞{} draw');
  // Taken away again (the edge's row in the edge list), the values come back.
  await page.locator('[data-edge="c>a"]').first().waitFor();
  await page.getByRole('button', { name: /remove the edge c → a/i }).click();
  await expect(page.locator('[data-edge]')).toHaveCount(2);
  await page.waitForURL(/#\/dag\/a%3Eb,b%3Ec;$/);
  // A chip on b (value 1) makes a winning position, played from the link.
  await page.getByTestId('mode-chips').click();
  box = await canvas.boundingBox();
  await page.mouse.click(...at(350, 200));
  await page.waitForURL(/#\/dag\/a%3Eb,b%3Ec;b$/);
  await expect(page.getByTestId('dag-summary')).toHaveText(/g\(b\) = 1 = 1: the player to move wins/, INNER);
  await page.getByTestId('dag-play').click();
  await page.waitForURL(/#\/play\/dag\/a%3Eb,b%3Ec;b$/);
  await app.expectOutcome('win');
  // Back in the editor, the graph is drawn again from the link.
  await page.goBack();
  await expect(page.locator('g[data-vertex=b][data-chips="1"]')).toBeVisible();
});

for (const [size, viewport] of [['phone', PHONE], ['desktop', { width: 1280, height: 800 }]]) {
  test.describe(`${size}: a cycle in the DAG editor`, () => {
    test.use({ viewport });

    test(`${size}: two opposite edges are drawn apart, the chip on them draws, and the play page says draw`, async ({ app, page }) => {
      await app.open('#/dag/a>b,b>c;a');
      await expect(page.locator('g[data-vertex]')).toHaveCount(3);
      await page.getByTestId('edge-from').selectOption('b');
      await page.getByTestId('edge-to').selectOption('a');
      await page.getByTestId('add-edge').click();
      await page.waitForURL(/#\/dag\/a%3Eb,b%3Ec,b%3Ea;a$/);
      // a>b and b>a are two curves, not one line drawn twice.
      const there = await page.locator('[data-edge="a>b"]').getAttribute('d');
      const back = await page.locator('[data-edge="b>a"]').getAttribute('d');
      expect(there).toContain('Q');
      expect(back).toContain('Q');
      expect(there).not.toEqual(back);
      // c = 0, b = 1 (it reaches c), a = 0: b's escape back to a is answered by b>c. Finite values
      // on a cycle; the chip on a loses.
      await expect(page.getByTestId('vertex-value')).toHaveText(['g=0 ■', 'g=1', 'g=0 ■']);
      await expect(page.getByTestId('dag-summary')).toHaveText(/= 0: the player to move loses/, INNER);
      // Without the exit b>c, a and b are ∞{}: a draw, in words and in shape.
      await page.getByTestId('dag-notation').fill('a>b,b>a;a');
      await page.getByTestId('dag-notation').press('Enter');
      await page.waitForURL(/#\/dag\/a%3Eb,b%3Ea;a$/);
      await expect(page.getByTestId('vertex-value')).toHaveText(['g=∞{} draw', 'g=∞{} draw']);
      await expect(page.getByTestId('draw-vertex')).toHaveCount(2);
      await expect(page.getByTestId('dag-summary')).toHaveText(/∞\{\}: a draw/, INNER);
      await page.getByTestId('dag-play').click();
      await page.waitForURL(/#\/play\/dag\/a%3Eb,b%3Ea;a$/);
      await app.expectOutcome('draw');
      await expect(page.getByTestId('loopy-total')).toContainText('a draw');
    });
  });
}

test('custom octal and subtraction games are checked as they are typed', async ({ app, page }) => {
  await app.open('#/');
  const octal = page.getByTestId('octal-input');
  await octal.fill('0.8');
  await expect(page.getByTestId('octal-error')).toHaveText(/'8' is not an octal digit \(0-7\)/, INNER);
  await expect(page.getByTestId('octal-error').getByTestId('error-at')).toHaveText('8');
  await octal.fill(' 0.1é');
  await expect(page.getByTestId('octal-error').getByTestId('error-at')).toHaveText('é');
  await expect(page.getByTestId('octal-play')).toHaveCount(0);
  await octal.fill('0.137');
  await expect(page.getByTestId('octal-canonical')).toHaveText(/0\.137/, INNER);
  await expect(page.getByTestId('octal-play')).toHaveAttribute('href', '#/play/octal:0.137/20');
  await expect(page.getByTestId('octal-analyze')).toHaveAttribute('href', '#/analyze/octal:0.137');
  await octal.fill('.1370'); // the canonical code is shown and linked
  await expect(page.getByTestId('octal-play')).toHaveAttribute('href', '#/play/octal:0.137/20');
  await page.getByTestId('octal-play').click();
  await page.waitForURL(/#\/play\/octal:0\.137\/20$/);
  expect(['win', 'lose']).toContain(await app.outcome());
  await app.open('#/');
  const set = page.getByTestId('subtract-input');
  await set.fill('4,1,0');
  await expect(page.getByTestId('subtract-error')).toHaveText(/is 0/, INNER);
  await set.fill(' 1,x');
  await expect(page.getByTestId('subtract-error').getByTestId('error-at')).toHaveText('x');
  await set.fill('4, 1,3');
  await expect(page.getByTestId('subtract-analyze')).toHaveAttribute('href', '#/analyze/subtract:1,3,4');
  await page.getByTestId('subtract-play').click();
  await page.waitForURL(/#\/play\/subtract:1,3,4\/21$/);
  await app.expectOutcome('lose'); // 21 = 0 mod 7
});

test('the sum builder builds nim:3 + nim:4 + nim:5 and plays it with one winning move', async ({ app, page }) => {
  await app.open('#/sum-builder');
  await page.getByTestId('sum-game-select').selectOption('nim');
  for (const heap of ['3', '4', '5']) {
    await page.getByTestId('sum-position').fill(heap);
    await page.getByTestId('sum-add').click();
  }
  await expect(page.getByTestId('sum-text')).toHaveText('nim:3 + nim:4 + nim:5', INNER);
  await page.waitForURL(/#\/sum-builder\/nim:3%20%2B%20nim:4%20%2B%20nim:5$/);
  // A position that does not parse is explained and cannot be added.
  await page.getByTestId('sum-position').fill('3,x');
  await expect(page.getByTestId('sum-error')).toHaveText(/'x'/, INNER);
  await expect(page.getByTestId('sum-add')).toBeDisabled();
  await page.getByTestId('play-sum').click();
  await page.waitForURL(/#\/play\/sum\/nim:3%20%2B%20nim:4%20%2B%20nim:5$/);
  await app.expectOutcome('win');
  const winning = page.locator('[data-move][data-outcome=win]');
  await expect(winning).toHaveCount(1);
  await expect(winning).toHaveAttribute('data-move', 'c1:h1-2');
});

test('a sum shows its remoteness and every move\'s', async ({ app, page }) => {
  await app.open('#/play/sum/' + encodeURIComponent('nim:3 + kayles:7 + subtract:1,3,4:9'));
  await app.expectOutcome('win');
  // Found by searching the sum's positions (brute-force checked in crates/engine/tests/suite/sum.rs).
  await expect(app.status).toHaveText(/can win in 15 moves/, INNER);
  await expect(page.locator('body')).not.toHaveText(/remoteness is not computed/, INNER);
});

test('the working of nim 3,4,5 shows the heaps in binary, their XOR and the move taking 2 from heap 1', async ({ app, page }) => {
  await app.open('#/play/nim/3,4,5');
  const working = page.getByTestId('working');
  for (const bits of ['011', '100', '101']) await expect(working).toContainText(bits, INNER);
  await expect(page.getByTestId('working-total')).toHaveText('010');
  await expect(page.getByTestId('working-move'))
    .toHaveText(/part 1 \(3, value 3 = 011\).*change part 1 to value 1\. The move h1-2 does it, leaving 1,4,5/s, INNER);
  // The working follows the moves: after h1-2 the XOR is 0.
  await page.locator('[data-move="h1-2"]').click();
  await page.waitForURL(/#\/play\/nim\/1,4,5$/);
  await expect(page.getByTestId('working-total')).toHaveText('000');
  await expect(working).toHaveText(/The XOR is 0/, INNER);
  // A single Kayles strip is worked as a mex over its options, splits as g(a) ⊕ g(b).
  await app.open('#/play/kayles/5');
  await expect(page.getByTestId('working-mex')).toHaveText(/^g = mex\{[0-9, ]*\} = 4$/, INNER);
  await expect(page.getByTestId('working')).toHaveText(/g\(1\) ⊕ g\(3\) = 1 ⊕ 3 = 2/, INNER);
});

test('a quiz link asks the same questions on every load, scores a winning move, and prints a worksheet with its answer key', async ({ app, page }) => {
  const link = '#/quiz/nim?seed=7&n=3';
  await app.open(link);
  const question = page.getByTestId('quiz-question');
  await expect(question).toBeVisible();
  const first = await question.getAttribute('data-position');
  // The board is the usual one, unshaded: no move shows its outcome.
  await expect(page.locator('[data-move]').first()).toBeVisible();
  await expect(page.locator('.move.win, .move.lose'), 'the shading is hidden').toHaveCount(0);
  const winning = nimWinningMoves(first);
  expect(winning.length, `${first} is an N-position`).toBeGreaterThan(0);
  await page.locator(`[data-move="${winning[0]}"]`).click();
  await expect(page.getByTestId('quiz-feedback')).toHaveAttribute('data-correct', 'true');
  await expect(page.getByTestId('quiz-score')).toHaveText('1 / 1', INNER);
  await expect(page.getByTestId('working')).toBeVisible();
  // A losing move on the next question scores 0 and names a winning one.
  await page.getByTestId('quiz-next').click();
  await expect(page.locator(`[data-testid=quiz-question]:not([data-position="${first}"])`)).toBeVisible();
  const second = await question.getAttribute('data-position');
  const heaps = second.split(',').map(Number);
  const losing = heaps.flatMap((h, i) => Array.from({ length: h }, (_, k) => `h${i + 1}-${k + 1}`))
    .find((m) => !nimWinningMoves(second).includes(m));
  await page.locator(`[data-move="${losing}"]`).click();
  await expect(page.getByTestId('quiz-feedback')).toHaveAttribute('data-correct', 'false');
  await expect(page.getByTestId('quiz-feedback')).toHaveText(/A winning move, marked “✓ best” on the board: take \d+ from heap \d+\./, INNER);
  await expect(page.getByTestId('quiz-score')).toHaveText('1 / 2', INNER);
  // Printed: the worksheet lists every question, and the answer key starts a new page.
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('.worksheet li')).toHaveCount(3);
  await expect(page.locator('.worksheet')).toBeVisible();
  await expect(page.locator('[data-testid=quiz-score]')).toBeHidden();
  await expect(page.locator('.answer-key')).toHaveCSS('break-before', 'page');
  await expect(page.locator('.answer-key li').first())
    .toHaveText(new RegExp(`^${first} — (the winning move|winning moves): take`), INNER);
  await page.emulateMedia({ media: 'screen' });
  // The same link on a fresh page asks the same first question.
  await app.open(link);
  await expect(question).toHaveAttribute('data-position', first);
});

test('a winning-or-losing quiz on the teacher\'s positions, and a Quiz button on the play page', async ({ app, page }) => {
  await app.open('#/quiz/nim?kind=pn&positions=1,2,3|3,4,5');
  const question = page.getByTestId('quiz-question');
  await expect(question).toHaveAttribute('data-position', '1,2,3');
  await page.locator('[data-answer=P]').click();
  await expect(page.getByTestId('quiz-feedback')).toHaveAttribute('data-correct', 'true');
  await page.getByTestId('quiz-next').click();
  await expect(page.locator('[data-testid=quiz-question][data-position="3,4,5"]')).toBeVisible();
  await page.locator('[data-answer=P]').click();
  await expect(page.getByTestId('quiz-feedback')).toHaveAttribute('data-correct', 'false');
  await expect(page.getByTestId('quiz-score')).toHaveText('1 / 2', INNER);
  await expect(page.getByTestId('quiz-done')).toBeVisible();
  // A position that cannot be asked is named.
  await app.open('#/quiz/nim?positions=3,4,5|1,2,3');
  await expect(page.getByTestId('quiz-error')).toHaveText(/question 2: the position '1,2,3' has no winning move/, INNER);
  // Every play page starts a quiz for its game near its position.
  await app.open('#/play/kayles/10');
  await app.expectOutcome('win');
  await page.getByTestId('start-quiz').click();
  await page.waitForURL(/#\/quiz\/kayles\?seed=\d+&n=5&from=10$/);
  await expect(page.getByTestId('quiz-question')).toBeVisible();
});

test('a lesson is built with Add to lesson, reordered and captioned in the editor, and stepped with the arrow keys', async ({ app, page }) => {
  await app.open('#/play/nim/3,4,5');
  await app.expectOutcome('win');
  await page.getByTestId('add-to-lesson').click();
  await expect(page.getByTestId('add-to-lesson')).toContainText('lesson of 1');
  await app.open('#/play/kayles/10');
  await app.expectOutcome('win');
  await page.getByTestId('add-to-lesson').click();
  await expect(page.getByTestId('add-to-lesson')).toContainText('lesson of 2');
  await app.open('#/lesson-editor');
  const rows = page.locator('.lesson-step-row');
  await expect(rows).toHaveCount(2);
  await page.getByLabel('caption of step 1').fill('XOR the heaps: 3 ⊕ 4 ⊕ 5 = 2');
  await page.getByLabel('move step 2 up').click();
  await expect(rows.first()).toHaveAttribute('data-game', 'kayles');
  await page.getByLabel('caption of step 1').fill('Kayles & a split');
  await page.getByTestId('lesson-title').fill('Week 3');
  // A typed step is checked before it is added.
  await page.getByTestId('lesson-add-position').fill('3,x');
  await page.getByRole('button', { name: 'Add the position' }).click();
  await expect(page.getByRole('alert')).toHaveText(/the position '3,x' is not valid for Nim/, INNER);
  await page.getByTestId('lesson-open').click();
  const step = page.getByTestId('lesson-step');
  await expect(page.locator('[data-testid=lesson-step][data-step="1"][data-game=kayles]')).toBeVisible();
  await expect(page.getByTestId('lesson-caption')).toHaveText('Kayles & a split', INNER);
  await app.expectOutcome('win');
  await page.keyboard.press('ArrowRight');
  await expect(page.locator('[data-testid=lesson-step][data-step="2"]')).toBeVisible();
  await expect(step).toHaveAttribute('data-position', '3,4,5');
  await expect(page.getByTestId('lesson-caption')).toHaveText('XOR the heaps: 3 ⊕ 4 ⊕ 5 = 2', INNER);
  await expect(page.getByTestId('working-total')).toBeVisible();
  await expect(page).toHaveURL(/step=2$/);
  // The link opens the same lesson at the same step in a fresh page.
  const link = page.url().slice(page.url().indexOf('#'));
  await app.open(link);
  await expect(page.locator('[data-testid=lesson-step][data-step="2"][data-game=nim]')).toBeVisible();
  await expect(page.locator('h2')).toHaveText(/Week 3/, INNER);
  await page.keyboard.press('ArrowLeft');
  await expect(page.locator('[data-testid=lesson-step][data-step="1"]')).toBeVisible();
  // A malformed lesson link says what is wrong.
  await app.open('#/lesson?g=nim&c=no+position');
  await expect(page.getByTestId('link-error')).toHaveText(/step 1 of the lesson has no position/, INNER);
});

test('embed mode shows the board, status and moves without the site header, and keeps itself', async ({ app, page }) => {
  await page.goto('/#/play/nim/3,4,5');
  await expect(page.getByTestId('site-header')).toBeVisible();
  await page.goto('/#/play/nim/3,4,5?embed=1');
  await page.reload();
  await expect(page.locator('[data-move][data-outcome=win]').first()).toBeVisible();
  await expect(page.getByTestId('site-header')).toHaveCount(0);
  await expect(app.status).toHaveText(/winning/, INNER);
  const open = page.getByTestId('open-in-nimlab');
  await expect(open).toHaveAttribute('href', /#\/play\/nim\/3(%2C|,)4(%2C|,)5$/);
  await expect(open).toHaveAttribute('target', '_blank');
  // A move inside the frame keeps embed mode in the link.
  await page.locator('[data-move][data-outcome=win]').first().click();
  await page.waitForURL(/#\/play\/nim\/1,4,5\?embed=1$/);
  await expect(page.getByTestId('site-header')).toHaveCount(0);
  // A table embeds the same way.
  await page.goto('/#/table/chocolate?size=8&embed=1');
  await page.reload();
  await expect(page.getByTestId('heatmap')).toBeVisible();
  await expect(page.getByTestId('site-header')).toHaveCount(0);
});

test.describe('on a phone', () => {
  test.use({ viewport: PHONE });

  test('phone-sized screen renders the board', async ({ app, page }) => {
    await app.open('#/play/kayles/ooo.oo');
    await app.expectOutcome('win');
    await expect(page.locator('[data-move]')).toHaveCount(8);
  });

  test('the dates calendar fits a phone screen, a day per row', async ({ app, page }) => {
    await app.open('#/play/dates/15.10');
    await app.expectOutcome('win');
    const [scroll, client] = await page.locator('.board').evaluate((b) => [b.scrollWidth, b.clientWidth]);
    expect(scroll, `the calendar is ${scroll} px in a ${client} px box`).toBeLessThanOrEqual(client + 1);
    // Turned a quarter: 16 October is below 15 October.
    const from = await page.locator('.calendar .sq-mark').boundingBox();
    const next = await page.locator('[data-move="16.10"]').boundingBox();
    expect(next.y > from.y && Math.abs(next.x - from.x) < 2, 'the next day is one row down').toBe(true);
    await expect(page.locator('[data-move="16.10"]')).toHaveAttribute('title', /name 16 October/);
    await expect(page.locator('[data-move="16.10"]')).toHaveAccessibleName(/^[✓✗=]\d* name 16 October/);
  });
});

test('a large table shows its values a window of 50 x 50 at a time', async ({ app, page }) => {
  await app.open('#/table/chocolate?size=120');
  const range = page.getByTestId('block-range');
  await expect(range).toHaveText('Rows 1–50 of 120, columns 1–50 of 120', { timeout: 20000 });
  await expect(page.getByTestId('block-up')).toBeDisabled();
  await expect(page.getByTestId('block-left')).toBeDisabled();
  await expect(page.locator('td[data-position="50x50"]')).toBeVisible();
  await expect(page.locator('td[data-position="51x1"]')).toHaveCount(0);
  await expect(page.getByTestId('table-note')).toHaveCount(0);
  await page.getByTestId('block-down').click();
  await page.getByTestId('block-down').click();
  await expect(range).toHaveText('Rows 101–120 of 120, columns 1–50 of 120');
  await expect(page.getByTestId('block-down')).toBeDisabled();
  await page.getByTestId('block-right').click();
  await expect(range).toHaveText('Rows 101–120 of 120, columns 51–100 of 120');
  await expect(page.locator('td[data-position="120x100"]')).toBeVisible();
  await expect(page.locator('table.heatmap tbody tr')).toHaveCount(20);
  await expect(page.locator('table.heatmap thead th').nth(1)).toHaveText('51');
  await expect(page.locator('table.heatmap thead th').nth(2)).toHaveText('52');
  // g(m, n) = g(n, m): the same value read in the mirrored window.
  const below = await page.locator('td[data-position="101x51"]').innerText();
  await page.getByTestId('block-up').click();
  await page.getByTestId('block-right').click();
  await expect(range).toHaveText('Rows 51–100 of 120, columns 101–120 of 120');
  await expect(page.locator('td[data-position="51x101"]')).toHaveText(below, INNER);
  // A cell of a moved window still opens play there.
  await page.locator('td[data-position="51x101"] a').click();
  await page.waitForURL(/#\/play\/chocolate\/51x101$/);
});

test('the two halves of a signed table move their windows together', async ({ app, page }) => {
  await app.open('#/table/tokenboard:120x4');
  await expect(page.getByTestId('split-tables')).toBeVisible({ timeout: 20000 });
  const ranges = page.getByTestId('block-range');
  // Both windows' ranges read `text` (the page redraws after the click returns).
  const both = (text) => expect(ranges).toHaveText([text, text]);
  await both('Rows 1–50 of 120, columns 1–4 of 4');
  await page.getByTestId('block-down').nth(1).click();
  await both('Rows 51–100 of 120, columns 1–4 of 4');
  // The same position in both halves: who wins (+1 / -1) and in how many moves.
  const [wins, moves] = [page.getByTestId('heatmap').nth(0), page.getByTestId('heatmap').nth(1)];
  await expect(wins.locator('td[data-position="60,1"]')).toBeVisible();
  await expect(moves.locator('td[data-position="60,1"]')).toBeVisible();
  await expect(wins.locator('td[data-position="10,1"]')).toHaveCount(0);
  // Typing a new size does not redraw the tables (they keep their window until computed again).
  await page.getByTestId('table-size').fill('90');
  await both('Rows 51–100 of 120, columns 1–4 of 4');
  // A new table starts at its top-left window.
  await page.getByTestId('table-compute').click();
  await both('Rows 1–50 of 90, columns 1–4 of 4');
});

test('three-row Chomp to b = 2000 arrives and is drawn as an overview', async ({ app, page }) => {
  await app.open('#/table/chomp?size=2000');
  await expect(page.locator('.overview canvas')).toBeVisible({ timeout: 30000 });
  expect(Number(await page.getByTestId('table-time').first().getAttribute('data-ms'))).toBeGreaterThanOrEqual(0);
});

test('four-row Chomp is drawn by its first row, each cell the CLI\'s P-position, and linked with the three-row table', async ({ app, page }) => {
  const a = 8;
  const listed = JSON.parse(cli(['table', 'chomp4', '--size', String(a), '--json'])).p_positions;
  // A diagram's text leaves out its empty rows.
  const text = (rows) => rows.filter((r) => r > 0).join(',');
  const want = listed.filter(([first]) => first === a).map(text).sort();
  expect(want.length).toBeGreaterThan(5);
  await app.open('#/play/chomp/3,2');
  await page.getByRole('link', { name: 'Table', exact: true }).click();
  await page.getByRole('link', { name: 'Four-row Chomp, by the first row' }).click();
  await page.waitForURL(/#\/table\/chomp4$/);
  await page.getByTestId('table-size').fill(String(a));
  await page.getByTestId('table-compute').click();
  await page.waitForURL(new RegExp(`#/table/chomp4\\?size=${a}$`));
  await expect(page.locator('.table-page')).toContainText(`Four-row Chomp with a first row of ${a}`);
  const heatmap = page.getByTestId('heatmap');
  const cells = heatmap.locator('td[data-position]');
  await expect(cells).toHaveCount(want.length);
  const shown = (await cells.evaluateAll((tds) => tds.map((td) => td.dataset.position))).sort();
  expect(shown).toEqual(want);
  await app.screen('chomp4-table');
  // A cell opens its position, which loses for the player to move.
  const pos = want.find((w) => w.split(',').length === 4);
  await heatmap.locator(`td[data-position="${pos}"] a`).click();
  await page.waitForURL(new RegExp(`#/play/chomp/${pos}$`));
  await app.expectOutcome('lose');
  // Back on the four-row table, a link leads to Chomp's own table.
  await app.open('#/table/chomp4?size=3');
  await page.getByRole('link', { name: 'Chomp: its own table' }).click();
  await page.waitForURL(/#\/table\/chomp$/);
  await expect(page.locator('.table-page')).toContainText('Three-row Chomp');
  // Past its limit the size is refused with the limit named.
  await app.open('#/table/chomp4?size=501');
  await expect(page.getByTestId('table-error')).toContainText('up to a first row of 500, not 501');
});

test('a table too large to draw cell by cell has an overview to hover and click', async ({ app, page }) => {
  await app.open('#/table/chomp?size=250');
  const canvas = page.locator('.overview canvas');
  await expect(canvas).toBeVisible({ timeout: 20000 });
  const box = await canvas.boundingBox();
  // Row c = 10: walk along b until a cell that opens play (a P-position with a <= 100).
  let found = null;
  for (let b = 0; b <= 250 && !found; b++) {
    await page.mouse.move(box.x + (b + 0.5) / 251 * box.width, box.y + 10.5 / 251 * box.height);
    const text = await page.getByTestId('overview-readout').innerText();
    const m = text.match(/third row c 10, second row b (\d+): (\d+) \(position ([\d,]+): click to play\)/);
    if (m) found = { b: Number(m[1]), a: m[2], pos: m[3] };
  }
  expect(found, 'a cell of row 10 opens play').toBeTruthy();
  expect(found.pos).toBe(`${found.a},${found.b},10`);
  await page.mouse.click(box.x + (found.b + 0.5) / 251 * box.width, box.y + 10.5 / 251 * box.height);
  await page.waitForURL(new RegExp(`#/play/chomp/${found.pos}$`));
  await app.expectOutcome('lose'); // a P-position
});

test('the multiplication table opens each row as its own game', async ({ app, page }) => {
  await app.open('#/table/multiply:2?size=12');
  await expect(page.getByTestId('split-tables')).toBeVisible();
  const row = page.getByTestId('heatmap').first().locator('tr', { has: page.locator('th', { hasText: /^10$/ }) });
  const cell = row.locator('td[data-position="3"]');
  // The who-wins table says it in words.
  const value = (await cell.innerText()).startsWith('win') ? 1 : -1;
  await cell.locator('a').click();
  await page.waitForURL(/#\/play\/multiply:10\/3$/);
  await app.expectOutcome(value > 0 ? 'win' : 'lose');
});

test('an L-tromino is placed by clicking the three cells it covers', async ({ app, page }) => {
  await app.open('#/play/triomino/6');
  await app.expectOutcome('win');
  const text = await page.locator('.move-list [data-outcome=win]').first().getAttribute('data-move');
  const cells = text.match(/[tb]\d+/g);
  expect(cells).toHaveLength(3);
  await page.locator(`[data-cell=${cells[0]}]`).click();
  await expect(page.getByTestId('tromino-prompt')).toHaveText(/1 of 3 cells picked/, INNER);
  // Every placement still listed covers the picked cell.
  for (const m of await page.locator('.move-list [data-move]').evaluateAll((els) => els.map((e) => e.dataset.move))) {
    expect(m.match(/[tb]\d+/g), `${m} covers ${cells[0]}`).toContain(cells[0]);
  }
  // The hint outlines a best placement's three cells on the board.
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Hint', exact: true }).click();
  const hinted = await page.locator('.move-list .move.hint').getAttribute('data-move');
  expect(await page.locator('.cellpick.hint-cell').evaluateAll((els) => els.map((e) => e.dataset.cell).sort()))
    .toEqual(hinted.match(/[tb]\d+/g).sort());
  await page.locator(`[data-cell=${cells[0]}]`).click();
  // Escape clears the pick; then the three cells play the placement.
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('tromino-prompt')).toHaveText(/Click the three cells/, INNER);
  for (const c of cells) await page.locator(`[data-cell=${c}]`).click();
  await app.expectOutcome('lose');
  await expect(page.locator('.history li')).toHaveCount(2);
  await expect(page.locator('.history li').nth(1)).toHaveText(new RegExp(text), INNER);
  // The heap model and the comparison of empty boards are beside the board.
  await expect(page.getByTestId('model-value')).toHaveText(/loses/, INNER);
  await expect(page.getByTestId('triomino-compare')).toHaveText(/agree on every one/, INNER);
});

test('treblecross shows its heap model and the model agrees with the strip', async ({ app, page }) => {
  for (const pos of ['12', 'x.......', '.x........x.....']) {
    await app.open(`#/play/treblecross/${pos}`);
    const real = await app.outcome();
    await expect(page.getByTestId('model-value'), `${pos}: ${real}`)
      .toHaveText(real === 'win' ? /player to move wins/ : /player to move loses/, INNER);
    await expect(page.getByTestId('model')).toHaveText(/Play octal:0\.007/, INNER);
  }
  // The safe cells (three or more from every cross) are underlined: 4 to 8 of x........
  await app.open('#/play/treblecross/x.......');
  await app.outcome();
  expect(await page.locator('.board .sq.safe').evaluateAll((els) => els.map((e) => e.dataset.move ?? '')))
    .toEqual(['4', '5', '6', '7', '8']);
});

// Worker death. `window.__nimlabTest` exists only in a browser driven by automation
// (navigator.webdriver); failNextJob makes the worker panic (or trap, as when memory runs out)
// just before the next job (src/client.rs, install_test_hooks).
test.describe('the worker dies', () => {
  test.use({ expectedErrors: /RuntimeError|unreachable|panicked/ });
  for (const [fault, reason] of [['panic', /The solver stopped: it panicked: test-only panic/],
    ['trap', /The solver stopped: it ran out of memory or hit an internal error/]]) {
    test(`the worker dies (${fault}): the page says so, Retry solves on a fresh worker, the next solve works`, async ({ app, page }) => {
      await app.open('#/play/nim/3,4,5');
      await app.expectOutcome('win');
      await page.evaluate((f) => window.__nimlabTest.failNextJob(f), fault);
      await page.locator('[data-move="h1-2"]').click();
      const stopped = page.getByTestId('solver-stopped');
      await expect(stopped).toHaveText(reason, INNER);
      await expect(stopped).toHaveText(/A fresh solver has been started/, INNER);
      await page.getByTestId('retry').click();
      await app.expectOutcome('lose');
      await expect(app.status).toHaveText(/Player 2 to move, losing/, INNER);
      // The next solve comes from the fresh worker too.
      await page.locator('[data-move][data-outcome=lose]').first().click();
      await app.expectOutcome('win');
      // And another page's job (a table) after the crash.
      await app.open('#/table/chocolate?size=8');
      await expect(page.getByTestId('heatmap').first()).toBeVisible();
    });
  }
});

test.describe('a panic on the main thread', () => {
  test.use({ expectedErrors: /panicked|RuntimeError|unreachable/ });
  test('a panic on the main thread leaves a readable message, not a blank page', async ({ app, page }) => {
    await app.open('#/play/nim/3,4,5');
    await app.expectOutcome('win');
    await page.evaluate(() => { try { window.__nimlabTest.panicApp(); } catch { /* the trap that follows the hook */ } });
    const box = page.getByTestId('app-panic');
    await expect(box).toHaveText(/nimlab stopped because of an internal error/, INNER);
    await expect(box).toHaveText(/test-only panic on the main thread/, INNER);
    await expect(box).toHaveText(/Reload the page/, INNER);
  });
});

test('a link or a tree that does not parse has its faulty character marked', async ({ app, page }) => {
  for (const [hash, ch, at] of [['#/play/nim/3,x,4', 'x', 3], ['#/play/nim/' + encodeURIComponent('3,é,4'), 'é', 3],
    ['#/play/sum/' + encodeURIComponent('nim:3 + nim:4,x'), 'x', 15]]) {
    await app.open(hash);
    await expect(page.getByTestId('link-error').getByTestId('error-at'), hash).toHaveText(ch);
    await expect(page.getByTestId('link-error')).toHaveText(new RegExp(`at character ${at}\\b`), INNER);
  }
  await app.open('#/sum-builder/' + encodeURIComponent('nim:3 + kayles:o?o'));
  await expect(page.getByTestId('sum-link-error').getByTestId('error-at')).toHaveText('?');
  await app.open('#/alphabeta/' + encodeURIComponent('[[3,12],[2,4]]'));
  await expect(page.getByTestId('trace-summary')).toBeVisible();
  await page.getByTestId('tree-input').fill('[[3,12],[2,é]]');
  await expect(page.getByTestId('error-at')).toHaveText('é');
  await expect(page.getByText(/Not a tree yet/)).toHaveText(/at character 12/, INNER);
  // Past the end: the gap is marked and named.
  await page.getByTestId('tree-input').fill('[[3,12],[2');
  await expect(page.getByTestId('error-at')).toHaveAttribute('title', 'the text ends here');
});

test('Northcott: only the side to move moves, both ways; retreats are shaded; the computer closes a widened gap', async ({ app, page }) => {
  await app.open('#/play/northcott:8/1-5,3-7');
  await app.expectOutcome('lose');
  await expect(app.status).toHaveText(/Black to move, losing: the game can last 16 moves at most\. Value of its model: 0\./, INNER);
  // Black's chips only, towards White's and away (row 2's black chip on column 3 can retreat to 1 or 2).
  const moves = await page.locator('[data-move]').evaluateAll((els) => els.map((e) => [e.dataset.move, e.dataset.outcome]));
  expect(moves.map((m) => m[0]).sort()).toEqual(['b1>2', 'b1>3', 'b1>4', 'b2>1', 'b2>2', 'b2>4', 'b2>5', 'b2>6']);
  expect(moves.every((m) => m[1] === 'lose'), 'in a lost position every move, retreats included, is shaded losing').toBe(true);
  const retreat = page.locator('[data-move="b2>2"]');
  await expect(retreat).toHaveAttribute('title', /losing move, game ends 15 moves after it/);
  await expect(retreat.locator('.marker')).toHaveText(/✗15/, INNER);
  // The reduction beside the board, and why retreats do not help.
  await expect(page.getByTestId('model')).toHaveText(/Play nim 3,3/, INNER);
  await expect(page.getByTestId('model-value')).toHaveText(/Grundy value is 0/, INNER);
  await page.getByTestId('why').locator('summary').click();
  await expect(page.getByTestId('why')).toHaveText(/retreat widens the gap but never helps/, INNER);
  // The computer plays White. Our retreat widens row 2's gap from 3 to 4; the computer's answer
  // closes it again (w2>6: 1-5,2-6, gaps 3 and 3), and it is our turn, still losing.
  await page.getByLabel('computer opponent').selectOption('second');
  await retreat.click();
  await page.waitForURL(/#\/play\/northcott:8\/1-5,2-6$/, { timeout: 10000 });
  await app.expectOutcome('lose');
  await expect(app.status).toHaveText(/You \(Black\) to move, losing/, INNER);
  await expect(page.locator('.history li')).toHaveText(['start: 1-5,3-7', 'b2>2 → 1-5,2-7;w', 'w2>6 → 1-5,2-6'], INNER);
  // White to move: the status names White and only White's chips move.
  await app.open('#/play/northcott:8/1-5,2-7;w');
  await app.expectOutcome('win');
  await expect(app.status).toHaveText(/White to move, winning/, INNER);
  const white = await page.locator('[data-move]').evaluateAll((els) => els.map((e) => e.dataset.move));
  expect(white.length === 11 && white.every((m) => m.startsWith('w')), white.join(' ')).toBe(true);
  expect(await page.locator('[data-move][data-outcome=win]').evaluateAll((els) => els.map((e) => e.dataset.move)))
    .toEqual(['w1>6', 'w2>6']);
});

// Accessibility: axe-core (the rules behind Lighthouse's accessibility score) finds nothing on
// the pages `make audit` measures, at phone size, in every palette, and in projector mode.
// The palettes change only the winning and losing colours, so on each page the other two are
// chosen from the palette menu, as a user would, and checked for colour contrast; projector
// mode changes sizes, not colours, and is checked in the default palette.
test.describe('axe at phone size', () => {
  test.use({ viewport: { width: 412, height: 823 } });
  const PAGES = ['#/', '#/play/kayles/10', '#/table/chocolate?size=30', '#/table/chocolate?size=120', '#/quiz/nim?seed=7&n=3', '#/lesson?g=nim&p=3,4,5&c=A+caption'];
  /** Opens `hash` and waits until what axe should see is drawn. */
  async function openDrawn(app, page, hash) {
    await app.open(hash);
    if (hash.startsWith('#/play') || hash.startsWith('#/lesson')) await app.outcome();
    else if (hash.startsWith('#/table')) await expect(page.locator(hash.includes('120') ? 'td[data-position="50x50"]' : '[data-testid=heatmap]').first()).toBeVisible();
    else if (hash.startsWith('#/quiz')) await expect(page.locator('[data-testid=quiz-question] ~ .board [data-move]').first()).toBeVisible();
    else await expect(page.locator('main section').first()).toBeVisible();
  }
  // The larger table adds its window buttons and overview; its 2,500 cells are the smaller
  // table's kinds of cell again, so only its first rows are checked.
  const exclude = (hash) => (hash.includes('size=120') ? ['[data-testid=heatmap] tbody tr:nth-child(n+4)'] : []);

  test('no accessibility violations (axe) in any palette', async ({ app, page }) => {
    const found = [];
    for (const hash of PAGES) {
      await openDrawn(app, page, hash);
      found.push(...await app.axe(`${hash} (safe)`, { exclude: exclude(hash) }));
      for (const palette of ['classic', 'mono', 'safe']) {
        await page.getByLabel('colour palette').selectOption(palette);
        await expect(page.locator('html')).toHaveClass(new RegExp(`palette-${palette}`));
        if (palette !== 'safe') found.push(...await app.axe(`${hash} (${palette})`, { rules: ['color-contrast'], exclude: exclude(hash) }));
      }
    }
    expect(found).toEqual([]);
  });

  test('no accessibility violations (axe) in projector mode', async ({ app, page }) => {
    const found = [];
    for (const hash of PAGES) {
      await openDrawn(app, page, `${hash}${hash.includes('?') ? '&' : '?'}projector=1`);
      found.push(...await app.axe(`${hash} (projector)`, { exclude: exclude(hash) }));
    }
    expect(found).toEqual([]);
  });
});
