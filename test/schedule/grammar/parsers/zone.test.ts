import { describe, expect, it } from 'vitest';
import { emptyDraft, type IntentDraft } from '../../../../src/schedule/grammar/draft.js';
import { normalize } from '../../../../src/schedule/grammar/normalize.js';
import { zoneParser } from '../../../../src/schedule/grammar/parsers/zone.js';
import type { ScheduleProblem } from '../../../../src/schedule/problem.js';
import { MULTI_ZONE_WORDS, ZONE_WORDS } from '../../../../src/schedule/zones.js';

const NOW = Date.parse('2026-01-12T12:00:00Z');

interface Run {
  readonly draft: IntentDraft;
  readonly spans: string[];
  readonly problem: ScheduleProblem | undefined;
}

/** The grammar's loop: the parser's own (global) pattern over the normalised phrase, each match applied. */
function run(phrase: string, text = normalize(phrase)): Run {
  const draft = emptyDraft();
  const spans: string[] = [];
  const re = zoneParser.pattern;
  re.lastIndex = 0;
  for (let m = re.exec(text); m !== null; m = re.exec(text)) {
    const problem = zoneParser.apply(m, draft, { now: NOW, phrase });
    if (problem) return { draft, spans, problem };
    spans.push(m[0]);
  }
  return { draft, spans, problem: undefined };
}

const LA = 'America/Los_Angeles';

describe('zone parser', () => {
  it('is one global, case-insensitive pattern', () => {
    expect(zoneParser.pattern.flags).toContain('g');
    expect(zoneParser.pattern.flags).toContain('i');
  });

  it.each([
    ['every weekday 7pm Pacific', 'pacific', LA, 'Pacific'],
    ['every weekday at 9am Eastern', 'eastern', 'America/New_York', 'Eastern'],
    ['every Monday at 1am Berlin', 'berlin', 'Europe/Berlin', 'Berlin'],
    ['every Sunday at 00:30 Tokyo', 'tokyo', 'Asia/Tokyo', 'Tokyo'],
    ['every day at 9am Kathmandu', 'kathmandu', 'Asia/Kathmandu', 'Kathmandu'],
    ['every weekday at 9am India', 'india', 'Asia/Kolkata', 'India'],
    ['on the 1st at 6am tokyo time', 'tokyo time', 'Asia/Tokyo', 'tokyo time'],
    ['9:00 PT', 'pt', LA, 'PT'],
    ['at 9am (New York)', '(new york)', 'America/New_York', 'New York'],
    ['every day at 6pm ( pacific )', '( pacific )', LA, 'pacific'],
    ['every day at 9am in Tokyo', 'in tokyo', 'Asia/Tokyo', 'Tokyo'],
    ['every day at 9am in the UK', 'uk', 'Europe/London', 'UK'],
    ['weekdays @ 7 pm pacific time', 'pacific time', LA, 'pacific time'],
    ['every day at 9am Pacific Standard Time', 'pacific standard time', LA, 'Pacific Standard Time'],
    ['every day at 9am pacific time zone', 'pacific time zone', LA, 'pacific time'],
    ['every day at 9am Bengaluru timezone', 'bengaluru timezone', 'Asia/Kolkata', 'Bengaluru time'],
    ['every friday at 5pm PST', 'pst', LA, 'PST'],
    ['every monday 8am EDT', 'edt', 'America/New_York', 'EDT'],
    ['at 9am ET, every weekday', 'et', 'America/New_York', 'ET'],
    ['daily at noon CET', 'cet', 'Europe/Berlin', 'CET'],
    ['every day at 10:00 IST', 'ist', 'Asia/Kolkata', 'IST'],
    ['every day at 9am ct', 'ct', 'America/Chicago', 'ct'],
    ['every day at 9am MT', 'mt', 'America/Denver', 'MT'],
    ['every weekday at 8am Mountain Time', 'mountain time', 'America/Denver', 'Mountain Time'],
    ['every weekday at 8am Arizona', 'arizona', 'America/Phoenix', 'Arizona'],
    ['7pm pacific on weekdays', 'pacific', LA, 'pacific'],
    ['every hour UTC', 'utc', 'UTC', 'UTC'],
    ['every day at 9am zulu', 'zulu', 'UTC', 'zulu'],
    ['at 09:00utc daily', 'utc', 'UTC', 'utc'],
    ['every day at 9am UTC+5:30', 'utc+5:30', 'UTC+5:30', 'UTC+5:30'],
    ['every day at 9am gmt-3', 'gmt-3', 'UTC-3', 'gmt-3'],
    ['every day at 9am utc +05:45', 'utc +05:45', 'UTC+5:45', 'utc +05:45'],
    ['every day at 9am Europe/Berlin', 'europe/berlin', 'Europe/Berlin', 'Europe/Berlin'],
    ['every day at 9am america/los_angeles', 'america/los_angeles', LA, 'america/los_angeles'],
    [
      'every day at 9am America/Argentina/Buenos_Aires',
      'america/argentina/buenos_aires',
      'America/Argentina/Buenos_Aires',
      'America/Argentina/Buenos_Aires',
    ],
    ['every day at 9am Pacific/Auckland', 'pacific/auckland', 'Pacific/Auckland', 'Pacific/Auckland'],
    ['every day at 9am etc/utc', 'etc/utc', 'Etc/UTC', 'etc/utc'],
    ['every day at noon São Paulo', 'são paulo', 'America/Sao_Paulo', 'São Paulo'],
    ['every day at noon sao paulo', 'sao paulo', 'America/Sao_Paulo', 'sao paulo'],
    ["every day at 9am St. John's", "st. john's", 'America/St_Johns', "St. John's"],
    ['every day at 9am Nuku\u2019alofa', "nuku'alofa", 'Pacific/Tongatapu', 'Nuku\u2019alofa'],
    ['every day at 9am Salt Lake City', 'salt lake city', 'America/Denver', 'Salt Lake City'],
    ['every day at 9am New York City', 'new york city', 'America/New_York', 'New York City'],
    ['every day at 9am NYC', 'nyc', 'America/New_York', 'NYC'],
    ['every day at 9am Washington D.C.', 'washington d.c', 'America/New_York', 'Washington D.C'],
    ['every day at 9am Hong Kong', 'hong kong', 'Asia/Hong_Kong', 'Hong Kong'],
    ['at 7am Lord Howe', 'lord howe', 'Australia/Lord_Howe', 'Lord Howe'],
    ['every day at 9am kiev', 'kiev', 'Europe/Kyiv', 'kiev'],
    ['9am Mexico City weekdays', 'mexico city', 'America/Mexico_City', 'Mexico City'],
    ['every day at 9am South Africa', 'south africa', 'Africa/Johannesburg', 'South Africa'],
    ['every 2 hours from 9am to 5pm on weekdays Pacific', 'pacific', LA, 'Pacific'],
  ])('%s', (phrase, span, zone, said) => {
    const r = run(phrase);
    expect(r.problem).toBeUndefined();
    expect(r.spans).toEqual([span]);
    expect(r.draft.zone).toEqual({ name: zone, said });
  });

  it.each([
    'every saturday at 9am',
    'every sat at 9am',
    'every sun at 10am',
    'every wed and fri at 9am',
    'every monday',
    'every mon/wed/fri at 9am',
    'at 7pm',
    'march 1',
    'every may 1st at noon',
    'every oct 3',
    'in january and july',
    'from dec 1 until march 31',
    'format the report',
    'smtp relay at 9am',
    'run the script at 9am',
    'get the list at the best time',
    'eat lunch at noon',
    'the art show at 9am',
    'west wing at 9am',
    'remind us at 9am',
    'nice, reading and bath at 9am',
    'mid-atlantic sync at 9am',
    'every weekday at 9am',
    'every 15 minutes',
    'every day at noon',
    'on the last day of every month',
    'every first monday of the month at 8am',
    'quarterly at noon',
    'every 2 hours from 9am to 5pm on weekdays',
    'biweekly on fridays',
  ])('finds nothing in "%s"', (phrase) => {
    const r = run(phrase);
    expect(r.spans).toEqual([]);
    expect(r.problem).toBeUndefined();
    expect(r.draft.zone).toBeNull();
  });

  it('matches words in any case even before normalising', () => {
    const r = run('Every Weekday At 7PM PACIFIC', 'Every Weekday At 7PM PACIFIC');
    expect(r.spans).toEqual(['PACIFIC']);
    expect(r.draft.zone).toEqual({ name: LA, said: 'PACIFIC' });
  });

  it('notes how an abbreviation was read', () => {
    expect(run('every friday at 5pm PST').draft.assumptions).toEqual([
      'PST read as Pacific local time (it follows daylight saving time).',
    ]);
    expect(run('every day at 10:00 IST').draft.assumptions).toEqual([
      'IST read as India Standard Time (Asia/Kolkata), not Irish or Israel time.',
    ]);
    expect(run('every day at 9am Tokyo').draft.assumptions).toEqual([]);
  });

  it('accepts the same zone named twice', () => {
    const r = run('every day at 9am Pacific (PST)');
    expect(r.problem).toBeUndefined();
    expect(r.spans).toEqual(['pacific', '(pst)']);
    expect(r.draft.zone).toEqual({ name: LA, said: 'Pacific' });
    expect(r.draft.assumptions).toEqual(['PST read as Pacific local time (it follows daylight saving time).']);
  });

  it('refuses two different zones', () => {
    const r = run('every day at 9am Pacific and Tokyo');
    expect(r.problem?.code).toBe('unparseable');
    expect(r.problem?.message).toBe(
      'The phrase names two time zones ("Pacific" and "Tokyo"); a schedule runs on the clock of one.',
    );
  });

  it.each([
    ['9am ET / 6am PT', 'ET', 'PT'],
    ['weekdays 9am ET (6am PT)', 'ET', 'PT'],
    ['daily 14:00 UTC / 9am EST', 'UTC', 'EST'],
    ['9am Eastern, 6am Pacific', 'Eastern', 'Pacific'],
    ['every day at 9am London and 9am New York', 'London', 'New York'],
  ])('refuses "%s" naming both zones, and says to keep one', (phrase, first, second) => {
    const r = run(phrase);
    expect(r.problem?.message).toContain(`("${first}" and "${second}")`);
    expect(r.problem?.hint).toBe(
      `Name one time zone: keep the time in "${first}" and leave out the one in "${second}", or the other way round.`,
    );
  });

  it.each(['9am ET / 9am ET', 'every day at 9am Eastern (ET)'])('reads "%s": one zone said twice', (phrase) => {
    expect(run(phrase).problem).toBeUndefined();
  });

  it.each([
    ['every day at 9am Australia', 'Australia has several time zones: say Sydney, Brisbane, Adelaide or Perth.'],
    ['every day at 9am USA', /United States has several time zones/],
    ['every day at 9am in Canada', /Canada has several time zones/],
    ['every day at 9am Brazil time', /Brazil has several time zones/],
    ['every day at 9am Russia', /Russia has several time zones/],
    ['every day at 9am Mexico', /Mexico has several time zones/],
  ])('refuses a place with several zones: %s', (phrase, hint) => {
    const r = run(phrase);
    expect(r.problem?.code).toBe('unparseable');
    expect(r.problem?.message).toMatch(/is not a single time zone/);
    if (typeof hint === 'string') expect(r.problem?.hint).toBe(hint);
    else expect(r.problem?.hint).toMatch(hint);
  });

  it.each(['every day at 9am europe/atlantis', 'every day at 9am utc+15'])(
    'refuses a zone that does not exist: %s',
    (p) => {
      const r = run(p);
      expect(r.problem?.code).toBe('unparseable');
      expect(r.problem?.message).toMatch(/is not a time zone/);
    },
  );

  it('finds every word of the table, whole, after a time', () => {
    const missed: string[] = [];
    for (const [word, zone] of ZONE_WORDS) {
      const r = run(`every day at 9am ${word}`, `every day at 9am ${word}`);
      if (r.problem || r.spans.length !== 1 || r.spans[0] !== word || r.draft.zone?.name !== zone) missed.push(word);
    }
    expect(missed).toEqual([]);
  });

  it('finds every place with several zones, whole', () => {
    for (const word of MULTI_ZONE_WORDS.keys()) {
      const r = run(`every day at 9am ${word}`, `every day at 9am ${word}`);
      expect(r.problem?.hint, word).toBe(MULTI_ZONE_WORDS.get(word));
    }
  });

  // How fast is the schedule bench's question (npm run bench: phrases/s, against chrono alone in the same run); a
  // wall-clock bound here would fail on a busy machine and say nothing about the code.
  it('finds every zone in a batch of 20,000 phrases, one compiled pattern reused', () => {
    const phrases = [
      'every weekday at 7pm pacific',
      'on the 1st of every month at 8pm',
      'every 2 hours from 9am to 5pm on weekdays',
      'last friday of every month at 9am new york',
      'every sunday at 00:30 tokyo',
    ];
    const re = new RegExp(zoneParser.pattern.source, zoneParser.pattern.flags);
    let found = 0;
    for (let i = 0; i < 20_000; i++) {
      const text = phrases[i % phrases.length] ?? '';
      re.lastIndex = 0;
      for (let m = re.exec(text); m !== null; m = re.exec(text)) found++;
    }
    expect(found).toBe(12_000);
  });
});
