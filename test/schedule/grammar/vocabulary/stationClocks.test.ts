import { describe, expect, it } from 'vitest';
import { schedulePhrase } from '../../../../src/schedule/engine.js';
import { hm, NOW, read, refused } from './read.js';

const EVERY_DAY = { kind: 'every-day' };

/** The refusal's message of the whole engine (which also tries the phrase's other readings), or null when it reads. */
function refusal(phrase: string, zone: string): string | null {
  const r = schedulePhrase({ phrase, defaultZone: zone, now: NOW });
  return r.ok ? null : r.problem.message;
}

function notesOf(phrase: string, zone: string): string {
  const r = schedulePhrase({ phrase, defaultZone: zone, now: NOW });
  if (!r.ok) throw new Error(`${phrase}: ${r.problem.message}`);
  return r.value.warnings.map((w) => w.message).join(' | ');
}

describe('"local" or "station time" beside a place said first with a clock of its own', () => {
  it.each([
    ['Troll station generator check daily 08:00 local', 'Europe/Oslo', 'Antarctica/Troll', [hm(8)]],
    ['Rothera: fuel depot readings every sunday at 18:00 local', 'Europe/London', 'Antarctica/Rothera', [hm(18)]],
    ['Punta Arenas antenna: 22:00 every night local', 'America/Santiago', 'America/Punta_Arenas', [hm(22)]],
    ['marquesas: daily 18:30 local', 'Pacific/Honolulu', 'Pacific/Marquesas', [hm(18, 30)]],
    [
      'McMurdo: weather balloon launch at 11:00 and 23:00 station time every day',
      'UTC',
      'Antarctica/McMurdo',
      [hm(11), hm(23)],
    ],
    ['casey base: daily 9am local', 'UTC', 'Antarctica/Casey', [hm(9)]],
    // a zone's own place said first: its clock, not the person's
    ['Tehran office: saturday to wednesday at 8:30 local', 'Asia/Dubai', 'Asia/Tehran', [hm(8, 30)]],
    ['Lord Howe: every weekday at 8:15am local', 'Australia/Sydney', 'Australia/Lord_Howe', [hm(8, 15)]],
    ['london: daily 9am local', 'America/New_York', 'Europe/London', [hm(9)]],
    ['Alice Springs ground station: daily at 0600 local', 'Australia/Sydney', 'Australia/Darwin', [hm(6)]],
  ])('"%s" (said in %s) runs on %s', (phrase, own, zone, times) => {
    const i = read(phrase, own);
    expect(i.zone.name).toBe(zone);
    expect(i.times).toEqual(times);
    expect(i.assumptions.join(' ')).toMatch(new RegExp(`read as the clock of .*\\(${zone}\\)`));
  });

  it.each([
    // a place no zone is known for: the place's clock, or the person's?
    ['Halley station generator check daily 08:00 local', /could be the time in halley station or yours/],
    ['kerguelen: daily 18:30 local', /could be the time in kerguelen or yours/],
    // a word of several zones
    ['australia: daily 9am local', /could be the time in australia or yours/],
    // a region's or a clock's word, or a country, said first: no place's clock
    ['Central kitchen: daily 6am local', /could be the time in central or yours/],
    ['Pacific sync: daily 9am local', /could be the time in pacific or yours/],
    ['UTC: daily 9am local', /could be the time in utc or yours/],
    ['Kenya office: daily 9am local', /could be the time in kenya or yours/],
    ['georgia: daily 9am local', /georgia/],
    // a station named as people are, with no word for a site: the station's clock or the person's?
    ['Palmer: daily 08:00 local', /Palmer station, Antarctica or of a person named Palmer/],
    ['every day at 9am casey time', /Casey station, Antarctica or of a person named Casey/],
    // the place said after the schedule, or in the middle: not read as the clock of "local"
    ['generator check at Troll station daily 08:00 local', /could be the time in troll or yours/],
    // a second zone beside the place's
    ['Tehran office: saturday to wednesday at 8:30 local, 9:00 Dubai', /names two time zones/],
  ])('"%s" is refused', (phrase, why) => {
    expect(refusal(phrase, 'UTC')).toMatch(why);
  });

  it.each([
    // "local" that is no clock's word, or no place first: as before
    ['office cleaning daily 6pm local', 'Europe/Berlin'],
    ['Troll station generator check daily 08:00', 'Europe/Oslo'],
    ['remind Casey at 9am every day', 'Europe/London'],
  ])('"%s" said in %s stays on their own clock', (phrase, own) => {
    expect(read(phrase, own).zone.name).toBe(own);
  });

  it('leaves "local" before a noun unread', () => {
    expect(refusal('Troll station: local backup daily 08:00', 'Europe/Oslo')).toMatch(/could not read/);
  });
});

describe("a station's time said by its name", () => {
  it.each([
    ['generator check daily 08:00 troll time', 'UTC', 'Antarctica/Troll', hm(8)],
    ['Casey station radio sked 0900 daily, Casey time (UTC+8)', 'Australia/Hobart', 'Antarctica/Casey', hm(9)],
    ['uplink daily 07:00 svalbard time', 'UTC', 'Arctic/Longyearbyen', hm(7)],
  ])('"%s" (said in %s) runs on %s', (phrase, own, zone, time) => {
    const i = read(phrase, own);
    expect(i.zone.name).toBe(zone);
    expect(i.times).toEqual([time]);
    expect(i.days).toEqual(EVERY_DAY);
  });

  it('reads "McMurdo time" beside other words of days', () => {
    const i = read('first saturday of each month at 15:00 McMurdo time', 'Pacific/Auckland');
    expect(i.zone.name).toBe('Antarctica/McMurdo');
    expect(i.times).toEqual([hm(15)]);
  });

  it("refuses an offset that is not the station's", () => {
    expect(refused('Casey station radio sked 0900 daily, Casey time (UTC+11)').message).toMatch(/two time zones/);
  });
});

describe('an abbreviation beside a place that keeps it all year', () => {
  it.each([
    // ACST is Adelaide's (with daylight saving) unless the place said keeps it all year: the Northern Territory
    ['Alice Springs ground station: daily at 0600 ACST', 'Australia/Sydney', 'Australia/Darwin'],
    ['Darwin ground station: daily at 0600 ACST', 'Australia/Sydney', 'Australia/Darwin'],
    ['daily at 0600 ACST (Darwin)', 'Australia/Sydney', 'Australia/Darwin'],
    ['Brisbane office: daily 0900 AEST', 'Europe/London', 'Australia/Brisbane'],
    // and the place's that follows it
    ['Adelaide office: daily at 0600 ACST', 'Australia/Sydney', 'Australia/Adelaide'],
    ['daily 0600 ACST (Adelaide)', 'Australia/Darwin', 'Australia/Adelaide'],
    ['daily 0900 AEST (Sydney)', 'Australia/Brisbane', 'Australia/Sydney'],
    // ChST: Guam's
    ['Guam tracking site: daily 06:00 and 18:00 ChST', 'Pacific/Honolulu', 'Pacific/Guam'],
  ])('"%s" (said in %s) runs on %s', (phrase, own, zone) => {
    expect(read(phrase, own).zone.name).toBe(zone);
  });

  it('says which clock, and keeps no note of the meaning given up', () => {
    const notes = read('daily 0900 AEST (Sydney)', 'Australia/Brisbane').assumptions.join(' ');
    expect(notes).toMatch(/"AEST" read as the clock of "Sydney"/);
    expect(notes).not.toMatch(/your own zone/);
    expect(read('Alice Springs ground station: daily at 0600 ACST', 'Australia/Sydney').assumptions.join(' ')).toMatch(
      /Northern Territory keeps it all year\), the clock of "Alice Springs" \(Australia\/Darwin\)/,
    );
  });

  it.each([
    // alone, ACST is still Adelaide's, said so
    ['daily at 0600 ACST', 'Australia/Sydney', 'Australia/Adelaide'],
  ])('"%s" (said in %s) stays on %s', (phrase, own, zone) => {
    expect(read(phrase, own).zone.name).toBe(zone);
  });

  it('refuses a place beside an abbreviation of another clock', () => {
    expect(refused('Alice Springs ground station: daily at 0600 AEST', 'Australia/Sydney').message).toMatch(
      /two time zones/,
    );
  });
});

describe('a reminder at one bare hour with no days', () => {
  it.each([
    'remind me to check the Winnipeg lanes at 8 central',
    'remind me to check the lanes at 8',
    'remind me at 8 to check the lanes',
  ])('"%s" is refused: 8 AM or PM, once or every day?', (phrase) => {
    expect(refusal(phrase, 'America/New_York')).not.toBeNull();
  });

  it.each([
    'remind me to check the lanes every day at 8',
    'remind me to check the lanes at 8pm every day',
    'lane check at 8 central',
  ])('"%s" reads', (phrase) => {
    expect(refusal(phrase, 'America/New_York')).toBeNull();
  });

  it('says both questions', () => {
    expect(refusal('remind me to check the lanes at 8', 'America/New_York')).toMatch(
      /could be 8 AM or 8 PM, and the phrase says no days: once, or every day\?/,
    );
  });
});

describe('whose time, said in an aside', () => {
  it.each([
    ["every friday 17:00 their time (the client's in Johannesburg)", 'Europe/London', 'Africa/Johannesburg'],
    // the client's office, a site, where the runs are for: its place's clock
    ["every friday 17:00 their time (the client's office in Johannesburg)", 'Europe/London', 'Africa/Johannesburg'],
    ['fri 5pm london time (im in nyc)', 'America/New_York', 'Europe/London'],
  ])('"%s" (said in %s) runs on %s', (phrase, own, zone) => {
    expect(notesOf(phrase, own)).toMatch(new RegExp(zone.replace('/', '\\/')));
  });

  it.each([['call the Tokyo team fri 5pm (im in London)', /two time zones/]])('"%s" is refused', (phrase, why) => {
    expect(refusal(phrase, 'Europe/London')).toMatch(why);
  });
});

describe('a place\'s clock said by a code, an aside or an "L"', () => {
  it.each([
    ['weather upload 09:00 and 15:00 daily, LHI time', 'Australia/Sydney', 'Australia/Lord_Howe'],
    ['weather upload 09:00 daily LHST', 'UTC', 'Australia/Lord_Howe'],
    ['South Pole station (they keep NZ time): every sunday 19:00', 'UTC', 'Pacific/Auckland'],
    ['antenna stow check 0200L every day, L being Svalbard local', 'UTC', 'Arctic/Longyearbyen'],
    ['antenna stow check 0200L every day (L = Oslo time)', 'UTC', 'Europe/Oslo'],
  ])('"%s" (said in %s) runs on %s', (phrase, own, zone) => {
    expect(read(phrase, own).zone.name).toBe(zone);
  });

  it.each([
    // "lhi" in lower case may be a word
    ['weather upload 09:00 daily, lhi time', /lower case/],
    // the clock a team keeps is not the time's: whose 9am?
    ['call the London team every monday at 9am (they keep UK time)', /could not read/],
    ['all-hands every sunday 19:00 (they keep NZ time)', /could not read/],
    // an "L" explained where no time carries one
    ['antenna stow check 0200 every day, L being Svalbard local', /explains an "L" after no time/],
    ['antenna stow check 0200L every day, L being Kerguelen local', /kerguelen/i],
  ])('"%s" is refused', (phrase, why) => {
    expect(refusal(phrase, 'UTC')).toMatch(why);
  });

  it('reads "local" before the days as the person\'s own clock', () => {
    const i = read('every 15 min 8am-9pm local Mon-Sat', 'America/Chicago');
    expect(i.zone.name).toBe('America/Chicago');
    expect(refusal('daily 8am local sunrise check', 'America/Chicago')).toMatch(/local sunrise check/);
  });
});

describe('a station or remote place in the words set aside as a name, no zone said', () => {
  it.each([
    ['Marquesas resort: arrivals list 3pm daily', 'Pacific/Honolulu', /"Marquesas": is it the place whose clock/],
    ['rapa nui daily 6am until the end of april', 'America/Santiago', /"Rapa Nui"/],
    ['Ny-Alesund data dump every 2 hrs from 0000', 'Europe/London', /"Ny-alesund"/],
    ['Troll station generator check daily 08:00', 'Europe/Oslo', /"Troll"/],
  ])('"%s" (said in %s) is asked about', (phrase, zone, why) => {
    expect(refusal(phrase, zone)).toMatch(why);
  });

  it("reads the name where the zone is said, the station is a person, or its clock is the person's", () => {
    expect(read('rapa nui daily 6am easter island time', 'America/Santiago').zone.name).toBe('Pacific/Easter');
    expect(read('Casey report daily 9am', 'Europe/London').zone.name).toBe('Europe/London');
    // the person's own clock is the place's
    expect(read('Marquesas relay ping every 3 hours', 'Pacific/Marquesas').zone.name).toBe('Pacific/Marquesas');
    expect(read('Svalbard antenna check every 3 hours', 'Europe/Oslo').zone.name).toBe('Europe/Oslo');
  });
});
