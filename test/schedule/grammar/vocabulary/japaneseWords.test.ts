import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

const TYO = 'Asia/Tokyo';
const NYC = 'America/New_York';

describe('words of when in Japanese romaji, read as the English they stand for', () => {
  it.each([
    // "mainichi", "heijitsu", "donichi"; hours with "ji", "han", "fun"; "gozen"/"gogo"
    ['mainichi 8ji han ni backup', TYO, ['30 23 * * ?'], /"8ji han" read as "8:30"/],
    ['heijitsu gogo 6ji 15fun standup', TYO, ['15 9 ? * 2-6'], /"gogo 6ji 15fun" read as "6:15pm"/],
    ['Mainichi 7-ji onegaishimasu', TYO, ['0 22 * * ?'], /"onegaishimasu" read as "please"/],
    ['donichi gozen 11ji', TYO, ['0 2 ? * 1,7'], /"donichi" read as "weekends"/],
    // days: "maishuu" before a day, "to" between days (and), "kara ... made" (from ... to), "getsu-kin"
    ['maishuu kayoubi to mokuyoubi 19:00', TYO, ['0 10 ? * 3,5'], /"to" read as "and"/],
    ['getsuyoubi kara kinyoubi made gozen 9ji', TYO, ['0 0 ? * 2-6'], /read as "monday to friday"/],
    ['getsu-kin 17ji', TYO, ['0 8 ? * 2-6'], /"getsu-kin" read as "monday to friday"/],
    // every N minutes or hours, within hours said with "kara ... made"
    ['15-fun goto ni ping', TYO, ['0/15 * * * ?'], /"15-fun goto ni" read as "every 15 minutes"/],
    ['2-jikan goto, 8ji kara 20ji made', TYO, ['0 1,3,5,7,9,11,23 * * ?'], /read as "from 8:00 to 20:00"/],
    // days of the month, its last (business) day, a weekday counted in it
    ['maitsuki 25-nichi gogo 3ji payroll', TYO, ['0 6 25 * ?'], /read as "the 25th of every month"/],
    ['getsumatsu eigyoubi 15ji report', TYO, ['0 6 LW * ?'], /read as "the last business day of the month"/],
    ['saigo no kinyoubi 18ji', TYO, ['0 9 ? * 6L'], /"saigo no kinyoubi" read as "the last friday"/],
    ['dai-1 getsuyoubi 10:30', TYO, ['30 1 ? * 2#1'], /"dai-1 getsuyoubi" read as "the first monday"/],
    // whose clock: "<place> jikan (de)"
    ['London jikan de 9ji, heijitsu', TYO, ['0 9 ? * 2-6'], /"london jikan de" read as "london time"/],
    ['nihon jikan 21ji mainichi', NYC, ['0 12 * * ?'], /"nihon jikan" read as "japan time"/],
    // once, tomorrow
    ['ashita gozen 10ji remind shite', TYO, ['0 1 13 1 ?'], /"remind shite" read as "remind me"/],
    // a job's name in Japanese, last
    ['kinyoubi 17:30 shuuhou', TYO, ['30 8 ? * 6'], /Set "shuuhou" aside/],
    ['mainichi 23ji bakkuappu', TYO, ['0 14 * * ?'], /Set "bakkuappu" aside/],
    ['maitsuki 10-nichi 9:15 chourei', TYO, ['15 0 10 * ?'], /Set "chourei" aside/],
    // a part of the day before an hour: "asa" (morning), "yoru" (night); "maiasa", "maiban": every day at it
    ['maiasa 7ji han ni asakai', TYO, ['30 22 * * ?'], /"maiasa 7ji han" read as "every day at 7:30am"/],
    ['maiban 10ji', TYO, ['0 13 * * ?'], /"maiban 10ji" read as "every day at 10pm"/],
    ['maitsuki tsuitachi yoru 9ji', TYO, ['0 12 1 * ?'], /"yoru 9ji" read as "9pm"/],
    // the month's last day; short days listed before an hour
    ['maitsuki matsujitsu 17ji', TYO, ['0 8 L * ?'], /"maitsuki matsujitsu" read as "the last day of the month"/],
    ['ka moku no 19ji', TYO, ['0 10 ? * 3,5'], /"ka moku" read as "tuesday and thursday"/],
  ])('%s [%s]', (phrase, zone, fields, note) => reads(phrase, zone, fields, note));

  it.each([
    // noon or midnight? 15 in the afternoon?
    ['gozen 12ji mainichi', TYO, /could not read/],
    ['gogo 12ji heijitsu', TYO, /could not read/],
    ['gogo 15ji heijitsu', TYO, /could not read/],
    ['mainichi 9ji 75fun', TYO, /could not read/],
    // every week on which day? every other week, every three days, except holidays: no weekly CRON form
    ['maishuu 10ji', TYO, /could not read/],
    ['kakushuu suiyoubi 9ji', TYO, /could not read/],
    ['mikka goto ni 9ji', TYO, /could not read/],
    ['heijitsu 9ji, shukujitsu nozoku', TYO, /could not read/],
    // "to" between a day and a clock is no list of days
    ['getsuyoubi to 9ji', TYO, /could not read/],
    // an hour outside its part of the day; a short day alone
    ['yoru 4ji mainichi', TYO, /could not read/],
    ['getsu 7ji', TYO, /could not read/],
  ])('refuses %s [%s]', (phrase, zone, why) => refuses(phrase, zone, why));
});

describe('Japanese stretch before a thing done ("shuukan meisai", the weekly statement): never set aside', () => {
  it.each([
    ['mainichi 9ji shuukan meisai', TYO, /./],
    ['mainichi 9ji getsuji meisai', TYO, /./],
    ['mainichi 9ji nenkan houkoku', TYO, /./],
  ])('refuses %s [%s]', (phrase, zone, why) => refuses(phrase, zone, why), 60_000);

  it.each([['maitsuki 25-nichi gogo 3-ji kyuuyo meisai', TYO, ['0 6 25 * ?'], /Set "kyuuyo meisai" aside/]])(
    '%s [%s]',
    (phrase, zone, fields, note) => reads(phrase, zone, fields, note),
    60_000,
  );
});
