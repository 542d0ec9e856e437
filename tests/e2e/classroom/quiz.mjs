// Quizzes in a classroom: "winning or losing?" mixes both answers, feedback names moves in
// words and marks the winning move on the board, the printed worksheet has a picture of every
// position, and positions in sentences are set apart in code.position. Run after `trunk build`.
import assert from 'node:assert/strict';
import { suite } from '../lib.mjs';

const { test, open, finish, art } = await suite();

const DESKTOP = { width: 1280, height: 900 };
const PHONE = { width: 390, height: 844 };

/** The winning moves of a Nim position, by the XOR rule (independent of the app). */
function nimWinningMoves(position) {
  const heaps = position.split(',').map(Number);
  const x = heaps.reduce((a, h) => a ^ h, 0);
  return heaps.flatMap((h, i) => ((h ^ x) < h ? [`h${i + 1}-${h - (h ^ x)}`] : []));
}

/** The quiz's questions once drawn: waits for the first question and its board. */
async function questionShown(page) {
  await page.getByTestId('quiz-question').waitFor();
  await page.locator('[data-testid=quiz-question] ~ .board').first().waitFor();
}

/** The answer key's lines (what a teacher prints), read in print media. */
async function answerKey(page) {
  await page.emulateMedia({ media: 'print' });
  await page.locator('.answer-key li').first().waitFor();
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
  await test(`quiz (${size}): winning-or-losing links ask both kinds of position, and the feedback marks a winning move`, async (page) => {
    // Every quiz of a few seeds, over three games, has losing and winning positions.
    for (const game of ['nim', 'kayles', 'chomp']) {
      for (const seed of [1, 2, 3]) {
        await open(page, `#/quiz/${game}?seed=${seed}&n=6&kind=pn`);
        await questionShown(page);
        const key = await answerKey(page);
        assert.equal(key.length, 6, `${game} seed ${seed}: ${key}`);
        const losing = key.filter((l) => /— losing \(P\)$/.test(l)).length;
        const winning = key.filter((l) => /— winning \(N\), e\.g\. /.test(l)).length;
        assert.equal(losing + winning, 6, key.join(' | '));
        assert.ok(losing >= 2 && winning >= 2, `${game} seed ${seed}: ${losing} losing, ${winning} winning`);
      }
    }
    // Answered on the page: each question's answer is right for one button, and a winning
    // position's feedback names a winning move in words and marks it on the board.
    await open(page, '#/quiz/nim?seed=4&n=4&kind=pn');
    await questionShown(page);
    const seen = { P: 0, N: 0 };
    for (let i = 0; i < 4; i++) {
      const position = await page.getByTestId('quiz-question').getAttribute('data-position');
      const winning = nimWinningMoves(position);
      const answer = winning.length ? 'N' : 'P';
      seen[answer]++;
      await page.locator(`[data-answer=${answer}]`).click();
      const feedback = page.getByTestId('quiz-feedback');
      await feedback.waitFor();
      assert.equal(await feedback.getAttribute('data-correct'), 'true', position);
      const text = await feedback.innerText();
      assert.doesNotMatch(text, /h\d+-\d+/, 'no move notation in the feedback');
      assert.ok(!text.includes(position), 'the position is not written into the sentence');
      if (answer === 'N') {
        assert.match(text, /this position is winning .* A winning move, marked ★ on the board: take \d+ from heap \d+\./);
        const hint = page.locator('[data-testid=quiz-question] ~ .board .move.hint');
        await hint.waitFor();
        assert.ok(winning.includes(await hint.getAttribute('data-move')));
      } else {
        assert.match(text, /this position is losing \(a P-position\)/);
        assert.equal(await page.locator('.board .move.hint').count(), 0, 'a losing position has no winning move to mark');
      }
      if (i < 3) {
        await page.getByTestId('quiz-next').click();
        await page.locator(`[data-testid=quiz-question]:not([data-position="${position}"])`).waitFor();
      }
    }
    assert.ok(seen.P > 0 && seen.N > 0, JSON.stringify(seen));
    await page.getByTestId('quiz-done').waitFor();
    assert.equal(await page.getByTestId('quiz-score').innerText(), '4 / 4');
  }, viewport);

  await test(`quiz (${size}): a wrong move is answered in words with the winning move marked on the board`, async (page) => {
    await open(page, '#/quiz/nim?seed=7&n=3');
    await questionShown(page);
    const position = await page.getByTestId('quiz-question').getAttribute('data-position');
    const winning = nimWinningMoves(position);
    const heaps = position.split(',').map(Number);
    const losing = heaps.flatMap((h, i) => Array.from({ length: h }, (_, k) => `h${i + 1}-${k + 1}`))
      .find((m) => !winning.includes(m));
    await page.locator(`[data-move="${losing}"]`).click();
    const feedback = page.getByTestId('quiz-feedback');
    await feedback.waitFor();
    assert.equal(await feedback.getAttribute('data-correct'), 'false');
    const [, heap, take] = losing.match(/^h(\d+)-(\d+)$/);
    const text = await feedback.innerText();
    assert.match(text, new RegExp(`^✗ Not this time\\. Your move \\(take ${take} from heap ${heap}\\) leaves the opponent a position they can win\\.`));
    assert.match(text, /A winning move, marked ★ on the board: take \d+ from heap \d+\./);
    assert.doesNotMatch(text, /h\d+-\d+/, 'no move notation in the feedback');
    const hint = page.locator('[data-testid=quiz-question] ~ .board .move.hint');
    await hint.waitFor();
    const marked = await hint.getAttribute('data-move');
    assert.ok(winning.includes(marked), `${marked} wins from ${position}`);
    const [, mh, mt] = marked.match(/^h(\d+)-(\d+)$/);
    assert.ok(text.includes(`marked ★ on the board: take ${mt} from heap ${mh}.`), 'the sentence names the marked move');
    assert.ok(await hint.isVisible());
    await hint.scrollIntoViewIfNeeded();
    await page.screenshot({ path: `${art}/quiz-${size}-wrong-move.png` });
    // A row of pins: the move is named by its pins, and the position stays in its box.
    await open(page, '#/quiz/kayles?seed=2&n=2');
    await questionShown(page);
    const pins = await page.getByTestId('quiz-question').getAttribute('data-position');
    assert.equal(await page.locator('[data-testid=quiz-question] code.position').innerText(), pins);
    await page.locator('[data-testid=quiz-question] ~ .board [data-move][data-outcome=lose]').first().click();
    await feedback.waitFor();
    assert.match(await feedback.innerText(), /Your move \(knock down pins? \d+( and \d+)?\).*A winning move, marked ★ on the board: knock down pins? \d+( and \d+)?\./s);
    await page.locator('[data-testid=quiz-question] ~ .board .move.hint').waitFor();
  }, viewport);

  await test(`quiz (${size}): the printed worksheet has a picture of every position and sets positions apart`, async (page) => {
    await open(page, '#/quiz/nim?seed=3&n=5');
    await questionShown(page);
    await page.emulateMedia({ media: 'print' });
    const items = page.locator('.worksheet > ol > li');
    await items.first().waitFor();
    assert.equal(await items.count(), 5);
    for (let i = 0; i < 5; i++) {
      const item = items.nth(i);
      assert.equal(await item.locator('.board').count(), 1, `question ${i + 1} has one board`);
      assert.ok(await item.locator('.board').isVisible(), `question ${i + 1}'s board is printed`);
      const code = item.locator('code.position');
      const heaps = (await code.innerText()).split(',').map(Number);
      // The picture is of this position: a labelled heap of counters for each number.
      assert.deepEqual(await item.locator('.heap-label').allInnerTexts(), heaps.map((h, j) => `heap ${j + 1}: ${h}`));
      assert.equal(await item.locator('.counter').count(), heaps.reduce((a, b) => a + b, 0));
    }
    assert.equal(await page.locator('.worksheet button').count(), 0, 'the pictures are not controls');
    assert.ok(!(await page.locator('[data-testid=quiz-question]').isVisible()), 'only the worksheet and key print');
    // Every question and answer-key line starts its position in a box, with nothing glued to it.
    const positions = await page.locator('.worksheet code.position').allInnerTexts();
    assert.deepEqual(await page.locator('.answer-key li > code.position:first-child').allInnerTexts(), positions);
    assert.deepEqual(await loosePositions(page, positions.filter((p) => p.length >= 3)), []);
    const after = await page.locator('.worksheet li > p:first-child').evaluateAll((ps) => ps.map((p) => p.lastChild.nodeName));
    assert.deepEqual(after, Array(5).fill('CODE'), 'nothing follows the position in a question');
    const box = await page.locator('code.position').first().evaluate((e) => {
      const s = getComputedStyle(e);
      return { font: s.fontFamily, border: s.borderTopStyle };
    });
    assert.match(box.font, /mono/);
    assert.equal(box.border, 'solid');
    await page.screenshot({ path: `${art}/quiz-${size}-worksheet-print.png`, fullPage: true });
    if (size === 'desktop') await page.pdf({ path: `${art}/quiz-worksheet.pdf`, format: 'A4' });
    await page.emulateMedia({ media: 'screen' });
    // On screen, the question's position is in its box too, at the end of the question.
    const q = page.getByTestId('quiz-question');
    assert.equal(await q.locator('code.position').innerText(), await q.getAttribute('data-position'));
    assert.equal(await q.evaluate((e) => e.lastChild.nodeName), 'CODE');
  }, viewport);
}

await finish();
