import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

describe('crontab lines under their header, and comments that say their noon or midnight', () => {
  it.each([
    // the header crontab -e writes over its lines, set aside
    ['# m h dom mon dow\n15 5 * 1 * /srv/january-mode', 'Europe/London', ['15 5 * 1 ?'], /crontab's header/],
    ['# m h dom mon dow command\n0 7 * * 1-5 /srv/open-doors', 'Asia/Tokyo', ['0 22 ? * 1-5'], /crontab's header/],
    // "noon" and "midnight" that are the line's own one time
    ['0 12 * * 1-5 /srv/siren  # noon siren', 'Asia/Tokyo', ['0 3 ? * 2-6'], /noon siren/],
    ['0 0 * * * /srv/rotate  # midnight rotation', 'Asia/Tokyo', ['0 15 * * ?'], /midnight rotation/],
    ['0 12 * * 6  # noon shop check', 'Asia/Tokyo', ['0 3 ? * 7'], /noon shop check/],
    // an interval that is the line's own step said again
    ['0 */4 * * * /srv/pull  # every 4h, box is on Asia/Tokyo', 'UTC', ['0 3/4 * * ?'], /\/srv\/pull/],
    ['*/20 * * * * /srv/ping  # every 20 min', 'UTC', ['0/20 * * * ?'], /\/srv\/ping/],
  ])('%s (%s)', (phrase, zone, fields, note) => reads(phrase, zone, fields, note));

  it.each([
    // "noon" beside another time
    ['0 13 * * 1-5 /srv/siren  # noon siren', /./],
    ['30 12 * * 1-5 /srv/siren  # noon siren', /./],
    ['0 12 * * * /srv/rotate  # midnight rotation', /./],
    // an interval that is not the line's
    ['0 */4 * * * /srv/pull  # every 3h', /./],
    ['*/20 9-17 * * * /srv/ping  # every 20 min', /./],
    ['*/20 * * * * /srv/ping  # every 20 min except sundays', /./],
    // a header and two lines: two jobs
    ['# m h dom mon dow\n0 6 * * * /srv/a\n0 7 * * * /srv/b', /two|2 crontab lines/],
    // a header followed by no line
    ['# m h dom mon dow', /./],
  ])('refuses %s', (phrase, why) => refuses(phrase, 'Asia/Tokyo', why));
});
