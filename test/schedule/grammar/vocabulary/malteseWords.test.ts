import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

const MLA = 'Europe/Malta';

describe('Maltese: days with their article or after "nhar", "kull", an hour after "fi" in its part of the day', () => {
  it.each([
    ["kull nhar ta' Erbgħa fit-8 ta' filgħodu", MLA, ['0 7 ? * 4'], /"kull nhar ta' erbgħa" read as "every wednesday"/],
    ["kull is-Sibt fid-9:30 ta' filghodu", MLA, ['30 8 ? * 7'], /"fid-9:30 ta' filghodu" read as "at 9:30am"/],
    ["kuljum fis-6 ta' filgħaxija", MLA, ['0 17 * * ?'], /"kuljum" read as "every day"/],
    ["nhar il-Ħadd fl-11 ta' filgħodu", MLA, ['0 10 ? * 1'], /"nhar il-ħadd" read as "sunday"/],
    // the task's words said last, in Maltese letters
    ["kull it-Tlieta fit-3 ta' wara nofsinhar taħriġ tal-futbol", MLA, ['0 14 ? * 3'], /Set "taħriġ tal-futbol" aside/],
    ["it-Tnejn fl-10 ta' filgħodu laqgħa", MLA, ['0 9 ? * 2'], /Set "laqgħa" aside/],
    // "il-Ġimgħa" as Friday after "kull" or "nhar"
    ["kull il-Ġimgħa fit-8 ta' filgħodu", MLA, ['0 7 ? * 6'], /"kull il-ġimgħa" read as "every friday"/],
    ["nhar il-Ġimgħa fit-8 ta' filgħodu", MLA, ['0 7 ? * 6'], /"nhar il-ġimgħa" read as "friday"/],
    ["kuljum fit-8 ta' filgħodu laqgħa tal-istaff", MLA, ['0 7 * * ?'], /Set "laqgħa tal-istaff" aside/],
  ])('%s [%s]', (phrase, zone, fields, note) => reads(phrase, zone, fields, note), 60_000);

  it.each([
    // an hour without its part of the day, or outside it
    ["kull nhar ta' Tnejn fl-10", MLA, /./],
    ["il-Ħamis fis-3 ta' filgħaxija", MLA, /./],
    // "Tnejn" alone is also two: no day without its article or "nhar"
    ["kull Tnejn fl-10 ta' filgħodu", MLA, /./],
    // words that bound, negate or move the runs
    ["kull nhar ta' Tnejn fl-10 ta' filgħodu ħlief f'Awwissu", MLA, /Maltese/],
    ["kull nhar ta' Tnejn fl-10 ta' filgħodu sal-31 ta' Diċembru", MLA, /Maltese/],
    ["kuljum fit-8 ta' filgħodu minn għada", MLA, /Maltese/],
    ["ħlief il-Ħadd, kuljum fit-8 ta' filgħodu", MLA, /./],
    // "next", "all of", "during": one day or a week, not every one; "il-Ġimgħa" alone is also "the week"
    ["il-Ħamis li ġej fl-10 ta' filgħodu", MLA, /Maltese/],
    ["il-Ħamis id-dieħel fl-10 ta' filgħodu", MLA, /Maltese/],
    ["il-ġimgħa d-dieħla fit-8 ta' filgħodu", MLA, /Maltese/],
    ["il-ġimgħa kollha fit-8 ta' filgħodu", MLA, /Maltese/],
    ["matul il-ġimgħa fit-8 ta' filgħodu", MLA, /Maltese/],
    // a day with its article among the task's words
    ["kuljum fit-8 ta' filgħodu laqgħa tal-Ħamis", MLA, /./],
    ["kuljum fit-8 ta' filgħodu laqgħa tat-Tnejn", MLA, /./],
  ])('%s [%s] is refused', (phrase, zone, why) => refuses(phrase, zone, why), 60_000);
});
