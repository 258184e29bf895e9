import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

const KYI = 'Europe/Kyiv';
const PRG = 'Europe/Prague';
const HCM = 'Asia/Ho_Chi_Minh';

describe('an hour with its part of the day after it: Czech "v 6 ráno", Ukrainian "o 10 ranku"', () => {
  it.each([
    ['každý den v 5 ráno kontrola', PRG, ['0 4 * * ?'], /"v 5 ráno" read as "at 5am"/],
    ['každou sobotu v 9:30 dopoledne', PRG, ['30 8 ? * 7'], /"at 9:30am"/],
    ['každý pátek v 3 odpoledne porada', PRG, ['0 14 ? * 6'], /"at 3pm"/],
    ['každý den v 8 večer', PRG, ['0 19 * * ?'], /"at 8pm"/],
    ['kozhnoho chetverha o 9 ranku', KYI, ['0 7 ? * 5'], /"o 9 ranku" read as "at 9am"/],
    ['shchodnia o 7:15 ranku', KYI, ['15 5 * * ?'], /"at 7:15am"/],
    ['kozhnu subotu o 8 vechora', KYI, ['0 18 ? * 7'], /"at 8pm"/],
  ])('%s [%s]', (phrase, zone, fields, note) => reads(phrase, zone, fields, note), 60_000);

  it.each([
    // an hour outside its part of the day, or the part alone, stays unread
    ['každý den v 2 večer', PRG, /./],
    ['každý den v 1 ráno', PRG, /./],
    ['každý pátek v 9 odpoledne', PRG, /./],
    ['kozhnoho chetverha o 2 vechora', KYI, /./],
    ['kozhnoho chetverha o 1 ranku', KYI, /./],
    ['kozhnoho chetverha ranku o 9:00', KYI, /./],
    // a bare hour on a day of the week stays refused
    ['každý pátek v 6', PRG, /./],
    ['kozhnoho chetverha o 9', KYI, /./],
  ])('refuses %s [%s]', (phrase, zone, why) => refuses(phrase, zone, why), 60_000);
});

describe('Vietnamese "mỗi sáng 5 giờ", "hàng tối 9 giờ": every day, the hour in that part of the day', () => {
  it.each([
    ['mỗi sáng 6 giờ tập thể dục', HCM, ['0 23 * * ?'], /"sáng 6 giờ" read as "at 6am"/],
    ['hàng tối 9 giờ kiểm tra kho', HCM, ['0 14 * * ?'], /"at 9pm"/],
    ['mỗi chiều 4 giờ 30 họp nhóm', HCM, ['30 9 * * ?'], /"at 4:30pm"/],
  ])('%s [%s]', (phrase, zone, fields, note) => reads(phrase, zone, fields, note), 60_000);

  it.each([
    // an hour outside the part of the day, or no hour, stays unread
    ['mỗi sáng 3 giờ chiều', HCM, /./],
    ['mỗi tối 2 giờ', HCM, /./],
    ['mỗi sáng họp nhóm', HCM, /./],
  ])('refuses %s [%s]', (phrase, zone, why) => refuses(phrase, zone, why), 60_000);
});
