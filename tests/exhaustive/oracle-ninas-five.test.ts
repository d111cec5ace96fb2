import { it } from 'node:test';
import { checkAgainstOracle } from '../engine/oracle-agreement.ts';

it('ninas-five: 200,000 random hands agree with the brute-force oracle', () => {
  checkAgainstOracle('ninas-five', 200_000, 0xc0ffee);
});
