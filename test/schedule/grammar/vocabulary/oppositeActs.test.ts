import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

// Two opposite acts, each said right before its own clock ("vents open 8:00, close 18:00"): a run at each time.
describe('two opposite acts, each at its own time', () => {
  it.each([
    [
      'vents open 8:00 and close 18:00 weekdays',
      'UTC',
      ['0 8,18 ? * 2-6'],
      /"open 8:00 and close 18:00" read as a run at each time/,
    ],
    [
      'greenhouse: roof vents open 7:30, close 19:00, mon-fri only',
      'Africa/Cairo',
      ['30 5 ? * 2-6', '0 17 ? * 2-6'],
      /read as a run at each time/,
    ],
    [
      'awning close 12:00 and open 16:00, dec-feb only',
      'Australia/Perth',
      ['0 4,8 * 1,2,12 ?'],
      /"close 12:00 and open 16:00"/,
    ],
    ['pump start 05:00 / stop 05:40 every day', 'UTC', ['0,40 5 * * ?'], /"start 05:00 \/ stop 05:40"/],
    ['side gate unlocks 6am, locks 9pm daily', 'UTC', ['0 6,21 * * ?'], /side gate/],
    ['blinds up 06:45 then down 21:15', 'UTC', ['45 6 * * ?', '15 21 * * ?'], /"up 06:45 then down 21:15"/],
    // a remark after them that both are meant
    [
      'fog lamps on 06:00, off 20:00 (send both reminders)',
      'UTC',
      ['0 6,20 * * ?'],
      /\(send both reminders\) read as a run at each time/,
    ],
    ['vents open 9am, close 4pm (both times please) daily', 'UTC', ['0 9,16 * * ?'], /read as a run at each time/],
  ])('%s', (phrase, zone, fields, note) => reads(phrase, zone, fields, note));

  it.each([
    // the hours open are a window for an interval, or the times of an event runs are placed against
    ['gates open 9am close 5pm, check every 30 min', /could not read/],
    ['shop opens 9am, closes 5pm — remind me 30 min before close', /could not read/],
    // across midnight beside days named: the morning after each, or the morning of each?
    ['bar open 18:00 close 02:00 fri and sat', /goes across midnight/],
    ['vents close 20:00, open 06:00 weekdays', /goes across midnight/],
    // no pair: two acts that are not opposites
    ['doors open 7pm, show starts 8pm fridays', /fridays/],
    // a remark in brackets that names days is no remark that both runs are meant
    ['heater on 6am off 8am (both days)', /could not read/],
  ])('%s stays refused', (phrase, why) => refuses(phrase, 'UTC', why));
});
