// The play page as a class meets it: every game opens with its board in view on a phone,
// answers can be hidden until revealed, the computer's move is said in words, a finished game
// says who won in the winner's style, New game starts over, and a misère search too large to
// run says so with a way out. Run with `make e2e` or `node tests/e2e/classroom/play.mjs`.
import assert from 'node:assert/strict';
import { suite } from '../lib.mjs';

const { test, open, statusOutcome, finish } = await suite();
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 900 };
const status = (page) => page.getByTestId('status');

/** The board's box relative to the viewport. */
const boardBox = (page) => page.locator('main .board').first().evaluate((b) => {
  const r = b.getBoundingClientRect();
  return { top: r.top, bottom: r.bottom, height: innerHeight };
});

for (const [size, viewport] of [['phone', PHONE], ['desktop', DESKTOP]]) {
  await test(`every game opened from the catalogue shows its board in view (${size})`, async (page) => {
    await open(page, '#/');
    await page.locator('a[data-testid^=play-]').first().waitFor();
    const ids = await page.locator('a[data-testid^=play-]').evaluateAll((as) => as.map((a) => a.dataset.testid));
    assert.ok(ids.length >= 30, `only ${ids.length} play links in the catalogue`);
    const misses = [];
    for (const id of ids) {
      await open(page, '#/');
      // Scrolled down to the link, as a student finds it, then tapped.
      const link = page.getByTestId(id);
      await link.scrollIntoViewIfNeeded();
      await link.click();
      await page.waitForURL((u) => !u.hash.endsWith('#/') && u.hash !== '');
      if (!/#\/play\//.test(page.url())) continue; // the stepper and the editors have no board here
      await statusOutcome(page);
      const scrollY = await page.evaluate(() => scrollY);
      const box = await boardBox(page);
      if (scrollY !== 0 || box.top < 0 || box.top >= box.height - 40) misses.push(`${id}: scrollY ${scrollY}, board top ${Math.round(box.top)}`);
    }
    assert.deepEqual(misses, []);
  }, viewport);
}

await test('a link followed from a table opens the play page at its top', async (page) => {
  await open(page, '#/table/chocolate?size=30');
  const cell = page.locator('td[data-position] a').last();
  await cell.scrollIntoViewIfNeeded();
  assert.ok(await page.evaluate(() => scrollY) > 0, 'the table page was scrolled');
  await cell.click();
  await statusOutcome(page);
  assert.equal(await page.evaluate(() => scrollY), 0);
}, PHONE);

await test('answers hidden until Reveal: no outcome, shading, formula, working or hint', async (page) => {
  await open(page, '#/play/nim/3,4,5?hidden=1');
  assert.equal(await statusOutcome(page), 'hidden');
  const text = await status(page).innerText();
  assert.match(text, /Player 1 to move\. Who wins\?/);
  assert.doesNotMatch(text, /winning|losing|Grundy/);
  assert.equal(await page.locator('.board .marker').count(), 0, 'no move markers');
  assert.equal(await page.locator('.board .move.win, .board .move.lose').count(), 0, 'no shading');
  assert.equal(await page.getByTestId('formula').count(), 0);
  assert.equal(await page.getByTestId('working').count(), 0);
  assert.equal(await page.getByTestId('why').count(), 0);
  assert.ok(await page.getByRole('button', { name: 'Hint' }).isDisabled());
  // A move keeps them hidden, and the link keeps the switch.
  await page.locator('[data-move="h1-1"]').click();
  await page.waitForURL(/#\/play\/nim\/2,4,5\?hidden=1$/);
  assert.equal(await statusOutcome(page), 'hidden');
  await page.getByTestId('reveal').click();
  assert.equal(await statusOutcome(page), 'win');
  assert.match(await status(page).innerText(), /Player 2 to move, winning/);
  assert.ok(await page.locator('.board .marker').count() > 0);
  await page.getByTestId('formula').waitFor();
  await page.getByTestId('working').waitFor();
  // The switch on a page with answers shown hides them and says so in the link.
  await open(page, '#/play/kayles/10');
  assert.equal(await statusOutcome(page), 'win');
  await page.getByTestId('hide-answers').check();
  await page.waitForURL(/#\/play\/kayles\/10\?hidden=1$/);
  assert.equal(await statusOutcome(page), 'hidden');
  await page.getByTestId('hide-answers').uncheck();
  await page.waitForURL(/#\/play\/kayles\/10$/);
  assert.equal(await statusOutcome(page), 'win');
}, PHONE);

await test('the computer\'s move is said in words and a student\'s win is shown as a win', async (page) => {
  await open(page, '#/play/nim/1,2');
  await statusOutcome(page);
  await page.getByLabel('computer opponent').selectOption('second');
  // Take the single counter: the computer takes the pair, and the student has lost.
  await page.locator('[data-move="h1-1"]').click();
  await page.getByTestId('last-move').filter({ hasText: /^The computer: take 2 from heap 2\.$/ }).waitFor();
  // The counters it took stay on the board as outlines, so the class sees what changed.
  await page.locator('.board .counter.taken').first().waitFor();
  assert.equal(await page.locator('.board .counter.taken').count(), 2);
  await page.waitForURL(/#\/play\/nim\/[0,]*$/);
  assert.match(await status(page).innerText(), /You cannot move: game over, The computer won/);
  assert.match(await status(page).getAttribute('class'), /\blost\b/);
  // New game: back to the start, the moves forgotten.
  await page.getByTestId('reset').click();
  await page.waitForURL(/#\/play\/nim\/1,2$/);
  assert.equal(await page.locator('ol.history li').count(), 1);
  assert.equal(await page.getByTestId('last-move').innerText(), '');
  // This time win: take 1 from the pair (1,1), whatever the computer does the student takes the last.
  await page.locator('[data-move="h2-1"]').click();
  await page.getByTestId('last-move').filter({ hasText: /^The computer: take 1 from heap \d\.$/ }).waitFor();
  await page.locator('button[data-move]:not([disabled])').first().click();
  await page.waitForURL(/#\/play\/nim\/[0,]*$/);
  await page.getByTestId('last-move').filter({ hasText: /^You: take 1 from heap \d\.$/ }).waitFor();
  const won = status(page);
  assert.match(await won.innerText(), /game over, You won/);
  assert.match(await won.getAttribute('class'), /\bwon\b/);
  assert.match(await won.locator('.status-shape').innerText(), /★/);
}, PHONE);

await test('tic-tac-toe won by three in a row says who made the line and marks it', async (page) => {
  await open(page, '#/play/tictactoe/xx.oo....');
  await statusOutcome(page);
  await page.locator('[data-move="3"]').click();
  await page.waitForURL(/#\/play\/tictactoe\/xxxoo\.\.\.\.$/);
  assert.match(await status(page).innerText(), /Game over: Player 1 completed the marked line and won/);
  assert.match(await page.locator('.details .note').innerText(), /X \(player 1\) made three in a row/);
  assert.equal(await page.locator('.board .highlighted').count(), 3);
  assert.match(await page.getByTestId('last-move').innerText(), /^Player 1: square row 1 column 3\.$/);
}, DESKTOP);

await test('a misère position too large to search says why, with a way back to normal play', async (page) => {
  await open(page, '#/play/kayles/60?misere=1');
  assert.equal(await statusOutcome(page), 'error');
  const text = await status(page).innerText();
  assert.match(text, /Misère play cannot be shown for this position: position too large: solving it needs more than \d+ positions/);
  assert.match(text, /Try a smaller position, or switch to normal play/);
  assert.ok(await page.getByRole('button', { name: 'Hint' }).isDisabled());
  assert.ok(await page.getByTestId('start-quiz').isDisabled());
  await page.getByTestId('to-normal-play').click();
  await page.waitForURL(/#\/play\/kayles\/60$/);
  assert.equal(await statusOutcome(page), 'win');
}, PHONE);

await test('a DAG play page draws its graph and names each slide in words', async (page) => {
  await open(page, '#/dag');
  await page.getByTestId('dag-play').click();
  await statusOutcome(page);
  const picture = page.locator('.board svg.graph-picture');
  await picture.waitFor();
  assert.ok(await page.locator('.graph-vertex').count() >= 3, 'vertices drawn');
  assert.match(await picture.getAttribute('aria-label'), /^a graph of \d+ vertices and \d+ edges; chips on /);
  const slides = page.locator('.board button[data-move]');
  assert.ok(await slides.count() > 0);
  assert.match(await slides.first().innerText(), /^slide a chip from \S+ to \S+/);
  // Values are drawn only while move values are shown.
  assert.ok(await picture.locator('text', { hasText: /^g=/ }).count() > 0);
  await page.getByTestId('hide-answers').check();
  await page.getByTestId('reveal').waitFor();
  assert.equal(await picture.locator('text', { hasText: /^g=/ }).count(), 0);
}, PHONE);

await test('the share panel closes with Escape and when another page opens', async (page) => {
  await open(page, '#/play/nim/3,4,5');
  await statusOutcome(page);
  await page.getByTestId('share-button').click();
  await page.getByTestId('share-panel').waitFor();
  await page.keyboard.press('Escape');
  await page.getByTestId('share-panel').waitFor({ state: 'detached' });
  await page.getByTestId('share-button').click();
  await page.getByTestId('share-panel').waitFor();
  await page.getByRole('link', { name: 'nimlab' }).first().click();
  await page.waitForURL(/#\/$/);
  await page.getByTestId('share-panel').waitFor({ state: 'detached' });
}, PHONE);

await finish();
