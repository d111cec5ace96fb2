import { notPlayable } from './placeholder.ts';

export const MODEL = notPlayable('bluff-n-peg');
