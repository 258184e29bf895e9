/** A varied corpus of schedule phrases for the benchmark: templates crossed, plus hand-written oddities. */
const DAYS = [
  'every weekday',
  'every day',
  'daily',
  'weekends',
  'every Monday',
  'Mon, Wed and Fri',
  'Tuesdays and Thursdays',
  'Monday through Friday',
  'Fri-Mon',
  'every Sunday',
];
const TIMES = ['7pm', 'at 9am', 'at 7:30 pm', 'at 19:00', 'at noon', 'at midnight', 'at 4:30pm', 'at 6am and 6pm'];
const ZONES = ['Pacific', 'Eastern', 'Europe/Berlin', 'Tokyo', 'India', 'Kathmandu', 'UTC', 'PT', 'CET', 'Sydney', ''];

const MONTHLY = [
  'on the 1st of every month at 8pm',
  'on the 15th at 9am',
  'the last day of the month at 6pm',
  'on the 31st of every month at 8pm',
  'on the 1st and 15th at noon',
  'the 15th and the last day at 7am',
  'the last weekday of the month at 9am',
  'the weekday nearest the 15th at 10am',
  'first Monday of every month at 8am',
  'third Friday of the month at 5pm',
  'last Friday of every month at 9am',
  'every 3 months on the 1st at 9am',
  'every January 1st at 6am',
  'every year on July 4 at noon',
  'quarterly on the 1st at 7am',
];
const INTERVALS = [
  'every 15 minutes',
  'every 20 minutes',
  'every 2 hours',
  'hourly',
  'every hour at :20',
  'every 30 minutes from 9am to 5pm on weekdays',
  'every 2 hours from 9am to 5pm on weekdays',
  'every 10 minutes between 8am and 6pm',
];
const PERIODS = ['', ' from March 1 until June 30', ' starting Dec 1', ' until 2027-03-31', ' 10 times'];
const ODD = [
  'every other Monday at 9am',
  'every 3 days at 9am',
  'every 45 minutes',
  'whenever the moon is full',
  'second Tuesday of every month at 8pm Pacific',
  'on the 29th of every month at 8pm Pacific',
  'every weekday',
  'biweekly on Fridays at 3pm',
];

export function corpus(): string[] {
  const out = new Set<string>();
  let i = 0;
  for (const d of DAYS) {
    for (const t of TIMES) {
      for (const k of [0, 5]) {
        const z = ZONES[(i + k) % ZONES.length];
        const p = PERIODS[(i + k) % PERIODS.length];
        out.add(`${d} ${t}${z ? ` ${z}` : ''}${p}`.trim());
      }
      i++;
    }
  }
  for (const m of MONTHLY) for (const z of ['Pacific', 'Tokyo', 'Berlin', '']) out.add(`${m}${z ? ` ${z}` : ''}`);
  for (const v of INTERVALS) for (const z of ['', ' Kathmandu', ' New York']) out.add(`${v}${z}`);
  for (const o of ODD) out.add(o);
  return [...out];
}
