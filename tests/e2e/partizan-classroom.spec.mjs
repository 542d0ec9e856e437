// The partizan page as a class meets it, checked against the CLI (tests/e2e/cli.mjs):
//  - the side to move is part of the link: a copied mid-game link opens with the right side;
//  - hidden answers give nothing away (no value, class, shading, thermograph or working, not
//    even in attributes) until Reveal, and the switch hides them again;
//  - Add to lesson, New game and Undo/Redo through edits;
//  - no dead ends: Retry after Stop, and an editor on a board refused as too large.
import { test, expect, DESKTOP, PHONE, playHash, stallWorkers } from './fixtures.mjs';
import { solve, cli } from './cli.mjs';

test.use({ viewport: DESKTOP });

const sideOf = (url) => (new URL(url).hash.match(/[?&]side=([LR])/) || [null, 'L'])[1];

for (const [size, name] of [[PHONE, 'phone'], [DESKTOP, 'desktop'], [{ width: 1920, height: 1080 }, 'projector']]) {
  test(`a copied mid-game link opens with the side to move (${name})`, async ({ app, page }) => {
    await page.setViewportSize(size);
    const extra = name === 'projector' ? '?projector=1' : '';
    await app.open(playHash('domineering', '3x3', extra));
    await app.outcome();
    await page.locator('[data-move][data-side=left]').first().click();
    await expect(page.getByTestId('side-right')).toBeChecked();
    await expect.poll(() => sideOf(page.url()), { message: 'the link names Right' }).toBe('R');
    const link = page.url();
    const position = decodeURIComponent(new URL(link).hash.match(/^#\/play\/[^/]+\/([^?]*)/)[1]);
    const want = JSON.parse(cli(['solve', 'domineering', position, '--side', 'R', '--json']));
    // A pupil opens the link in a fresh browser: Right moves, with Right's moves only.
    const pupil = await app.fresh({ viewport: size });
    await pupil.open(link.slice(link.indexOf('#')));
    await pupil.outcome();
    await expect(pupil.page.getByTestId('side-right')).toBeChecked();
    await expect(pupil.status).toHaveAttribute('data-outcome', want.mover_wins ? 'win' : 'lose');
    const sides = await pupil.page.locator('[data-move]').evaluateAll((els) => [...new Set(els.map((e) => e.dataset.side))]);
    expect(sides).toEqual(want.moves.some((m) => m.side === 'right') ? ['right'] : []);
    await app.expectNoOverflow(`the partizan page on a ${name}`);
    await pupil.screen(`partizan-link-right-to-move-${name}`);
  });
}

test('hidden answers give nothing away until Reveal, and hide again', async ({ app, page }) => {
  const sol = solve('domineering', '2x3');
  await app.open(playHash('domineering', '2x3', '?hidden=1&side=R'));
  await app.expectOutcome('hidden');
  await expect(page.getByTestId('side-right')).toBeChecked();
  const main = page.locator('main, body').first();
  const text = await main.innerText();
  for (const testid of ['value', 'class', 'thermograph', 'working']) {
    await expect(page.getByTestId(testid), `${testid} before Reveal`).toHaveCount(0);
  }
  expect(text).not.toContain('✓');
  expect(text).not.toContain('✗');
  await expect(page.locator('[data-move][data-value]'), 'values in attributes').toHaveCount(0);
  await expect(page.locator('.move.win, .move.lose').filter({ hasNot: page.locator('.demo') })).toHaveCount(0);
  await page.getByTestId('reveal').click();
  await expect(page.getByTestId('value')).toHaveAttribute('data-canonical', sol.canonical);
  await expect(page.getByTestId('thermograph')).toBeVisible();
  await expect(page.locator('[data-move][data-value]').first()).toBeAttached();
  // The switch hides them again, and the link says so.
  await page.getByTestId('hide-answers').check();
  await expect(page.getByTestId('value')).toHaveCount(0);
  await expect.poll(() => page.url()).toContain('hidden=1');
});

test('add to lesson, undo through an edit, and new game', async ({ app, page }) => {
  await app.open(playHash('clobber', 'xox/oxo'));
  await app.outcome();
  await page.getByTestId('add-to-lesson').click();
  await expect(page.getByTestId('add-to-lesson')).toContainText('lesson of 1');
  // An edit, then undo and redo through it.
  await page.getByTestId('edit-board').click();
  await page.getByTestId('board-editor').locator('[data-move]').first().click();
  await expect(page.locator('h2')).toContainText('position oox/oxo');
  await page.getByTestId('edit-board').click();
  await page.getByTestId('undo').click();
  await expect(page.locator('h2')).toContainText('position xox/oxo');
  await page.getByTestId('redo').click();
  await expect(page.locator('h2')).toContainText('position oox/oxo');
  await page.getByTestId('side-right').check();
  await page.getByTestId('reset').click();
  await expect(page.locator('h2')).toContainText('position xox/oxo');
  await expect(page.getByTestId('side-left')).toBeChecked();
  await expect(page.getByTestId('reset')).toBeDisabled();
  await app.open('#/lesson-editor');
  await expect(page.locator('.lesson-step-row')).toHaveCount(1);
});

test.describe('no dead ends', () => {
  test('Stop, then Retry, values the position', async ({ app, page }) => {
    await stallWorkers(page, { job: true });
    await app.open(playHash('domineering', '3x4'));
    await page.getByTestId('stop-solve').click();
    await app.expectOutcome('error');
    await expect(page.getByTestId('edit-after-error')).toBeVisible();
    await page.getByTestId('retry').click();
    const sol = solve('domineering', '3x4');
    await expect(page.getByTestId('value')).toHaveAttribute('data-canonical', sol.canonical);
  });

  test('a board refused as too large opens its editor from the message', async ({ app, page }) => {
    await app.open(playHash('domineering', '6x6'));
    await expect(page.getByTestId('too-large')).toContainText('position too large');
    await page.getByTestId('edit-after-error').click();
    const editor = page.getByTestId('board-editor');
    await expect(editor).toBeVisible();
    await page.getByTestId('edit-remove-row').click();
    await page.getByTestId('edit-remove-row').click();
    await expect(page.locator('h2')).toContainText('position ....../....../....../......');
  });
});
