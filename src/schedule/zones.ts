import { FixedOffsetZone, IANAZone } from 'luxon';
import { GAZETTEER, GAZETTEER_NOTES } from './gazetteer.js';

/**
 * Zone words: what people say for a time zone ("Pacific", "PST", "Berlin", "India", "Europe/Berlin", "UTC+5:30")
 * and the IANA zone each one means. Abbreviations name the *local* time of their region: "PST" in July is read as
 * Pacific local time (PDT), which is what people mean; chrono-node's fixed -8 is not.
 *
 * Left out on purpose: abbreviations that are ordinary words in a schedule ("sat", "eat", "wat", "art", "cat",
 * "met", "west", "wet", "may"), single letters ("z"), city names that are common English words or ambiguous with a
 * bigger place ("Nice", "Reading", "Mobile", "Split", "Bath", "Orange", "Victoria", "Birmingham", "Kingston"), and
 * countries with several zones (those resolve to null; `zoneAmbiguity` says what to say instead).
 */
const TABLE: ReadonlyArray<readonly [zone: string, words: string]> = [
  // North America
  [
    'America/Los_Angeles',
    'pacific|pacific time|us pacific|us pacific time|pacific standard time|pacific daylight time|pt|pst|pdt|west coast|pacific northwest|' +
      'california|oregon|washington state|los angeles|la|l.a.|san francisco|sf|san diego|san jose|silicon valley|' +
      'bay area|seattle|portland|las vegas|sacramento|mountain view|palo alto',
  ],
  ['America/Vancouver', 'vancouver|british columbia'],
  ['America/Tijuana', 'tijuana'],
  [
    'America/Denver',
    'mountain|mountain time|us mountain|us mountain time|mountain standard time|mountain daylight time|mt|mst|mdt|denver|colorado|utah|' +
      'salt lake city|albuquerque|boise|el paso',
  ],
  ['America/Edmonton', 'edmonton|calgary|alberta'],
  ['America/Phoenix', 'arizona|phoenix|tucson|scottsdale'],
  [
    'America/Chicago',
    'central|central time|us central|us central time|central standard time|central daylight time|ct|cst|cdt|chicago|illinois|dallas|houston|' +
      'austin|san antonio|minneapolis|st. louis|st louis|saint louis|kansas city|new orleans|nashville|memphis|' +
      'milwaukee|oklahoma city',
  ],
  ['America/Winnipeg', 'winnipeg|manitoba'],
  ['America/Regina', 'saskatchewan|saskatoon'],
  ['America/Mexico_City', 'mexico city|ciudad de méxico|cdmx|guadalajara|monterrey'],
  ['America/Cancun', 'cancún'],
  [
    'America/New_York',
    'eastern|eastern time|us eastern|us eastern time|eastern standard time|eastern daylight time|et|est|edt|east coast|new york|' +
      'new york city|nyc|manhattan|brooklyn|new jersey|boston|massachusetts|washington|washington dc|' +
      'washington d.c.|washington d.c|dc|d.c.|philadelphia|pittsburgh|baltimore|miami|orlando|tampa|atlanta|' +
      'raleigh|detroit|cleveland',
  ],
  ['America/Toronto', 'toronto|ottawa|ontario|montréal|québec|quebec city'],
  [
    'America/Halifax',
    'atlantic|atlantic time|atlantic standard time|atlantic daylight time|ast|adt|atlantic canada|halifax|nova scotia',
  ],
  ['America/Puerto_Rico', 'puerto rico|san juan'],
  ['America/Nuuk', 'nuuk|godthåb|west greenland|western greenland|west greenland standard time'],
  [
    'America/St_Johns',
    "newfoundland|newfoundland time|nst|ndt|st. john's|st john's|st. johns|st johns|saint john's|saint johns",
  ],
  ['America/Anchorage', 'alaska|alaska time|alaska standard time|alaska daylight time|akst|akdt|anchorage|juneau'],
  ['Pacific/Honolulu', 'hawaii|hawaii time|hawaii standard time|hawaii-aleutian|hawaii-aleutian time|hst|honolulu'],
  // Central and South America, Caribbean
  ['America/Guatemala', 'guatemala|guatemala city'],
  ['America/El_Salvador', 'el salvador|san salvador'],
  ['America/Tegucigalpa', 'honduras|tegucigalpa'],
  ['America/Managua', 'nicaragua|managua'],
  ['America/Costa_Rica', 'costa rica'],
  ['America/Panama', 'panama'],
  ['America/Havana', 'cuba|havana'],
  ['America/Jamaica', 'jamaica'],
  ['America/Santo_Domingo', 'dominican republic|santo domingo'],
  ['America/Bogota', 'colombia|bogotá|medellín'],
  ['America/Caracas', 'venezuela|caracas'],
  ['America/Guayaquil', 'ecuador|quito|guayaquil'],
  ['America/Lima', 'peru|lima'],
  ['America/La_Paz', 'bolivia|la paz'],
  ['America/Santiago', 'chile|santiago'],
  ['America/Argentina/Buenos_Aires', 'argentina|argentina time|buenos aires'],
  ['America/Montevideo', 'uruguay|montevideo'],
  ['America/Asuncion', 'paraguay|asunción'],
  ['America/Sao_Paulo', 'brasília time|brt|são paulo|rio|rio de janeiro|brasília'],
  ['America/Manaus', 'manaus'],
  // Europe
  [
    'Europe/London',
    'uk|u.k.|united kingdom|britain|great britain|england|scotland|wales|northern ireland|uk time|british time|' +
      'bst|british summer time|london|edinburgh|glasgow|liverpool|leeds|cardiff|belfast',
  ],
  ['Europe/Dublin', 'ireland|irish time|dublin'],
  ['Europe/Lisbon', 'portugal|lisbon|porto|western european time|western european summer time'],
  ['Atlantic/Reykjavik', 'iceland|reykjavík'],
  ['Atlantic/Canary', 'canary islands|tenerife'],
  ['Atlantic/Azores', 'azores'],
  ['Europe/Madrid', 'spain|madrid|barcelona|sevilla|seville|málaga|bilbao|almería'],
  ['Europe/Paris', 'france|paris|lyon|marseille|toulouse'],
  ['Europe/Brussels', 'belgium|brussels|antwerp'],
  ['Europe/Amsterdam', 'netherlands|holland|amsterdam|rotterdam'],
  ['Europe/Luxembourg', 'luxembourg'],
  [
    'Europe/Berlin',
    'cet|cest|central european|central european time|central european summer time|central europe|germany|berlin|' +
      'munich|münchen|frankfurt|hamburg|cologne|köln|stuttgart|düsseldorf',
  ],
  ['Europe/Zurich', 'switzerland|zürich|geneva|basel|bern'],
  ['Europe/Vienna', 'austria|vienna'],
  ['Europe/Rome', 'italy|rome|milan|turin|venice'],
  ['Europe/Malta', 'malta|valletta'],
  ['Europe/Monaco', 'monaco'],
  ['Europe/Copenhagen', 'denmark|copenhagen'],
  ['Europe/Stockholm', 'sweden|stockholm|gothenburg'],
  ['Europe/Oslo', 'norway|oslo'],
  ['Europe/Helsinki', 'finland|helsinki'],
  ['Europe/Tallinn', 'estonia|tallinn'],
  ['Europe/Riga', 'latvia|riga'],
  ['Europe/Vilnius', 'lithuania|vilnius'],
  ['Europe/Warsaw', 'poland|warsaw|kraków|poznań|wrocław|gdańsk'],
  ['Europe/Prague', 'czechia|czech republic|prague'],
  ['Europe/Bratislava', 'slovakia|bratislava'],
  ['Europe/Budapest', 'hungary|budapest'],
  ['Europe/Ljubljana', 'slovenia|ljubljana'],
  ['Europe/Zagreb', 'croatia|zagreb'],
  ['Europe/Belgrade', 'serbia|belgrade'],
  ['Europe/Sarajevo', 'bosnia|sarajevo'],
  ['Europe/Bucharest', 'romania|bucharest'],
  ['Europe/Sofia', 'bulgaria'],
  [
    'Europe/Athens',
    'eet|eest|eastern european|eastern european time|eastern european summer time|greece|athens|cyprus|nicosia',
  ],
  ['Europe/Istanbul', 'türkiye|trt|istanbul|ankara'],
  ['Europe/Kyiv', 'ukraine|kyiv|kiev'],
  ['Europe/Chisinau', 'moldova|chișinău'],
  ['Europe/Minsk', 'belarus|minsk'],
  ['Europe/Moscow', 'msk|moscow|moscow time'],
  // Middle East, Caucasus, Central and South Asia
  ['Asia/Tbilisi', 'tbilisi'],
  ['Asia/Yerevan', 'armenia|yerevan'],
  ['Asia/Baku', 'azerbaijan|baku'],
  ['Asia/Jerusalem', 'israel|israel time|idt|jerusalem|tel aviv'],
  ['Asia/Beirut', 'lebanon|beirut'],
  ['Asia/Amman', 'amman'],
  ['Asia/Damascus', 'syria|damascus'],
  ['Asia/Baghdad', 'iraq|baghdad'],
  ['Asia/Riyadh', 'saudi arabia|saudi|ksa|k.s.a.|kingdom of saudi arabia|riyadh|jeddah|dammam'],
  ['Asia/Kuwait', 'kuwait'],
  ['Asia/Bahrain', 'bahrain'],
  ['Asia/Qatar', 'qatar|doha'],
  ['Asia/Dubai', 'uae|u.a.e.|united arab emirates|gst|gulf standard time|gulf time|dubai|abu dhabi'],
  ['Asia/Muscat', 'oman|muscat'],
  ['Asia/Tehran', 'iran|irst|iran time|tehran'],
  ['Asia/Kabul', 'afghanistan|kabul'],
  ['Asia/Karachi', 'pakistan|pkt|pakistan time|pakistan standard time|karachi|lahore|islamabad'],
  ['Asia/Tashkent', 'uzbekistan|tashkent'],
  ['Asia/Almaty', 'almaty'],
  [
    'Asia/Kolkata',
    'india|ist|india standard time|indian standard time|india time|mumbai|bombay|delhi|new delhi|bangalore|' +
      'bengaluru|chennai|madras|kolkata|calcutta|hyderabad|pune|ahmedabad|gurgaon|gurugram|noida',
  ],
  ['Asia/Colombo', 'sri lanka|slst|sri lanka time|colombo'],
  ['Asia/Kathmandu', 'nepal|npt|nepal time|kathmandu|katmandu'],
  ['Asia/Thimphu', 'bhutan|bhutan time|thimphu'],
  ['Asia/Dhaka', 'bangladesh|dhaka'],
  // East and South-East Asia
  ['Asia/Yangon', 'myanmar|burma|yangon|rangoon'],
  ['Asia/Bangkok', 'thailand|ict|indochina time|bangkok'],
  ['Asia/Ho_Chi_Minh', 'vietnam|viet nam|ho chi minh city|ho chi minh|saigon|hanoi'],
  ['Asia/Phnom_Penh', 'cambodia|phnom penh'],
  ['Asia/Jakarta', 'indonesia|wib|jakarta'],
  ['Asia/Makassar', 'bali|wita'],
  ['Asia/Singapore', 'singapore|sgt|singapore time'],
  ['Asia/Kuala_Lumpur', 'malaysia|myt|kuala lumpur'],
  ['Asia/Manila', 'philippines|pht|philippine time|manila'],
  ['Asia/Hong_Kong', 'hong kong|hkt|hong kong time'],
  ['Asia/Macau', 'macau|macao'],
  [
    'Asia/Shanghai',
    'china|china standard time|china time|beijing time|beijing|shanghai|shenzhen|guangzhou|chengdu|hangzhou',
  ],
  ['Asia/Taipei', 'taiwan|taipei'],
  ['Asia/Seoul', 'korea|south korea|kst|korea standard time|korea time|seoul|busan'],
  ['Asia/Pyongyang', 'north korea|pyongyang'],
  ['Asia/Tokyo', 'japan|jst|japan standard time|japan time|tokyo|osaka|kyoto|yokohama'],
  ['Asia/Ulaanbaatar', 'mongolia|ulaanbaatar'],
  ['Asia/Yekaterinburg', 'yekaterinburg'],
  ['Asia/Novosibirsk', 'novosibirsk'],
  ['Asia/Vladivostok', 'vladivostok'],
  // Oceania
  [
    'Australia/Sydney',
    'aest|aedt|aet|australian eastern time|australian eastern standard time|australian eastern daylight time|' +
      'sydney|canberra|new south wales|nsw',
  ],
  ['Australia/Melbourne', 'melbourne'],
  ['Australia/Brisbane', 'brisbane|queensland|gold coast'],
  [
    'Australia/Adelaide',
    'acst|acdt|australian central time|australian central standard time|australian central daylight time|' +
      'adelaide|south australia',
  ],
  ['Australia/Darwin', 'darwin|northern territory|alice springs'],
  ['Australia/Perth', 'awst|australian western time|australian western standard time|perth|western australia'],
  ['Australia/Hobart', 'hobart|tasmania'],
  ['Australia/Lord_Howe', 'lord howe|lord howe island|lhst|lhdt|lord howe time|lord howe standard time'],
  [
    'Pacific/Auckland',
    'new zealand|nz|nzt|nzst|nzdt|new zealand time|new zealand standard time|new zealand daylight time|auckland|' +
      'wellington|christchurch',
  ],
  ['Pacific/Chatham', 'chatham|chatham islands'],
  ['Pacific/Fiji', 'fiji|suva'],
  ['Pacific/Apia', 'samoa|apia'],
  ['Pacific/Pago_Pago', 'american samoa|pago pago'],
  ['Pacific/Tongatapu', "tonga|tongatapu|nuku'alofa|nukualofa"],
  ['Pacific/Kiritimati', 'kiritimati|line islands'],
  ['Pacific/Guam', 'guam|chst|chamorro standard time|chamorro time'],
  ['Pacific/Port_Moresby', 'papua new guinea|port moresby'],
  ['Pacific/Noumea', 'new caledonia|nouméa'],
  ['Pacific/Tahiti', 'tahiti'],
  // Africa and the Indian Ocean
  ['Africa/Cairo', 'egypt|cairo'],
  ['Africa/Casablanca', 'morocco|casablanca|rabat'],
  ['Africa/Algiers', 'algeria|algiers'],
  ['Africa/Tunis', 'tunisia|tunis'],
  ['Africa/Tripoli', 'libya|tripoli'],
  ['Africa/Lagos', 'nigeria|west africa|west africa time|lagos|abuja'],
  ['Africa/Accra', 'ghana|accra'],
  ['Africa/Dakar', 'senegal|dakar'],
  ['Africa/Abidjan', 'ivory coast|abidjan'],
  ['Africa/Nairobi', 'kenya|east africa|east africa time|nairobi'],
  ['Africa/Addis_Ababa', 'ethiopia|addis ababa'],
  ['Africa/Dar_es_Salaam', 'tanzania|dar es salaam'],
  ['Africa/Kampala', 'uganda|kampala'],
  ['Africa/Kigali', 'rwanda|kigali'],
  ['Africa/Khartoum', 'sudan|khartoum'],
  [
    'Africa/Johannesburg',
    'south africa|sast|south africa time|south african time|south africa standard time|johannesburg|joburg|' +
      'cape town|durban|pretoria',
  ],
  ['Africa/Maputo', 'mozambique|central africa|central africa time|maputo'],
  ['Africa/Harare', 'zimbabwe|harare'],
  ['Africa/Lusaka', 'zambia|lusaka'],
  ['Africa/Luanda', 'angola|luanda'],
  ['Africa/Kinshasa', 'kinshasa'],
  ['Indian/Mauritius', 'mauritius'],
  ['Indian/Maldives', 'maldives'],
  // Universal time
  [
    'UTC',
    'utc|gmt|zulu|zulu time|coordinated universal time|universal coordinated time|universal time|greenwich mean time',
  ],
];

/** Words for places with several zones: refused with a hint naming places that have one. */
const MULTI_ZONE: ReadonlyArray<readonly [words: string, hint: string]> = [
  [
    'usa|u.s.|u.s.a.|united states|united states of america|america',
    'The United States has several time zones: say Pacific, Mountain, Central or Eastern (or a city such as New York).',
  ],
  ['north america', 'North America has several time zones: say Pacific, Mountain, Central or Eastern, or a city.'],
  ['canada', "Canada has several time zones: say Vancouver, Edmonton, Winnipeg, Toronto, Halifax or St. John's."],
  ['australia', 'Australia has several time zones: say Sydney, Brisbane, Adelaide or Perth.'],
  [
    'eastern australia',
    'Eastern Australia has two clocks: say Sydney or Melbourne (daylight saving) or Brisbane (none).',
  ],
  ['central australia', 'Central Australia has two clocks: say Adelaide (daylight saving) or Darwin (none).'],
  ['brazil', 'Brazil has several time zones: say São Paulo, Brasília or Manaus.'],
  ['russia', 'Russia has several time zones: say Moscow, Yekaterinburg, Novosibirsk or Vladivostok.'],
  ['mexico', 'Mexico has several time zones: say Mexico City, Cancún or Tijuana.'],
  ['south america', 'South America has several time zones: say a city such as São Paulo, Buenos Aires or Lima.'],
  ['central america', 'Central America has several time zones: say a city such as Guatemala City or Panama.'],
  ['latin america', 'Latin America has several time zones: say a city such as Mexico City, Bogotá or São Paulo.'],
  ['europe', 'Europe has several time zones: say a city such as London, Berlin or Athens.'],
  ['western europe', 'Western Europe has two clocks: say London or Lisbon, or Paris for central European time.'],
  ['eastern europe', 'Eastern Europe has several time zones: say a city such as Warsaw, Athens, Kyiv or Moscow.'],
  ['asia', 'Asia has many time zones: say a city such as Dubai, Mumbai, Singapore or Tokyo.'],
  ['africa', 'Africa has several time zones: say a city such as Lagos, Cairo, Nairobi or Johannesburg.'],
  ['georgia', 'Georgia could be the US state or the country: say Atlanta or Tbilisi.'],
  ['texas', 'Texas has two time zones: say Central (Dallas, Houston) or Mountain (El Paso).'],
  ['florida', 'Florida has two time zones: say Eastern (Miami) or Central (Pensacola).'],
  ['kazakhstan', 'Kazakhstan has changed its time zones recently: say Almaty or use a UTC offset such as UTC+5.'],
  ['greenland', 'Greenland has several time zones: say Nuuk or use an IANA name such as America/Nuuk.'],
  ['kiribati', 'Kiribati has several time zones: say Kiritimati, or use an IANA name such as Pacific/Tarawa.'],
];

const FOLLOWS_DST = '(it follows daylight saving time)';

/** How ambiguous or DST-following words were read: shown to the person with the schedule. */
const NOTES: ReadonlyArray<readonly [words: string, note: string]> = [
  ['pst', `PST read as Pacific local time ${FOLLOWS_DST}.`],
  ['pdt', `PDT read as Pacific local time ${FOLLOWS_DST}.`],
  ['est', `EST read as Eastern local time ${FOLLOWS_DST}.`],
  ['edt', `EDT read as Eastern local time ${FOLLOWS_DST}.`],
  [
    'cst',
    'CST read as US Central local time (America/Chicago, not China Standard Time); it follows daylight saving time.',
  ],
  ['cdt', `CDT read as US Central local time ${FOLLOWS_DST}.`],
  ['mst', `MST read as Mountain local time ${FOLLOWS_DST}; for Arizona, which stays on MST all year, say Phoenix.`],
  ['mdt', `MDT read as Mountain local time ${FOLLOWS_DST}.`],
  ['akst', `AKST read as Alaska local time ${FOLLOWS_DST}.`],
  ['akdt', `AKDT read as Alaska local time ${FOLLOWS_DST}.`],
  [
    'ast',
    'AST read as Atlantic local time (America/Halifax, not Arabia Standard Time); it follows daylight saving time.',
  ],
  ['adt', `ADT read as Atlantic local time ${FOLLOWS_DST}.`],
  ['nst', `NST read as Newfoundland local time ${FOLLOWS_DST}.`],
  ['ndt', `NDT read as Newfoundland local time ${FOLLOWS_DST}.`],
  ['ist', 'IST read as India Standard Time (Asia/Kolkata), not Irish or Israel time.'],
  [
    'bst',
    'BST read as UK local time (Europe/London, British Summer Time in summer), not Bangladesh time; it follows daylight saving time.',
  ],
  ['gst', 'GST read as Gulf Standard Time (Asia/Dubai), not South Georgia time.'],
  ['gmt', 'GMT read as UTC (no daylight saving time); for UK local time, say London.'],
  ['greenwich mean time', 'GMT read as UTC (no daylight saving time); for UK local time, say London.'],
  ['cet', `CET read as Central European local time (Europe/Berlin) ${FOLLOWS_DST}.`],
  ['wita', 'WITA read as central Indonesian time (Asia/Makassar: Bali, Sulawesi), UTC+8 all year.'],
  ['cest', `CEST read as Central European local time (Europe/Berlin) ${FOLLOWS_DST}.`],
  ['eet', `EET read as Eastern European local time (Europe/Athens) ${FOLLOWS_DST}.`],
  ['eest', `EEST read as Eastern European local time (Europe/Athens) ${FOLLOWS_DST}.`],
  ['idt', `IDT read as Israel local time ${FOLLOWS_DST}.`],
  [
    'aest',
    `AEST read as Sydney local time ${FOLLOWS_DST}; for Queensland, which stays on AEST all year, say Brisbane.`,
  ],
  ['aedt', `AEDT read as Sydney local time ${FOLLOWS_DST}.`],
  ['aet', `AET read as Sydney local time ${FOLLOWS_DST}.`],
  [
    'acst',
    `ACST read as Adelaide local time ${FOLLOWS_DST}; for the Northern Territory, which stays on ACST, say Darwin.`,
  ],
  ['acdt', `ACDT read as Adelaide local time ${FOLLOWS_DST}.`],
  ['nzt', `NZT read as New Zealand local time ${FOLLOWS_DST}.`],
  ['nzst', `NZST read as New Zealand local time ${FOLLOWS_DST}.`],
  ['lhst', `LHST read as Lord Howe Island local time ${FOLLOWS_DST}.`],
  ['lhdt', `LHDT read as Lord Howe Island local time ${FOLLOWS_DST}.`],
  ['lord howe standard time', `Lord Howe Standard Time read as Lord Howe Island local time ${FOLLOWS_DST}.`],
  ['nzdt', `NZDT read as New Zealand local time ${FOLLOWS_DST}.`],
  ['portland', 'Portland read as Portland, Oregon (Pacific time); for Portland, Maine, say Eastern.'],
  ['washington', 'Washington read as Washington, D.C. (Eastern time); for Washington state, say Pacific.'],
  ['chatham', 'Chatham read as the Chatham Islands, New Zealand (Pacific/Chatham).'],
  ['indonesia', 'Indonesia read as Jakarta time (Western Indonesia); for Bali, say Bali.'],
  ['santiago', 'Santiago read as Santiago de Chile.'],
  ['hyderabad', 'Hyderabad read as Hyderabad, India.'],
];

/**
 * The other zones an abbreviation is also used for, beside the one it is read as ("AST" is Atlantic time, and Arabia
 * Standard Time in the Gulf): when the phrase names one of these places as well ("10:00 AST (Riyadh)"), the two
 * words are one zone, the place's. Each is a zone whose clock is that meaning's all year. `own`: said by a person
 * whose own zone keeps that clock ("AST" in Riyadh or Doha, "CST" in Shanghai or Taipei), the abbreviation is read as
 * their zone, and the note names the other meaning. `'zone'`: only in that very zone ("IST" in Dublin or Jerusalem,
 * where people call their own clock so; in London, on Dublin's clock, India's is meant).
 */
type Own = boolean | 'zone';

const ALSO_MEANS: ReadonlyArray<readonly [words: string, zone: string, meaning: string, own: Own]> = [
  ['ast', 'Asia/Riyadh', 'Arabia Standard Time', true],
  ['ist', 'Asia/Jerusalem', 'Israel Standard Time', 'zone'],
  ['ist', 'Europe/Dublin', 'Irish Standard Time', 'zone'],
  ['cst', 'Asia/Shanghai', 'China Standard Time', true],
  ['bst', 'Asia/Dhaka', 'Bangladesh Standard Time', true],
  ['acst', 'Australia/Darwin', 'Australian Central Standard Time (the Northern Territory keeps it all year)', true],
  ['aest', 'Australia/Brisbane', 'Australian Eastern Standard Time (Queensland keeps it all year)', true],
];

/** For an abbreviation with other meanings: each zone such a meaning is, its name, and whether a person there means it. */
export function otherMeanings(words: string): ReadonlyArray<{ zone: string; meaning: string; own: Own }> {
  return ALSO_MEANS.filter(([w]) => w === words).map(([, zone, meaning, own]) => ({ zone, meaning, own }));
}

/** "são paulo" -> "sao paulo". */
function plain(words: string): string {
  return words.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
}

function expand(list: string): string[] {
  const out: string[] = [];
  for (const w of list.split('|')) {
    out.push(w);
    const p = plain(w);
    if (p !== w) out.push(p);
  }
  return out;
}

function buildMap(rows: ReadonlyArray<readonly [string, string]>, keyFirst: boolean): Map<string, string> {
  const map = new Map<string, string>();
  for (const [a, b] of rows) {
    const [words, value] = keyFirst ? [a, b] : [b, a];
    for (const w of expand(words)) {
      if (map.has(w)) throw new Error(`zone word "${w}" listed twice`);
      map.set(w, value);
    }
  }
  return map;
}

/** Zone word (lower case, single-spaced) -> IANA name. */
export const ZONE_WORDS: ReadonlyMap<string, string> = buildMap([...TABLE, ...GAZETTEER], false);

/** The gazetteer's words (gazetteer.ts): places read as zones, but no word a slip is read as. */
export const GAZETTEER_WORDS: ReadonlySet<string> = new Set(buildMap(GAZETTEER, false).keys());

/** Words for places with several zones -> the hint to give instead. */
export const MULTI_ZONE_WORDS: ReadonlyMap<string, string> = buildMap(MULTI_ZONE, true);

const NOTE_MAP: ReadonlyMap<string, string> = buildMap([...NOTES, ...GAZETTEER_NOTES], true);

/** The first part of IANA names ("America" in America/New_York), lower case: tells an IANA name from other slashes. */
export const IANA_AREAS: readonly string[] = [
  'africa',
  'america',
  'antarctica',
  'arctic',
  'asia',
  'atlantic',
  'australia',
  'europe',
  'indian',
  'pacific',
  'etc',
  'us',
  'canada',
];

/** Current IANA spellings that the platform's ICU may canonicalise to older names (Asia/Calcutta, Europe/Kiev). */
const CURRENT_NAMES = [
  'Asia/Kolkata',
  'Asia/Kathmandu',
  'Asia/Ho_Chi_Minh',
  'Asia/Yangon',
  'Asia/Dhaka',
  'Asia/Thimphu',
  'Asia/Ulaanbaatar',
  'Asia/Macau',
  'Europe/Kyiv',
  'America/Nuuk',
  'America/Argentina/Buenos_Aires',
  'America/Argentina/Cordoba',
  'America/Indiana/Indianapolis',
  'America/Kentucky/Louisville',
  'America/Atikokan',
  'Atlantic/Faroe',
  'Pacific/Kanton',
  'Pacific/Chuuk',
  'Pacific/Pohnpei',
  'Africa/Asmara',
  'Etc/UTC',
  'Etc/GMT',
  ...Array.from({ length: 12 }, (_, i) => `Etc/GMT+${i + 1}`),
  ...Array.from({ length: 14 }, (_, i) => `Etc/GMT-${i + 1}`),
];

/** Lower-case IANA name -> its spelling: the platform's zones, the table's, and the current names above. */
const IANA_SPELLING: ReadonlyMap<string, string> = (() => {
  const m = new Map<string, string>();
  const supported = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  for (const z of [...supported, ...ZONE_WORDS.values(), ...CURRENT_NAMES]) m.set(z.toLowerCase(), z);
  return m;
})();

const OFFSET = /^(?:utc|gmt) ?([+-])(\d{1,2})(?::?(\d{2}))?$/;
const IANA_LIKE = new RegExp(`^(?:${IANA_AREAS.join('|')})(?:/[a-z0-9_+-]+){1,2}$`);

/** "utc+5:30" -> 'UTC+5:30', "gmt-3" -> 'UTC-3' (people mean UTC-3, not POSIX Etc/GMT-3). */
function offsetZone(words: string): string | null {
  const m = OFFSET.exec(words);
  if (!m) return null;
  const hours = Number(m[2]);
  const minutes = m[3] === undefined ? 0 : Number(m[3]);
  if (minutes >= 60) return null;
  const total = (hours * 60 + minutes) * (m[1] === '-' ? -1 : 1);
  if (total < -12 * 60 || total > 14 * 60) return null;
  return FixedOffsetZone.instance(total).name;
}

function ianaZone(words: string): string | null {
  const known = IANA_SPELLING.get(words);
  if (known !== undefined) return IANAZone.isValidZone(known) ? known : null;
  if (!IANA_LIKE.test(words) || !IANAZone.isValidZone(words)) return null;
  try {
    // A valid name the list does not hold (a link such as us/pacific): the platform's canonical spelling.
    const resolved = new Intl.DateTimeFormat('en-US', { timeZone: words }).resolvedOptions().timeZone;
    return IANAZone.isValidZone(resolved) ? resolved : null;
  } catch {
    return null;
  }
}

const SUFFIX = / (?:time ?zone|timezone|time|zone)$/;

function resolveSlow(words: string): string | null {
  const w = words.toLowerCase().replace(/\s+/g, ' ').trim();
  const direct = ZONE_WORDS.get(w) ?? ZONE_WORDS.get(plain(w));
  if (direct !== undefined) return direct;
  if (SUFFIX.test(w)) {
    const bare = w.replace(SUFFIX, '');
    const viaBare = ZONE_WORDS.get(bare) ?? ZONE_WORDS.get(plain(bare));
    if (viaBare !== undefined) return viaBare;
  }
  if (w.startsWith('utc') || w.startsWith('gmt')) return offsetZone(w);
  if (w.includes('/')) return ianaZone(w);
  return null;
}

const resolved = new Map<string, string | null>();
const RESOLVED_LIMIT = 2000;

/**
 * The zone that zone words name: an IANA name ('America/Los_Angeles' for "pacific", "pst", "seattle"; the
 * canonical spelling for "europe/berlin"), a fixed-offset zone ('UTC+5:30' for "utc+5:30"), or null when the
 * words name no zone or several ("australia": see `zoneAmbiguity`). Expects lower case, single spaces.
 */
export function resolveZoneWord(words: string): string | null {
  const hit = ZONE_WORDS.get(words);
  if (hit !== undefined) return hit;
  const cached = resolved.get(words);
  if (cached !== undefined) return cached;
  const value = MULTI_ZONE_WORDS.has(words) ? null : resolveSlow(words);
  if (resolved.size >= RESOLVED_LIMIT) resolved.clear();
  resolved.set(words, value);
  return value;
}

/** For words naming a place with several zones ("australia", "usa"): what to say instead. Otherwise null. */
export function zoneAmbiguity(words: string): string | null {
  return MULTI_ZONE_WORDS.get(words) ?? MULTI_ZONE_WORDS.get(plain(words.replace(SUFFIX, ''))) ?? null;
}

/** The zones of the countries and regions that have several ("Brazil", "Australia", "the US", "Europe"). */
const SEVERAL: ReadonlyArray<readonly [words: string, zones: RegExp]> = [
  [
    'usa|u.s.|u.s.a.|united states|united states of america|america',
    /^(?:America\/(?:New_York|Chicago|Denver|Phoenix|Los_Angeles|Anchorage|Adak|Boise|Detroit|Juneau|Sitka|Nome|Yakutat|Metlakatla|Menominee|Indiana\/.+|Kentucky\/.+|North_Dakota\/.+)|Pacific\/Honolulu)$/,
  ],
  [
    'canada',
    /^America\/(?:Toronto|Vancouver|Edmonton|Winnipeg|Halifax|St_Johns|Regina|Moncton|Glace_Bay|Goose_Bay|Whitehorse|Dawson|Dawson_Creek|Fort_Nelson|Iqaluit|Rankin_Inlet|Resolute|Cambridge_Bay|Inuvik|Swift_Current|Atikokan|Creston|Blanc-Sablon)$/,
  ],
  ['australia', /^Australia\//],
  [
    'brazil',
    /^America\/(?:Sao_Paulo|Manaus|Fortaleza|Recife|Belem|Bahia|Cuiaba|Campo_Grande|Porto_Velho|Boa_Vista|Rio_Branco|Noronha|Araguaina|Maceio|Santarem|Eirunepe)$/,
  ],
  [
    'mexico',
    /^America\/(?:Mexico_City|Cancun|Merida|Monterrey|Matamoros|Chihuahua|Ciudad_Juarez|Ojinaga|Mazatlan|Bahia_Banderas|Hermosillo|Tijuana)$/,
  ],
  [
    'russia',
    /^(?:Europe\/(?:Moscow|Kaliningrad|Samara|Volgograd|Saratov|Ulyanovsk|Astrakhan|Kirov)|Asia\/(?:Yekaterinburg|Omsk|Novosibirsk|Barnaul|Tomsk|Novokuznetsk|Krasnoyarsk|Irkutsk|Chita|Yakutsk|Khandyga|Vladivostok|Ust-Nera|Magadan|Sakhalin|Srednekolymsk|Kamchatka|Anadyr))$/,
  ],
  ['europe', /^Europe\//],
  ['asia', /^Asia\//],
  ['africa', /^Africa\//],
];

const SEVERAL_MAP: ReadonlyMap<string, RegExp> = new Map(
  SEVERAL.flatMap(([words, zones]) => words.split('|').map((w) => [w, zones] as const)),
);

/**
 * Whether a country or region of several zones ("Brazil"), said by a person whose own zone is one of them, means
 * that zone: "9am Brazil time" from São Paulo is São Paulo's 9am.
 */
export function ownZoneIn(words: string, ownZone: string): boolean {
  const zones = SEVERAL_MAP.get(words) ?? SEVERAL_MAP.get(plain(words.replace(SUFFIX, '')));
  return zones?.test(ownZone) === true;
}

/**
 * How the words were read, when that is worth saying: the reading chosen for an ambiguous abbreviation ("IST"),
 * or that a standard-time abbreviation ("PST") was read as the region's local time, which follows DST.
 */
export function zoneNote(words: string): string | null {
  return NOTE_MAP.get(words) ?? null;
}
