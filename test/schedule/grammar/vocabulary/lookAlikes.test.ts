import { describe, expect, it } from 'vitest';
import { readWholePhrase } from '../../../../src/schedule/grammar/rules.js';
import { reads, refusedRules, refuses, rules } from './read.js';

const said = (phrase: string, zone: string) => rules(phrase, zone).map((i) => [i.days, i.times, i.zone.name]);

describe('look-alikes of the readings added for corpus 11 stay refused', () => {
  it.each([
    // a day said only in a restatement on another clock: the rest says no days (every day?)
    ['at 9pm London, which is monday 4pm for me', 'America/New_York'],
    ['every weekday at 9pm London, which is monday 4pm for me', 'America/New_York'],
    // two offices in a name, no zone said with the clock: whose clock?
    ['call the Sydney and New York offices every friday at 5pm', 'America/New_York'],
    ['call the Tokyo office and London office at 9am every monday', 'Europe/London'],
    // the day after or before a kind of day is not that day
    ['the morning after match days (sat) at 9am', 'Europe/London'],
    ['after gym days (mon, wed, fri) at 7am', 'Europe/London'],
    // words after corrected days that keep a day are no reason it is dropped
    ['every monday at 9am, actually tuesdays, mondays as usual', 'Europe/London'],
    ['every monday and wednesday at 9am, actually tuesdays, keep mondays', 'Europe/London'],
    // a correction with days right after it may be those days' time alone
    ['at 9am sorry 10 on weekends', 'Europe/London'],
    // one time of day around which only places, remarks or a slip were set aside: how often?
    ['around 9ish', 'Europe/London'],
    ['9am, Vietnam plant', 'Europe/London'],
    ['at 9am (shop opens then)', 'Europe/London'],
    ["I'm in Nairobi. at 9am Lagos time", 'Europe/London'],
    ['at 5pm my time (Bogotá)', 'America/Bogota'],
    // the same clock with its half of the day said on the second date only is not the same clock
    ['5 dec 10:00 and 6 dec 10:00 pm', 'Europe/London'],
    // "till then" with a date a few days past (these tables read on 2026-01-12): no end to run until, not next year's
    ['sale ends 8 jan - remind me daily at 8pm till then', 'Europe/London'],
    ['trial expires 10 jan - remind me every monday at 9am until then', 'America/New_York'],
    // "until close, 8 dec": close is a time of that day, not the name of the day the runs end
    ['every 15 minutes from 9am until close, 8 dec', 'Europe/London'],
  ])('refuses "%s" (said in %s)', (phrase, zone) => {
    expect(refusedRules(phrase, zone).message.length).toBeGreaterThan(0);
  });

  it.each([
    // the same shapes where the phrase settles it
    [
      'call the Sydney and New York offices every friday at 5pm Sydney time',
      'America/New_York',
      [[{ kind: 'weekdays', days: [6] }, [{ hour: 17, minute: 0 }], 'Australia/Sydney']],
    ],
    [
      'OB van check 06:30 on match days (saturdays)',
      'Europe/London',
      [[{ kind: 'weekdays', days: [7] }, [{ hour: 6, minute: 30 }], 'Europe/London']],
    ],
    [
      'wake the smart speaker briefing at 7 — no, 6:45 — on weekdays',
      'Europe/London',
      [[{ kind: 'weekdays', days: [2, 3, 4, 5, 6] }, [{ hour: 6, minute: 45 }], 'Europe/London']],
    ],
    ['dialy at 8am', 'America/New_York', [[{ kind: 'every-day' }, [{ hour: 8, minute: 0 }], 'America/New_York']]],
    ['db backup at 2:30am', 'Europe/Berlin', [[{ kind: 'every-day' }, [{ hour: 2, minute: 30 }], 'Europe/Berlin']]],
  ])('reads "%s" (said in %s)', (phrase, zone, expected) => {
    expect(said(phrase, zone)).toEqual(expected);
  });

  it('says when a reminder runs on the clock of the place said with its event', () => {
    const [r] = rules('event 2026-12-10 at 18:00 tokyo - remind me 2 days before at 9am', 'Europe/London');
    expect(r?.zone.name).toBe('Asia/Tokyo');
    expect(r?.assumptions.join(' ')).toMatch(/run's time on the clock of "tokyo", said with the event's/);
  });

  it('"10 jan ... till then" said in November is the coming January', () => {
    const r = readWholePhrase('battle pass ends 10 Jan — remind everyone daily at 8pm till then', {
      now: Date.UTC(2026, 10, 23, 12),
      defaultZone: 'Asia/Jakarta',
    });
    expect(r.ok && r.value[0]?.endDate).toEqual({ year: 2027, month: 1, day: 10 });
  });
});

describe('corpus 13, written blind: its misreadings stay closed', () => {
  it('reads one bare time said twice as its morning and its evening, and says so', () => {
    reads(
      'feed the cats at 8 and 8',
      'America/New_York',
      ['0 1,13 * * ?'],
      /One time said twice read as 8:00 AM and 8:00 PM/,
    );
    reads('at 9 and 9 every day', 'Europe/Dublin', ['0 9,21 * * ?'], /One time said twice/);
    reads('every weekday at 7:30 and 7:30', 'UTC', ['30 7,19 ? * 2-6'], /7:30 AM and 7:30 PM/);
    // the same time restated, not listed: once
    reads("every weekday at 8:00 (8:00 my time, not the server's)", 'America/Chicago', ['0 14 ? * 2-6'], /8:00 AM/);
    // not the same time twice: each as said
    reads('every day at 9 and 21:00', 'UTC', ['0 9,21 * * ?'], /.*/);
    reads('every day at 9am and 9pm', 'UTC', ['0 9,21 * * ?'], /.*/);
  });

  it('refuses a reminder to a person at a bare small hour, its name said first', () => {
    refuses('remind me dog walk at 3 everyday', 'Europe/Amsterdam', /could be 3 AM or 3 PM/);
    refuses('remind us bins out at 5 every day', 'Europe/London', /could be 5 AM or 5 PM/);
    // its half said, or a job's name that is no reminder to a person
    reads('remind me dog walk at 3pm everyday', 'Europe/London', ['0 15 * * ?'], /reminder to send/);
    reads('dog walk at 7 every day', 'UTC', ['0 7 * * ?'], /read as 7:00 AM/);
  });

  it('refuses a day and time moved to, or stretched to, another day and time', () => {
    refuses('lab mtg moved from thu 2pm to fri 10am, weekly', 'Asia/Singapore', /a move from one day and time/);
    refuses('from mon 9am to fri 5pm', 'UTC', /a move from one day and time/);
    // a day rule with one time, and an end said by its day alone, are no move
    reads('every day at 9am until next friday', 'UTC', ['0 9 * * ?'], /until Friday/);
    refuses('every day at 9am from thursday to friday', 'UTC', /names the days twice/);
  });
});

describe('look-alikes of the readings added for corpus 12 stay refused or say what they assumed', () => {
  it('keeps a quoted title after a task verb only when its words of time are said outside it too', () => {
    refuses("every friday at 8 post the 'friday night' playlist", 'America/Los_Angeles', /could not read/);
    refuses("every weekday at 7 share the 'dinner' menu", 'Europe/London', /could not read/);
    refuses("every day at 9 send the 'except fridays' email", 'Europe/London', /could not read/);
    reads("every weekend morning at 10 open the 'weekend contributors' thread", 'UTC', ['0 10 ? * 1,7'], /as a name/);
  });

  it("refuses a real zone's letters as a name's word beside another zone", () => {
    refuses('ART close check weekdays 6pm NY', 'America/Los_Angeles', /could not read/);
    refuses('CAT statement check weekdays 9am Frankfurt time', 'Europe/London', /could not read/);
    reads('SWIFT statement check weekdays 9am Frankfurt time', 'Europe/London', ['0 8 ? * 2-6'], /job's name/);
  });

  it("says that Lord Howe standard time is read as the island's local clock", () => {
    reads('daily 9am LHST', 'Australia/Sydney', ['0 22 * * ?'], /LHST read as Lord Howe Island local time/);
  });
});

describe('review of corrections, nights left out, bare clocks and the end of a day: misreadings closed', () => {
  const LA = 'America/Los_Angeles';
  it('refuses days said as a correction of a day of the month by its place', () => {
    refuses('first monday of the month at 9am, wait i mean weds', LA, /by its place/);
    refuses('last friday of the month 4pm, nope make that thu', LA, /by its place/);
    refuses('every 2nd tuesday at 9am, wait i mean weds', LA, /by its place/);
    // a time corrected keeps the day's place; days corrected among days of the week read
    reads('first monday of the month at 9am, wait i mean 10am', LA, ['0 18 ? * 2#1'], /10:00 AM instead of 9:00 AM/);
    reads('every monday at 9am, wait i mean weds', LA, ['0 17 ? * 4'], /Wednesday instead of Monday/);
    reads('first monday of the month at 9am, no, the first tuesday', LA, ['0 17 ? * 3#1'], /as a correction/);
  });

  it('refuses days said as a correction after days taken out', () => {
    refuses('every weekday 9am except fri, nope make that thu', LA, /days were taken out/);
    reads('every weekday 9am except fri, nope make that 10am', LA, ['0 18 ? * 2-5'], /10:00 AM instead of 9:00 AM/);
  });

  it('refuses a bare number correcting what ends on a date or a length', () => {
    refuses('every monday at 9am until feb 10, nope make that 17', LA, /a date or a length/);
    refuses('every monday at 9am until feb 10, make that 17', LA, /a date or a length/);
    refuses('every monday at 9am until feb 10, make it 17', LA, /a date or a length/);
    refuses('every day at 9 for 2 weeks, nope make that 3', LA, /a date or a length/);
    // a clock said plainly, or a bare number after a clock, corrects the time
    reads('every monday at 9am until feb 10, nope make that 5pm', LA, ['0 1 ? * 3'], /5:00 PM instead of 9:00 AM/);
    reads('every monday at 9am, nope make that 10', LA, ['0 18 ? * 2'], /10:00 AM instead of 9:00 AM/);
  });

  it('refuses a night left out of runs that are not all in the evening', () => {
    refuses('every day at 9am and 9pm except sunday night', LA, /except sunday night/);
    refuses('every day 9am except saturday night', LA, /except saturday night/);
    refuses('every hour except sunday night', LA, /runs through the day/);
    reads('every day at 9pm except sunday night', LA, ['0 5 ? * 1,3-7'], /.*/);
  });

  it('keeps a corrected small clock in the morning only when the clock it corrects had its half said', () => {
    refuses('every weekday at 9, nope make that 3:30', LA, /3:30 AM or 3:30 PM/);
    reads('every weekday at 4:30am, sorry 4:45', LA, ['45 12 ? * 2-6'], /4:45 AM/);
  });

  it('refuses a day and a bare clock from 1 to 6 in pairs', () => {
    refuses('mon 12:30 tue 1:30', LA, /1:30 AM or 1:30 PM/);
    refuses('sat 11:30 sun 1:30', LA, /1:30 AM or 1:30 PM/);
    reads('mon 12:30pm tue 1:30pm', LA, ['30 20 ? * 2', '30 21 ? * 3'], /days each with their own time/);
    reads('mon 9:30 tue 10:30', LA, ['30 17 ? * 2', '30 18 ? * 3'], /days each with their own time/);
  });

  it('takes no day of the month after "end of day" for its clock', () => {
    const DEN = 'America/Denver';
    refuses('end of day 2 of every month', DEN, /.*/);
    refuses('end of business day 5 of each month', DEN, /.*/);
    refuses('monthly end of day 3', DEN, /.*/);
    refuses('end of day 1 of each month', DEN, /.*/);
    reads('eod weekdays 5:30', DEN, ['30 0 ? * 3-7'], /5:30 PM: the end of the day/);
    reads('end of day 5 fridays', DEN, ['0 0 ? * 7'], /5 PM: the end of the day/);
    reads('every weekday end of day 5', DEN, ['0 0 ? * 3-7'], /5 PM: the end of the day/);
  });

  it('reads or refuses a time said after the days left out, set off by commas', () => {
    // the days of the week: those days' own time, as without the commas
    reads(
      'every day at 9am, except fridays, at 11am',
      LA,
      ['0 17 ? * 1-5,7', '0 19 ? * 6'],
      /11:00 AM on fridays instead of 9:00 AM/,
    );
    reads('daily 9am, except weekends, 10am', LA, ['0 17 ? * 2-6', '0 18 ? * 1,7'], /on weekends instead/);
    // days of the month or dates left out, then a clock: another time then, or one more on the other days
    refuses('every day at 9am, except on the 1st, at 11am', LA, /"except on the 1st" then a time/);
    refuses('every day at 9am except dec 25 at noon', LA, /"except dec 25" then a time/);
    refuses('every day at 9am except on the 1st and 15th, at 10', LA, /I would rather not guess/);
    // months left out, then a clock (after a comma, a colon, in brackets): August's own time, or one more?
    refuses('every monday at 9 except in august, at 10', LA, /"except in august" then a time/);
    refuses('every monday at 9 except in august at 10', LA, /"except in august" then a time/);
    refuses('every monday at 9 except in august (at 10)', LA, /I would rather not guess/);
    refuses('every monday at 9 except in august: at 10', LA, /I would rather not guess/);
    refuses('every monday at 9 except during july and august, 10am', LA, /I would rather not guess/);
    reads('every monday at 9 except in august', LA, ['0 17 ? 1-7,9-12 2'], /.*/);
    reads('every monday except in august at 9', LA, ['0 17 ? 1-7,9-12 2'], /.*/);
    // nothing said after them, or a time left out: no question
    reads('daily at 9am except on the 1st', LA, ['0 17 2-31 * ?'], /.*/);
    reads('every day except on the 1st at 9am', LA, ['0 17 2-31 * ?'], /.*/);
  });

  it('refuses times through an evening into the small hours on one date', () => {
    const NY = 'America/New_York';
    refuses('results posts at 10pm, 11pm, midnight and 1am on nov 2 2027', NY, /"midnight" after "11pm"/);
    refuses('on dec 31 2026 at 11pm and 1am', NY, /the night after that day, or the start of it/);
    // the small hours said first, or no evening before them: that day's
    reads('on dec 31 2026 at 1am and 11pm', NY, ['0 6 31 12 ?', '0 4 1 1 ?'], /the one day to run on/);
    reads('on nov 2 2027 at 9am and 5pm', NY, ['0 13,21 2 11 ?'], /the one day to run on/);
  });

  it('says which half of the day a clock near the edge of the night is', () => {
    const LON = 'Europe/London';
    reads('every weeknight at 4:30', LON, ['30 4 ? * 2-6'], /"at 4:30" at night read as 4:30 AM; say "4:30pm"/);
    reads('every night at 5', LON, ['0 17 * * ?'], /"at 5" at night read as 5:00 PM; say "5am"/);
    reads('every night at 10', LON, ['0 22 * * ?'], /^(?![\s\S]*at night read as)/);
  });

  it('refuses a time said again in a list that no half of the day tells apart', () => {
    const LON = 'Europe/London';
    refuses('every day at 12 and 12', LON, /"12:00" is said more than once/);
    refuses('feed the cats at 8 and 8 and 8', LON, /said more than once/);
    refuses('at 9am and 9am every day', LON, /said more than once/);
    reads('feed the cats at 8 and 8', LON, ['0 8,20 * * ?'], /One time said twice read as 8:00 AM and 8:00 PM/);
  });

  it('reads a 24-hour clock as written beside a part of the day, and refuses a morning one said for the evening', () => {
    const CHI = 'America/Chicago';
    reads('every night at 05:00', CHI, ['0 11 * * ?'], /^(?![\s\S]*at night read as)/);
    reads('remind the night dispatcher at 23:00 and 03:00 every night', CHI, ['0 5,9 * * ?'], /night dispatcher/);
    reads('every morning at 07:00', CHI, ['0 13 * * ?'], /.*/);
    refuses(
      'every evening at 07:00',
      CHI,
      /"07:00" is in the morning on a 24-hour clock, but the phrase says the evening/,
    );
    refuses('every afternoon at 02:00', CHI, /24-hour clock/);
  });

  it('refuses "la" in lower case before a word that is no place\'s thing, and reads LA', () => {
    const LON = 'Europe/London';
    refuses(
      'la scala box office opens 10:00 — ping 09:50 mon to sat',
      'Europe/Rome',
      /"la scala": is "la" Los Angeles/,
    );
    reads('la office: daily 9am', LON, ['0 17 * * ?'], /.*/);
    reads('9am la time daily', LON, ['0 17 * * ?'], /.*/);
    reads('daily 9am LA', LON, ['0 17 * * ?'], /.*/);
  });

  it('reads a place of the gazetteer as a clock only where it is said as one', () => {
    const NY = 'America/New_York';
    refuses('call Montana every friday 10am', NY, /"Montana": is it the place whose clock/);
    refuses('call Sheffield every monday 10am', NY, /is it the place whose clock/);
    refuses('Spanish time every tuesday 4pm', NY, /"Spanish time": is it the place whose clock/);
    refuses('feed the dog 7am every day (maui)', 'America/Los_Angeles', /"maui"/);
    // after a clock, "in", or said with "time": that place's clock, with a note
    reads('every day 9am maui', 'America/Los_Angeles', ['0 19 * * ?'], /"maui" read as the clock of that place/);
    reads('north sea rig: muster drill sundays 10:00 norwegian time', 'Europe/London', ['0 9 ? * 1'], /norwegian time/);
  });

  it('reads French "et" before a time as "and", never as Eastern Time', () => {
    reads('9:00 et 17:00', 'Europe/Paris', ['0 8,16 * * ?'], /"et" between two times read as "and"/);
    reads('promenade 7h, 13h et 19h', 'Europe/Paris', ['0 6/6 * * ?'], /"et" between two times read as "and"/);
    reads('daily 9am et', 'Europe/London', ['0 14 * * ?'], /.*/);
  });

  it('refuses small hours with no am/pm in a pasted calendar event', () => {
    const NY = 'America/New_York';
    refuses('Tue Dec 8 1:30 - 2:30 dentist', NY, /which time to run at is unclear/);
    refuses('Weekly on Tuesday · 2:00 – 3:00', NY, /which time to run at is unclear/);
  });

  it('refuses a time added on the days left out, and a bare hour said again further back in a list', () => {
    const NY = 'America/New_York';
    refuses('every day at 9am except fridays, at 11am too', NY, /I would rather not guess/);
    refuses('standup at 9, 10 and 9', NY, /"9:00" is said more than once/);
    refuses('in 11 hour of the morning', 'Europe/Berlin', /at 11 o'clock, or 11 hours from now/);
  });

  it('refuses an event clock without am/pm that a run is placed before', () => {
    const BER = 'Europe/Berlin';
    refuses('concert hall HVAC prewarm 2h before the 7:30 concert on fridays', BER, /07:30 or 19:30/);
    reads('prewarm 2h before the 7:30pm concert on fridays', BER, ['30 16 ? * 6'], /17:30 \(19:30 concert − 2 h\)/);
    reads('prewarm 2h before the 19:30 concert on fridays', BER, ['30 16 ? * 6'], /17:30/);
    // from 7 on, for an event that is no evening's, the morning: "before the 9:00 standup"
    reads('remind me 10 minutes before the 9:00 standup mon-thu', BER, ['50 7 ? * 2-5'], /08:50 \(09:00 standup/);
  });

  it('refuses months left out after the last of several rules only', () => {
    const AMS = 'Europe/Amsterdam';
    refuses(
      'saturdays 9:00 and sundays 9:00 but not in august',
      AMS,
      /"but not in august" is said after the last rule/,
    );
    refuses('saturdays 9am, sundays 10am except in august', AMS, /is it for every rule/);
    reads('every day at 9am except in august', AMS, ['0 8 * 1-7,9-12 ?'], /.*/);
  });

  it('reads German days in a range, and refuses a timetable said for one week', () => {
    const BER = 'Europe/Berlin';
    reads('Di-Do 9:00', BER, ['0 8 ? * 3-5'], /"di-do" read as "tue-thu"/);
    reads('backup Di-Do 9:00', BER, ['0 8 ? * 3-5'], /"di-do" read as "tue-thu"/);
    refuses('this week opens 3pm wed-fri and noon sat-sun', 'America/New_York', /the coming one only/);
    refuses('coming wed-fri 9am and sat-sun noon', 'America/New_York', /single day/);
  });
  it('reads a number before a comma in a list of named runs as a run, not as part of a name', () => {
    const LON = 'Europe/London';
    reads('lunch 12, dinner 7pm', LON, ['0 12,19 * * ?'], /"lunch", "dinner" as the names of the runs/);
    reads('lunch 12, dinner 19:00', LON, ['0 12,19 * * ?'], /"lunch", "dinner"/);
    // a number inside a name, with no comma after it, is which one ("ward 12")
    reads('ward 12 rounds every day 7pm', LON, ['0 19 * * ?'], /"ward 12 rounds" as the job's name/);
  });

  it('refuses a clock without am/pm read in the morning beside a run named for the evening', () => {
    const LON = 'Europe/London';
    refuses('gym 6:30, dinner 7:30', LON, /"7:30" beside "dinner" could be 7:30 AM or 7:30 PM/);
    refuses('breakfast 12, lunch 1pm', LON, /"12" beside "breakfast"/);
    reads('gym 6:30am, dinner 7:30pm', LON, ['30 6,19 * * ?'], /"dinner" as the names of the runs/);
    reads('standup 9:30, review 4:30pm', LON, ['30 9,16 * * ?'], /"review" as the names of the runs/);
  });

  it('refuses a bare number correcting a clock said with its minutes: minutes or hour?', () => {
    const LON = 'Europe/London';
    refuses('standup 9:00 daily — ugh, 15', LON, /"15" could be the minutes or the hour/);
    refuses('every day at 10:30, no wait 14', LON, /could be the minutes or the hour/);
    reads('standup 9:00 daily — make it 15:00', LON, ['0 15 * * ?'], /3:00 PM instead of 9:00 AM/);
    reads('every day at 9am, no wait 15', LON, ['0 15 * * ?'], /3:00 PM instead of 9:00 AM/);
    reads('every 10 min — ugh, 15', LON, ['0/15 * * * ?'], /every 15 minutes instead of every 10 minutes/);
  });

  it("refuses a first or last run said on a date that is none of the rule's days", () => {
    const LON = 'Europe/London';
    // (the tables' NOW is in January 2026: Nov 16, 2026 is a Monday, Nov 17 a Tuesday)
    refuses('mondays 9am, last one on nov 17', LON, /Tuesday, November 17, 2026 is a day with no run/);
    refuses('mondays 9am, first session nov 17', LON, /Tuesday, November 17, 2026 is a day with no run/);
    reads('mondays 9am, last one on nov 16', LON, ['0 9 ? * 2'], /until Monday, November 16, 2026/);
    reads('every saturday 23:30, last one on march 28', LON, ['30 23 ? * 7'], /until Saturday, March 28, 2026/);
  });
  it('reads "-ish" after a clock with its half of the day, and refuses it after a bare hour', () => {
    const LON = 'Europe/London';
    reads('every day at 7pm-ish', LON, ['0 19 * * ?'], /"at 7pm-ish" read as 7pm: a task runs at one time/);
    reads('every day at 11am ish', LON, ['0 11 * * ?'], /"at 11am ish" read as 11am/);
    refuses('dailies 7ish', LON, /could not read/);
    refuses('7pm-ish', LON, /every day, or once\?/);
  });
  it('reads a range of the day on the 24-hour clock over midnight as written', () => {
    const ZRH = 'Europe/Zurich';
    // 22:00, 01:00, 04:00 (UTC+1 in January)
    reads('every 3 hours 22:00 to 06:00', ZRH, ['0 0,3,21 * * ?'], /.*/);
    reads('hourly 22:00 to 06:00', ZRH, ['0 0-5,21-23 * * ?'], /.*/);
    reads('every 3 hours 22:00 to 6', ZRH, ['0 0,3,21 * * ?'], /10:00 PM to 6:00 AM/);
    // a bare end before the start is still the afternoon's when that is after it
    reads('every hour 9 to 5', ZRH, ['0 8-16 * * ?'], /.*/);
  });

  it('refuses days said "too" where no other days are said', () => {
    const LON = 'Europe/London';
    refuses('9am, weekends too', LON, /"weekends too" adds days to others, but no other days are said/);
    refuses('0900 and 1500, saturdays as well', LON, /no other days are said/);
    // a list of days said "too", split into rules at "&" or "and": still the only days said
    refuses('cutoff reminder 12:30 pm, sat & sun too', LON, /"sat & sun too" adds days to others/);
    refuses('cutoff reminder 12:30 pm, sat and sun as well', LON, /"sat and sun as well" adds days to others/);
    reads('weekdays 9am, sat & sun too', LON, ['0 9 * * ?'], /read as more days of the rule before/);
    reads('weekdays 9am, weekends too', LON, ['0 9 * * ?'], /"weekends too" read as more days of the rule before/);
    reads('every day at 9am, sundays too', LON, ['0 9 * * ?'], /"sundays too" read as more days/);
  });

  it('never sets aside words of when in other languages as a name', () => {
    // read where mixedLanguageWords.ts knows them ...
    reads(
      'tuwing ikalawang Linggo 7pm',
      'Asia/Manila',
      ['0 11 ? * 1#2'],
      /"ikalawang linggo" read as "second sunday"/i,
    );
    reads('misa tuwing Linggo 10am, paalala 9am', 'Asia/Manila', ['0 1 ? * 1'], /"paalala" read as "remind me"/);
    // ... and refused where not: "kada linggo" is every week or every Sunday
    refuses('misa kada linggo 10am', 'Asia/Manila', /could not read/);
    refuses('every monday 9am quinta report', 'Europe/Lisbon', /could not read "quinta report"/);
    reads('ore shipment report every monday 9am', 'Australia/Perth', ['0 1 ? * 2'], /"ore shipment report"/);
  });

  it('reads how often a prescription says, never as a name', () => {
    const NY = 'America/New_York';
    reads('IV antibiotic q8h starting 6am', NY, ['0 3/8 * * ?'], /"q8h" read as "every 8 hours"/);
    reads('meds q4h', NY, ['0 1/4 * * ?'], /"q4h" read as "every 4 hours"/);
    refuses('meds qid 9am and 9pm', NY, /could not read "meds qid"/);
  });

  it("moves a night's small hours to the next day only where the night is said with the days", () => {
    const LON = 'Europe/London';
    reads('night shift handover 05:30 saturdays', LON, ['30 5 ? * 7'], /"shift handover" as the job's name/);
    reads('night crew stand-down 05:30 sat & sun', LON, ['30 5 ? * 1,7'], /.*/);
    reads('friday night at 1am', LON, ['0 1 ? * 7'], /"Friday night" at 1:00 AM read as Saturday/);
    reads('nights fri & sat at 1am', LON, ['0 1 ? * 1,7'], /small hours after Friday and Saturday/);
  });

  it("refuses a later rule on some of an earlier rule's days with no word for instead or as well", () => {
    const LON = 'Europe/London';
    refuses('0645 daily; 0715 on sundays', LON, /in place of its runs on those days, or more runs then\?/);
    refuses('0600 daily, 0700 weekends', LON, /falls on days of an earlier rule/);
    refuses('weekdays at 9am, fridays at 3pm', LON, /falls on days of an earlier rule/);
    reads('every day at 9am and every friday at 5pm', LON, ['0 9 * * ?', '0 17 ? * 6'], /.*/);
    reads('daily 7am; weekends 9am instead', LON, ['0 7 ? * 2-6', '0 9 ? * 1,7'], /in place of the earlier rule/);
    reads('weekdays 9am, weekends 11am', LON, ['0 9 ? * 2-6', '0 11 ? * 1,7'], /.*/);
  });
  it("refuses a zone or a place word after an event's clock that may be the event's name", () => {
    refuses('remind me 1h before the 7am central station train weekdays', 'Europe/London', /could not read/);
    refuses('remind me 15 min before the 9am central meeting every weekday', 'Europe/Berlin', /could not read/);
    refuses('remind me 2 hours before the 6pm paris flight on fridays', 'America/New_York', /could not read/);
    reads('check-in 30 min before the 8pm KST match, wednesdays', 'America/Los_Angeles', ['30 10 ? * 4'], /19:30 KST/);
  });

  it("does not read a reminder's message past a mark or a word after which the schedule may go on", () => {
    const NY = 'America/New_York';
    refuses('tell the team on mondays at 9am that the standup moved to 10, and on thursdays at 4pm', NY, /./);
    refuses('text me at 7am every weekday that the bus leaves at 7:30, pacific time', NY, /./);
    refuses('remind me every day at 8am that the trash needs to go out by 9, except sundays', NY, /./);
    reads('tell the team at 9am on mondays that the standup moved to 10', NY, ['0 14 ? * 2'], /what the reminder says/);
  });

  it('does not set aside words of how often, or of another half of the day, before a schedule worked out', () => {
    const NY = 'America/New_York';
    refuses('the office is shut next week, so every weekday 10am', NY, /./);
    refuses('the pub quiz starts at 8 — so every thursday 7:30', NY, /./);
    refuses('pay day is at the end of the month, so 9am', NY, /./);
    reads(
      'ping me when the 6:20 sails — so every weekday 6:10',
      'America/Los_Angeles',
      ['10 14 ? * 2-6'],
      /worked out from/,
    );
  });

  it('reads what is done on days taken out only where it is the job, at a clock with its half of the day', () => {
    const NY = 'America/New_York';
    refuses('lock up reminder every day at 10pm, except fridays when we close at 11:30', NY, /./);
    refuses('standup 9am weekdays, except fridays when it ends at 3pm', NY, /./);
    refuses('every day 9am except tuesdays when we close at 5pm', NY, /./);
    reads(
      'cashier close 1:30am, except sundays when we close at 00:30',
      'Asia/Dubai',
      ['30 21 ? * 1-6', '30 20 ? * 7'],
      /except sundays at/,
    );
  });

  it('refuses days said "too" after a name as well', () => {
    const NY = 'America/New_York';
    refuses('standup 9am, fridays too', NY, /no other days are said/);
    refuses('water the plants 7am, weekends too', NY, /no other days are said/);
  });

  it('refuses holidays of other countries, of one year, and a date beside a holiday held on a weekday', () => {
    const NY = 'America/New_York';
    refuses('canadian thanksgiving 9am', NY, /another day than the United States/);
    refuses("call mum on uk mother's day 9am", NY, /another day than the United States/);
    refuses('this thanksgiving 9am', NY, /that one day, or Thanksgiving every year\?/);
    refuses("mother's day brunch reminder may 9 10am", NY, /could not read/);
    reads("mother's day brunch reminder 2nd sunday of may 9am", NY, ['0 13 ? 5 1#2'], /job's name/);
  });

  it('reads a gazetteer word as a clock only where said as one: not last after a mark, nor "turkey" alone', () => {
    const NY = 'America/New_York';
    refuses('movie night friday 7pm - Madagascar', NY, /Madagascar/);
    refuses('thaw turkey 7am daily', NY, /turkey/);
    refuses('8am canaries daily', NY, /canaries/);
    reads('daily 9am in turkey', NY, ['0 6 * * ?'], /Europe\/Istanbul/);
  });
  it('reads "also" before a rule\'s own clock as a rule, and a range\'s dash as no mark between an event and runs', () => {
    reads('every day at 8am; on mondays also at 7am', 'Asia/Dubai', ['0 4 * * ?', '0 3 ? * 2'], /.*/);
    // (the dash of "11:30am – 12:00pm" once parted the event from a run at its end)
    refuses('Calendly — Thu, Jan 14, 2027 · 11:30am – 12:00pm · India Standard Time', 'Europe/London', /calendly/);
  });

  it('refuses a slash date with its year whose reading by the zone is past while the other is to come', () => {
    // (the tables' NOW is January 12, 2026: 5/1/2026 is 5 January, past, or May 1, to come)
    refuses('every monday 9am from 5/1/2026', 'Europe/London', /could be 5 January or May 1, and one of them is past/);
    reads('every monday 9am from 3/4/2026', 'Europe/London', ['0 8 ? * 2'], /read as 3 April, day first/);
  });
  it('checks a time said in two zones on the clock the person means by the first ("AEST" in Brisbane)', () => {
    // (in January, Brisbane's 6pm is 21:00 in New Zealand, on its summer time)
    refuses('6pm AEST / 8pm NZST weekdays', 'Australia/Brisbane', /are not the same time: 6pm AEST is 21:00 NZST/);
    reads('6pm AEST / 9pm NZST weekdays', 'Australia/Brisbane', ['0 8 ? * 2-6'], /same time as "6pm AEST"/);
  });
  it('refuses a step within a range shorter than the step (one run a day), and reads the ranges around it', () => {
    const LON = 'Europe/London';
    refuses('every hour 16:00 to 4:30', LON, /4:00 PM to 4:30 PM is shorter than the step/);
    refuses('hourly 9 to 9:30', LON, /9:00 AM to 9:30 AM is shorter than the step/);
    refuses('every 2 hours 13:00 to 2', LON, /1:00 PM to 2:00 PM is shorter than the step/);
    reads('every 30 min 22:00 to 6', LON, ['0,30 0-5,22,23 * * ?', '0 6 * * ?'], /10:00 PM to 6:00 AM/);
    reads('hourly 9 to 5', LON, ['0 9-17 * * ?'], /9:00 AM to 5:00 PM/);
    reads('every 15 min 9:00-9:30', LON, ['0,15,30 9 * * ?'], /./);
    // "from X to Y", "between X and Y" set the window elsewhere: the same refusal
    refuses('every 3 hours from 8 to 10', LON, /8:00 AM to 10:00 AM is shorter than the step/);
    refuses('every 3 hours between 8 and 10', LON, /8:00 AM to 10:00 AM is shorter than the step/);
    refuses('every 30 minutes from 9 to 9:15', LON, /9:00 AM to 9:15 AM is shorter than the step/);
    refuses('every 3 hours between 8am and 10am', LON, /8:00 AM to 10:00 AM is shorter than the step/);
    reads('every 3 hours from 8 to 5', LON, ['0 8,11,14,17 * * ?'], /8:00 AM to 5:00 PM/);
    reads('every 15 minutes from 9 to 9:30', LON, ['0,15,30 9 * * ?'], /./);
  });
  it('reads days parted by a comma between two times as the days of the time beside them', () => {
    const BER = 'Europe/Berlin';
    reads('9am mondays, fridays 2pm', BER, ['0 8 ? * 2', '0 13 ? * 6'], /./);
    reads('9:15 mon-thu, fridays 10:00', BER, ['15 8 ? * 2-5', '0 9 ? * 6'], /./);
    reads('Standup 9:15 Mo-Do, freitags 10:00', BER, ['15 8 ? * 2-5', '0 9 ? * 6'], /"mo-do" read as "mon-thu"/);
    reads('7:30 sat; sun, mon 8:00', BER, ['30 6 ? * 7', '0 7 ? * 1,2'], /./);
    // and so are two parted by "and", said so in a note ("mondays and fridays at 9am and 2pm" is both on both)
    reads('9am mondays and fridays 2pm', BER, ['0 8 ? * 2', '0 13 ? * 6'], /each time on the days beside it/);
    reads('at 8am tue & thu at 17:00', BER, ['0 7 ? * 3', '0 16 ? * 5'], /each time on the days beside it/);
    reads('9am mondays, fridays 2pm', BER, ['0 8 ? * 2', '0 13 ? * 6'], /each time on the days beside it/);
    reads('mondays and fridays at 9am and 2pm', BER, ['0 8,13 ? * 2,6'], /^(?!.*days beside it)/);
    // three days or more between two times: which are the first time's?
    refuses('9am mon, wed, fri 2pm', BER, /which of the days are the first time's/);
    refuses('9am mon and wed and fri 2pm', BER, /which of the days are the first time's/);
    // a list with a time on one side only is one list
    reads('9am mon, wed, fri', BER, ['0 8 ? * 2/2'], /./);
    reads('mon, wed and fri at 9am', BER, ['0 8 ? * 2/2'], /./);
  });
  it('reads times said for every day, then days with "just", "only" or "instead" and a time in their place', () => {
    const LIS = 'Europe/Lisbon';
    reads(
      'shuttle fuel-up at 0500 and 1700, weekends just 0700',
      LIS,
      ['0 5,17 ? * 2-6', '0 7 ? * 1,7'],
      /The times before "weekends" read as every day's/,
    );
    reads('8am and 6pm; sundays only 10am', LIS, ['0 8,18 ? * 2-7', '0 10 ? * 1'], /in place of the earlier rule/);
    reads('9am and 5pm, fridays 3pm instead', LIS, ['0 9,17 ? * 1-5,7', '0 15 ? * 6'], /in place of the earlier rule/);
    // without a word for "in place", the days may be for every time said: refused, as before
    refuses('at 0500 and 1700, weekends 0700', LIS, /"on weekends" could be for every time said or for "at 0700" only/);
    refuses('8am and 6pm; sundays 10am', LIS, /"on sundays" could be for every time said/);
    reads('9am and 5pm, weekdays', LIS, ['0 9,17 ? * 2-6'], /./);
  });
  it("keeps an event's own times out of the runs, and never drops the runs of a list after an event's date", () => {
    const NY = 'America/New_York';
    // the runs said first, the event's date and time after them (the tables' NOW is Jan 12, 2026)
    reads(
      'Remind 1 day before at 9:00 AM · December 10, 2026 2:00 PM',
      NY,
      ['0 14 9 12 ?'],
      /"2:00 pm" as the time of the event/,
    );
    // "photos" holds "to": no range between the list's clocks, and no run of the list set aside as the event
    refuses('wedding day timeline june 12 2027: hair 7am, photos 1pm, ceremony 4pm', NY, /could not read/);
    reads('launch jan 5 2027 9am - 5pm, remind me at 8am', NY, ['0 13 5 1 ?'], /"jan 5 2027 9am - 5pm" as the event/);
  });
  it('refuses a slash date a pasted calendar text writes in its own order, and "8/8" beside a repeating rule', () => {
    const LON = 'Europe/London';
    refuses(
      'Occurs every Monday and Wednesday at 1:30 PM until 2/1/2027 (UTC+01:00) Brussels, Copenhagen, Madrid, Paris',
      LON,
      /"2\/1\/2027" could be 2 January or February 1: a pasted calendar text/,
    );
    refuses(
      'Occurs every Friday at 4:00 PM effective 12/4/2026 (UTC+04:00) Abu Dhabi, Muscat',
      LON,
      /could be 12 April or December 4/,
    );
    // the order settled by another date of the text, or by the rule's days (Jan 12, 2027 is a second Tuesday)
    reads(
      'Occurs every weekday effective 12/1/2026 until 3/31/2027 from 8:00 AM to 8:15 AM',
      'America/Chicago',
      ['0 14 ? * 2-6'],
      /an event: runs at its start/,
    );
    reads(
      'Occurs the second Tuesday of every 1 month effective 1/12/2027 from 2:00 PM to 3:00 PM (UTC+00:00) Dublin, Edinburgh, Lisbon, London',
      'America/New_York',
      ['0 14 ? * 3#2'],
      /read as January 12/,
    );
    // typed by the person, the order of their zone, with a note
    reads('every monday 9am until 2/1/2027', LON, ['0 9 ? * 2'], /read as 2 January, day first/);
    refuses(
      'give Max his pill every 12 hours, 8/8',
      'America/Chicago',
      /"8\/8" could be a date \(August 8\) or 8 and 8/,
    );
    refuses('meds twice a day 9/9', 'America/Chicago', /"9\/9" could be a date/);
  });
  it('never sets aside words that leave days out in another language as a name', () => {
    refuses('Feiertage ausgenommen, sonst täglich 8 Uhr', 'Europe/Berlin', /could not read "feiertage ausgenommen/);
    refuses('tous les jours 9h sauf jours fériés', 'Europe/Paris', /could not read/);
  });
  it('never reads the words of a correction as a run or job name', () => {
    const NY = 'America/New_York';
    refuses('standup 9am, rather 10am', NY, /could not read "standup 9am, rather"/);
    refuses('standup 9am, meant 10am', NY, /could not read/);
    reads('standup 9am, actually 10am', NY, ['0 15 * * ?'], /10:00 AM instead of 9:00 AM/);
    reads(
      'mon 10am brainstorm, thu 3pm review',
      NY,
      ['0 15 ? * 2', '0 20 ? * 5'],
      /"brainstorm", "review" as the names of the runs/,
    );
  });
  it('keeps the readers of several jobs, corrections and owners apart', () => {
    const NY = 'America/New_York';
    // a correction is one job said twice, not two jobs
    reads(
      'kettlebell class 6am, oh wait it moved to 6:30, mon and thu',
      'America/Denver',
      ['30 13 ? * 2,5'],
      /6:30 AM instead of 6:00 AM/,
    );
    // "daily" said last is every job's days; other days are refused where they may be the last job's only
    reads(
      'soup kitchen: prep crew text 3pm, serve crew text 4:30pm, daily',
      NY,
      ['0 20 * * ?', '30 21 * * ?'],
      /Read as 2 jobs/,
    );
    refuses('take pills 8am, gym 6pm weekdays', NY, /Do the days \("weekdays"\) say when "take pills 8am" runs too\?/);
    // "scratch" in a name is no correction, and "mom's" is a person's, no slip of "mon"
    reads(
      'cluster scratch purge every sunday 03:00 and wednesday 03:00 UTC',
      'Europe/Berlin',
      ['0 3 ? * 1,4'],
      /"cluster scratch purge" as the job's name/,
    );
    reads("remind me every day at 20:00 — mom's meds", NY, ['0 1 * * ?'], /"mom's meds" as what it is for/);
    refuses("every day 9am — Mon's", NY, /names the days twice/);
  });
});
