/**
 * Scoring a game a rollout stopped before its end (the search's depth cap): each seat's chance of winning guessed
 * from a running score. Shares are a softmax of the scores: equal scores share evenly, and a lead of `scale` points
 * is worth e (about 2.7) times the chance. A small scale trusts the lead; a large one says much can still change.
 */
export function softmaxShares(values: readonly number[], scale: number): number[] {
  const top = Math.max(...values);
  const weights = values.map((x) => Math.exp((x - top) / Math.max(scale, 1e-9)));
  const sum = weights.reduce((a, b) => a + b, 0);
  return weights.map((w) => w / sum);
}
