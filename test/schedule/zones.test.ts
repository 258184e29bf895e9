import { IANAZone, Info } from 'luxon';
import { describe, expect, it } from 'vitest';
import { monthOf, weekdayOf } from '../../src/schedule/grammar/words.js';
import { MULTI_ZONE_WORDS, resolveZoneWord, ZONE_WORDS, zoneAmbiguity, zoneNote } from '../../src/schedule/zones.js';

const LA = 'America/Los_Angeles';
const NY = 'America/New_York';
const CHI = 'America/Chicago';
const DEN = 'America/Denver';

describe('zone table', () => {
  it('holds a few hundred words', () => {
    expect(ZONE_WORDS.size).toBeGreaterThan(400);
  });

  it('maps every word to a zone luxon and Intl accept', () => {
    const bad: string[] = [];
    for (const [word, zone] of ZONE_WORDS) {
      const z = Info.normalizeZone(zone);
      if (!z.isValid || !IANAZone.isValidZone(zone)) bad.push(`${word} -> ${zone}`);
      // Intl throws on an unknown zone
      new Intl.DateTimeFormat('en-US', { timeZone: zone });
    }
    expect(bad).toEqual([]);
  });

  it('spells every value as IANA does, so that the value resolves to itself', () => {
    for (const zone of new Set(ZONE_WORDS.values())) {
      expect(resolveZoneWord(zone.toLowerCase())).toBe(zone);
    }
  });

  it('keys are lower case, single-spaced and trimmed', () => {
    for (const word of [...ZONE_WORDS.keys(), ...MULTI_ZONE_WORDS.keys()]) {
      expect(word).toBe(word.toLowerCase().replace(/\s+/g, ' ').trim());
    }
  });

  it('no word collides with a day or month name, a filler word or a word the rest of the grammar reads', () => {
    const grammar = new Set(
      (
        'at on in every each the and of also a an am pm noon midnight morning evening night tonight today tomorrow ' +
        'now day days week weeks weekly month months monthly year years yearly daily hour hours minute minutes ' +
        'weekday weekdays weekend weekends workday business working from to until till through thru by before after ' +
        'last first second third fourth fifth next this other alternate time times run runs max only quarterly ' +
        'annually starting start ending end since effective between o clock half quarter past us it is'
      ).split(' '),
    );
    const clashes: string[] = [];
    for (const word of [...ZONE_WORDS.keys(), ...MULTI_ZONE_WORDS.keys()]) {
      if (grammar.has(word) || weekdayOf(word) !== undefined || monthOf(word) !== undefined) clashes.push(word);
      for (const token of word.split(' ')) {
        if (weekdayOf(token) !== undefined || monthOf(token) !== undefined) clashes.push(`${word} (${token})`);
      }
    }
    expect(clashes).toEqual([]);
  });

  it('leaves out ordinary English words and single letters', () => {
    for (const w of [
      'sat',
      'sun',
      'mon',
      'eat',
      'wat',
      'art',
      'cat',
      'met',
      'west',
      'may',
      'march',
      'z',
      'nice',
      'reading',
      'mobile',
      'split',
      'bath',
      'orange',
      'victoria',
      'at',
      'us',
    ]) {
      expect(ZONE_WORDS.has(w), w).toBe(false);
      expect(resolveZoneWord(w), w).toBeNull();
    }
  });
});

describe('resolveZoneWord', () => {
  it.each([
    ['pacific', LA],
    ['pacific time', LA],
    ['pacific standard time', LA],
    ['pacific daylight time', LA],
    ['pt', LA],
    ['pst', LA],
    ['pdt', LA],
    ['eastern', NY],
    ['eastern time', NY],
    ['et', NY],
    ['est', NY],
    ['edt', NY],
    ['central', CHI],
    ['central time', CHI],
    ['ct', CHI],
    ['cst', CHI],
    ['cdt', CHI],
    ['mountain', DEN],
    ['mountain time', DEN],
    ['mt', DEN],
    ['mst', DEN],
    ['mdt', DEN],
    ['alaska', 'America/Anchorage'],
    ['akst', 'America/Anchorage'],
    ['akdt', 'America/Anchorage'],
    ['hawaii', 'Pacific/Honolulu'],
    ['hst', 'Pacific/Honolulu'],
    ['arizona', 'America/Phoenix'],
    ['atlantic', 'America/Halifax'],
    ['ast', 'America/Halifax'],
    ['adt', 'America/Halifax'],
    ['utc', 'UTC'],
    ['gmt', 'UTC'],
    ['zulu', 'UTC'],
    ['coordinated universal time', 'UTC'],
    ['bst', 'Europe/London'],
    ['cet', 'Europe/Berlin'],
    ['cest', 'Europe/Berlin'],
    ['eet', 'Europe/Athens'],
    ['eest', 'Europe/Athens'],
    ['msk', 'Europe/Moscow'],
    ['ist', 'Asia/Kolkata'],
    ['pkt', 'Asia/Karachi'],
    ['npt', 'Asia/Kathmandu'],
    ['slst', 'Asia/Colombo'],
    ['sgt', 'Asia/Singapore'],
    ['hkt', 'Asia/Hong_Kong'],
    ['jst', 'Asia/Tokyo'],
    ['kst', 'Asia/Seoul'],
    ['awst', 'Australia/Perth'],
    ['acst', 'Australia/Adelaide'],
    ['acdt', 'Australia/Adelaide'],
    ['aest', 'Australia/Sydney'],
    ['aedt', 'Australia/Sydney'],
    ['nzst', 'Pacific/Auckland'],
    ['nzdt', 'Pacific/Auckland'],
    ['sast', 'Africa/Johannesburg'],
    ['brt', 'America/Sao_Paulo'],
  ])('%s -> %s', (words, zone) => {
    expect(resolveZoneWord(words)).toBe(zone);
  });

  it.each([
    ['london', 'Europe/London'],
    ['paris', 'Europe/Paris'],
    ['berlin', 'Europe/Berlin'],
    ['madrid', 'Europe/Madrid'],
    ['rome', 'Europe/Rome'],
    ['amsterdam', 'Europe/Amsterdam'],
    ['dublin', 'Europe/Dublin'],
    ['lisbon', 'Europe/Lisbon'],
    ['zurich', 'Europe/Zurich'],
    ['zürich', 'Europe/Zurich'],
    ['stockholm', 'Europe/Stockholm'],
    ['oslo', 'Europe/Oslo'],
    ['helsinki', 'Europe/Helsinki'],
    ['warsaw', 'Europe/Warsaw'],
    ['prague', 'Europe/Prague'],
    ['vienna', 'Europe/Vienna'],
    ['athens', 'Europe/Athens'],
    ['istanbul', 'Europe/Istanbul'],
    ['moscow', 'Europe/Moscow'],
    ['kyiv', 'Europe/Kyiv'],
    ['kiev', 'Europe/Kyiv'],
    ['dubai', 'Asia/Dubai'],
    ['riyadh', 'Asia/Riyadh'],
    ['tehran', 'Asia/Tehran'],
    ['karachi', 'Asia/Karachi'],
    ['mumbai', 'Asia/Kolkata'],
    ['delhi', 'Asia/Kolkata'],
    ['new delhi', 'Asia/Kolkata'],
    ['bangalore', 'Asia/Kolkata'],
    ['bengaluru', 'Asia/Kolkata'],
    ['chennai', 'Asia/Kolkata'],
    ['kolkata', 'Asia/Kolkata'],
    ['kathmandu', 'Asia/Kathmandu'],
    ['dhaka', 'Asia/Dhaka'],
    ['bangkok', 'Asia/Bangkok'],
    ['jakarta', 'Asia/Jakarta'],
    ['singapore', 'Asia/Singapore'],
    ['kuala lumpur', 'Asia/Kuala_Lumpur'],
    ['manila', 'Asia/Manila'],
    ['hong kong', 'Asia/Hong_Kong'],
    ['shanghai', 'Asia/Shanghai'],
    ['beijing', 'Asia/Shanghai'],
    ['taipei', 'Asia/Taipei'],
    ['seoul', 'Asia/Seoul'],
    ['tokyo', 'Asia/Tokyo'],
    ['osaka', 'Asia/Tokyo'],
    ['sydney', 'Australia/Sydney'],
    ['melbourne', 'Australia/Melbourne'],
    ['brisbane', 'Australia/Brisbane'],
    ['perth', 'Australia/Perth'],
    ['adelaide', 'Australia/Adelaide'],
    ['darwin', 'Australia/Darwin'],
    ['hobart', 'Australia/Hobart'],
    ['lord howe', 'Australia/Lord_Howe'],
    ['auckland', 'Pacific/Auckland'],
    ['wellington', 'Pacific/Auckland'],
    ['chatham', 'Pacific/Chatham'],
    ['apia', 'Pacific/Apia'],
    ['tongatapu', 'Pacific/Tongatapu'],
    ["nuku'alofa", 'Pacific/Tongatapu'],
    ['kiritimati', 'Pacific/Kiritimati'],
    ['honolulu', 'Pacific/Honolulu'],
    ['anchorage', 'America/Anchorage'],
    ['los angeles', LA],
    ['san francisco', LA],
    ['seattle', LA],
    ['portland', LA],
    ['vancouver', 'America/Vancouver'],
    ['phoenix', 'America/Phoenix'],
    ['denver', DEN],
    ['salt lake city', DEN],
    ['chicago', CHI],
    ['dallas', CHI],
    ['houston', CHI],
    ['austin', CHI],
    ['mexico city', 'America/Mexico_City'],
    ['toronto', 'America/Toronto'],
    ['montreal', 'America/Toronto'],
    ['new york', NY],
    ['nyc', NY],
    ['boston', NY],
    ['washington', NY],
    ['dc', NY],
    ['washington dc', NY],
    ['miami', NY],
    ['atlanta', NY],
    ['halifax', 'America/Halifax'],
    ["st. john's", 'America/St_Johns'],
    ['st johns', 'America/St_Johns'],
    ['sao paulo', 'America/Sao_Paulo'],
    ['são paulo', 'America/Sao_Paulo'],
    ['rio', 'America/Sao_Paulo'],
    ['buenos aires', 'America/Argentina/Buenos_Aires'],
    ['santiago', 'America/Santiago'],
    ['lima', 'America/Lima'],
    ['bogota', 'America/Bogota'],
    ['caracas', 'America/Caracas'],
    ['cairo', 'Africa/Cairo'],
    ['lagos', 'Africa/Lagos'],
    ['nairobi', 'Africa/Nairobi'],
    ['johannesburg', 'Africa/Johannesburg'],
    ['cape town', 'Africa/Johannesburg'],
    ['casablanca', 'Africa/Casablanca'],
    ['reykjavik', 'Atlantic/Reykjavik'],
    ['tel aviv', 'Asia/Jerusalem'],
    ['jerusalem', 'Asia/Jerusalem'],
  ])('city %s -> %s', (words, zone) => {
    expect(resolveZoneWord(words)).toBe(zone);
  });

  it.each([
    ['india', 'Asia/Kolkata'],
    ['nepal', 'Asia/Kathmandu'],
    ['japan', 'Asia/Tokyo'],
    ['china', 'Asia/Shanghai'],
    ['korea', 'Asia/Seoul'],
    ['south korea', 'Asia/Seoul'],
    ['germany', 'Europe/Berlin'],
    ['france', 'Europe/Paris'],
    ['uk', 'Europe/London'],
    ['united kingdom', 'Europe/London'],
    ['britain', 'Europe/London'],
    ['england', 'Europe/London'],
    ['ireland', 'Europe/Dublin'],
    ['spain', 'Europe/Madrid'],
    ['italy', 'Europe/Rome'],
    ['netherlands', 'Europe/Amsterdam'],
    ['poland', 'Europe/Warsaw'],
    ['sweden', 'Europe/Stockholm'],
    ['norway', 'Europe/Oslo'],
    ['finland', 'Europe/Helsinki'],
    ['denmark', 'Europe/Copenhagen'],
    ['switzerland', 'Europe/Zurich'],
    ['austria', 'Europe/Vienna'],
    ['belgium', 'Europe/Brussels'],
    ['portugal', 'Europe/Lisbon'],
    ['greece', 'Europe/Athens'],
    ['turkey', 'Europe/Istanbul'],
    ['israel', 'Asia/Jerusalem'],
    ['egypt', 'Africa/Cairo'],
    ['south africa', 'Africa/Johannesburg'],
    ['kenya', 'Africa/Nairobi'],
    ['nigeria', 'Africa/Lagos'],
    ['pakistan', 'Asia/Karachi'],
    ['bangladesh', 'Asia/Dhaka'],
    ['thailand', 'Asia/Bangkok'],
    ['vietnam', 'Asia/Ho_Chi_Minh'],
    ['indonesia', 'Asia/Jakarta'],
    ['philippines', 'Asia/Manila'],
    ['malaysia', 'Asia/Kuala_Lumpur'],
    ['taiwan', 'Asia/Taipei'],
    ['new zealand', 'Pacific/Auckland'],
    ['iceland', 'Atlantic/Reykjavik'],
    ['argentina', 'America/Argentina/Buenos_Aires'],
    ['chile', 'America/Santiago'],
    ['colombia', 'America/Bogota'],
    ['peru', 'America/Lima'],
    ['ukraine', 'Europe/Kyiv'],
    ['uae', 'Asia/Dubai'],
    ['saudi arabia', 'Asia/Riyadh'],
    ['iran', 'Asia/Tehran'],
  ])('country %s -> %s', (words, zone) => {
    expect(resolveZoneWord(words)).toBe(zone);
  });

  it.each([
    ['europe/berlin', 'Europe/Berlin'],
    ['america/los_angeles', LA],
    ['america/argentina/buenos_aires', 'America/Argentina/Buenos_Aires'],
    ['asia/kolkata', 'Asia/Kolkata'],
    ['europe/kyiv', 'Europe/Kyiv'],
    ['asia/kathmandu', 'Asia/Kathmandu'],
    ['pacific/chatham', 'Pacific/Chatham'],
    ['etc/utc', 'Etc/UTC'],
    ['etc/gmt+5', 'Etc/GMT+5'],
    ['us/pacific', LA],
    ['EUROPE/BERLIN', 'Europe/Berlin'],
  ])('IANA name %s -> %s', (words, zone) => {
    expect(resolveZoneWord(words)).toBe(zone);
    expect(resolveZoneWord(words)).toBe(zone); // cached
  });

  it.each([
    ['utc+5:30', 'UTC+5:30'],
    ['utc+05:30', 'UTC+5:30'],
    ['utc+0530', 'UTC+5:30'],
    ['utc +5:45', 'UTC+5:45'],
    ['gmt-3', 'UTC-3'],
    ['utc-12', 'UTC-12'],
    ['utc+14', 'UTC+14'],
    ['gmt+0', 'UTC'],
  ])('offset %s -> %s', (words, zone) => {
    expect(resolveZoneWord(words)).toBe(zone);
    const z = Info.normalizeZone(zone);
    expect(z.isValid).toBe(true);
    expect(z.name).toBe(zone);
  });

  it.each(['utc+15', 'utc-13', 'utc+5:60', 'europe/atlantis', 'foo/bar', 'mars', 'usa', 'australia', ''])(
    '%s is no zone',
    (words) => {
      expect(resolveZoneWord(words)).toBeNull();
    },
  );

  it('accepts a trailing "time" or "time zone"', () => {
    expect(resolveZoneWord('tokyo time')).toBe('Asia/Tokyo');
    expect(resolveZoneWord('berlin time zone')).toBe('Europe/Berlin');
  });
});

describe('zoneAmbiguity', () => {
  it.each([
    ['usa', /United States has several time zones/],
    ['united states', /Pacific, Mountain, Central or Eastern/],
    ['canada', /Canada has several time zones/],
    ['brazil', /Brazil has several time zones/],
    ['russia', /Russia has several time zones/],
    ['mexico', /Mexico has several time zones/],
  ])('%s', (words, hint) => {
    expect(resolveZoneWord(words)).toBeNull();
    expect(zoneAmbiguity(words)).toMatch(hint);
  });

  it('says which Australian cities to name', () => {
    expect(zoneAmbiguity('australia')).toBe(
      'Australia has several time zones: say Sydney, Brisbane, Adelaide or Perth.',
    );
  });

  it('is null for single-zone words', () => {
    expect(zoneAmbiguity('india')).toBeNull();
    expect(zoneAmbiguity('sydney')).toBeNull();
    expect(zoneAmbiguity('mars')).toBeNull();
  });
});

describe('zoneNote', () => {
  it('says which reading of an ambiguous abbreviation was chosen', () => {
    expect(zoneNote('ist')).toBe('IST read as India Standard Time (Asia/Kolkata), not Irish or Israel time.');
    expect(zoneNote('cst')).toMatch(/US Central .*not China Standard Time/);
    expect(zoneNote('bst')).toMatch(/Europe\/London.*not Bangladesh/);
    expect(zoneNote('ast')).toMatch(/America\/Halifax, not Arabia Standard Time/);
    expect(zoneNote('gst')).toMatch(/Gulf Standard Time/);
  });

  it('says that standard-time abbreviations follow DST', () => {
    expect(zoneNote('pst')).toBe('PST read as Pacific local time (it follows daylight saving time).');
    for (const w of ['pdt', 'est', 'edt', 'cdt', 'mst', 'mdt', 'akst', 'cet', 'cest', 'eet', 'aest', 'nzst']) {
      expect(zoneNote(w), w).toMatch(/follows daylight saving time/);
    }
    expect(zoneNote('mst')).toMatch(/Arizona.*Phoenix/);
  });

  it('has nothing to say about unambiguous words', () => {
    for (const w of ['pt', 'pacific', 'tokyo', 'jst', 'hst', 'utc', 'europe/berlin']) expect(zoneNote(w), w).toBeNull();
  });

  it('only notes words of the table', () => {
    const words = new Set([...ZONE_WORDS.keys()]);
    for (const w of ['ist', 'cst', 'bst', 'ast', 'gst', 'pst', 'portland', 'washington']) {
      expect(words.has(w)).toBe(true);
      expect(zoneNote(w)).not.toBeNull();
    }
  });
});
