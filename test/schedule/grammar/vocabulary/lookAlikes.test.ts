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
    refuses('every monday at 9am until dec 10, nope make that 17', LA, /a date or a length/);
    refuses('every monday at 9am until dec 10, make that 17', LA, /a date or a length/);
    refuses('every monday at 9am until dec 10, make it 17', LA, /a date or a length/);
    refuses('every day at 9 for 2 weeks, nope make that 3', LA, /a date or a length/);
    // a clock said plainly, or a bare number after a clock, corrects the time
    reads('every monday at 9am until dec 10, nope make that 5pm', LA, ['0 1 ? * 3'], /5:00 PM instead of 9:00 AM/);
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
});
