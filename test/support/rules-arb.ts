import fc from 'fast-check';
import type { LocalIntent } from '../../src/schedule/intent.js';
import { intentArb } from './arbitraries.js';
import { bruteFires } from './brute.js';

/**
 * Two or three rules of one phrase: random rules (any day rule, months, times or interval) that share the first
 * one's zone, as the reader makes them share the zone, running period and count said anywhere in the phrase.
 */
export function rulesArb(zones: readonly string[]): fc.Arbitrary<LocalIntent[]> {
  return fc.array(intentArb(zones), { minLength: 2, maxLength: 3 }).map(([head, ...rest]) => {
    const first = head as LocalIntent;
    return [first, ...rest.map((r) => ({ ...r, zone: first.zone }))];
  });
}

/** The union of the rules' runs in [from, to) at a fixed offset, each instant once, ascending. */
export function bruteUnion(rules: readonly LocalIntent[], offset: number, from: number, to: number): number[] {
  return [...new Set(rules.flatMap((r) => bruteFires(r, offset, from, to)))].sort((a, b) => a - b);
}
