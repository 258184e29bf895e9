import { describe, expect, it } from 'vitest';
import { pinyinTask } from '../../../../src/schedule/grammar/pinyinWords.js';
import { reads, refuses } from './read.js';

const SHA = 'Asia/Shanghai';

describe('words of when in Chinese said in pinyin, read as the English they stand for', () => {
  it.each([
    // "meizhou" before a day's number: every; the hour with its part of the day before it
    ['meizhou san shangwu 10 dian', SHA, ['0 2 ? * 4'], /"meizhou san" read as "every wednesday"/],
    ['meizhou ri wanshang 9 dian ban', SHA, ['30 13 ? * 1'], /"wanshang 9 dian ban" read as "at 9:30pm"/],
    ['mei xingqi er xiawu 2 dian 15 fen', SHA, ['15 6 ? * 3'], /"xiawu 2 dian 15 fen" read as "at 2:15pm"/],
    // "gongzuori": weekdays; "meitian": every day; "he": and
    ['jinhuo: gongzuori zaoshang 7 dian', SHA, ['0 23 ? * 1-5'], /"gongzuori" read as "every weekday"/],
    ['meitian zhongwu 12 dian he xiawu 5 dian', SHA, ['0 4,9 * * ?'], /"he" read as "and"/],
    // the task's words after the schedule: its purpose
    ['meizhou yi shangwu 9 dian kaihui', SHA, ['0 1 ? * 2'], /Set "kaihui" aside/],
    ['meitian xiawu 3 dian beifen', SHA, ['0 7 * * ?'], /Set "beifen" aside/],
    // a day after "mei", "meige": read
    ['meige libai san xiawu 3 dian', SHA, ['0 7 ? * 4'], /"meige libai san" read as "every wednesday"/],
  ])('%s [%s]', (phrase, zone, fields, note) => reads(phrase, zone, fields, note), 60_000);

  it.each([
    // an hour without its part of the day, or outside it
    ['meizhou wu 4 dian', SHA, /./],
    ['meitian wanshang 3 dian', SHA, /./],
    // words that negate, bound or move the runs, unread: refused, never a name
    ['meitian xiawu 4 dian chule zhouliu', SHA, /"chule" \(Chinese\)/],
    ['meizhou er wanshang 8 dian dao liuyue', SHA, /\(Chinese\)/],
    // the weekend, rest, a day without "mei" before it: unread, never a name nor the task's purpose
    ['zhoumo xiawu 3 dian beifen', SHA, /"zhoumo" \(Chinese\)/],
    ['meitian xiawu 3 dian kaihui zhoumo xiuxi', SHA, /"zhoumo" \(Chinese\)/],
    ['meitian xiawu 3 dian kaihui xiuxi', SHA, /"xiuxi" \(Chinese\)/],
    ['xingqiwu xiawu 3 dian kaihui', SHA, /"xingqiwu" \(Chinese\)/],
    ['meitian xiawu 3 dian kaihui libai san', SHA, /"libai san" \(Chinese\)/],
    ['zhou wu xiawu 3 dian', SHA, /"zhou wu" \(Chinese\)/],
  ])('refuses %s [%s]', (phrase, zone, why) => refuses(phrase, zone, why), 60_000);

  it.each([
    [['kaihui'], true],
    [['beifen', 'shuju'], true],
    [['kaihui', 'zhoumo', 'xiuxi'], false],
    [['zhoumo', 'beifen'], false],
    [['kaihui', 'xingqiwu'], false],
  ])('pinyinTask(%j) is %s', (words, task) => expect(pinyinTask(words)).toBe(task));
});
