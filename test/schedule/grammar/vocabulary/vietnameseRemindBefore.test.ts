import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

const SGN = 'Asia/Ho_Chi_Minh';

/** Vietnamese "nhắc trước 30 phút" (remind 30 minutes before), said last: the event's reminder, as in English. */
describe('Vietnamese reminders before an event', () => {
  it.each([
    ['họp team mỗi thứ hai lúc 9h sáng, nhắc tôi trước 1 tiếng', SGN, ['0 1 ? * 2'], /runs 1 h before it, 08:00/],
    ['đá bóng mỗi chủ nhật lúc 19h30, nhắc trước 45 phút', SGN, ['45 11 ? * 1'], /runs 45 min before it, 18:45/],
    ['tập thể dục hàng ngày lúc 20:00, báo trước 10 phút', SGN, ['50 12 * * ?'], /"báo trước 10 phút" read as/],
  ])('%s [%s]', (phrase, zone, fields, note) => reads(phrase, zone, fields, note));

  it.each([
    // "sau" (after) is no reminder before; "nhắc trước" with no length
    ['họp team mỗi thứ hai lúc 9h sáng, nhắc sau 30 phút', SGN, /could not read/],
    ['họp team mỗi thứ hai lúc 9h sáng, nhắc trước', SGN, /could not read/],
    // "nhắc trước 30 phút" not said last: the words after it may change the runs
    ['họp team mỗi thứ hai lúc 9h sáng, nhắc trước 30 phút trừ tháng 12', SGN, /could not read/],
  ])('refuses %s [%s]', (phrase, zone, why) => refuses(phrase, zone, why));
});
