import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

const DAC = 'Asia/Dhaka';
const KOL = 'Asia/Kolkata';

describe('Bengali said in Latin letters: days, every, the day of the month, an hour in its part of the day', () => {
  it.each([
    ['protiti budhbar shokal 9 tay', DAC, ['0 3 ? * 4'], /"protiti budhbar" read as "every wednesday"/],
    ['protidin raat 10 tay', DAC, ['0 16 * * ?'], /"raat 10 tay" read as "at 10pm"/],
    ['protiti shukrobar shondhya 6:30 tay', DAC, ['30 12 ? * 6'], /"shondhya 6:30 tay" read as "at 6:30pm"/],
    [
      'protimashe 15 tarikh bikel 4 tay',
      DAC,
      ['0 10 15 * ?'],
      /"protimashe 15 tarikh" read as "the 15th of every month"/,
    ],
    ['prottek din dupur 12 tay', KOL, ['30 6 * * ?'], /"dupur 12 tay" read as "at 12pm"/],
    // the task's words said last, in Bengali
    ['protidin shokal 6 tay report pathao', DAC, ['0 0 * * ?'], /Set "report pathao" aside/],
    ['protyek mashe 10 tarikh dupur 1 tay bil', DAC, ['0 7 10 * ?'], /Set "bil" aside/],
    ['protidin shokal 7 tay oshudh', DAC, ['0 1 * * ?'], /Set "oshudh" aside/],
  ])('%s [%s]', (phrase, zone, fields, note) => reads(phrase, zone, fields, note), 60_000);

  it.each([
    // an hour without its part of the day (morning or evening?), or outside it (midnight?)
    ['protidin 8 tay', DAC, /./],
    ['protidin raat 12 tay', DAC, /./],
    ['protidin shokal 3 tay', DAC, /./],
    // a day's name without "protiti": this Monday, or every one?
    ['shombar shokal 8 tay meeting', DAC, /shombar/],
    // words that bound, negate or move the runs
    ['protidin shokal 7 tay shukrobar chara', DAC, /Bengali/],
    ['protidin shokal 7 tay 31 tarikh porjonto', DAC, /Bengali/],
    ['protidin shokal 7 tay bil na', DAC, /Bengali/],
    ['prothom shombar shokal 8 tay', DAC, /Bengali/],
    // how often, the day after tomorrow, a week or a month, working days, next: none of them every day
    ['porshu shokal 7 tay', DAC, /Bengali/],
    ['ekbar shokal 7 tay', DAC, /Bengali/],
    ['mashe ekbar shokal 10 tay', DAC, /Bengali/],
    ['shoptahe ekbar shokal 10 tay', DAC, /Bengali/],
    ['protyek shoptahe shokal 9 tay', DAC, /Bengali/],
    ['protyek mashe shokal 10 tay', DAC, /Bengali/],
    ['ek din pore pore shokal 9 tay', DAC, /Bengali/],
    ['kajer dine shokal 7 tay', DAC, /Bengali/],
    ['agami shombar shokal 8 tay', DAC, /Bengali/],
    ['protidin shokal 7 tay oshudh duibar', DAC, /./],
    ['protidin shokal 7 tay oshudh ekbar', DAC, /./],
  ])('%s [%s] is refused', (phrase, zone, why) => refuses(phrase, zone, why), 60_000);
});
