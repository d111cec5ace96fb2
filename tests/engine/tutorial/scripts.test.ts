/**
 * Every tutorial script against its game's rules: each scripted move is legal
 * where it is played, the script replays to its end, every link target is on
 * the rules page, and a move other than the script's is explained and never
 * advances it.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { test } from 'node:test';
import fc from 'fast-check';
import { GAMES } from '../../../src/engine/games.ts';
import { GAME_IDS } from '../../../src/engine/ids.ts';
import { playable, type AnyPlayable } from '../../../src/engine/play/playable.ts';
import { play } from '../../../src/engine/play/play.ts';
import { findLegal } from '../../../src/engine/play/moves.ts';
import { optionsFromJson } from '../../../src/engine/play/options.ts';
import { continues, startTutorial, tryMove, tutorialStep, type TutorialProgress } from '../../../src/engine/tutorial/runner.ts';
import { TUTORIALS } from '../../../src/engine/tutorial/scripts.ts';
import type { TutorialScript } from '../../../src/engine/tutorial/types.ts';

const scripts: readonly TutorialScript[] = GAME_IDS.map((id) => TUTORIALS[id]);

test('every game has a guided round, filed under its own id', () => {
  for (const id of GAME_IDS) assert.equal(TUTORIALS[id].game, id);
});

const start = (s: TutorialScript): TutorialProgress => {
  const p = startTutorial(s.game);
  assert.ok(p.ok, p.ok ? '' : p.error.message);
  return p.value;
};

/** Every id a link may target on a game's page: its headings' slugs and `ruling-<id>` of its rulings. (An `id` prop in the MDX names a glossary term or a ruling, not an element.) */
function anchorsOf(game: TutorialScript['game']): Set<string> {
  const mdx = readFileSync(new URL(`../../../src/content/games/${game}.mdx`, import.meta.url), 'utf8');
  // Markdown headings, and the folded ones a component draws from its title (Question q="…", Fold title="…").
  const folded = [...mdx.matchAll(/<(?:Question q|Fold title)=(?:"([^"]+)"|\{("(?:[^"\\]|\\.)*")\})/gu)].map((m) =>
    m[1] !== undefined ? m[1] : (JSON.parse(m[2] ?? '""') as string),
  );
  const titles = [...[...mdx.matchAll(/^#{2,4} (.+)$/gmu)].map((m) => m[1] ?? ''), ...folded];
  const slugs = titles.map((t) =>
    t
      .toLowerCase()
      .replace(/[^\p{L}\p{N} -]/gu, '')
      .replace(/ /gu, '-'),
  );
  return new Set([...slugs, ...GAMES[game].rulings.map((r) => `ruling-${r.id}`)]);
}

test('every tutorial script: each scripted and expected move is legal where it is played, and the script replays to its end', () => {
  assert.ok(scripts.length > 0);
  for (const s of scripts) {
    const { rules }: AnyPlayable = playable(s.game);
    const options = optionsFromJson(rules.options, s.options);
    assert.ok(options.ok);
    let state: unknown = rules.newGame(options.value, s.seed);
    const playOne = (move: { seat: number; move: unknown }, where: string): void => {
      const next = play(rules, state, move);
      assert.ok(next.ok, `${s.game} ${where}: ${next.ok ? '' : next.error.message}`);
      state = next.value;
    };
    for (const [i, step] of s.steps.entries()) {
      for (const [j, m] of step.before.entries()) {
        assert.notEqual(m.seat, s.learner, `${s.game} step ${i + 1}: computer move ${j + 1} is the learner's seat`);
        playOne(m, `step ${i + 1} computer move ${j + 1}`);
      }
      assert.equal(rules.toAct(state), s.learner, `${s.game} step ${i + 1}: the learner is to act`);
      const alternatives = step.also === 'any' ? [] : (step.also ?? []);
      for (const e of [step.move, ...alternatives])
        assert.ok(findLegal(rules.legalMoves(state, s.learner), e), `${s.game} step ${i + 1}: ${JSON.stringify(e)} is legal`);
      playOne({ seat: s.learner, move: step.move }, `step ${i + 1} learner`);
    }
    for (const [j, m] of s.after.entries()) playOne(m, `after move ${j + 1}`);
    // Every other move a step accepts ('any' included) lets the rest of the script play on to the end.
    for (const [i, step] of s.steps.entries()) {
      let p = start(s);
      for (const earlier of s.steps.slice(0, i)) p = tryMove(p, earlier.move).next;
      const others = step.also === 'any' ? rules.legalMoves(p.state, s.learner) : (step.also ?? []);
      for (const other of others as readonly unknown[]) {
        let q = tryMove(p, other);
        assert.ok(q.ok, `${s.game} ${step.rule}: ${JSON.stringify(other)} continues: ${q.explanation}`);
        for (const later of s.steps.slice(i + 1)) {
          q = tryMove(q.next, later.move);
          assert.ok(q.ok, `${s.game} ${step.rule}: after ${JSON.stringify(other)}, ${later.rule} still plays: ${q.explanation}`);
        }
      }
    }
    // The runner walks the same path to the end.
    let p = start(s);
    for (const step of s.steps) {
      const r = tryMove(p, step.move);
      assert.ok(r.ok, `${s.game} ${step.rule}: ${r.explanation}`);
      assert.ok(r.explanation.length > 0);
      p = r.next;
    }
    const last = tutorialStep(p);
    assert.equal(last.step, null);
    assert.deepEqual(last.legal, []);
    assert.equal(JSON.stringify(p.state), JSON.stringify(state), `${s.game}: the runner reaches the same state`);
    assert.match(last.end ?? '', /You know enough to play\.$/u);
    assert.equal(tryMove(p, step0(s)).ok, false, 'no move is taken after the end');
  }
});

const step0 = (s: TutorialScript): unknown => s.steps[0]?.move;

test('every tutorial script: rule ids are unique, texts are one or two sentences, and every link target is on the rules page', () => {
  for (const s of scripts) {
    const anchors = anchorsOf(s.game);
    assert.equal(new Set(s.steps.map((x) => x.rule)).size, s.steps.length, `${s.game}: rule ids unique`);
    for (const step of s.steps) {
      assert.ok(anchors.has(step.link), `${s.game} ${step.rule}: #${step.link} is on the page`);
      const sentences = step.text.split(/(?<=[.!?])\s+(?=[A-Z])/u).length;
      assert.ok(sentences >= 1 && sentences <= 2, `${s.game} ${step.rule}: ${sentences} sentences`);
      assert.ok(step.wrong.length > 0);
    }
  }
});

test('anchorsOf finds real targets and rejects made-up ones', () => {
  const a = anchorsOf('ninas-five');
  for (const [target, present] of [
    ['the-peekaboo-card', true],
    ['peekaboo-card', false],
    ['we-have-three-kings-and-a-pair-of-nines-isnt-that-a-full-house', true],
    ['ruling-nf-no-full-house', true],
    ['jokers', true],
    ['ruling-nf-made-up', false],
    ['peekaboo', false],
  ] as const)
    assert.equal(a.has(target), present, target);
});

test('every legal move other than the script’s is explained and leaves the progress as it was', () => {
  for (const s of scripts) {
    const { rules }: AnyPlayable = playable(s.game);
    let p = start(s);
    for (const step of s.steps) {
      const legal = rules.legalMoves(p.state, s.learner);
      for (const m of legal) {
        if (continues(step, m)) continue;
        const r = tryMove(p, m);
        assert.equal(r.ok, false, `${s.game} ${step.rule}: ${JSON.stringify(m)} is not the script's move`);
        assert.ok(r.explanation.includes(step.wrong), `${s.game} ${step.rule}: the explanation says why`);
        assert.equal(r.next, p);
      }
      p = tryMove(p, step.move).next;
    }
  }
});

test('property: random moves (legal, illegal or garbage) that are not the script’s never advance it', () => {
  const move = fc.oneof(
    fc.anything(),
    fc.record(
      {
        kind: fc.constantFrom('lay', 'peekaboo', 'keep', 'fold', 'double', 'discard', 'ballot', 'join', 'ante'),
        card: fc.integer({ min: -2, max: 60 }),
        replace: fc.oneof(fc.constant('pass'), fc.integer({ min: -1, max: 5 })),
        dice: fc.array(fc.integer({ min: 0, max: 7 }), { maxLength: 5 }),
      },
      { requiredKeys: ['kind'] },
    ),
  );
  for (const s of scripts) {
    const { rules }: AnyPlayable = playable(s.game);
    const progresses: TutorialProgress[] = [start(s)];
    for (const step of s.steps) progresses.push(tryMove(progresses.at(-1)!, step.move).next);
    fc.assert(
      fc.property(fc.nat({ max: s.steps.length - 1 }), fc.oneof(move, fc.nat({ max: 60 })), (i, m) => {
        const p = progresses[i]!;
        const legal = rules.legalMoves(p.state, s.learner);
        const candidate: unknown = typeof m === 'number' ? legal[m % Math.max(1, legal.length)] : m;
        const expected = continues(s.steps[i]!, candidate);
        fc.pre(!expected);
        const r = tryMove(p, candidate);
        return !r.ok && r.next === p && r.explanation.length > 0;
      }),
      { numRuns: 300 },
    );
  }
});

test('an unknown game gives an error value', () => {
  for (const id of ['', 'chess', '__proto__', 'NINAS-FIVE']) {
    const r = startTutorial(id);
    assert.equal(r.ok, false, id);
  }
});
