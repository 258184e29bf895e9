import { describe, expect, it } from 'vitest';
import { read, reads, refuses } from './read.js';

// Guards against confident answers at a wrong time: a reminder's half of the day beside an event whose own half is
// unknown, a day said once beside an event that happens once, days after an event's name, words of when in
// romanized Hindi, a remote island in a name, a place said after the last of several named times, the year of a
// range's end, Jenkins' macros, CRON's "* * *", an ordinal parted by a comma from a name's words.
describe('readings that were confident and wrong, closed as classes', () => {
  it.each([
    ['late bus departs 4:45, ping drivers 4:30 tue & thu', 'America/New_York', /morning or the afternoon/],
    ['pickup line opens 2:50, ping the crossing guards 2:40 weekdays', 'America/Toronto', /for a reminder could be/],
    ['late bus departs 4:45, ping drivers 4:30', 'America/New_York', /"4:45" and "4:30" could each be/],
    ['doors open 3:15, text the ushers 3:00 fridays', 'Europe/London', /morning or the afternoon/],
    ['tickets go on sale thursday 10am, remind me at 9:50', 'Europe/London', /coming one only/],
    ['parso subah 7 baje vendor call', 'Asia/Kolkata', /parso/],
    ['vendor call kal, subah 7 baje', 'Asia/Kolkata', /kal/],
    ['har doosre Saturday 10 baje audit', 'Asia/Kolkata', /doosre/],
    ['Niue supply ship radio call 0800 wednesdays', 'Pacific/Auckland', /"Niue": is it the place/],
    ['Pitcairn supply run 0800 wednesdays', 'Pacific/Auckland', /"Pitcairn": is it the place/],
    ['report on thursdays 7:00, digest on thursdays 8:00 London', 'Europe/Warsaw', /"London" is said after the last/],
    ['jenkins @midnight', 'Europe/Berlin', /Jenkins runs "@midnight" at a minute it picks/],
    ['build job on jenkins @hourly', 'UTC', /Jenkins runs "@hourly"/],
    // an ordinal parted by a comma from the words after it is a day, not a word of a name ("tier 2 rota")
    ['rent due 1st, reminder at 9am', 'America/New_York', /could not read "rent due 1st, reminder"/],
    ['fees 2nd, report at 10am', 'Europe/London', /could not read "fees 2nd, report"/],
  ])('refuses "%s" [%s]', (phrase, zone, why) => {
    refuses(phrase, zone, why);
  });

  it.each([
    // the event's half said, or a morning hour from 7: the reminder's half follows
    ['pickup line opens 2:50pm, ping the crossing guards 2:40 weekdays', 'America/Toronto', ['40 19 ? * 2-6'], /14:40/],
    ['clinic opens 8:30, remind 8:15 weekdays', 'America/Toronto', ['15 13 ? * 2-6'], /nearer to 08:30/],
    ['tickets on sale fridays 10am, remind me at 9:50', 'Europe/London', ['50 9 ? * 6'], /time of the event/],
    ['carrier cutoff reminder 15 minutes before the 5pm cutoff M-F', 'America/Los_Angeles', ['45 0 ? * 3-7'], /16:45/],
    ['ping 10 min before the 4pm cutoff weekdays', 'UTC', ['50 15 ? * 2-6'], /15:50/],
    ['har Saturday 10 baje audit', 'Asia/Kolkata', ['30 4 ? * 7'], /"har" read as "every"/],
    ['har wednesday subah 9 baje standup', 'Asia/Kolkata', ['30 3 ? * 4'], /9am/],
    ['Niue supply ship radio call 0800 wednesdays', 'Pacific/Niue', ['0 19 ? * 4'], /job's name/],
    ['0800 wednesdays Pitcairn time', 'Pacific/Auckland', ['0 16 ? * 4'], /Pacific\/Pitcairn/],
    ['daily 9:00 and 17:00 London', 'Europe/Warsaw', ['0 9,17 * * ?'], /GMT/],
    ['open friday 18:00 UTC, close sunday 23:59 UTC', 'Europe/Warsaw', ['0 18 ? * 6', '59 23 ? * 1'], /2 tasks/],
    [
      'standup weekdays 9:00 and retro fridays 16:00, London time',
      'Europe/Warsaw',
      ['0 9 ? * 2-6', '0 16 ? * 6'],
      /2 tasks/,
    ],
    ['0 3 * * *', 'America/Los_Angeles', ['0 3 * * ?'], /CRON fields/],
    ['cron: 30 6 * * * backups', 'UTC', ['30 6 * * ?'], /CRON fields/],
  ])('reads "%s" [%s]', (phrase, zone, f, note) => {
    reads(phrase, zone, f, note);
  });

  it("takes a range's start in the year said for its end", () => {
    const r = read('daily 2pm from oct 1 to dec 31 2027', 'Australia/Melbourne');
    expect(r.startDate).toEqual({ year: 2027, month: 10, day: 1 });
    expect(r.endDate).toEqual({ year: 2027, month: 12, day: 31 });
    // no year said: a range still running today stays in this year
    const now = read('daily 2pm from oct 1 to dec 31', 'Australia/Melbourne');
    expect(now.startDate).toEqual({ year: 2026, month: 10, day: 1 });
    expect(now.endDate).toEqual({ year: 2026, month: 12, day: 31 });
  });
});
