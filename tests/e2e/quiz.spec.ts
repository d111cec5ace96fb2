/*
 * The quiz (issue 13, item 4), by role and keyboard: "Which hand wins?" for
 * the games where hands meet, and Poker's Wild!'s "What does this play
 * score?" (a line and a number of points for a card laid on the board).
 * Right and wrong answers, the streak, a shared link reproducing its
 * question, a hostile link giving a note and a working quiz, and axe in both
 * themes with a verdict and a note on screen. The answers to the questions
 * named below were worked out by hand from the cards shown (the test checks
 * the cards too), not copied from the engine.
 */
import { test, expect as baseExpect, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { AXE_TAGS, BASE, waitForHydration, watchPage } from './helpers.ts';
import { makeQuestion, type HandQuizGame } from '../../src/engine/quiz.ts';
import type { HandQuestion } from '../../src/engine/quiz-question.ts';

test.describe.configure({ timeout: 90_000 });
const expect = baseExpect.configure({ timeout: 15_000 });

const quizPage = (game: string, query = ''): string => `${BASE}games/${game}/quiz/${query}`;

async function open(page: Page, url: string): Promise<void> {
  await page.goto(url);
  await waitForHydration(page);
  await expect(page.getByRole('button', { name: /^(Hand A|Check answer)$/u })).toBeEnabled();
}

/** A two-hand question from the engine (for the fresh seeds "Next question" deals). */
function handQuestion(game: HandQuizGame, seed: number): HandQuestion {
  const q = makeQuestion(game, seed);
  if (!q.ok) throw new Error(q.error.message);
  if (q.value.format !== 'which-hand') throw new Error(`${game}: not a two-hand question`);
  return q.value;
}

const hand = (page: Page, label: 'Hand A' | 'Hand B') =>
  page.locator('.quiz-hands > li').filter({ has: page.getByRole('heading', { name: label }) });
const status = (page: Page) => page.locator('.quiz [aria-live="polite"]');
const seedInUrl = (page: Page): number => Number(new URL(page.url()).searchParams.get('qz-seed'));

/** Press a button by keyboard: focus it, then Enter. */
async function press(page: Page, name: string): Promise<void> {
  await page.getByRole('button', { name, exact: true }).focus();
  await page.keyboard.press('Enter');
}

test("Nina's Five, question 1: three fives beat a pair of fives; a right answer starts the streak", async ({ page }) => {
  const { errors } = await watchPage(page);
  await open(page, quizPage('ninas-five'));
  // The cards (read from the page): A has 5♣ and B has 5♦ 5♥; the board has 5♠.
  await expect(page.locator('.quiz-board')).toContainText('5♠ five of spades');
  await expect(hand(page, 'Hand A')).toContainText('5♣ five of clubs');
  await expect(hand(page, 'Hand B')).toContainText('5♦ five of diamonds');
  await expect(hand(page, 'Hand B')).toContainText('5♥ five of hearts');
  await press(page, 'Hand B');
  await expect(status(page)).toHaveText('Right! Hand B wins. Streak: 1.');
  await expect(page.getByRole('list').filter({ hasText: 'Hand B wins.' }).last()).toContainText('three fives');
  await expect(page.locator('.quiz-streak')).toHaveText('Streak: 1 right in a row (best: 1).');
  // Answered: the answer buttons are done and the keyboard is on "Next question".
  await expect(page.getByRole('button', { name: 'Hand A' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Next question' })).toBeFocused();
  expect(errors).toEqual([]);
});

test('a wrong answer is explained and resets the streak; the streak counts right answers in a row', async ({ page }) => {
  await open(page, quizPage('ninas-five'));
  await press(page, 'Hand B'); // right (see above): streak 1
  // The answer moves the keyboard to "Next question" in a timeout after the click: wait for it, or this
  // Enter could reach the answer button (now disabled) before the focus has moved.
  await expect(page.getByRole('button', { name: 'Next question' })).toBeFocused();
  // The next questions come from fresh seeds: their answers come from the engine here, whose judge is held to the oracle in tests/engine/quiz.test.ts.
  await page.keyboard.press('Enter'); // Next question
  await expect(page.getByRole('heading', { name: 'Which hand wins?', exact: true })).toBeFocused();
  await expect.poll(() => seedInUrl(page)).toBeGreaterThan(1);
  const second = handQuestion('ninas-five', seedInUrl(page));
  const rightName = { a: 'Hand A', b: 'Hand B', tie: 'Tie' }[second.answer];
  await press(page, rightName);
  await expect(status(page)).toContainText('Right!');
  await expect(page.locator('.quiz-streak')).toHaveText('Streak: 2 right in a row (best: 2).');

  await press(page, 'Next question');
  await expect.poll(() => seedInUrl(page)).not.toBe(second.seed);
  const third = handQuestion('ninas-five', seedInUrl(page));
  const wrongName = third.answer === 'a' ? 'Hand B' : 'Hand A';
  await press(page, wrongName);
  await expect(status(page)).toContainText('Not quite.');
  await expect(page.getByRole('button', { name: wrongName, exact: true })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('.quiz-verdict')).toContainText('This question was about');
  await expect(page.locator('.quiz-streak')).toHaveText('Streak: 0 right in a row (best: 2).');
});

test("Nina's Five question 4, answered wrong: Hand B's pair of queens beats Hand A", async ({ page }) => {
  await open(page, quizPage('ninas-five', '?qz-seed=4'));
  await expect(hand(page, 'Hand B')).toContainText('Q♦ queen of diamonds');
  await expect(hand(page, 'Hand B')).toContainText('Q♠ queen of spades');
  await press(page, 'Hand A');
  await expect(status(page)).toHaveText('Not quite. Hand B wins. Streak: 0.');
  await expect(hand(page, 'Hand B')).toContainText('a pair of queens');
});

test('Peekaboo question 1: the same dice in another order tie', async ({ page }) => {
  await open(page, quizPage('peekaboo'));
  await expect(hand(page, 'Hand A')).toContainText('Dice: 1 4 6 6 2');
  await expect(hand(page, 'Hand B')).toContainText('Dice: 1 2 4 6 6');
  await expect(page.locator('.quiz-hands svg.w-die')).toHaveCount(10);
  await press(page, 'Tie');
  await expect(status(page)).toHaveText('Right! Hand A and Hand B tie. Streak: 1.');
});

test('a shared link reproduces its question', async ({ browser }) => {
  const texts: string[] = [];
  for (let i = 0; i < 2; i++) {
    const context = await browser.newContext();
    const page = await context.newPage();
    await open(page, quizPage('nuclear-holdem', '?qz-seed=123456'));
    await expect(page.getByText('Question 123456.', { exact: false })).toBeVisible();
    texts.push(
      await page
        .locator('.quiz-board, .quiz-hands')
        .allInnerTexts()
        .then((t) => t.join('/')),
    );
    await context.close();
  }
  expect(texts[1]).toBe(texts[0]);
  // And the link differs from the first question.
  const context = await browser.newContext();
  const page = await context.newPage();
  await open(page, quizPage('nuclear-holdem'));
  expect(
    await page
      .locator('.quiz-board, .quiz-hands')
      .allInnerTexts()
      .then((t) => t.join('/')),
  ).not.toBe(texts[0]);
  // "Link to this question" carries the seed; the default is left out of the address.
  await expect(page.getByRole('link', { name: 'Link to this question' })).toHaveAttribute('href', '?qz-seed=1');
  expect(new URL(page.url()).search).toBe('');
  await context.close();
});

const HOSTILE = [
  ['markup', '?qz-seed=%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E'],
  ['out of range', '?qz-seed=0'],
  ['not a number', '?qz-seed=12abc'],
];
for (const [name, query] of HOSTILE) {
  test(`a hostile link (${name}) gives a note and a working quiz`, async ({ page }) => {
    const { errors } = await watchPage(page);
    await open(page, quizPage('bluff-n-peg', query));
    const note = page.getByRole('note');
    await expect(note).toContainText('Ignored qz-seed=');
    expect(await page.locator('.quiz img').count()).toBe(0);
    // The quiz works: the first question (answer from the engine), and the next.
    const first = handQuestion('bluff-n-peg', 1);
    await press(page, { a: 'Hand A', b: 'Hand B', tie: 'Tie' }[first.answer]);
    await expect(status(page)).toContainText('Right!');
    await press(page, 'Next question');
    await expect(page.getByRole('button', { name: 'Hand A' })).toBeEnabled();
    expect(errors).toEqual([]);
  });
}

/** A Poker's Wild! square as the board table gives it to a screen reader: its row, then its column. */
const square = (page: Page, row: number, col: number) =>
  page
    .locator('.quiz-pwb tbody tr')
    .nth(row - 1)
    .locator('td')
    .nth(col - 1);

/** Answer a Poker's Wild! question by keyboard: Space checks a radio, Tab leaves its group, Enter presses "Check answer". */
async function answerPlay(page: Page, line: string, points: string | null): Promise<void> {
  await page.getByRole('radio', { name: line, exact: true }).focus();
  await page.keyboard.press('Space');
  await expect(page.getByRole('radio', { name: line, exact: true })).toBeChecked();
  if (points !== null) {
    await page.keyboard.press('Tab'); // into "How many points?"
    await page.getByRole('radio', { name: points, exact: true }).focus();
    await page.keyboard.press('Space');
    await expect(page.getByRole('radio', { name: points, exact: true })).toBeChecked();
  }
  await page.getByRole('button', { name: 'Check answer' }).focus();
  await page.keyboard.press('Enter');
}

test("Poker's Wild! question 12: the 6♣ pairs the 6♠ across row 2 for 1 point; the wild space three squares off does not count", async ({
  page,
}) => {
  const { errors } = await watchPage(page);
  await open(page, quizPage('pokers-wild', '?qz-seed=12'));
  await expect(page.getByRole('heading', { name: 'What does this play score?', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Hand A' })).toHaveCount(0);
  // The position (read from the page): row 2 holds 9♠, 6♠ and the wild space in columns 2 to 4; the 6♣ goes in column 1; column 1 is empty above and below.
  await expect(page.locator('.quiz-prompt')).toContainText('You lay the 6♣ at row 2, column 1.');
  await expect(square(page, 2, 1)).toHaveText('6♣6♣, your card');
  await expect(square(page, 2, 2)).toContainText('9♠');
  await expect(square(page, 2, 3)).toContainText('6♠');
  await expect(square(page, 2, 4)).toContainText('(wild space)');
  await expect(square(page, 1, 1)).toHaveText('');
  await expect(square(page, 3, 1)).toHaveText('');
  await answerPlay(page, 'Across, row 2', '1 (one pair)');
  await expect(status(page)).toHaveText('Right! Across, row 2 scores one pair: 1 point. Streak: 1.');
  await expect(page.locator('.quiz-verdict')).toContainText(
    'This question was about a wild space, which counts only beside the card you lay.',
  );
  await expect(page.locator('.quiz-verdict')).toContainText('not next to your card');
  // The line that scores is ringed on the board: columns 1 to 3 of row 2, not the wild space.
  await expect(page.locator('.quiz-pwb .in-run')).toHaveCount(3);
  await expect(square(page, 2, 4).locator('.in-run')).toHaveCount(0);
  await expect(page.getByRole('radio', { name: 'Across, row 2' })).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Next question' })).toBeFocused();
  await expect(page.locator('.quiz-streak')).toHaveText('Streak: 1 right in a row (best: 1).');
  expect(errors).toEqual([]);
});

test("Poker's Wild! question 7, answered wrong: the wild space is three squares from the 6♦, so neither line scores", async ({ page }) => {
  await open(page, quizPage('pokers-wild', '?qz-seed=7'));
  // Row 2: the wild space, K♦ and 7♥ in columns 4 to 6, the 6♦ in column 7; down column 7, K♠ and 5♠ below it.
  await expect(page.locator('.quiz-prompt')).toContainText('You lay the 6♦ at row 2, column 7.');
  await expect(square(page, 2, 4)).toContainText('(wild space)');
  await expect(square(page, 2, 5)).toContainText('K♦');
  await expect(square(page, 2, 6)).toContainText('7♥');
  await expect(square(page, 3, 7)).toContainText('K♠');
  await expect(square(page, 4, 7)).toContainText('5♠');
  // Counting the far wild space as a 6 would pair the 6♦ across row 2.
  await answerPlay(page, 'Across, row 2', '1 (one pair)');
  await expect(status(page)).toHaveText('Not quite. Neither line scores: the play is worth 0 points. Streak: 0.');
  await expect(page.locator('.quiz-verdict')).toContainText('You answered: Across, row 2, 1 point.');
  await expect(page.locator('.quiz-verdict')).toContainText('The wild space at row 2, column 4 is in your row but not next to your card');
  await expect(page.locator('.quiz-pwb .in-run')).toHaveCount(0);
});

test('Poker\'s Wild!: Check answer asks for a line first, and "Neither line" needs no points', async ({ page }) => {
  await open(page, quizPage('pokers-wild', '?qz-seed=7'));
  await page.getByRole('button', { name: 'Check answer' }).click();
  await expect(page.getByRole('alert')).toHaveText('Choose a line first: across, down, or neither.');
  await expect(page.locator('.quiz-verdict')).toHaveCount(0);
  await page.getByRole('radio', { name: 'Across, row 2' }).check();
  await page.getByRole('button', { name: 'Check answer' }).click();
  await expect(page.getByRole('alert')).toHaveText('Choose how many points the play scores.');
  await page.getByRole('radio', { name: 'Neither line' }).check();
  // "Neither" means 0 points: the points are not asked for.
  await expect(page.getByRole('radio', { name: '1 (one pair)' })).toBeDisabled();
  await expect(page.getByRole('group', { name: /How many points\? \(none: the play scores 0\)/u })).toBeVisible();
  await answerPlay(page, 'Neither line', null);
  await expect(status(page)).toHaveText('Right! Neither line scores: the play is worth 0 points. Streak: 1.');
});

for (const scheme of ['light', 'dark'] as const) {
  test(`axe, ${scheme}: a question, then its verdict with a note on screen`, async ({ page }) => {
    await page.emulateMedia({ colorScheme: scheme });
    for (const game of ['pokers-wild', 'peekaboo']) {
      await open(page, quizPage(game, '?qz-seed=nope'));
      const before = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
      expect(before.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
      if (game === 'pokers-wild') await answerPlay(page, 'Down, column 3', '3 (three of a kind)');
      else await press(page, 'Tie');
      await expect(page.locator('.quiz-verdict')).toBeVisible();
      const after = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
      expect(after.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
    }
  });
}
