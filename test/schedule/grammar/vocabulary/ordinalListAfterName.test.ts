import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

describe('ordinals said as one list after a name ("every 2nd and 4th friday") are never split into two rules', () => {
  it('reads the list after a name with a colon', () =>
    reads(
      'hut warden: bins every 2nd and 4th friday 9:00',
      'UTC',
      ['0 9 ? * 6#2', '0 9 ? * 6#4'],
      /"hut warden: bins"/,
    ));
  it.each([
    // a name the grammar does not set aside: refused whole, never the 2nd of the month beside the 4th friday
    ['Wirt: Müllabholung every 2nd and 4th friday 9:00', 'Europe/Vienna'],
    ['Hüttenwirt: Müll every 1st and 3rd monday 9:00', 'Europe/Vienna'],
  ])('%s is refused', (phrase, zone) => refuses(phrase, zone, /could not read/));
  // the German reader's words read, and the name before the colon set aside: the 2nd and the 4th friday
  it('reads the list said in German after a name', () =>
    reads(
      'Hüttenwirt: Müllabholung jeden 2. und 4. Freitag 9:00',
      'Europe/Vienna',
      ['0 8 ? * 6#2', '0 8 ? * 6#4'],
      /"jeden" read as "every"/,
    ));
});
