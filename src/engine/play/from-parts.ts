/**
 * TRANSITIONAL (architecture issue, removed before it lands): the old one-object
 * model, made from a game's parts, so the consumers that still read `MODELS`
 * keep working while each game moves to rules / words / stats / bots.
 */
import { play } from './play.ts';
import type { Bot, GameModel, GameParts } from './types.ts';
import type { OptionSpec } from './options.ts';
import { randomBot } from '../bots/random.ts';

export function modelFromParts<Specs extends readonly OptionSpec[], S, M, V>(
  parts: GameParts<Specs, S, M, V>,
  sensible: Bot<V, M>,
): GameModel<Specs, S, M, V> {
  const { rules, words, stats } = parts;
  return {
    id: rules.id,
    options: rules.options,
    ...(rules.checkOptions === undefined ? {} : { checkOptions: rules.checkOptions }),
    lengthUnit: rules.lengthUnit,
    ...(rules.everyoneCanLose === undefined ? {} : { everyoneCanLose: rules.everyoneCanLose }),
    maxMoves: rules.maxMoves,
    seatNames: words.seatNames,
    newGame: rules.newGame,
    toAct: rules.toAct,
    legalMoves: rules.legalMoves,
    play: (state, move) => play(rules, state, move),
    view: rules.view,
    outcome: rules.outcome,
    audit: rules.audit,
    describe: words.describe,
    moveLabel: words.moveLabel,
    bots: { random: randomBot, sensible },
    stats,
  };
}

/** TRANSITIONAL: a one-object model's parts, for games not yet split (apply throws on a move its old check refuses). */
export function partsOf<Specs extends readonly OptionSpec[], S, M, V>(model: GameModel<Specs, S, M, V>): GameParts<Specs, S, M, V> {
  return {
    rules: {
      id: model.id,
      options: model.options,
      ...(model.checkOptions === undefined ? {} : { checkOptions: model.checkOptions }),
      lengthUnit: model.lengthUnit,
      ...(model.everyoneCanLose === undefined ? {} : { everyoneCanLose: model.everyoneCanLose }),
      maxMoves: model.maxMoves,
      seats: (o) => model.seatNames(o).length,
      newGame: model.newGame,
      toAct: model.toAct,
      legalMoves: model.legalMoves,
      apply: (state, move) => {
        const next = model.play(state, move);
        if (!next.ok) throw new Error(`${model.id}: apply was handed a move that is not legal: ${next.error.message}`);
        return next.value;
      },
      view: model.view,
      outcome: model.outcome,
      audit: model.audit,
    },
    words: {
      seatNames: model.seatNames,
      describe: model.describe,
      moveLabel: model.moveLabel ?? (() => ''),
    },
    stats: model.stats,
  };
}
