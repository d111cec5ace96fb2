import { notPlayable } from './placeholder.ts';

export const MODEL = notPlayable('pokers-wild');
