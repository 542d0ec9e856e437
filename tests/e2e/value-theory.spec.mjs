// The value theory in the app: the value calculator page, the thermograph's cooling slider and
// the value theory panel (atomic weight with its working).
// The expected values are worked by hand here, independently of the engine:
//  - {0|{0|-1}} is Tiny(1): Left moving first goes to 0 and wins; Right moving first goes to
//    {0|-1}, where Left moves to 0 and wins: class L, both stops 0.
//  - Domineering 3x3 is ±1 = {1|-1}; cooled by 1/2 it is {1/2|-1/2} = ±1/2, whose walls stand at
//    1/2 and -1/2.
//  - Clobber xo is {0|0} = *: atomic weight 0.
// data-testids used: the catalogue's and the play page's open-value-calculator; the value page's
// value-input, value-go, value-result, status, error-at; the value panel's value (data-canonical,
// data-outcome), left-stop, right-stop; the slider's cooling, cool-slider, cooled (data-t,
// data-form) and the thermograph's cool-marker (data-t, data-left, data-right); the theory
// panel's theory, atomic-weight (data-weight), atomic-working.
import { test, expect, DESKTOP, playHash } from './fixtures.mjs';
import { cli, game } from './cli.mjs';

test.use({ viewport: DESKTOP });

test('the value calculator values {0|{0|-1}} and points at a typing error', async ({ app, page }) => {
  await app.open('#/');
  await page.getByTestId('open-value-calculator').click();
  await expect(page).toHaveURL(/#\/value\?g=/);
  const value = page.getByTestId('value');
  await expect(value).toHaveAttribute('data-canonical', 'Tiny(1)');
  await expect(value).toHaveAttribute('data-outcome', 'L');
  await expect(page.getByTestId('left-stop')).toHaveText('0');
  await expect(page.getByTestId('right-stop')).toHaveText('0');
  expect(await app.axe(), 'axe-core violations').toEqual([]);

  // A form missing its last brace: the parser's message, the place marked, the link updated.
  await page.getByTestId('value-input').fill('{0|{0|-1}');
  await page.getByTestId('value-go').click();
  await expect(page).toHaveURL(/g=%7B0%7C%7B0%7C-1%7D$/);
  await expect(page.getByTestId('status')).toHaveAttribute('data-outcome', 'error');
  await expect(page.getByTestId('error-at')).toBeVisible();
});

test('Domineering 3x3 opens in the calculator, and the slider cools it to ±1/2 at t = 1/2', async ({ app, page }) => {
  await app.open(playHash('domineering', '3x3'));
  await app.outcome();
  await page.getByTestId('open-value-calculator').click();
  await expect(page.getByTestId('value')).toHaveAttribute('data-canonical', '+-1');
  const slider = page.getByTestId('cool-slider');
  await slider.focus();
  // The cooled forms step by 1/8: four steps right is t = 1/2.
  for (let i = 0; i < 4; i++) await slider.press('ArrowRight');
  const cooled = page.getByTestId('cooled');
  await expect(cooled).toHaveAttribute('data-t', '1/2');
  await expect(cooled).toHaveAttribute('data-form', '+-1/2');
  await expect(cooled).toContainText('t = 1/2');
  const marker = page.getByTestId('cool-marker');
  await expect(marker).toHaveAttribute('data-left', '1/2');
  await expect(marker).toHaveAttribute('data-right', '-1/2');
  await expect(marker).toContainText('walls at 1/2 and -1/2');
});

test('a Clobber position shows its atomic weight and the working', async ({ app, page }) => {
  await app.open(playHash('clobber', 'xo'));
  await app.outcome();
  await expect(page.getByTestId('value')).toHaveAttribute('data-canonical', '*');
  await expect(page.getByTestId('atomic-weight')).toHaveAttribute('data-weight', '0');
  const working = page.getByTestId('atomic-working');
  await working.locator('summary').click();
  await expect(working.locator('li').first()).toBeVisible();
});

test('an atomic-weight quiz from a Clobber position takes the CLI\'s weight as right', async ({ app, page }) => {
  const g = game('clobber');
  await app.open(playHash(g.example_game, g.example_position));
  await app.outcome();
  await page.getByTestId('quiz-atomic').click();
  await expect(page).toHaveURL(/kind=atomic/);
  const question = page.getByTestId('quiz-question');
  await expect(question).toContainText('What is the atomic weight of');
  const position = await question.getAttribute('data-position');
  const weight = JSON.parse(cli(['solve', 'clobber', position, '--json'])).theory.atomic_weight;
  expect(weight, `${position} is all-small`).not.toBeNull();
  await page.getByTestId('quiz-value').fill(weight);
  await page.locator('[data-answer=value]').click();
  const feedback = page.getByTestId('quiz-feedback');
  await expect(feedback).toHaveAttribute('data-correct', 'true');
  await expect(feedback).toContainText('the atomic weight is');
});
