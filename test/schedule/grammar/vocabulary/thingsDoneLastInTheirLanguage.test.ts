import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

const ATH = 'Europe/Athens';
const KOL = 'Asia/Kolkata';
const NBO = 'Africa/Nairobi';
const CAI = 'Africa/Cairo';
const TYO = 'Asia/Tokyo';

describe("a thing done said last in its own language, after the schedule: the task's purpose", () => {
  it.each([
    // Greek: a thing done, then of what, in the genitive
    ['kathe Deftera stis 9 to proi elegxos tameiou', ATH, ['0 7 ? * 2'], /Set "elegxos tameiou" aside/],
    // Hindi: "baithak" (a meeting); "staff ko yaad dilana" (remind the staff)
    ['har mangalvar subah 9 baje baithak', KOL, ['30 3 ? * 3'], /Set "baithak" aside/],
    [
      'har guruvar shaam 7 baje staff ko yaad dilana',
      KOL,
      ['30 13 ? * 5'],
      /"staff ko yaad dilana" read as "remind staff"/,
    ],
    // Swahili: a verb of a task first ("fungua duka": open the shop)
    ['kila siku saa tatu asubuhi fungua duka', NBO, ['0 6 * * ?'], /Set "fungua duka" aside/],
    // Arabizi: "gard" (a stock count) of what
    ['kol yom el sa3a 9 el sob7 gard el makhzan', CAI, ['0 7 * * ?'], /Set "gard el makhzan" aside/],
    // Japanese: "miitingu"; a thing done and its verb said last ("nippou okuru": send the daily report)
    ['maishuu kinyoubi gogo 5-ji ni miitingu', TYO, ['0 8 ? * 6'], /Set "miitingu" aside/],
    ['mainichi gozen 8-ji nippou okuru', TYO, ['0 23 * * ?'], /Set "nippou okuru" aside/],
  ])('%s [%s]', (phrase, zone, fields, note) => reads(phrase, zone, fields, note), 60_000);

  it.each([
    // a genitive of time is when, not of what ("of the week")
    ['kathe mera stis 8 to proi anafora evdomadas', ATH],
    // a word that negates or moves the runs beside the thing done
    ['har mangalvar subah 9 baje baithak nahi', KOL],
    ['kila siku saa tatu asubuhi funga duka hadi kesho', NBO],
    ['kol yom el sa3a 9 el sob7 gard bokra', CAI],
    // whom that is a day ("on Monday, remind"), or a verb with no thing done before it
    ['har guruvar shaam 7 baje somvar ko yaad dilana', KOL],
    ['mainichi gozen 8-ji okuru', TYO],
    ['mainichi gozen 8-ji ashita okuru', TYO],
  ])('%s [%s] is refused', (phrase, zone) => refuses(phrase, zone, /./), 60_000);
});
