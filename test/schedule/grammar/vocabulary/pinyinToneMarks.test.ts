import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

const SHA = 'Asia/Shanghai';

describe('pinyin written with its tone marks, read as pinyin without them', () => {
  it.each([
    ['měi zhōu sān xiàwǔ 3 diǎn', SHA, ['0 7 ? * 4'], /"mei zhou san" read as "every wednesday"/],
    ['měitiān zǎoshang 7 diǎn bàn', SHA, ['30 23 * * ?'], /"zaoshang 7 dian ban" read as "at 7:30am"/],
    ['gōngzuòrì wǎnshang 9 diǎn bèifèn', SHA, ['0 13 ? * 2-6'], /Set "beifen" aside as the task's purpose/],
  ])('%s [%s]', (phrase, zone, fields, note) => reads(phrase, zone, fields, note), 60_000);

  it.each([
    // words of pinyin that change the runs, written with tones, stay unread
    ['měitiān zǎoshang 7 diǎn chúle zhōumò', SHA, /\(Chinese\)/],
    ['měi zhōu wǔ xiàwǔ 4 diǎn dào shí èr yuè', SHA, /\(Chinese\)/],
    // an hour without its part of the day stays unread
    ['měi zhōu yī 10 diǎn', SHA, /./],
  ])('%s [%s] is refused', (phrase, zone, reason) => refuses(phrase, zone, reason), 60_000);
});
