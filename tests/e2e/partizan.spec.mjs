// Partizan games, checked against the engine's CLI (tests/e2e/cli.mjs):
//  - every partizan game's example: for Left to move and then Right, the board offers exactly
//    the CLI's moves of that side (data-side), each shaded winning or losing as the CLI says and
//    labelled with the value it reaches; the value panel shows the CLI's canonical form, and the
//    thermograph and the working are drawn;
//  - Domineering 3x3 is ±1: Left's moves are vertical, Right's horizontal, and a winning move
//    hands the move to the other side;
//  - the Hackenbush editor's graph, the compare page and the partizan quizzes.
import { test, expect, DESKTOP, playHash, INNER } from './fixtures.mjs';
import { GAMES, solve, isPartizan, cli } from './cli.mjs';

test.use({ viewport: DESKTOP });

const PARTIZAN = GAMES.filter(isPartizan);
const sorted = (list) => [...list].sort();

test('the catalogue has the partizan games', () => {
  expect(sorted(PARTIZAN.map((g) => g.id))).toEqual(['amazons', 'childish', 'clobber', 'col', 'cutcake', 'domineering', 'hackenbush', 'konane', 'maundy', 'push', 'shove', 'skijumps', 'snort', 'toads', 'toppling']);
});

/** The moves the page offers now: [{ move, side, outcome, value }]. */
const shown = (page) => page.locator('[data-move]').evaluateAll((els) => els.map((e) =>
  ({ move: e.dataset.move, side: e.dataset.side, outcome: e.dataset.outcome, value: e.dataset.value })));

async function expectSide(page, sol, side, where) {
  await page.getByTestId(`side-${side}`).check();
  const want = sol.moves.filter((m) => m.side === side);
  await expect.poll(async () => sorted((await shown(page)).map((m) => m.move)), { message: `${where}: ${side}'s moves` })
    .toEqual(sorted(want.map((m) => m.move)));
  const got = await shown(page);
  for (const m of got) {
    const w = want.find((x) => x.move === m.move);
    expect(m.side, `${where}: ${m.move} is ${side}'s`).toBe(side);
    expect(m.outcome, `${where}: ${side}'s ${m.move} shaded`).toBe(w.winning ? 'win' : 'lose');
    expect(m.value, `${where}: ${side}'s ${m.move} labelled`).toBe(w.canonical);
  }
  const wins = sol.outcome === 'N' || sol.outcome === (side === 'left' ? 'L' : 'R');
  await expect(page.getByTestId('status')).toHaveAttribute('data-outcome', wins ? 'win' : 'lose');
}

for (const g of PARTIZAN) {
  test(`partizan ${g.id}: each side's moves, shaded and labelled as the CLI says, with the value panel`, async ({ app, page }) => {
    const sol = solve(g.example_game, g.example_position);
    await app.open(playHash(g.example_game, g.example_position));
    await app.outcome();
    await expect(page.getByTestId('value')).toHaveAttribute('data-canonical', sol.canonical);
    await expect(page.getByTestId('value')).toHaveAttribute('data-outcome', sol.outcome);
    await expect(page.getByTestId('temperature')).toHaveText(sol.temperature);
    await expect(page.getByTestId('mean')).toHaveText(sol.mean);
    await expect(page.getByTestId('thermograph')).toBeVisible();
    await expect(page.getByTestId('working')).toBeVisible();
    await expectSide(page, sol, 'left', `${g.id} ${sol.position}`);
    await expectSide(page, sol, 'right', `${g.id} ${sol.position}`);
    expect(await app.axe(), 'axe-core violations').toEqual([]);
  });
}

test('domineering 3x3 is ±1: vertical moves for Left, horizontal for Right, and the move passes', async ({ app, page }) => {
  const sol = solve('domineering', '3x3');
  expect(sol.canonical).toBe('+-1');
  await app.open(playHash('domineering', '3x3'));
  await app.outcome();
  await expect(page.getByTestId('value')).toHaveAttribute('data-canonical', '+-1');
  await expect(page.getByTestId('value')).toContainText('±1', INNER);
  await expect(page.getByTestId('class')).toContainText('whoever starts wins');
  // The thermograph of ±1: a mast at 0 from temperature 1, walls at 1 and -1 below it.
  const thermo = page.getByTestId('thermograph');
  await expect(thermo).toHaveAttribute('data-temperature', '1');
  await expect(thermo).toHaveAttribute('data-mean', '0');
  await expect(thermo.locator('[data-wall=left]')).toHaveCount(1);
  await expect(thermo.locator('[data-wall=right]')).toHaveCount(1);
  await expect(thermo.locator('[data-mast]')).toHaveCount(1);
  // Left's dominoes stand in one column (a1-a2: the same letter), Right's lie in one row.
  const left = sol.moves.filter((m) => m.side === 'left').map((m) => m.move);
  const right = sol.moves.filter((m) => m.side === 'right').map((m) => m.move);
  expect(left.length).toBe(6);
  expect(right.length).toBe(6);
  for (const m of left) expect(m, 'a vertical domino').toMatch(/^([a-z])(\d+)-\1(\d+)$/);
  for (const m of right) expect(m, 'a horizontal domino').toMatch(/^[a-z](\d+)-[a-z]\1$/);
  await expectSide(page, sol, 'left', 'domineering 3x3');
  const winning = page.locator('[data-move][data-outcome=win]').first();
  const text = await winning.getAttribute('data-move');
  const to = sol.moves.find((m) => m.move === text && m.side === 'left').to;
  await winning.click();
  await expect(page.locator('h2')).toContainText(`position ${to}`);
  await expect(page.getByTestId('side-right')).toBeChecked();
  await expect(page.getByTestId('status')).toHaveAttribute('data-outcome', 'lose');
  await app.screen('partizan-domineering-3x3');
});

test('a hidden link keeps the value until Reveal', async ({ app, page }) => {
  await app.open(playHash('toads', 'TT.FF', '?hidden=1'));
  await app.expectOutcome('hidden');
  await expect(page.getByTestId('value')).toHaveCount(0);
  await page.getByTestId('reveal').click();
  await expect(page.getByTestId('value')).toHaveAttribute('data-canonical', '*');
});

test('compare: domineering 2x3 against cutcake 1x2, and the difference can be played', async ({ app, page }) => {
  const want = JSON.parse(cli(['compare', 'domineering:2x3', 'cutcake:1x2', '--json']));
  await app.open('#/compare?g=domineering%3A2x3&h=cutcake%3A1x2');
  const result = page.getByTestId('comparison');
  await expect(result).toHaveAttribute('data-relation', want.relation === '||' ? '‖' : want.relation);
  await page.getByTestId('play-difference').click();
  await expect(page.getByTestId('value')).toHaveAttribute('data-canonical', want.difference);
  expect(await app.axe(), 'axe-core violations').toEqual([]);
});

test('a partizan sum in play: its parts and the value of the whole', async ({ app, page }) => {
  const position = 'domineering:2x3 + toads:TT.F + hackenbush:0-1:b';
  const sol = solve('sum', position);
  await app.open(playHash('sum', position));
  await app.outcome();
  await expect(page.getByTestId('value')).toHaveAttribute('data-canonical', sol.canonical);
  await expectSide(page, sol, 'right', 'the sum');
});

test('quizzes: who wins, and the value typed in any form', async ({ app, page }) => {
  await app.open('#/quiz/domineering?seed=3&positions=2x2|2x1&kind=class');
  await page.locator('[data-answer=N]').click();
  await expect(page.getByTestId('quiz-feedback')).toHaveAttribute('data-correct', 'true');
  await page.getByTestId('quiz-next').click();
  await page.locator('[data-answer=R]').click();
  await expect(page.getByTestId('quiz-feedback')).toHaveAttribute('data-correct', 'false');
  await app.open('#/quiz/cutcake?seed=1&positions=1x3&kind=value');
  // 1x3 is 2; written as {1|} it is the same value.
  await page.getByTestId('quiz-value').fill('{1|}');
  await page.locator('[data-answer=value]').click();
  await expect(page.getByTestId('quiz-feedback')).toHaveAttribute('data-correct', 'true');
  await expect(page.getByTestId('quiz-feedback')).toContainText('the value is 2');
});

test('the Domineering editor blocks and frees squares, and the value follows the CLI', async ({ app, page }) => {
  await app.open('#/play/domineering/2x3');
  await page.getByTestId('edit-board').click();
  const editor = page.getByTestId('board-editor');
  await expect(editor).toBeVisible();
  // Block the top-left square, then add a column: ".../..." becomes "#.../....".
  await editor.locator('[data-move]').first().click();
  await expect(page).toHaveURL(/#\/play\/domineering\/%23\.\.%2F\.\.\.|#\/play\/domineering\/#/);
  await page.getByTestId('edit-add-col').click();
  const position = '#.../....';
  const sol = solve('domineering', position);
  await expect(page.getByTestId('value')).toHaveAttribute('data-canonical', sol.canonical);
  await expect(editor.locator('[data-move]')).toHaveCount(8);
  // Done editing: the board offers the moves of the side to move again.
  await page.getByTestId('edit-board').click();
  await expect(page.getByTestId('board-editor')).toHaveCount(0);
  await expect(page.locator('[data-move][data-side=left]')).toHaveCount(sol.moves.filter((m) => m.side === 'left').length);
});

test('the Toads and Frogs strip and the Clobber grid are edited the same way', async ({ app, page }) => {
  for (const [game, start, want] of [['toads', 'T.F', 'F.F'], ['clobber', 'xo', 'oo']]) {
    await app.open(`#/play/${game}/${encodeURIComponent(start)}`);
    // The start is valued first, so that the edit's answer is the only one still to come.
    await app.outcome();
    await page.getByTestId('edit-board').click();
    await page.getByTestId('board-editor').locator('[data-move]').first().click();
    await expect(page.locator('h2'), game).toContainText(`position ${want}`);
    const sol = solve(game, want);
    await expect(page.getByTestId('value'), game).toHaveAttribute('data-canonical', sol.canonical);
    // A strip has one row: no row is added.
    if (game === 'toads') await expect(page.getByTestId('edit-add-row')).toBeDisabled();
  }
});

test('the Hackenbush editor builds a graph whose value matches the CLI', async ({ app, page }) => {
  await app.open(playHash('hackenbush', '0-1:b'));
  await app.outcome();
  await page.getByTestId('edit-board').click();
  const editor = page.getByTestId('board-editor');
  const canvas = page.getByTestId('graph-canvas');
  const vertex = (v) => canvas.locator(`[data-vertex="${v}"] .target`);
  const position = () => page.evaluate(() => {
    const m = decodeURIComponent(location.hash).match(/^#\/play\/[^/]+\/([^?]*)/);
    return m && m[1];
  });
  const expectValue = async (want) => {
    await expect.poll(position, { message: 'the link keeps the position' }).toBe(want);
    await expect(page.locator('h2')).toContainText(`position ${want}`);
    const sol = solve('hackenbush', want);
    await expect(page.getByTestId('value'), `the value of ${want}`).toHaveAttribute('data-canonical', sol.canonical);
  };
  // A red edge on top of the blue one, by clicks: the vertex, then a new vertex.
  await page.getByTestId('edit-colour-r').check();
  await vertex(1).click();
  await expect(vertex(1)).toHaveAttribute('aria-pressed', 'true');
  await page.getByTestId('edit-new-vertex').click();
  await expectValue('0-1:b,1-2:r');
  // A green edge from the ground.
  await page.getByTestId('edit-colour-g').check();
  await vertex(0).click();
  await page.getByTestId('edit-new-vertex').click();
  await expectValue('0-1:b,1-2:r,0-3:g');
  // By keys: a blue edge joining the green edge's top to the red edge's top.
  await page.getByTestId('edit-colour-b').check();
  await vertex(3).focus();
  await page.keyboard.press('Enter');
  await vertex(2).focus();
  await page.keyboard.press('Enter');
  await expectValue('0-1:b,1-2:r,0-3:g,2-3:b');
  await expect(editor.locator('[data-edge]')).toHaveCount(4);
  expect(await app.axe('editing'), 'axe-core violations').toEqual([]);
  for (const [size, name] of [[{ width: 390, height: 844 }, 'phone'], [{ width: 1280, height: 800 }, 'desktop']]) {
    await page.setViewportSize(size);
    await app.expectNoOverflow(`the editor on a ${name}`);
    // Every vertex and edge target is at least 44 px across.
    const small = await canvas.locator('.target').evaluateAll((els) => els
      .map((e) => e.getBoundingClientRect()).filter((r) => r.width < 43.5 || r.height < 43.5).length);
    expect(small, `small targets on a ${name}`).toBe(0);
    await app.screen(`partizan-hackenbush-editor-${name}`);
  }
  // Deleting the blue edge at the bottom: the red edge still stands, held up through the green one.
  await page.getByTestId('edit-tool-delete').check();
  await editor.locator('[data-edge-text="0-1:b"] .target').click();
  await expectValue('1-2:r,0-3:g,2-3:b');
  // Recolouring the green edge red.
  await page.getByTestId('edit-colour-r').check();
  await page.getByTestId('edit-tool-recolour').check();
  await editor.locator('[data-edge-text="0-3:g"] .target').click();
  await expectValue('1-2:r,0-3:r,2-3:b');
  await page.getByTestId('edit-clear').click();
  await expectValue('-');
});

test('the Hackenbush editor refuses an edge past the most a position may have', async ({ app, page }) => {
  const full = Array.from({ length: 40 }, (_, i) => `0-${i + 1}:g`).join(',');
  await app.open(playHash('hackenbush', full));
  await app.outcome();
  await page.getByTestId('edit-board').click();
  await page.getByTestId('graph-canvas').locator('[data-vertex="0"] .target').click();
  await page.getByTestId('edit-new-vertex').click();
  await expect(page.getByTestId('edit-message')).toHaveAttribute('data-kind', 'error');
  await expect(page.getByTestId('edit-message')).toContainText('At most 40 edges');
  await expect(page.getByTestId('graph-canvas').locator('[data-edge]')).toHaveCount(40);
});
