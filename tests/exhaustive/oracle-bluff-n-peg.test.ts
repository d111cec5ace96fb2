import { it } from 'node:test';
import { checkAgainstOracle } from '../engine/oracle-agreement.ts';

it('bluff-n-peg: 200,000 random hands agree with the brute-force oracle', () => {
  checkAgainstOracle('bluff-n-peg', 200_000, 0xc0ffee);
});
