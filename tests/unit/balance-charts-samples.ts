/**
 * Sample data for the Balance Lab's charts: the ordinary cases and the hard
 * ones (one side only, no games, all games in one bin, shares of 0 and 1,
 * negative and huge scores, long labels, six seats, thirty bins, and garbage
 * such as NaN). Shared by the unit tests and the browser harness.
 */
import type { HistogramData, ScoreChartData, ShareChartData } from '../../src/components/lab/balance/chart-data.ts';

const e = (value: number, low: number, high: number) => ({ value, low, high });

export const SHARE_SAMPLES: Record<string, ShareChartData> = {
  'four seats, both sides, one flagged': {
    title: 'Wins by seat',
    fair: 0.25,
    games: { base: 10_000, variant: 10_000 },
    rows: [
      { label: 'Seat 1', base: e(0.248, 0.221, 0.276), variant: e(0.31, 0.281, 0.34), flagged: true },
      { label: 'Seat 2', base: e(0.251, 0.224, 0.279), variant: e(0.24, 0.213, 0.268), flagged: false },
      { label: 'Seat 3', base: e(0.262, 0.235, 0.29), variant: e(0.23, 0.204, 0.258), flagged: false },
      { label: 'Seat 4', base: e(0.239, 0.212, 0.267), variant: e(0.22, 0.194, 0.247), flagged: false },
    ],
  },
  'six seats, printed rules only, long names': {
    title: 'Wins by seat',
    fair: 1 / 6,
    games: { base: 10_000 },
    rows: [
      { label: 'North-South', base: e(0.21, 0.19, 0.23), flagged: false },
      { label: 'East-West', base: e(0.12, 0.105, 0.136), flagged: false },
      { label: 'Seat 3', base: e(0.17, 0.153, 0.188), flagged: false },
      { label: 'Seat 4', base: e(0.16, 0.143, 0.178), flagged: false },
      { label: 'Seat 5', base: e(0.18, 0.162, 0.198), flagged: false },
      { label: 'Seat 6', base: e(0.16, 0.143, 0.178), flagged: false },
    ],
  },
  'two teams, shares of 0 and 1, intervals touching the ends': {
    title: 'Wins by team',
    fair: 0.5,
    games: { base: 40, variant: 25 },
    rows: [
      { label: 'North-South', base: e(1, 0.912, 1), variant: e(0, 0, 0.137), flagged: true },
      { label: 'East-West', base: e(0, 0, 0.088), variant: e(1, 0.863, 1), flagged: true },
    ],
  },
  'no games yet': {
    title: 'Wins by seat',
    fair: 0.5,
    games: { base: 0, variant: 0 },
    rows: [
      { label: 'Seat 1', base: e(0, 0, 1), variant: e(0, 0, 1), flagged: false },
      { label: 'Seat 2', base: e(0, 0, 1), variant: e(0, 0, 1), flagged: false },
    ],
  },
  'garbage: NaN, Infinity, shares out of range, interval reversed, a very long name': {
    title: 'Wins by seat',
    fair: Number.NaN,
    games: { base: Number.NaN },
    rows: [
      {
        label: 'The player sitting in the north-west corner',
        base: e(Number.NaN, Number.NEGATIVE_INFINITY, Number.POSITIVE_INFINITY),
        flagged: false,
      },
      { label: 'Seat 2', base: e(1.7, 2, -1), flagged: false },
      { label: 'Seat 3', base: e(0.4, 0.5, 0.3), flagged: true },
    ],
  },
  'no seats': { title: 'Wins by seat', fair: 0.25, games: { base: 0 }, rows: [] },
};

/** Thirty single-value bins, a bell of game lengths; the variant's games are fewer and longer. */
function bell(n: number, games: number, centre: number, spread: number): number[] {
  const raw = Array.from({ length: n }, (_, i) => Math.exp(-(((i - centre) / spread) ** 2)));
  const sum = raw.reduce((a, b) => a + b, 0);
  return raw.map((r) => Math.round((r / sum) * games));
}
const BASE30 = bell(30, 10_000, 11, 5);
const VARIANT30 = bell(30, 5_000, 15, 6);

export const HISTOGRAM_SAMPLES: Record<string, HistogramData> = {
  'thirty bins, both sides, different game counts': {
    title: 'Game length',
    unit: 'rounds',
    games: { base: BASE30.reduce((a, b) => a + b, 0), variant: VARIANT30.reduce((a, b) => a + b, 0) },
    bins: BASE30.map((base, i) => ({ from: i + 3, to: i + 3, base, variant: VARIANT30[i] ?? 0 })),
  },
  'wide bins, printed rules only': {
    title: 'Game length',
    unit: 'hands',
    games: { base: 1000 },
    bins: [
      { from: 10, to: 19, base: 120 },
      { from: 20, to: 29, base: 430 },
      { from: 30, to: 39, base: 300 },
      { from: 40, to: 49, base: 150 },
    ],
  },
  'all games in one bin': {
    title: 'Game length',
    unit: 'tricks',
    games: { base: 10_000, variant: 10_000 },
    bins: [{ from: 13, to: 13, base: 10_000, variant: 10_000 }],
  },
  'no games yet': {
    title: 'Game length',
    unit: 'turns',
    games: { base: 0, variant: 0 },
    bins: [
      { from: 1, to: 1, base: 0, variant: 0 },
      { from: 2, to: 2, base: 0, variant: 0 },
    ],
  },
  'no bins': { title: 'Game length', unit: 'turns', games: { base: 0 }, bins: [] },
  'huge lengths': {
    title: 'Game length',
    unit: 'turns',
    games: { base: 3, variant: 2 },
    bins: [
      { from: 1_000_000_000, to: 1_000_000_000, base: 1, variant: 0 },
      { from: 1_000_000_001, to: 1_999_999_999, base: 1, variant: 2 },
      { from: 2_000_000_000, to: 2_000_000_000, base: 1, variant: 0 },
    ],
  },
  'garbage: NaN counts and bounds': {
    title: 'Game length',
    unit: 'rounds',
    games: { base: 10 },
    bins: [
      { from: 1, to: 1, base: Number.NaN },
      { from: 2, to: Number.NaN, base: 10 },
    ],
  },
};

const s = (p10: number, p25: number, p50: number, p75: number, p90: number, mean: number) => ({ p10, p25, p50, p75, p90, mean });

export const SCORE_SAMPLES: Record<string, ScoreChartData> = {
  'negative scores, both sides (pegs out the back)': {
    title: 'Final scores',
    unit: 'pegs',
    games: { base: 10_000, variant: 10_000 },
    rows: [
      { label: 'Seat 1', base: s(-12, -4, 8, 20, 31, 7.5), variant: s(-20, -8, 10, 28, 40, 9.1) },
      { label: 'Seat 2', base: s(-10, -2, 9, 21, 30, 8.8), variant: s(-15, -5, 6, 22, 35, 6.2) },
      { label: 'Seat 3', base: s(-14, -6, 5, 18, 28, 5.4), variant: s(-18, -9, 3, 20, 33, 4.1) },
    ],
  },
  'six seats, printed rules only, chips down to 0': {
    title: 'Final chips',
    unit: 'chips',
    games: { base: 10_000 },
    rows: ['Seat 1', 'Seat 2', 'Seat 3', 'Seat 4', 'Seat 5', 'Seat 6'].map((label, i) => ({
      label,
      base: s(0, 0, 20 + i * 5, 60 + i * 4, 120 + i * 3, 35 + i * 4),
    })),
  },
  'every game the same score': {
    title: 'Final scores',
    unit: 'points',
    games: { base: 100, variant: 100 },
    rows: [
      { label: 'North-South', base: s(7, 7, 7, 7, 7, 7), variant: s(7, 7, 7, 7, 7, 7) },
      { label: 'East-West', base: s(7, 7, 7, 7, 7, 7), variant: s(7, 7, 7, 7, 7, 7) },
    ],
  },
  'huge scores': {
    title: 'Final scores',
    unit: 'points',
    games: { base: 10_000, variant: 10_000 },
    rows: [
      { label: 'Seat 1', base: s(1e8, 2e8, 5e8, 8e8, 9e8, 5.1e8), variant: s(2e8, 4e8, 1e9, 1.5e9, 1.9e9, 1.1e9) },
      { label: 'Seat 2', base: s(1e8, 2e8, 4e8, 7e8, 8e8, 4.5e8), variant: s(1e8, 3e8, 6e8, 9e8, 1.2e9, 6.1e8) },
    ],
  },
  'huge scores close together': {
    title: 'Final scores',
    unit: 'points',
    games: { base: 10_000 },
    rows: [
      { label: 'Seat 1', base: s(1_000_000_000, 1_010_000_000, 1_020_000_000, 1_030_000_000, 1_040_000_000, 1_020_000_000) },
      { label: 'Seat 2', base: s(1_005_000_000, 1_015_000_000, 1_025_000_000, 1_035_000_000, 1_045_000_000, 1_025_000_000) },
    ],
  },
  'no games yet': {
    title: 'Final scores',
    unit: 'points',
    games: { base: 0 },
    rows: [{ label: 'Seat 1', base: s(0, 0, 0, 0, 0, 0) }],
  },
  'garbage: NaN and percentiles out of order': {
    title: 'Final scores',
    unit: 'points',
    games: { base: 10 },
    rows: [
      { label: 'Seat 1', base: s(Number.NaN, 5, 3, Number.POSITIVE_INFINITY, 1, Number.NaN) },
      { label: 'Seat 2', base: s(9, 7, 5, 3, 1, 5) },
    ],
  },
};
