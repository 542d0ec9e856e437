// Partizan positions too large for their canonical forms, and the computer on every partizan page:
//  - Domineering 8x8 is drawn whole (64 squares inside the window) at phone, desktop and projector
//    sizes; a move is made by two clicks and the computer answers; Hint points at a move;
//  - a stopped outcome search keeps what it proved: moves shaded before Stop stay shaded after;
//  - Clobber 5x6, Konane 6x6 and Amazons 4x4 and 5x5 are drawn and played too;
//  - a hidden link still draws the board;
//  - on a small solved board (Domineering 3x3) the computer plays a winning move, checked against
//    the CLI.
import { test, expect, DESKTOP, PHONE, SCREENS, playHash } from './fixtures.mjs';
import { solve } from './cli.mjs';

const SIZES = [['phone', PHONE, ''], ['desktop', DESKTOP, ''], ['projector', DESKTOP, '?projector=1']];

/** The squares of the board and whether each is drawn inside the window's width. */
const squares = (page) => page.locator('.tromino-board [role=gridcell]').evaluateAll((els) => els.map((e) => {
  const r = e.getBoundingClientRect();
  return { inside: r.left >= 0 && r.right <= document.documentElement.clientWidth + 1, width: r.width };
}));

/** The moves drawn now with how they are shaded: [{ move, outcome }]. */
const shaded = (page) => page.locator('[data-move]').evaluateAll((els) => els.map((e) =>
  ({ move: e.dataset.move, outcome: e.dataset.outcome })));

/** The board's key of a square named in a move ("c2": column c, row 2): `r2c3`. */
const cellKey = (square) => `r${square.slice(1)}c${square.charCodeAt(0) - 96}`;

/** Plays `move` (a domino, "a1-a2") by clicking its two squares. */
async function playByClicks(page, move) {
  for (const square of move.split('-')) await page.locator(`[data-cell="${cellKey(square)}"]`).click();
}

for (const [label, viewport, extra] of SIZES) {
  test(`domineering 8x8 at ${label} size: drawn whole, played by clicks, the computer answers, Hint`, async ({ app, page }) => {
    await page.setViewportSize(viewport);
    await app.open(playHash('domineering', '8x8', extra));
    // The value is refused as too large; the board is drawn all the same, with who wins unknown.
    await expect(page.getByTestId('too-large')).toContainText('position too large');
    await expect(page.locator('.board.placeholder')).toHaveCount(0);
    await expect.poll(async () => (await squares(page)).length).toBe(64);
    const sq = await squares(page);
    expect(sq.filter((s) => !s.inside).length, 'squares outside the window').toBe(0);
    expect(Math.min(...sq.map((s) => s.width)), 'a square is large enough to hit').toBeGreaterThanOrEqual(24);
    await app.expectNoOverflow(`8x8 ${label}`);
    // No move is shaded as won or lost unless proved: the rest say "?" (not yet proved).
    const before = await shaded(page);
    expect(before.length).toBeGreaterThan(0);
    for (const m of before) expect(['win', 'lose', 'unproved']).toContain(m.outcome);
    await app.screen(`partizan-large-8x8-${label}`);

    // The computer plays Right; Left moves by two clicks and the computer answers.
    await page.getByTestId('computer').selectOption('right');
    await page.getByTestId('computer-level').selectOption('200');
    const move = before[0].move;
    await playByClicks(page, move);
    // The line says Left's move only until the computer answers, which at 0.2 s can be before
    // it is read: so the answer is read, and the two dominoes on the board show Left's move too.
    await expect(page.getByTestId('last-move')).toContainText('(the computer', { timeout: 60_000 });
    await expect(page.getByTestId('last-move')).toContainText('Right (lying dominoes) played');
    await expect(page.getByTestId('side-left')).toBeChecked();
    // Both dominoes are drawn on the board, each in its side's colour and letter.
    await expect(page.locator('.tromino-board .placed')).toHaveCount(4);

    // Hint (the h key): a move is pointed at on the board and said in words.
    await page.keyboard.press('h');
    await expect(page.getByTestId('hint-note')).toContainText('Hint:');
    await expect(page.locator('.hint-cell').first()).toBeVisible();
    await app.screen(`partizan-large-8x8-${label}-computer`);
    // What the window shows (the full page is long: the list of every placement follows).
    await page.getByTestId('status').scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${SCREENS}/partizan-large-8x8-${label}-window.png` });

    // Undo takes back the computer's move with the player's.
    await page.keyboard.press('u');
    await expect(page.locator('h2')).toContainText('position 8x8');
    await expect(page.getByTestId('side-left')).toBeChecked();
  });
}

// The other boards refused as too large: each drawn whole and played (a listed move), Left then Right.
const LARGE = [
  ['clobber', 'xoxoxo/oxoxox/xoxoxo/oxoxox/xoxoxo', 30],
  ['konane', 'xoxoxo/oxoxox/xo.oxo/ox.xox/xoxoxo/oxoxox', 36],
  ['amazons', 'L..R/..../..../R..L', 16],
  ['amazons', 'L...R/...../...../...../R...L', 25],
];
for (const [game, position, cells] of LARGE) {
  test(`${game} ${position}: refused as too large, drawn whole and played`, async ({ app, page }) => {
    await page.setViewportSize(PHONE);
    await app.open(playHash(game, position));
    await expect(page.getByTestId('too-large')).toContainText('position too large');
    await expect.poll(async () => (await squares(page)).length).toBe(cells);
    expect((await squares(page)).filter((s) => !s.inside).length, 'squares outside the window').toBe(0);
    const first = page.locator('.move-list [data-move]').first();
    const move = await first.getAttribute('data-move');
    await first.click();
    await expect(page.getByTestId('last-move')).toContainText(move);
    await expect(page.getByTestId('side-right')).toBeChecked();
    await expect.poll(async () => (await squares(page)).length).toBe(cells);
    await expect(page.locator('.move-list [data-move]').first()).toHaveAttribute('data-side', 'right');
  });
}

test('a stopped outcome search keeps what it proved', async ({ app, page }) => {
  test.setTimeout(300_000);
  await page.setViewportSize(DESKTOP);
  // 8 x 8: Domineering's own search proves 6 x 6 and 7 x 7 whole before Stop could be pressed;
  // on 8 x 8 a first move is proved within seconds, every move only after minutes.
  await app.open(playHash('domineering', '8x8'));
  await expect(page.getByTestId('too-large')).toBeVisible();
  // The page's own search runs for a while by itself and then ends; the search asked for next
  // goes on until every move is proved, far longer than this test waits.
  await page.locator('[data-testid=outcome-search][data-running=false]:has-text("Searched") [data-testid=search-further]')
    .click({ timeout: 120_000 });
  await expect(page.getByTestId('stop-search')).toBeVisible();
  await expect.poll(async () => (await shaded(page)).filter((m) => m.outcome !== 'unproved').length,
    { timeout: 240_000 }).toBeGreaterThan(0);
  await page.getByTestId('stop-search').click();
  await expect(page.getByTestId('search-further')).toBeVisible();
  const proved = (await shaded(page)).filter((m) => m.outcome !== 'unproved');
  const after = await shaded(page);
  for (const m of proved) {
    expect(after.find((x) => x.move === m.move)?.outcome, `${m.move} stays shaded after Stop`).toBe(m.outcome);
  }
  // A proof is shown with its shape, not by colour alone.
  const first = page.locator(`[data-move="${proved[0].move}"] .marker`).first();
  await expect(first).toHaveText(/[✓✗]/);
  await app.screen('partizan-large-stopped');
});

test('a hidden link to a large board still draws the board, without answers', async ({ app, page }) => {
  await app.open(playHash('domineering', '6x6', '?hidden=1'));
  await app.expectOutcome('hidden');
  await expect.poll(async () => (await squares(page)).length).toBe(36);
  for (const m of await shaded(page)) expect(m.outcome).toBe('unproved');
  await expect(page.locator('.tromino-board .marker')).toHaveCount(0);
});

test('keyboard only: the computer is chosen and a move is made without the mouse', async ({ app, page }) => {
  await page.setViewportSize(DESKTOP);
  await app.open(playHash('domineering', '8x8'));
  await expect(page.getByTestId('too-large')).toBeVisible();
  await page.getByTestId('computer').focus();
  await page.keyboard.press('ArrowDown'); // Left
  await page.keyboard.press('ArrowDown'); // Right
  await expect(page.getByTestId('computer')).toHaveValue('right');
  // Into the board: the first move square, then Enter on two squares of a vertical domino.
  // Passing Left on the way, the select made the computer think for Left, and the board is
  // disabled until the page has taken Right's turn in: a disabled square takes no focus.
  const a1 = page.locator(`[data-cell="${cellKey('a1')}"]`);
  await expect(a1).toBeEnabled();
  await a1.focus();
  await expect(a1).toBeFocused();
  await page.keyboard.press('Enter');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('last-move')).toContainText('(the computer', { timeout: 60_000 });
  await app.screen('partizan-large-keyboard');
  await page.screenshot({ path: `${SCREENS}/partizan-large-keyboard-window.png` });
});

test('domineering 3x3: the computer plays a winning move, as the CLI says', async ({ app, page }) => {
  await page.setViewportSize(DESKTOP);
  // Right to move in 3x3 wins (±1): the computer plays Right's first move.
  const sol = solve('domineering', '3x3');
  const winning = sol.moves.filter((m) => m.side === 'right' && m.winning).map((m) => m.to);
  expect(winning.length).toBeGreaterThan(0);
  await app.open(playHash('domineering', '3x3', '?side=R'));
  await app.outcome();
  await page.getByTestId('computer').selectOption('right');
  await expect(page.getByTestId('last-move')).toContainText('(the computer: a move proved best)');
  const position = (await page.locator('h2 .position-text').innerText()).replace(/^\s*position\s*/, '');
  expect(winning, `the computer's move to ${position} wins for Right`).toContain(position);
  // Left to move now loses, as the CLI says of every position a winning move reaches.
  await expect(page.getByTestId('status')).toHaveAttribute('data-outcome', 'lose');
});
