import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

const SHA = 'Asia/Shanghai';

describe('pinyin "meige yue 1 hao", "meiyue 15 hao": every month on that day', () => {
  it.each([
    [
      'meige yue 5 hao shangwu 9 dian jiesuan',
      SHA,
      ['0 1 5 * ?'],
      /"meige yue 5 hao" read as "every month on the 5th"/,
    ],
    ['meiyue 20 hao xiawu 3 dian duizhang', SHA, ['0 7 20 * ?'], /every month on the 20th/],
    ['mei ge yue 1 hao wanshang 8 dian beifen', SHA, ['0 12 1 * ?'], /every month on the 1st/],
  ])('%s [%s]', (phrase, zone, fields, note) => reads(phrase, zone, fields, note), 60_000);

  it.each([
    // another month ("xia ge yue": next month; "3 yue": March) changes the runs and is not read
    ['xia ge yue 5 hao shangwu 9 dian fa gongzi', SHA, /yue/],
    ['3 yue 5 hao shangwu 9 dian', SHA, /yue/],
    ['meige yue shangwu 9 dian', SHA, /yue/],
    ['meige yue 5 hao dao 10 hao shangwu 9 dian', SHA, /./],
    // an hour without its part of the day stays unread
    ['meige yue 5 hao 9 dian', SHA, /./],
  ])('refuses %s [%s]', (phrase, zone, why) => refuses(phrase, zone, why), 60_000);
});
