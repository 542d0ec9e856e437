// Quizzes in a classroom: "winning or losing?" mixes both answers, feedback names moves in
// words and marks the winning move on the board, the printed worksheet has a picture of every
// position, and positions in sentences are set apart in code.position.
import { test, expect, ART, DESKTOP, PHONE, INNER, nimWinningMoves } from '../fixtures.mjs';

/** Waits for the quiz's first question and its board. */
async function questionShown(page) {
  await expect(page.getByTestId('quiz-question')).toBeVisible();
  await expect(page.locator('[data-testid=quiz-question] ~ .board').first()).toBeVisible();
}

/** The answer key's lines (what a teacher prints), read in print media. */
async function answerKey(page) {
  await page.emulateMedia({ media: 'print' });
  await expect(page.locator('.answer-key li').first()).toBeVisible();
  const lines = await page.locator('.answer-key li').allInnerTexts();
  await page.emulateMedia({ media: 'screen' });
  return lines;
}

/** Text outside code.position that contains one of `positions` (none expected). */
async function loosePositions(page, positions) {
  return page.evaluate((positions) => {
    const found = [];
    const walk = document.createTreeWalker(document.querySelector('.quiz'), NodeFilter.SHOW_TEXT);
    for (let n = walk.nextNode(); n; n = walk.nextNode()) {
      if (n.parentElement.closest('code.position')) continue;
      for (const p of positions) if (n.textContent.includes(p)) found.push(`${p} in "${n.textContent}"`);
    }
    return found;
  }, positions);
}

for (const [size, viewport] of [['desktop', DESKTOP], ['phone', PHONE]]) {
  test.describe(size, () => {
    test.use({ viewport });

    test(`quiz (${size}): winning-or-losing links ask both kinds of position, and the feedback marks a winning move`, async ({ app, page }) => {
      // Every quiz of a few seeds, over three games, has losing and winning positions (the
      // same on any screen: asked once, on the desktop).
      for (const game of size === 'desktop' ? ['nim', 'kayles', 'chomp'] : []) {
        for (const seed of [1, 2, 3]) {
          await app.open(`#/quiz/${game}?seed=${seed}&n=6&kind=pn`);
          await questionShown(page);
          const key = await answerKey(page);
          expect(key, `${game} seed ${seed}`).toHaveLength(6);
          const losing = key.filter((l) => /— losing \(P\)$/.test(l)).length;
          const winning = key.filter((l) => /— winning \(N\), e\.g\. /.test(l)).length;
          expect(losing + winning, key.join(' | ')).toBe(6);
          expect(losing >= 2 && winning >= 2, `${game} seed ${seed}: ${losing} losing, ${winning} winning`).toBe(true);
        }
      }
      // Answered on the page: each question's answer is right for one button, and a winning
      // position's feedback names a winning move in words and marks it on the board.
      await app.open('#/quiz/nim?seed=4&n=4&kind=pn');
      await questionShown(page);
      const seen = { P: 0, N: 0 };
      const feedback = page.getByTestId('quiz-feedback');
      for (let i = 0; i < 4; i++) {
        const position = await page.getByTestId('quiz-question').getAttribute('data-position');
        const winning = nimWinningMoves(position);
        const answer = winning.length ? 'N' : 'P';
        seen[answer]++;
        await page.locator(`[data-answer=${answer}]`).click();
        await expect(feedback, position).toHaveAttribute('data-correct', 'true');
        const text = await feedback.innerText();
        expect(text, 'no move notation in the feedback').not.toMatch(/h\d+-\d+/);
        expect(text.includes(position), 'the position is not written into the sentence').toBe(false);
        if (answer === 'N') {
          expect(text).toMatch(/this position is winning .* A winning move, marked “✓ best” on the board: take \d+ from heap \d+\./);
          const hint = page.locator('[data-testid=quiz-question] ~ .board .move.hint');
          await expect(hint).toBeVisible();
          expect(winning).toContain(await hint.getAttribute('data-move'));
        } else {
          expect(text).toMatch(/this position is losing \(a P-position\)/);
          await expect(page.locator('.board .move.hint'), 'a losing position has no winning move to mark').toHaveCount(0);
        }
        if (i < 3) {
          await page.getByTestId('quiz-next').click();
          await expect(page.locator(`[data-testid=quiz-question]:not([data-position="${position}"])`)).toBeVisible();
        }
      }
      expect(seen.P > 0 && seen.N > 0, JSON.stringify(seen)).toBe(true);
      await expect(page.getByTestId('quiz-done')).toBeVisible();
      await expect(page.getByTestId('quiz-score')).toHaveText('4 / 4', INNER);
    });

    test(`quiz (${size}): a wrong move is answered in words with the winning move marked on the board`, async ({ app, page }) => {
      await app.open('#/quiz/nim?seed=7&n=3');
      await questionShown(page);
      const position = await page.getByTestId('quiz-question').getAttribute('data-position');
      const winning = nimWinningMoves(position);
      const heaps = position.split(',').map(Number);
      const losing = heaps.flatMap((h, i) => Array.from({ length: h }, (_, k) => `h${i + 1}-${k + 1}`))
        .find((m) => !winning.includes(m));
      await page.locator(`[data-move="${losing}"]`).click();
      const feedback = page.getByTestId('quiz-feedback');
      await expect(feedback).toHaveAttribute('data-correct', 'false');
      const [, heap, take] = losing.match(/^h(\d+)-(\d+)$/);
      const text = await feedback.innerText();
      expect(text).toMatch(new RegExp(`^✗ Not this time\\. Your move \\(take ${take} from heap ${heap}\\) leaves the opponent a position they can win\\.`));
      expect(text).toMatch(/A winning move, marked “✓ best” on the board: take \d+ from heap \d+\./);
      expect(text, 'no move notation in the feedback').not.toMatch(/h\d+-\d+/);
      const hint = page.locator('[data-testid=quiz-question] ~ .board .move.hint');
      await expect(hint).toBeVisible();
      const marked = await hint.getAttribute('data-move');
      expect(winning, `${marked} wins from ${position}`).toContain(marked);
      const [, mh, mt] = marked.match(/^h(\d+)-(\d+)$/);
      expect(text, 'the sentence names the marked move').toContain(`marked “✓ best” on the board: take ${mt} from heap ${mh}.`);
      await hint.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${ART}/quiz-${size}-wrong-move.png` });
      // A row of pins: the move is named by its pins, and the position stays in its box.
      await app.open('#/quiz/kayles?seed=2&n=2');
      await questionShown(page);
      const pins = await page.getByTestId('quiz-question').getAttribute('data-position');
      await expect(page.locator('[data-testid=quiz-question] code.position')).toHaveText(pins, INNER);
      await page.locator('[data-testid=quiz-question] ~ .board [data-move][data-outcome=lose]').first().click();
      await expect(feedback)
        .toHaveText(/Your move \(knock down pins? \d+( and \d+)?\).*A winning move, marked “✓ best” on the board: knock down pins? \d+( and \d+)?\./s, INNER);
      await expect(page.locator('[data-testid=quiz-question] ~ .board .move.hint')).toBeVisible();
    });

    test(`quiz (${size}): the printed worksheet has a picture of every position and sets positions apart`, async ({ app, page }) => {
      await app.open('#/quiz/nim?seed=3&n=5');
      await questionShown(page);
      await page.emulateMedia({ media: 'print' });
      const items = page.locator('.worksheet > ol > li');
      await expect(items).toHaveCount(5);
      for (let i = 0; i < 5; i++) {
        const item = items.nth(i);
        await expect(item.locator('.board'), `question ${i + 1} has one board`).toHaveCount(1);
        await expect(item.locator('.board'), `question ${i + 1}'s board is printed`).toBeVisible();
        const heaps = (await item.locator('code.position').innerText()).split(',').map(Number);
        // The picture is of this position: a labelled heap of counters for each number.
        await expect(item.locator('.heap-label')).toHaveText(heaps.map((h, j) => `heap ${j + 1}: ${h}`), INNER);
        await expect(item.locator('.counter')).toHaveCount(heaps.reduce((a, b) => a + b, 0));
      }
      await expect(page.locator('.worksheet button'), 'the pictures are not controls').toHaveCount(0);
      await expect(page.locator('[data-testid=quiz-question]'), 'only the worksheet and key print').toBeHidden();
      // Every question and answer-key line starts its position in a box, with nothing glued to it.
      const positions = await page.locator('.worksheet code.position').allInnerTexts();
      expect(await page.locator('.answer-key li > code.position:first-child').allInnerTexts()).toEqual(positions);
      expect(await loosePositions(page, positions.filter((p) => p.length >= 3))).toEqual([]);
      const after = await page.locator('.worksheet li > p:first-child').evaluateAll((ps) => ps.map((p) => p.lastChild.nodeName));
      expect(after, 'nothing follows the position in a question').toEqual(Array(5).fill('CODE'));
      const position = page.locator('code.position').first();
      await expect(position).toHaveCSS('font-family', /mono/);
      await expect(position).toHaveCSS('border-top-style', 'solid');
      await page.screenshot({ path: `${ART}/quiz-${size}-worksheet-print.png`, fullPage: true });
      if (size === 'desktop') await page.pdf({ path: `${ART}/quiz-worksheet.pdf`, format: 'A4' });
      await page.emulateMedia({ media: 'screen' });
      // On screen, the question's position is in its box too, at the end of the question.
      const q = page.getByTestId('quiz-question');
      await expect(q.locator('code.position')).toHaveText(await q.getAttribute('data-position'), INNER);
      expect(await q.evaluate((e) => e.lastChild.nodeName)).toBe('CODE');
    });
  });
}
