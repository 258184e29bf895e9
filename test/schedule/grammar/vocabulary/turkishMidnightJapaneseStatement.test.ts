import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

describe('Turkish "gece yarısı" (midnight) and Japanese "meisai" (a statement) said last', () => {
  it.each([
    ['her gün gece yarısı log temizliği', 'Europe/Istanbul', ['0 21 * * ?'], /"gece yarısı" read as "at midnight"/],
    ['hafta içi gece yarısında rapor', 'Europe/Istanbul', ['0 21 ? * 1-5'], /at midnight/],
    ['maitsuki 10-nichi gozen 9-ji riyou meisai', 'Asia/Tokyo', ['0 0 10 * ?'], /Set "riyou meisai" aside/],
  ])('%s (%s)', (phrase, zone, fields, note) => reads(phrase, zone, fields, note));

  it.each([
    // after midnight: when?
    ['her gün gece yarısından sonra rapor', 'Europe/Istanbul', /./],
    // a word of when beside the statement stays refused
    ['maitsuki 10-nichi gozen 9-ji raigetsu meisai', 'Asia/Tokyo', /./],
  ])('refuses %s (%s)', (phrase, zone, why) => refuses(phrase, zone, why));
});
