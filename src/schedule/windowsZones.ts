/**
 * Windows time zone names, as people paste them from Outlook or Windows settings: the zone's id ("W. Europe
 * Standard Time") and its display name without the "(UTC+01:00)" label ("Amsterdam, Berlin, Bern, Rome,
 * Stockholm, Vienna"), each to the IANA zone of the CLDR mapping (its "001" territory). A display name is read
 * whole: its cities alone may name several zones ("Canberra, Melbourne, Sydney").
 */
const TABLE: ReadonlyArray<readonly [zone: string, names: string]> = [
  ['America/New_York', 'eastern time (us & canada)|eastern standard time'],
  ['America/Indiana/Indianapolis', 'indiana (east)|us eastern standard time'],
  ['America/Chicago', 'central time (us & canada)|central standard time'],
  ['America/Denver', 'mountain time (us & canada)|mountain standard time'],
  ['America/Phoenix', 'arizona|us mountain standard time'],
  ['America/Los_Angeles', 'pacific time (us & canada)|pacific standard time'],
  ['America/Tijuana', 'baja california|pacific standard time (mexico)'],
  ['America/Anchorage', 'alaska|alaskan standard time'],
  ['Pacific/Honolulu', 'hawaii|hawaiian standard time'],
  ['America/Halifax', 'atlantic time (canada)|atlantic standard time'],
  ['America/St_Johns', 'newfoundland|newfoundland standard time'],
  ['America/Regina', 'saskatchewan|canada central standard time'],
  ['America/Guatemala', 'central america|central america standard time'],
  ['America/Mexico_City', 'guadalajara, mexico city, monterrey|central standard time (mexico)'],
  ['America/Cancun', 'chetumal|eastern standard time (mexico)'],
  ['America/Bogota', 'bogota, lima, quito, rio branco|sa pacific standard time'],
  ['America/Sao_Paulo', 'brasilia|e. south america standard time'],
  ['America/Argentina/Buenos_Aires', 'city of buenos aires|argentina standard time'],
  ['UTC', 'coordinated universal time|utc'],
  ['Europe/London', 'dublin, edinburgh, lisbon, london|gmt standard time'],
  ['Atlantic/Reykjavik', 'monrovia, reykjavik|greenwich standard time'],
  ['Europe/Berlin', 'amsterdam, berlin, bern, rome, stockholm, vienna|w. europe standard time'],
  ['Europe/Budapest', 'belgrade, bratislava, budapest, ljubljana, prague|central europe standard time'],
  ['Europe/Paris', 'brussels, copenhagen, madrid, paris|romance standard time'],
  ['Europe/Warsaw', 'sarajevo, skopje, warsaw, zagreb|central european standard time'],
  ['Europe/Bucharest', 'athens, bucharest|gtb standard time'],
  ['Europe/Kyiv', 'helsinki, kyiv, riga, sofia, tallinn, vilnius|fle standard time'],
  ['Europe/Chisinau', 'chisinau|e. europe standard time'],
  ['Europe/Istanbul', 'istanbul|turkey standard time'],
  ['Europe/Moscow', 'moscow, st. petersburg|russian standard time'],
  ['Africa/Cairo', 'cairo|egypt standard time'],
  ['Africa/Johannesburg', 'harare, pretoria|south africa standard time'],
  ['Africa/Lagos', 'west central africa|w. central africa standard time'],
  ['Africa/Nairobi', 'nairobi|e. africa standard time'],
  ['Asia/Jerusalem', 'jerusalem|israel standard time'],
  ['Asia/Riyadh', 'kuwait, riyadh|arab standard time'],
  ['Asia/Dubai', 'abu dhabi, muscat|arabian standard time'],
  ['Asia/Tehran', 'tehran|iran standard time'],
  ['Asia/Karachi', 'islamabad, karachi|pakistan standard time'],
  ['Asia/Kolkata', 'chennai, kolkata, mumbai, new delhi|india standard time'],
  ['Asia/Colombo', 'sri jayawardenepura|sri lanka standard time'],
  ['Asia/Kathmandu', 'kathmandu|nepal standard time'],
  ['Asia/Dhaka', 'dhaka|bangladesh standard time'],
  ['Asia/Bangkok', 'bangkok, hanoi, jakarta|se asia standard time'],
  ['Asia/Shanghai', 'beijing, chongqing, hong kong, urumqi|china standard time'],
  ['Asia/Singapore', 'kuala lumpur, singapore|singapore standard time'],
  ['Asia/Taipei', 'taipei|taipei standard time'],
  ['Asia/Tokyo', 'osaka, sapporo, tokyo|tokyo standard time'],
  ['Asia/Seoul', 'seoul|korea standard time'],
  ['Australia/Perth', 'perth|w. australia standard time'],
  ['Australia/Adelaide', 'adelaide|cen. australia standard time'],
  ['Australia/Darwin', 'darwin|aus central standard time'],
  ['Australia/Brisbane', 'brisbane|e. australia standard time'],
  ['Australia/Sydney', 'canberra, melbourne, sydney|aus eastern standard time'],
  ['Australia/Hobart', 'hobart|tasmania standard time'],
  ['Pacific/Auckland', 'auckland, wellington|new zealand standard time'],
  ['Pacific/Fiji', 'fiji|fiji standard time'],
  // ("(UTC-03:00) Punta Arenas": Windows' Magallanes Standard Time, Chile's far south, on UTC-3 all year)
  ['America/Punta_Arenas', 'punta arenas|magallanes standard time'],
  // zones of half and three-quarter hours, and the ends of the day, as Outlook shows them ("(UTC-02:00) Greenland":
  // Greenland has several clocks, but Windows' Greenland is Nuuk's)
  ['America/Nuuk', 'greenland|greenland standard time'],
  ['Pacific/Kiritimati', 'kiritimati island|line islands standard time'],
  ['Australia/Eucla', 'aus central w. standard time'],
  ['Pacific/Marquesas', 'marquesas islands|marquesas standard time'],
  ['Pacific/Chatham', 'chatham islands standard time'],
  ['Pacific/Norfolk', 'norfolk standard time'],
];

/** Windows id or display name (lower case, single spaces) -> IANA name. */
export const WINDOWS_ZONES: ReadonlyMap<string, string> = (() => {
  const map = new Map<string, string>();
  for (const [zone, names] of TABLE) {
    for (const name of names.split('|')) {
      if (map.has(name)) throw new Error(`Windows zone name "${name}" listed twice`);
      map.set(name, zone);
    }
  }
  return map;
})();
