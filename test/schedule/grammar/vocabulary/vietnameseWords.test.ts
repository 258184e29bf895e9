import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

const HCM = 'Asia/Ho_Chi_Minh';

describe('words of when in Vietnamese, read as the English they stand for', () => {
  it.each([
    // "mỗi", "hàng tuần" with a day ("thứ N" is day N of the week); the hour with its part of the day
    ['mỗi thứ năm lúc 3h chiều gọi khách', HCM, ['0 8 ? * 5'], /"mỗi thứ năm" read as "every thursday"/],
    ['thứ 4 hàng tuần 14h30 họp nhóm', HCM, ['30 7 ? * 4'], /"thứ 4 hàng tuần" read as "every wednesday"/],
    ['hàng tuần vào thứ 2 lúc 8 giờ sáng', HCM, ['0 1 ? * 2'], /read as "at 8am"/],
    ['mỗi thứ 3 và thứ 5 lúc 18h30 tập gym', HCM, ['30 11 ? * 3,5'], /Set "tập gym" aside/],
    ['từ thứ 2 đến thứ 6 lúc 7 giờ 45 sáng', HCM, ['45 0 ? * 2-6'], /read as "monday to friday"/],
    ['cuối tuần 10h sáng dọn nhà', HCM, ['0 3 ? * 1,7'], /"cuối tuần" read as "weekends"/],
    ['chủ nhật 21h tối backup', HCM, ['0 14 ? * 1'], /read as "sunday"/],
    // every day, with two clocks; the task's words first
    ['tưới cây mỗi ngày 6h và 17h', HCM, ['0 10,23 * * ?'], /read as "every day"/],
    // days of the month, the month's last day
    ['hàng tháng vào ngày 5 và 20 lúc 9h', HCM, ['0 2 5,20 * ?'], /read as "the 5th and 20th of every month"/],
    ['ngày 15 mỗi tháng 10h sáng nộp tiền', HCM, ['0 3 15 * ?'], /read as "the 15th of every month"/],
    ['ngày cuối cùng của tháng lúc 16h chốt sổ', HCM, ['0 9 L * ?'], /read as "the last day of the month"/],
    // every N minutes, hours
    ['mỗi 15 phút', HCM, ['0/15 * * * ?'], /read as "every 15 minutes"/],
    ['cứ 2 tiếng một lần', HCM, ['0 1/2 * * ?'], /read as "every 2 hours"/],
  ])('%s [%s]', (phrase, zone, fields, note) => reads(phrase, zone, fields, note));

  it.each([
    // midnight (which night's?), the small hours said of the night, 3 said of the evening
    ['12h đêm hàng ngày', HCM, /could not read/],
    ['hàng ngày 2h đêm', HCM, /could not read/],
    ['thứ 6 lúc 3h tối', HCM, /could not read/],
    // an ordinal, not a day ("tuần thứ hai": the second week); every other week (from when?)
    ['tuần thứ hai lúc 9h', HCM, /could not read/],
    ['2 tuần một lần thứ năm', HCM, /could not read/],
    // the end of the month alone: its last day, or its last days?
    ['cuối tháng 17h', HCM, /could not read/],
    // "hàng" is also a word of things ("khách hàng": customers), and of when: left unread beside a task
    ['mỗi thứ năm lúc 3h chiều gọi khách hàng', HCM, /could not read/],
    // "hàng" of a noun is not "every" ("ngân hàng": bank, "giao hàng": delivery, "cửa hàng": shop)
    ['chuyển tiền ngân hàng ngày 1 lúc 9h sáng', HCM, /could not read/],
    ['giao hàng ngày 5 lúc 9h sáng', HCM, /could not read/],
    ['gọi cửa hàng thứ 7 lúc 10h sáng', HCM, /could not read/],
    // an hour said bare beside "lúc <clock>" is a length ("a 1-hour meeting", "1h before"), not one more run
    ['họp 1h mỗi thứ 2 lúc 9h sáng', HCM, /could not read/],
    ['nhắc trước 1h mỗi thứ 2 lúc 9h sáng', HCM, /could not read/],
    // "lúc 3h" with no part of the day is a bare hour: asked on days of the week, as "at 3" is
    ['mỗi thứ 6 lúc 3h', HCM, /3 AM or 3 PM/],
  ])('refuses %s [%s]', (phrase, zone, why) => refuses(phrase, zone, why));
});

describe('Vietnamese "không", "không phải" (not) negate the runs: the phrase refused, never a name', () => {
  it.each([['mỗi sáng 5 giờ', HCM, ['0 22 * * ?'], /./]])(
    '%s [%s]',
    (phrase, zone, fields, note) => reads(phrase, zone, fields, note),
    60_000,
  );

  it.each([
    ['không phải mỗi sáng 5 giờ', HCM, /./],
    ['không mỗi sáng 5 giờ', HCM, /./],
    ['mỗi sáng 5 giờ không', HCM, /./],
  ])('refuses %s [%s]', (phrase, zone, why) => refuses(phrase, zone, why), 60_000);
});
