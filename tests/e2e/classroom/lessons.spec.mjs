// Lessons, the catalogue and tables as a teacher meets them: a lesson's step link opened in the
// same tab, misère kept from "Add to lesson", hidden steps revealed, a cleared draft undone, the
// catalogue's classroom introduction and group headings, who-wins tables in words and a table
// size that is honoured. Each runs on a desktop and on a phone.
import { test, expect, DESKTOP, PHONE, INNER } from '../fixtures.mjs';

const step = (page, n) => page.locator(`[data-testid=lesson-step][data-step="${n}"]`);

for (const [screen, viewport] of [['desktop', DESKTOP], ['phone', PHONE]]) {
  test.describe(screen, () => {
    test.use({ viewport });

    test(`lesson: a step link opened in the same tab shows that step (${screen})`, async ({ app, page }) => {
      await app.open('#/lesson?title=Week%203&g=nim&p=3,4,5&c=XOR&g=kayles&p=10&c=Split&g=nim&p=1,2,3&step=1');
      await expect(step(page, 1)).toBeVisible();
      const first = page.url().slice(page.url().indexOf('#'));
      await page.getByTestId('lesson-next').click();
      await expect(step(page, 2)).toBeVisible();
      await page.keyboard.press('ArrowRight');
      await expect(step(page, 3)).toBeVisible();
      await page.waitForURL(/step=3$/);
      // Followed in the same tab (hashchange, not a fresh load), the link shows step 1 again.
      await page.evaluate((h) => { location.hash = h; }, first);
      await expect(step(page, 1)).toBeVisible();
      await expect(page.locator('.lesson-progress')).toHaveText(/^Step 1 of 3/, INNER);
      await expect(page.getByTestId('lesson-caption')).toHaveText('XOR', INNER);
      await app.expectOutcome('win');
    });

    test(`lesson: a misère position added to a lesson comes back misère (${screen})`, async ({ app, page }) => {
      // Nim 1,1: lost in normal play, won in misère (take one, the other must take the last).
      await app.open('#/play/nim/1,1?misere=1');
      await app.expectOutcome('win');
      await page.getByTestId('add-to-lesson').click();
      await expect(page.getByTestId('add-to-lesson')).toContainText('lesson of 1');
      await app.open('#/lesson-editor');
      const row = page.locator('.lesson-step-row').first();
      await expect(row).toHaveAttribute('data-misere', 'true');
      await expect(page.getByTestId('step-misere-1')).toBeChecked();
      await expect(page.getByTestId('lesson-open')).toHaveAttribute('href', /&m=1/);
      await page.getByTestId('lesson-open').click();
      await expect(page.locator('[data-testid=lesson-step][data-step="1"][data-misere=true]')).toBeVisible();
      await app.expectOutcome('win');
      await expect(page.locator('.lesson-progress')).toHaveText(/misère/, INNER);
      // Unticked in the editor, the same step is normal play: a loss.
      await app.open('#/lesson-editor');
      await page.getByTestId('step-misere-1').uncheck();
      await page.getByTestId('lesson-open').click();
      await expect(page.locator('[data-testid=lesson-step][data-step="1"][data-misere=false]')).toBeVisible();
      await app.expectOutcome('lose');
    });

    test(`lesson: a hidden step shows no answer until Reveal (${screen})`, async ({ app, page }) => {
      await app.open('#/lesson?g=nim&p=3,4,5&h=1&g=kayles&p=10&step=1');
      await expect(step(page, 1)).toBeVisible();
      await app.expectOutcome('hidden');
      await expect(app.status).toHaveText(/Who wins\? Think, then press Reveal/, INNER);
      await expect(app.status).not.toHaveText(/to move (wins|loses)|Grundy|draw|✓|✗/, INNER);
      await expect(page.locator('[data-move]').first()).toBeVisible();
      await expect(page.locator('.move.win, .move.lose, .move .marker')).toHaveCount(0);
      await expect(page.getByTestId('working-total')).toHaveCount(0);
      await page.getByTestId('reveal').click();
      await app.expectOutcome('win');
      await expect(page.locator('.move.win').first()).toBeVisible();
      await expect(page.getByTestId('working-total')).toBeVisible();
      // Another step shows its own answers; coming back, the hidden step is hidden again.
      await page.getByTestId('lesson-next').click();
      await expect(step(page, 2)).toBeVisible();
      await app.expectOutcome('win');
      await page.getByTestId('lesson-prev').click();
      await expect(step(page, 1)).toBeVisible();
      await app.expectOutcome('hidden');
      // The editor ticks "hide the answer" per step, and the link carries it.
      await page.getByRole('button', { name: 'Edit this lesson' }).click();
      await expect(page.getByTestId('step-hidden-2')).toBeVisible();
      await expect(page.getByTestId('step-hidden-1')).toBeChecked();
      await expect(page.getByTestId('step-hidden-2')).not.toBeChecked();
      await page.getByTestId('step-hidden-2').check();
      await expect(page.getByTestId('lesson-open')).toHaveAttribute('href', /g=kayles&p=10&h=1/);
    });

    test(`lesson: clearing the draft can be undone (${screen})`, async ({ app, page }) => {
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
      await page.getByLabel('caption of step 1').fill('XOR the heaps');
      await page.getByTestId('lesson-title').fill('Week 3');
      await page.getByTestId('lesson-clear').click();
      await expect(page.getByTestId('lesson-empty')).toBeVisible();
      await expect(page.getByTestId('undo-note')).toHaveText(/Draft cleared\./, INNER);
      await page.getByTestId('undo-clear').click();
      await expect(rows).toHaveCount(2);
      await expect(page.getByLabel('caption of step 1')).toHaveValue('XOR the heaps');
      await expect(page.getByTestId('lesson-title')).toHaveValue('Week 3');
      await expect(page.getByTestId('undo-note')).toHaveCount(0);
      // Removing a step is one click, so it can be undone too.
      await page.getByLabel('remove step 1').click();
      await expect(page.getByTestId('undo-note')).toContainText('Step 1 removed.');
      await expect(rows).toHaveCount(1);
      await page.getByTestId('undo-clear').click();
      await expect(rows).toHaveCount(2);
      await expect(rows.first()).toHaveAttribute('data-game', 'nim');
      // The restored draft is kept: a reload still has it.
      await page.reload();
      await expect(rows).toHaveCount(2);
      await expect(page.getByLabel('caption of step 1')).toHaveValue('XOR the heaps');
    });

    test(`catalogue: the classroom introduction and the games under their headings (${screen})`, async ({ app, page }) => {
      await app.open('#/');
      const intro = page.getByTestId('classroom-intro');
      for (const words of [/Quiz/, /Add to lesson/, /Projector mode/, /Share \/ QR/, /\?hidden=1/]) await expect(intro).toHaveText(words, INNER);
      await expect(intro.getByRole('link', { name: 'lesson editor' })).toHaveAttribute('href', /#\/lesson-editor$/);
      await expect(page.getByTestId('classroom-hidden-example')).toHaveAttribute('href', /hidden=1/);
      await expect(page.locator('.game-group .group-heading'))
        .toHaveText(['Heaps and strips', 'Boards and graphs', 'Games with a table', 'Partizan games: Left and Right', 'Minimax: scores and lines'], INNER);
      const heaps = await page.getByTestId('group-heaps').locator('.card').evaluateAll((els) => els.map((e) => e.dataset.game));
      expect(heaps[0]).toBe('nim');
      expect(heaps.indexOf('nim') < heaps.indexOf('octal'), heaps.join(',')).toBe(true);
      await expect(page.getByTestId('play-nim')).toHaveText('Play Nim 3,4,5', INNER);
      await expect(page.getByTestId('play-subtract')).not.toHaveText(/subtract:/, INNER);
      await expect(page.getByTestId('group-tables').getByTestId('table-tokenboard')).toBeVisible();
      await expect(page.getByTestId('group-minimax').getByTestId('play-alphabeta')).toBeVisible();
      await expect(page.getByTestId('group-partizan').getByTestId('play-domineering')).toBeVisible();
      await page.getByTestId('play-nim').click();
      await page.waitForURL(/#\/play\/nim\/3,4,5$/);
      await app.expectOutcome('win');
    });

    test(`table: who wins in words, axes in plain words (${screen})`, async ({ app, page }) => {
      await app.open('#/table/tokenboard:12x4');
      await expect(page.getByTestId('split-tables')).toBeVisible();
      const [wins, moves] = [page.getByTestId('heatmap').nth(0), page.getByTestId('heatmap').nth(1)];
      await expect(wins.locator('td[data-position="6,1"]')).toHaveText('lose ✗', INNER);
      await expect(wins.locator('td[data-position="7,1"]')).toHaveText('win ✓', INNER);
      await expect(wins.locator('td[data-position="1,1"]')).toHaveText('lose ✗', INNER);
      await expect(moves.locator('td[data-position="6,1"]')).toHaveText('2', INNER);
      const cells = await wins.locator('td').allInnerTexts();
      expect(cells.every((t) => t === 'win ✓' || t === 'lose ✗'), cells.join('|')).toBe(true);
      await expect(page.locator('.legend').first()).toHaveText(/win ✓: the player to move wins; lose ✗/, INNER);
      await expect(page.getByTestId('table-axes').first())
        .toHaveText('Row 1 to 12 down the side (12 rows); column 1 to 4 across the top (4 columns).', INNER);
      await expect(page.locator('.table-page')).not.toHaveText(/1 = top|\(row x/, INNER);
    });

    test(`table: the column-jump board honours size=20 (${screen})`, async ({ app, page }) => {
      await app.open('#/table/tokenboard:12x4?size=20');
      await expect(page.getByTestId('split-tables')).toBeVisible();
      const wins = page.getByTestId('heatmap').nth(0);
      await expect(wins.locator('td[data-position="20,4"]')).toBeVisible();
      await expect(wins.locator('tbody tr')).toHaveCount(20);
      await expect(page.getByTestId('table-size')).toHaveValue('20');
      await expect(page.getByTestId('table-title').first()).toHaveText(/Column-jump board 20 x 4/, INNER);
      await expect(page).toHaveURL(/\?size=20$/);
      // A cell past the 12 x 4 board's rows opens play on the taller board, where it exists.
      await wins.locator('td[data-position="18,2"] a').click();
      await page.waitForURL(/#\/play\/tokenboard:20x4\/18,2$/);
      expect(await app.outcome()).not.toBe('error');
    });
  });
}
