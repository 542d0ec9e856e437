// The play page as a class meets it (every game's board in view is every-game.spec.mjs's):
// answers can be hidden until revealed, the computer's move is said in words, a finished game
// says who won in the winner's style, New game starts over, and a misère search too large to
// run says so with a way out.
import { test, expect, DESKTOP, PHONE, INNER } from '../fixtures.mjs';

test.describe('on a phone', () => {
  test.use({ viewport: PHONE });

  test('a link followed from a table opens the play page at its top', async ({ app, page }) => {
    await app.open('#/table/chocolate?size=30');
    // The rows are drawn a few per task: the last cell is the 900th once they all are.
    const cells = page.locator('td[data-position] a');
    await expect(cells).toHaveCount(900);
    const cell = cells.last();
    await cell.scrollIntoViewIfNeeded();
    expect(await page.evaluate(() => scrollY), 'the table page was scrolled').toBeGreaterThan(0);
    await cell.click();
    await app.outcome();
    expect(await page.evaluate(() => scrollY)).toBe(0);
  });

  test('answers hidden until Reveal: no outcome, shading, formula, working or hint', async ({ app, page }) => {
    await app.open('#/play/nim/3,4,5?hidden=1');
    await app.expectOutcome('hidden');
    await expect(app.status).toHaveText(/Player 1 to move\. Who wins\?/, INNER);
    await expect(app.status).not.toHaveText(/winning|losing|Grundy/, INNER);
    await expect(page.locator('.board .marker'), 'no move markers').toHaveCount(0);
    await expect(page.locator('.board .move.win, .board .move.lose'), 'no shading').toHaveCount(0);
    await expect(page.getByTestId('formula')).toHaveCount(0);
    await expect(page.getByTestId('working')).toHaveCount(0);
    await expect(page.getByTestId('why')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Hint' })).toBeDisabled();
    // A move keeps them hidden, and the link keeps the switch.
    await page.locator('[data-move="h1-1"]').click();
    await page.waitForURL(/#\/play\/nim\/2,4,5\?hidden=1$/);
    await app.expectOutcome('hidden');
    await page.getByTestId('reveal').click();
    await app.expectOutcome('win');
    await expect(app.status).toHaveText(/Player 2 to move, winning/, INNER);
    await expect(page.locator('.board .marker').first()).toBeAttached();
    await expect(page.getByTestId('formula')).toBeVisible();
    await expect(page.getByTestId('working')).toBeVisible();
    // The switch on a page with answers shown hides them and says so in the link.
    await app.open('#/play/kayles/10');
    await app.expectOutcome('win');
    await page.getByTestId('hide-answers').check();
    await page.waitForURL(/#\/play\/kayles\/10\?hidden=1$/);
    await app.expectOutcome('hidden');
    await page.getByTestId('hide-answers').uncheck();
    await page.waitForURL(/#\/play\/kayles\/10$/);
    await app.expectOutcome('win');
  });

  test('the computer\'s move is said in words and a student\'s win is shown as a win', async ({ app, page }) => {
    await app.open('#/play/nim/1,2');
    await app.outcome();
    await page.getByLabel('computer opponent').selectOption('second');
    // Take the single counter: the computer takes the pair, and the student has lost.
    await page.locator('[data-move="h1-1"]').click();
    await expect(page.getByTestId('last-move')).toHaveText(/^The computer: take 2 from heap 2\.$/);
    // The counters it took stay on the board as outlines, so the class sees what changed.
    await expect(page.locator('.board .counter.taken')).toHaveCount(2);
    await page.waitForURL(/#\/play\/nim\/[0,]*$/);
    await expect(app.status).toHaveText(/You cannot move: game over, The computer won/, INNER);
    await expect(app.status).toHaveClass(/\blost\b/);
    // New game: back to the start, the moves forgotten.
    await page.getByTestId('reset').click();
    await page.waitForURL(/#\/play\/nim\/1,2$/);
    await expect(page.locator('ol.history li')).toHaveCount(1);
    await expect(page.getByTestId('last-move')).toHaveText('', INNER);
    // This time win: take 1 from the pair (1,1), whatever the computer does the student takes the last.
    await page.locator('[data-move="h2-1"]').click();
    await expect(page.getByTestId('last-move')).toHaveText(/^The computer: take 1 from heap \d\.$/);
    await page.locator('button[data-move]:not([disabled])').first().click();
    await page.waitForURL(/#\/play\/nim\/[0,]*$/);
    await expect(page.getByTestId('last-move')).toHaveText(/^You: take 1 from heap \d\.$/);
    await expect(app.status).toHaveText(/game over, You won/, INNER);
    await expect(app.status).toHaveClass(/\bwon\b/);
    await expect(app.status.locator('.status-shape')).toHaveText(/★/, INNER);
  });

  test('a misère position too large to search says why, with a way back to normal play', async ({ app, page }) => {
    // 0.127's misère quotient passes the order a solve builds by heap 13 (in 1.7 s natively),
    // and 40,39 is too large to search, so nothing answers this.
    await app.open('#/play/octal:0.127/40,39?misere=1');
    await app.expectOutcome('error');
    await expect(app.status).toHaveText(/Misère play cannot be shown for this position: position too large: solving it needs more than \d+ positions/, INNER);
    await expect(app.status).toHaveText(/Try a smaller position, or switch to normal play/, INNER);
    await expect(page.getByRole('button', { name: 'Hint' })).toBeDisabled();
    await expect(page.getByTestId('start-quiz')).toBeDisabled();
    await page.getByTestId('to-normal-play').click();
    await page.waitForURL(/#\/play\/octal(:|%3A)0\.127\/40(,|%2C)39$/);
    await app.expectOutcome('win');
  });

  test('a DAG play page draws its graph and names each slide in words', async ({ app, page }) => {
    await app.open('#/dag');
    await page.getByTestId('dag-play').click();
    await app.outcome();
    const picture = page.locator('.board svg.graph-picture');
    await expect(picture).toBeVisible();
    expect(await page.locator('.graph-vertex').count(), 'vertices drawn').toBeGreaterThanOrEqual(3);
    await expect(picture).toHaveAttribute('aria-label', /^a graph of \d+ vertices and \d+ edges; chips on /);
    const slides = page.locator('.board button[data-move]');
    await expect(slides.first()).toHaveText(/^slide a chip from \S+ to \S+/, INNER);
    // Values are drawn only while move values are shown.
    await expect(picture.locator('text', { hasText: /^g=/ }).first()).toBeAttached();
    await page.getByTestId('hide-answers').check();
    await expect(page.getByTestId('reveal')).toBeVisible();
    await expect(picture.locator('text', { hasText: /^g=/ })).toHaveCount(0);
  });

  test('the share panel closes with Escape and when another page opens', async ({ app, page }) => {
    await app.open('#/play/nim/3,4,5');
    await app.outcome();
    await page.getByTestId('share-button').click();
    await expect(page.getByTestId('share-panel')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('share-panel')).toHaveCount(0);
    await page.getByTestId('share-button').click();
    await expect(page.getByTestId('share-panel')).toBeVisible();
    await page.getByRole('link', { name: 'nimlab' }).first().click();
    await page.waitForURL(/#\/$/);
    await expect(page.getByTestId('share-panel')).toHaveCount(0);
  });
});

test.describe('on a desktop', () => {
  test.use({ viewport: DESKTOP });

  test('tic-tac-toe won by three in a row says who made the line and marks it', async ({ app, page }) => {
    await app.open('#/play/tictactoe/xx.oo....');
    await app.outcome();
    await page.locator('[data-move="3"]').click();
    await page.waitForURL(/#\/play\/tictactoe\/xxxoo\.\.\.\.$/);
    await expect(app.status).toHaveText(/Game over: Player 1 completed the marked line and won/, INNER);
    await expect(page.locator('.details .note')).toHaveText(/X \(player 1\) made three in a row/, INNER);
    await expect(page.locator('.board .highlighted')).toHaveCount(3);
    await expect(page.getByTestId('last-move')).toHaveText(/^Player 1: square c1\.$/, INNER);
  });
});
