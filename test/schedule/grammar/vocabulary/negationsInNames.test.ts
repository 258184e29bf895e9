import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

// "not", "never" and "except" said in another language are no job's name: the phrase says when it does NOT run
describe('a negation or an every-other-week in a mixed-in language is no name word (labels.ts)', () => {
  it.each([
    ['Nicht jeden Montag 9 Uhr', 'Europe/Berlin'],
    ['keine Erinnerung montags 9 Uhr', 'Europe/Berlin'],
    ['pas le lundi à 9h', 'Europe/Paris'],
    ['nunca los lunes a las 9', 'America/Mexico_City'],
    ['niet op maandag om 9 uur', 'Europe/Amsterdam'],
    ['tidak setiap senin jam 9', 'Asia/Jakarta'],
    // every other week said in those languages: no name hides it
    ['reunião quinzenal às quartas às 15h', 'Europe/Lisbon'],
    ['Meeting zweiwöchentlich mittwochs 15 Uhr', 'Europe/Berlin'],
    // "from" of romaji and romanized Korean bounds the days before it: no name
    ['kayou kara 9ji', 'Asia/Tokyo'],
    ['suiyoubi kara 10ji kaigi', 'Asia/Tokyo'],
    ['hwayoil buteo 9si', 'Asia/Seoul'],
    // words of how often of Russian, Korean and Thai in Latin letters left unread (every other week, the second
    // Monday, every odd day): no name hides them
    ['otchet cherez nedelyu po pyatnitsam v 18:00', 'Europe/Moscow'],
    ['vstrecha kazhdyi vtoroi ponedelnik 10:00', 'Europe/Moscow'],
    ['thuk wan khi 8 mong chao', 'Asia/Bangkok'],
    ['maedal cheot beonjjae suyoil ojeon 8si', 'Asia/Seoul'],
  ])('refuses %s [%s]', (phrase, zone) => {
    refuses(phrase, zone, /could not read/);
  });

  it.each([
    // a name of plain nouns still reads
    ['Bericht jeden Montag 9 Uhr', 'Europe/Berlin', ['0 8 ? * 2'], /"bericht" as the job's name/],
    // Russian days and words of how often, read (russianWords.ts): the task's word before them is its name
    ['vstrecha kazhdyi ponedelnik v 10:00', 'Europe/Moscow', ['0 7 ? * 2'], /"vstrecha" as the job's name/],
  ])('reads %s [%s]', (phrase, zone, fields, note) => {
    reads(phrase, zone, fields, note);
  });
});
