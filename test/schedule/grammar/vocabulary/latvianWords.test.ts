import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

const RIX = 'Europe/Riga';

describe('words of when in Latvian, read as the English they stand for', () => {
  it.each([
    [
      'noliktava: inventūra katru sestdienu plkst. 10:30',
      RIX,
      ['30 8 ? * 7'],
      /"katru sestdienu" read as "every saturday"/,
    ],
    ['katru trešdienu un piektdienu plkst. 19', RIX, ['0 17 ? * 4,6'], /"plkst. 19" read as "at 19:00"/],
    ['darba dienās plkst. 7:45', RIX, ['45 5 ? * 2-6'], /"darba dienās" read as "on weekdays"/],
    ['katru dienu plkst 22:00', RIX, ['0 20 * * ?'], /"katru dienu" read as "every day"/],
    ['katru pirmdienu plkst. 9:15 nosūtīt rēķinus', RIX, ['15 7 ? * 2'], /Set "nosūtīt rēķinus" aside/],
    ['otrdienās plkst. 18:00 komandas sapulce', RIX, ['0 16 ? * 3'], /Set "komandas sapulce" aside/],
    ['katru piektdienu plkst. 16:00 nosūtīt atskaiti', RIX, ['0 14 ? * 6'], /Set "nosūtīt atskaiti" aside/],
  ])('%s [%s]', (phrase, zone, fields, note) => reads(phrase, zone, fields, note), 60_000);

  it.each([
    // words that negate, bound or move the runs, unread: refused, never a name
    ['katru otro pirmdienu plkst. 9:00', RIX, /"otro" \(Latvian\)/],
    ['katru dienu plkst. 8:00 izņemot svētdienas', RIX, /"izņemot" \(Latvian\)/],
    ['katru piektdienu plkst. 16:00 līdz decembrim', RIX, /\(Latvian\)/],
    ['katru dienu plkst 7 vakarā', RIX, /"vakarā" \(Latvian\)/],
    // days off are holidays too
    ['brīvdienās plkst. 10:00 katru nedēļu', RIX, /\(Latvian\)/],
    // a weekly report beside a weekly run: the week's word is one of when
    ['katru piektdienu plkst. 16:00 nedēļas atskaite', RIX, /\(Latvian\)/],
    // a task moved, cancelled or repeated: only a noun of a thing done (and its genitive) may follow the verb
    ['katru piektdienu plkst. 16 nosūtīt atskaiti vēlāk', RIX, /./],
    ['katru piektdienu plkst. 16 nosūtīt atskaiti stundu agrāk', RIX, /./],
    ['katru piektdienu plkst. 16 nosūtīt atskaiti divas reizes', RIX, /./],
    ['katru piektdienu plkst. 16 atcelta pārbaude', RIX, /./],
    ['katru piektdienu plkst. 16 pārcelta sapulce', RIX, /./],
    ['katru piektdienu plkst. 16 nosūtīt atskaiti 2 reizes', RIX, /./],
    ['katru piektdienu plkst. 16 sapulce nenotiek', RIX, /./],
  ])('refuses %s [%s]', (phrase, zone, why) => refuses(phrase, zone, why), 60_000);
});
