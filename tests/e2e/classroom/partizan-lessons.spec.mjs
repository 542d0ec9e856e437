// Partizan positions in a classroom, checked against the engine's CLI (tests/e2e/cli.mjs):
//  - a lesson step of Domineering with `s=R` has Right to move: it offers exactly Right's moves,
//    each labelled "Right:", says who wins for Right, and a move played hands the move to Left;
//    the editor keeps the side in the link;
//  - a hidden partizan step gives away no class, value or shading before Reveal, and Reveal
//    shows the CLI's value;
//  - a value quiz asks again, score unchanged, when the answer is not a value ("minus one").
// Each runs on a desktop and on a phone.
import { test, expect, DESKTOP, PHONE, INNER } from '../fixtures.mjs';
import { solve } from '../cli.mjs';

const sorted = (list) => [...list].sort();
/** The moves the board offers now: [{ move, side, text }]. */
const offered = (page) => page.locator('[data-testid=lesson-step] [data-move]').evaluateAll((els) =>
  els.map((e) => ({ move: e.dataset.move, side: e.dataset.side, listed: e.classList.contains('listed'), text: e.innerText })));
/** Whether `side` to move wins a position of the CLI's outcome class. */
const wins = (sol, side) => sol.outcome === 'N' || sol.outcome === (side === 'left' ? 'L' : 'R');

for (const [screen, viewport] of [['desktop', DESKTOP], ['phone', PHONE]]) {
  test.describe(screen, () => {
    test.use({ viewport });

    test(`lesson: a Domineering step with Right to move offers Right's moves, and a hidden step keeps its value until Reveal (${screen})`, async ({ app, page }) => {
      const first = solve('domineering', '2x3');
      await app.open('#/lesson?title=Domineering&g=domineering&p=2x3&s=R&c=Right%20moves%20first&g=domineering&p=3x3&h=1&step=1');
      const step = page.getByTestId('lesson-step');
      await expect(step).toHaveAttribute('data-side', 'right');
      await expect(page.getByTestId('side-right')).toBeChecked();
      await app.expectOutcome(wins(first, 'right') ? 'win' : 'lose');
      await expect(app.status).toHaveAttribute('data-class', first.outcome);
      await expect(app.status).toHaveText(new RegExp(`^${wins(first, 'right') ? '✓' : '✗'}\\s*Right to move ${wins(first, 'right') ? 'wins' : 'loses'}: `), INNER);
      await expect(page.getByTestId('lesson-value')).toHaveAttribute('data-canonical', first.canonical);
      // Right's moves only, as the CLI lists them, each saying whose it is.
      const right = first.moves.filter((m) => m.side === 'right');
      await expect.poll(async () => sorted((await offered(page)).map((m) => m.move))).toEqual(sorted(right.map((m) => m.move)));
      const got = await offered(page);
      for (const m of got) {
        expect(m.side, `${m.move} is Right's`).toBe('right');
        if (m.listed) expect(m.text, `${m.move} is labelled`).toMatch(/^Right:\s/);
      }
      expect(got.some((m) => m.listed), 'the placements are listed').toBe(true);
      // Playing Right's move gives the move to Left, in the position the CLI says it reaches.
      const played = right[0];
      await page.locator(`[data-testid=lesson-step] .listed[data-move="${played.move}"]`).click();
      await expect(page.getByTestId('side-left')).toBeChecked();
      await expect(step).toHaveAttribute('data-side', 'left');
      const next = solve('domineering', played.to);
      await expect(page.getByTestId('lesson-value')).toHaveAttribute('data-canonical', next.canonical);
      await expect.poll(async () => sorted((await offered(page)).map((m) => m.move)))
        .toEqual(sorted(next.moves.filter((m) => m.side === 'left').map((m) => m.move)));
      await app.expectOutcome(wins(next, 'left') ? 'win' : 'lose');
      expect(await app.axe(), 'axe-core violations').toEqual([]);
      await app.expectNoOverflow('a partizan lesson step');

      // The hidden step: Left to move (no `s=`), and nothing of the answer until Reveal.
      await page.getByTestId('lesson-next').click();
      await expect(step).toHaveAttribute('data-step', '2');
      await expect(page.getByTestId('side-left')).toBeChecked();
      await app.expectOutcome('hidden');
      await expect(app.status).toHaveText(/^\?\s*Left to move\. Who wins\? Think, then press Reveal/, INNER);
      await expect(app.status).not.toHaveAttribute('data-class');
      await expect(page.locator('[data-testid=lesson-step] [data-move]').first()).toBeVisible();
      await expect(page.locator('.move.win, .move.lose, .move .marker, .cellpick.win, .cellpick.lose')).toHaveCount(0);
      await expect(page.getByTestId('lesson-value')).toHaveCount(0);
      await expect(page.getByTestId('working')).toHaveCount(0);
      await expect(page.locator('.lesson')).not.toHaveText(/class [LRNP]|whoever starts|±|Value/, INNER);
      const hidden = solve('domineering', '3x3');
      await page.getByTestId('reveal').click();
      await expect(page.getByTestId('lesson-value')).toHaveAttribute('data-canonical', hidden.canonical);
      // With the textbook's glyph, and in braces as the CLI writes it.
      await expect(page.getByTestId('lesson-value')).toHaveText(`Value ${hidden.canonical.replace('+-', '±')} = ${hidden.braces}`, INNER);
      await app.expectOutcome(wins(hidden, 'left') ? 'win' : 'lose');
      await expect(page.getByTestId('working')).toBeVisible();
      await app.screen(`partizan-lesson-${screen}`);

      // The editor shows each step's side and keeps it in the link.
      await page.getByRole('button', { name: 'Edit this lesson' }).click();
      await expect(page.getByTestId('step-side-1')).toHaveValue('right');
      await expect(page.getByTestId('step-side-2')).toHaveValue('left');
      await expect(page.getByTestId('lesson-open')).toHaveAttribute('href', /g=domineering&p=2x3&c=[^&]*&s=R&g=domineering&p=3x3&h=1&step=1$/);
      await page.getByTestId('step-side-2').selectOption('right');
      await expect(page.getByTestId('lesson-open')).toHaveAttribute('href', /p=3x3&h=1&s=R&step=1$/);
    });

    test(`quiz: a value answer that is not a value is asked again, the score unchanged (${screen})`, async ({ app, page }) => {
      const a = solve('cutcake', '1x3');
      await app.open('#/quiz/cutcake?seed=1&positions=1x3|2x2&kind=value');
      await expect(page.getByTestId('quiz-question')).toBeVisible();
      const score = page.getByTestId('quiz-score');
      for (const typed of ['minus one', 'abc']) {
        await page.getByTestId('quiz-value').fill(typed);
        await page.locator('[data-answer=value]').click();
        const note = page.getByTestId('quiz-unreadable');
        await expect(note).toHaveText(new RegExp(`^That is not a value I can read: '${typed}': .+`), INNER);
        await expect(score).toHaveText('0 / 0');
        await expect(page.getByTestId('quiz-feedback')).toHaveCount(0);
        await expect(page.getByTestId('quiz-value')).toBeEnabled();
      }
      // The right value is praised with "Correct" (in a partizan quiz "Right" is a player).
      await page.getByTestId('quiz-value').fill(a.canonical);
      await page.locator('[data-answer=value]').click();
      const feedback = page.getByTestId('quiz-feedback');
      await expect(feedback).toHaveAttribute('data-correct', 'true');
      await expect(feedback).toHaveText(new RegExp(`^✓ Correct: the value is ${a.canonical}, so `), INNER);
      await expect(page.getByTestId('quiz-unreadable')).toHaveCount(0);
      await expect(score).toHaveText('1 / 1');
      // Every Cutcake value is an integer, so 1/2 reads but is wrong: marked wrong and counted.
      expect(solve('cutcake', '2x2').canonical).toMatch(/^-?\d+$/);
      await page.getByTestId('quiz-next').click();
      await page.getByTestId('quiz-value').fill('1/2');
      await page.locator('[data-answer=value]').click();
      await expect(feedback).toHaveAttribute('data-correct', 'false');
      await expect(score).toHaveText('1 / 2');
    });
  });
}
