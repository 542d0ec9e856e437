// Lessons, the catalogue and tables as a teacher meets them: a lesson's step link opened in the
// same tab, misère kept from "Add to lesson", hidden steps revealed, a cleared draft undone, the
// catalogue's classroom introduction and group headings, who-wins tables in words and a table
// size that is honoured. Each runs on a desktop and on a phone.
import assert from 'node:assert/strict';
import { suite } from '../lib.mjs';

const { test, open, statusOutcome, finish } = await suite();

const SCREENS = [['desktop', { width: 1280, height: 900 }], ['phone', { width: 390, height: 844 }]];

const step = (page, n) => page.locator(`[data-testid=lesson-step][data-step="${n}"]`);

for (const [screen, viewport] of SCREENS) {
  await test(`lesson: a step link opened in the same tab shows that step (${screen})`, async (page) => {
    await open(page, '#/lesson?title=Week%203&g=nim&p=3,4,5&c=XOR&g=kayles&p=10&c=Split&g=nim&p=1,2,3&step=1');
    await step(page, 1).waitFor();
    const first = page.url().slice(page.url().indexOf('#'));
    await page.getByTestId('lesson-next').click();
    await step(page, 2).waitFor();
    await page.keyboard.press('ArrowRight');
    await step(page, 3).waitFor();
    await page.waitForURL(/step=3$/);
    // Followed in the same tab (hashchange, not a fresh load), the link shows step 1 again.
    await page.evaluate((h) => { location.hash = h; }, first);
    await step(page, 1).waitFor();
    assert.match(await page.locator('.lesson-progress').innerText(), /^Step 1 of 3/);
    assert.equal(await page.getByTestId('lesson-caption').innerText(), 'XOR');
    assert.equal(await statusOutcome(page), 'win');
  }, viewport);

  await test(`lesson: a misère position added to a lesson comes back misère (${screen})`, async (page) => {
    // Nim 1,1: lost in normal play, won in misère (take one, the other must take the last).
    await open(page, '#/play/nim/1,1?misere=1');
    assert.equal(await statusOutcome(page), 'win');
    await page.getByTestId('add-to-lesson').click();
    await page.getByTestId('add-to-lesson').filter({ hasText: 'lesson of 1' }).waitFor();
    await open(page, '#/lesson-editor');
    const row = page.locator('.lesson-step-row').first();
    await row.waitFor();
    assert.equal(await row.getAttribute('data-misere'), 'true');
    assert.ok(await page.getByTestId('step-misere-1').isChecked());
    assert.match(await page.getByTestId('lesson-open').getAttribute('href'), /&m=1/);
    await page.getByTestId('lesson-open').click();
    await page.locator('[data-testid=lesson-step][data-step="1"][data-misere=true]').waitFor();
    assert.equal(await statusOutcome(page), 'win');
    assert.match(await page.locator('.lesson-progress').innerText(), /misère/);
    // Unticked in the editor, the same step is normal play: a loss.
    await open(page, '#/lesson-editor');
    await page.getByTestId('step-misere-1').uncheck();
    await page.getByTestId('lesson-open').click();
    await page.locator('[data-testid=lesson-step][data-step="1"][data-misere=false]').waitFor();
    assert.equal(await statusOutcome(page), 'lose');
  }, viewport);

  await test(`lesson: a hidden step shows no answer until Reveal (${screen})`, async (page) => {
    await open(page, '#/lesson?g=nim&p=3,4,5&h=1&g=kayles&p=10&step=1');
    await step(page, 1).waitFor();
    assert.equal(await statusOutcome(page), 'hidden');
    assert.match(await page.getByTestId('status').innerText(), /Who wins\? Think, then press Reveal/);
    assert.doesNotMatch(await page.getByTestId('status').innerText(), /to move (wins|loses)|Grundy|draw|✓|✗/);
    await page.locator('[data-move]').first().waitFor();
    assert.equal(await page.locator('.move.win, .move.lose, .move .marker').count(), 0);
    assert.equal(await page.getByTestId('working-total').count(), 0);
    await page.getByTestId('reveal').click();
    assert.equal(await statusOutcome(page), 'win');
    await page.locator('.move.win').first().waitFor();
    await page.getByTestId('working-total').waitFor();
    // Another step shows its own answers; coming back, the hidden step is hidden again.
    await page.getByTestId('lesson-next').click();
    await step(page, 2).waitFor();
    assert.equal(await statusOutcome(page), 'win');
    await page.getByTestId('lesson-prev').click();
    await step(page, 1).waitFor();
    assert.equal(await statusOutcome(page), 'hidden');
    // The editor ticks "hide the answer" per step, and the link carries it.
    await page.getByRole('button', { name: 'Edit this lesson' }).click();
    await page.getByTestId('step-hidden-2').waitFor();
    assert.ok(await page.getByTestId('step-hidden-1').isChecked());
    assert.ok(!(await page.getByTestId('step-hidden-2').isChecked()));
    await page.getByTestId('step-hidden-2').check();
    assert.match(await page.getByTestId('lesson-open').getAttribute('href'), /g=kayles&p=10&h=1/);
  }, viewport);

  await test(`lesson: clearing the draft can be undone (${screen})`, async (page) => {
    await open(page, '#/play/nim/3,4,5');
    assert.equal(await statusOutcome(page), 'win');
    await page.getByTestId('add-to-lesson').click();
    await page.getByTestId('add-to-lesson').filter({ hasText: 'lesson of 1' }).waitFor();
    await open(page, '#/play/kayles/10');
    assert.equal(await statusOutcome(page), 'win');
    await page.getByTestId('add-to-lesson').click();
    await page.getByTestId('add-to-lesson').filter({ hasText: 'lesson of 2' }).waitFor();
    await open(page, '#/lesson-editor');
    const rows = page.locator('.lesson-step-row');
    await rows.nth(1).waitFor();
    await page.getByLabel('caption of step 1').fill('XOR the heaps');
    await page.getByTestId('lesson-title').fill('Week 3');
    await page.getByTestId('lesson-clear').click();
    await page.getByTestId('lesson-empty').waitFor();
    assert.match(await page.getByTestId('undo-note').innerText(), /Draft cleared\./);
    await page.getByTestId('undo-clear').click();
    await rows.nth(1).waitFor();
    assert.equal(await page.getByLabel('caption of step 1').inputValue(), 'XOR the heaps');
    assert.equal(await page.getByTestId('lesson-title').inputValue(), 'Week 3');
    assert.equal(await page.getByTestId('undo-note').count(), 0);
    // Removing a step is one click, so it can be undone too.
    await page.getByLabel('remove step 1').click();
    await page.getByTestId('undo-note').filter({ hasText: 'Step 1 removed.' }).waitFor();
    assert.equal(await rows.count(), 1);
    await page.getByTestId('undo-clear').click();
    await rows.nth(1).waitFor();
    assert.equal(await rows.first().getAttribute('data-game'), 'nim');
    // The restored draft is kept: a reload still has it.
    await page.reload();
    await rows.nth(1).waitFor();
    assert.equal(await page.getByLabel('caption of step 1').inputValue(), 'XOR the heaps');
  }, viewport);

  await test(`catalogue: the classroom introduction and the games under their headings (${screen})`, async (page) => {
    await open(page, '#/');
    const intro = page.getByTestId('classroom-intro');
    await intro.waitFor();
    const text = await intro.innerText();
    for (const words of [/Quiz/, /Add to lesson/, /Projector mode/, /Share \/ QR/, /\?hidden=1/]) assert.match(text, words);
    assert.match(await intro.getByRole('link', { name: 'lesson editor' }).getAttribute('href'), /#\/lesson-editor$/);
    assert.match(await page.getByTestId('classroom-hidden-example').getAttribute('href'), /hidden=1/);
    const headings = await page.locator('.game-group .group-heading').allInnerTexts();
    assert.equal(headings.length, 4);
    assert.deepEqual(headings.map((h) => h.trim()), ['Heaps and strips', 'Boards and graphs', 'Games with a table', 'Minimax: scores and lines']);
    const heaps = await page.getByTestId('group-heaps').locator('.card').evaluateAll((els) => els.map((e) => e.dataset.game));
    assert.equal(heaps[0], 'nim');
    assert.ok(heaps.indexOf('nim') < heaps.indexOf('octal'), heaps.join(','));
    assert.equal((await page.getByTestId('play-nim').innerText()).trim(), 'Play Nim 3,4,5');
    assert.doesNotMatch(await page.getByTestId('play-subtract').innerText(), /subtract:/);
    await page.getByTestId('group-tables').getByTestId('table-tokenboard').waitFor();
    await page.getByTestId('group-minimax').getByTestId('play-alphabeta').waitFor();
    await page.getByTestId('play-nim').click();
    await page.waitForURL(/#\/play\/nim\/3,4,5$/);
    assert.equal(await statusOutcome(page), 'win');
  }, viewport);

  await test(`table: who wins in words, axes in plain words (${screen})`, async (page) => {
    await open(page, '#/table/tokenboard:12x4');
    await page.getByTestId('split-tables').waitFor();
    const [wins, moves] = [page.getByTestId('heatmap').nth(0), page.getByTestId('heatmap').nth(1)];
    await wins.locator('td[data-position="6,1"]').waitFor();
    assert.equal(await wins.locator('td[data-position="6,1"]').innerText(), 'lose ✗');
    assert.equal(await wins.locator('td[data-position="7,1"]').innerText(), 'win ✓');
    assert.equal(await wins.locator('td[data-position="1,1"]').innerText(), 'lose ✗');
    assert.equal(await moves.locator('td[data-position="6,1"]').innerText(), '2');
    const cells = await wins.locator('td').allInnerTexts();
    assert.ok(cells.every((t) => t === 'win ✓' || t === 'lose ✗'), cells.join('|'));
    assert.match(await page.locator('.legend').first().innerText(), /win ✓: the player to move wins; lose ✗/);
    const axes = await page.getByTestId('table-axes').first().innerText();
    assert.equal(axes, 'Row 1 to 12 down the side (12 rows); column 1 to 4 across the top (4 columns).');
    assert.doesNotMatch(await page.locator('.table-page').innerText(), /1 = top|\(row x/);
  }, viewport);

  await test(`table: the column-jump board honours size=20 (${screen})`, async (page) => {
    await open(page, '#/table/tokenboard:12x4?size=20');
    await page.getByTestId('split-tables').waitFor();
    const wins = page.getByTestId('heatmap').nth(0);
    await wins.locator('td[data-position="20,4"]').waitFor();
    assert.equal(await wins.locator('tbody tr').count(), 20);
    assert.equal(await page.getByTestId('table-size').inputValue(), '20');
    assert.match(await page.getByTestId('table-title').first().innerText(), /Column-jump board 20 x 4/);
    assert.match(page.url(), /\?size=20$/);
    // A cell past the 12 x 4 board's rows opens play on the taller board, where it exists.
    await wins.locator('td[data-position="18,2"] a').click();
    await page.waitForURL(/#\/play\/tokenboard:20x4\/18,2$/);
    assert.notEqual(await statusOutcome(page), 'error');
  }, viewport);
}

await finish();
