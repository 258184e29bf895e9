import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

const SEL = 'Asia/Seoul';

describe('Korean in Latin letters: "-e" joined to a clock, "bonaejuseyo" after the thing sent', () => {
  it.each([
    ['maeil jeonyeok 7si-e', SEL, ['0 10 * * ?'], /"-e" set aside/],
    ['pyeongil ojeon 9si 30bun-e ilji', SEL, ['30 0 ? * 2-6'], /"-e" set aside/],
    ['maeju geumyoil ohu 5si-e jugan bogo bonaejuseyo', SEL, ['0 8 ? * 6'], /Set "jugan bogo bonaejuseyo" aside/],
    ['maeil ohu 8si-e bogo bonaejuseyo', SEL, ['0 11 * * ?'], /Set "bogo bonaejuseyo" aside/],
    ['maeil ohu 8si e bogo', SEL, ['0 11 * * ?'], /Set "bogo" aside/],
  ])('%s [%s]', (phrase, zone, fields, note) => reads(phrase, zone, fields, note), 60_000);

  it.each([
    // a word of when among the words set aside keeps them unread
    ['maeil achim 8si-e naeil bogo bonaejuseyo', SEL, /./],
    ['maeil achim 8si-e bogo bonaejuseyo 3wol kkaji man', SEL, /./],
    // cancelled: "chwiso"
    ['maeil achim 8si-e bogo bonaejuseyo chwiso', SEL, /./],
    // not sent, stopped, from tomorrow, only once, twice: a word that negates, stops, bounds or counts the runs, alone or
    // with its ending joined, is never set aside with the thing done
    ['maeil ohu 8si-e bonaejuseyo anhayo', SEL, /could not read/],
    ['maeil ohu 8si e bogo anhayo', SEL, /could not read/],
    ['maeil ohu 8si e bogo anim', SEL, /could not read/],
    ['maeil ohu 8si e bonaegi jungdan', SEL, /could not read/],
    ['maeil ohu 8si e bogo jungji', SEL, /could not read/],
    ['maeil ohu 8si e bonaejuseyo naeilbuteo', SEL, /could not read/],
    ['maeil ohu 8si e bonaejuseyo hanbeonman', SEL, /could not read/],
    ['maeil ohu 8si e bonaejuseyo dubeon', SEL, /could not read/],
  ])('%s [%s] is refused', (phrase, zone, reason) => refuses(phrase, zone, reason), 60_000);
});
