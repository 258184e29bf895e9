import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

const BKK = 'Asia/Bangkok';

describe('words of when in Thai script, read as the English they stand for, the Thai name set aside', () => {
  it.each([
    // "ทุกวัน" before a day: every; a clock with its minutes
    ['ทุกวันจันทร์ 09:30', BKK, ['30 2 ? * 2'], /"ทุกวันจันทร์" read as "every monday"/],
    ['ร้าน: นับสต็อกทุกวันเสาร์ 17:00', BKK, ['0 10 ? * 7'], /Read "ร้าน: นับสต็อก" as the job's name/],
    // "ทุกวัน" alone: every day; "น." after a clock; "และ": and
    ['รดน้ำต้นไม้ทุกวัน 07:00 น.', BKK, ['0 0 * * ?'], /"07:00 น" read as "at 07:00"/],
    ['ทุกวัน 9:15 และ 21:15 กินยา', BKK, ['15 2,14 * * ?'], /Read "กินยา" as the job's name/],
    // a name after the schedule without a day's name in it stays a name
    ['ทุกวันจันทร์ 10:00 ประชุม', BKK, ['0 3 ? * 2'], /Read "ประชุม" as the job's name/],
  ])('%s [%s]', (phrase, zone, fields, note) => reads(phrase, zone, fields, note), 60_000);

  it.each([
    // words that negate, bound or move the runs, unread
    ['ประชุมทุกวันจันทร์ 14:00 ยกเว้นวันหยุด', BKK, /./],
    ['ทุกวันศุกร์ 10:00 ถึงสิ้นเดือน', BKK, /./],
    // a part of the day beside a clock up to 12:59: the evening's 6, or the morning's?
    ['ทำบุญเย็นทุกวัน 6:00', BKK, /./],
    // Thai words between two schedules
    ['ทุกวันพุธ 10:00 ประชุม ทุกวันศุกร์ 15:00', BKK, /./],
    // a second day's name left after the schedule: a day of the runs, never the job's name
    ['10:00 ทุกวันเสาร์อาทิตย์', BKK, /./],
    ['ทุกวัน 9:00 เสาร์อาทิตย์', BKK, /./],
    ['10:00 ทุกวันจันทร์ พุธ', BKK, /./],
    ['ประชุม ทุกวันศุกร์ 15:00 พฤหัส', BKK, /./],
  ])('refuses %s [%s]', (phrase, zone, why) => refuses(phrase, zone, why), 60_000);
});
