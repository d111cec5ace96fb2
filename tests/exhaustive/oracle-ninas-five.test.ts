import { it } from 'node:test';
import { checkAgainstOracle, WILD_COPY_RULES } from '../engine/oracle-agreement.ts';
import { cardRuleset } from '../engine/helpers.ts';

it('ninas-five: 200,000 random hands agree with the brute-force oracle', () => {
  checkAgainstOracle('ninas-five', 200_000, 0xc0ffee);
});

// The other copy rules (Variant Lab options) on the same deck.
for (const rule of WILD_COPY_RULES.filter((r) => r !== cardRuleset('ninas-five').wildCopy)) {
  it(`ninas-five with copy rule ${rule}: 50,000 random hands agree with the brute-force oracle`, () => {
    checkAgainstOracle('ninas-five', 50_000, 0xbeef, rule);
  });
}
