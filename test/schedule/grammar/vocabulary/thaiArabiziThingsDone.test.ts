import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

const BKK = 'Asia/Bangkok';
const CAI = 'Africa/Cairo';
const AMM = 'Asia/Amman';

describe("Thai and Arabizi words of a thing done said last: the task's purpose", () => {
  it.each([
    ['thuk wan phut 14:00 prachum', BKK, ['0 7 ? * 4'], /Set "prachum" aside as the task's purpose/],
    ['thuk wan suk 16:30 raingan', BKK, ['30 9 ? * 6'], /Set "raingan" aside/],
    ['kol yom el khamis sa3a 10 el sob7 egtema3', CAI, ['0 8 ? * 5'], /Set "egtema3" aside as the task's purpose/],
    ['kol yom el sa3a 8 bel leil ta2rir', AMM, ['0 17 * * ?'], /Set "ta2rir" aside/],
  ])('%s [%s]', (phrase, zone, fields, note) => reads(phrase, zone, fields, note), 60_000);

  it.each([
    // a last word that is no thing done stays unread
    ['thuk wan phut 14:00 krap', BKK, /./],
    ['kol yom el khamis sa3a 10 el sob7 bokra', CAI, /./],
  ])('%s [%s] is refused', (phrase, zone, why) => refuses(phrase, zone, why), 60_000);
});
