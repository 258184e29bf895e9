import { describe, expect, it } from 'vitest';
import { tamilTask } from '../../../../src/schedule/grammar/tamilWords.js';
import { reads, refuses } from './read.js';

const KOL = 'Asia/Kolkata';

describe('words of when in Tamil said in Latin letters, read as the English they stand for', () => {
  it.each([
    // "ovvoru" before a day and "kizhamai": every; the hour with its part of the day and "mani"
    ['ovvoru sevvai kizhamai kaalai 8 mani', KOL, ['30 2 ? * 3'], /"ovvoru sevvai kizhamai" read as "every tuesday"/],
    ['ovvoru sani kizhamai maalai 5 manikku', KOL, ['30 11 ? * 7'], /"maalai 5 manikku" read as "at 5pm"/],
    // "thinamum": every day
    ['thinamum iravu 10 mani', KOL, ['30 16 * * ?'], /"thinamum" read as "every day"/],
    ['paal: thinamum kaalai 6 mani', KOL, ['30 0 * * ?'], /"kaalai 6 mani" read as "at 6am"/],
    // the task's words after the schedule: its purpose
    ['ovvoru budhan kizhamai madhiyam 1 mani kootam', KOL, ['30 7 ? * 4'], /Set "kootam" aside/],
    ['ovvoru naalum maalai 6 mani pooja', KOL, ['30 12 * * ?'], /Set "pooja" aside/],
  ])('%s [%s]', (phrase, zone, fields, note) => reads(phrase, zone, fields, note), 60_000);

  it.each([
    // an hour without its part of the day, or outside it
    ['ovvoru velli kizhamai 4 mani', KOL, /./],
    ['thinamum iravu 2 mani', KOL, /./],
    // words that negate, bound or move the runs, unread: refused, never a name
    ['ovvoru thingal kizhamai kaalai 9 mani mattum', KOL, /"mattum" \(Tamil\)/],
    ['thinamum maalai 6 mani vidumurai thavira', KOL, /\(Tamil\)/],
    // "kidaiyathu" (none), a day without "ovvoru" before it: unread, never dropped as the task's purpose
    ['ovvoru naalum maalai 6 mani pooja sani kizhamai kidaiyathu', KOL, /\(Tamil\)/],
    ['ovvoru naalum maalai 6 mani pooja sani kizhamai', KOL, /"sani kizhamai" \(Tamil\)/],
    ['sani kizhamai maalai 6 mani pooja', KOL, /"sani kizhamai" \(Tamil\)/],
    ['thinamum kaalai 7 mani pooja velli kidaiyathu', KOL, /\(Tamil\)/],
  ])('refuses %s [%s]', (phrase, zone, why) => refuses(phrase, zone, why), 60_000);

  it.each([
    [['pooja'], true],
    [['kootam', 'ninaivootal'], true],
    [['pooja', 'sani', 'kizhamai', 'kidaiyathu'], false],
    [['pooja', 'illai'], false],
    [['velli', 'kootam'], false],
  ])('tamilTask(%j) is %s', (words, task) => expect(tamilTask(words)).toBe(task));
});
