/**
 * CLI runs whose whole output (status, stdout, stderr) was recorded before
 * the engine returned structured results (issue 11); `cli-golden.test.ts`
 * checks the CLI still prints them byte for byte.
 */
export const GOLDEN_RUNS: readonly (readonly string[])[] = [
  ['judge', '--game', 'standard', 'Kh Kd 9s 9c 2h', 'Ks Kc 7h 7d As'],
  ['judge', '--game', 'standard', '--json', 'Kh Kd 9s 9c 2h', 'Ks Kc 7h 7d As'],
  ['judge', '--game', 'ninas-five', '--board', 'Qd 2c 7s', 'Qs Qh Qc X', 'Ad Kd Jd Td'],
  ['judge', '--game', 'ninas-five', '--board', 'Qd 2c 7s', '--json', 'Qs Qh Qc X', 'Ad Kd Jd Td'],
  ['judge', '--game', 'ninas-five', '--board', 'Kc 4d 7s', 'Kh Kd 9s 9c', 'Ks 9h 9d 2c'],
  ['judge', '--game', 'pokers-wild', '--json', 'X 7h 7d 2c 9s', '8s 8h 8c Kd 3h'],
  ['judge', '--game', 'bluff-n-peg-deuces', '2s Kh Kd', 'Ks Kc 9h'],
  ['judge', '--game', 'bluff-n-peg-deuces', '--json', '2s 2h Kd', 'Ks Kc 9h'],
  ['judge', '--game', 'nuclear-holdem', '--board', 'Qh Jd Tc 4s X', 'Ah Kd', 'Qs Qc'],
  ['judge', '--game', 'nuclear-holdem', '--board', 'Qh Jd Tc 4s X', '--json', 'X Kd', 'Qs Qc'],
  ['judge', '--game', 'peekaboo', '6 6 6 3 2', '6 6 6 3 4'],
  ['judge', '--game', 'peekaboo', '--json', '6 6 6 3 2', '6 6 6 3 2'],
  ['judge', '--game', 'standard', 'Kh Kd', 'Kh 2c'],
  ['judge', '--game', 'nuclear-holdem', '--board', 'Qh Jd Tc', 'X=As Kd', 'Qs Qc'],
  ['judge', '--game', 'ninas-five', '--board', 'X=Qh 2c', 'Qs Qh', 'Ad Kd'],
  ['judge', '--game', 'chess', 'Kh'],
];
