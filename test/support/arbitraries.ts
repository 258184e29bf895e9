import fc from 'fast-check';
import type { DayRule, LocalIntent, MonthRule, Weekday } from '../../src/schedule/intent.js';

/** Zones with half- and quarter-hour offsets, +13/+14, the southern hemisphere, and none. */
export const ZONES = [
  'UTC',
  'America/Los_Angeles',
  'America/New_York',
  'America/St_Johns',
  'Europe/Berlin',
  'Europe/London',
  'Asia/Kolkata',
  'Asia/Kathmandu',
  'Asia/Tokyo',
  'Australia/Adelaide',
  'Australia/Lord_Howe',
  'Pacific/Chatham',
  'Pacific/Kiritimati',
  'Pacific/Tongatapu',
  'Pacific/Marquesas',
  'Pacific/Pago_Pago',
  'America/Sao_Paulo',
] as const;

export const NO_DST_ZONES = [
  'UTC',
  'Asia/Kolkata',
  'Asia/Kathmandu',
  'Asia/Tokyo',
  'Pacific/Kiritimati',
  'Pacific/Tongatapu',
  'Pacific/Marquesas',
  'Pacific/Pago_Pago',
  'Pacific/Honolulu',
] as const;

const weekday = fc.integer({ min: 1, max: 7 }) as fc.Arbitrary<Weekday>;

export const dayRule: fc.Arbitrary<DayRule> = fc.oneof(
  fc.constant<DayRule>({ kind: 'every-day' }),
  fc
    .uniqueArray(weekday, { minLength: 1, maxLength: 6 })
    .map((days): DayRule => ({ kind: 'weekdays', days: [...days].sort((a, b) => a - b) })),
  fc
    .uniqueArray(
      fc.oneof(fc.integer({ min: 1, max: 31 }), fc.integer({ min: 26, max: 31 }), fc.constant('last' as const)),
      {
        minLength: 1,
        maxLength: 4,
      },
    )
    .map((days): DayRule => ({ kind: 'month-days', days })),
  fc.constant<DayRule>({ kind: 'last-weekday-of-month' }),
  fc.integer({ min: 1, max: 28 }).map((day): DayRule => ({ kind: 'nearest-weekday', day })),
  fc
    .tuple(weekday, fc.uniqueArray(fc.integer({ min: 1, max: 5 }), { minLength: 1, maxLength: 2 }))
    .map(([w, nths]): DayRule => ({ kind: 'nth-weekday', weekday: w, nths: nths as (1 | 2 | 3 | 4 | 5)[] })),
  weekday.map((w): DayRule => ({ kind: 'last-weekday-in-month', weekday: w })),
);

export const monthRule: fc.Arbitrary<MonthRule> = fc.oneof(
  { weight: 3, arbitrary: fc.constant<MonthRule>({ kind: 'every-month' }) },
  {
    weight: 1,
    arbitrary: fc
      .uniqueArray(fc.integer({ min: 1, max: 12 }), { minLength: 1, maxLength: 4 })
      .map((months): MonthRule => ({ kind: 'months', months: [...months].sort((a, b) => a - b) })),
  },
  { weight: 1, arbitrary: fc.constantFrom(2, 3, 4, 6).map((every): MonthRule => ({ kind: 'every-n-months', every })) },
);

const minute = fc.oneof(fc.constantFrom(0, 15, 30, 45), fc.integer({ min: 0, max: 59 }));
const time = fc.record({ hour: fc.integer({ min: 0, max: 23 }), minute });

const timesOrInterval = fc.oneof(
  {
    weight: 3,
    arbitrary: fc
      .uniqueArray(time, { minLength: 1, maxLength: 3, selector: (t) => t.hour * 60 + t.minute })
      .map((times) => ({ times, interval: null })),
  },
  {
    weight: 1,
    arbitrary: fc
      .record({
        unit: fc.constantFrom('minute' as const, 'hour' as const),
        every: fc.constantFrom(1, 2, 3, 4, 6, 12, 15, 20, 30),
        atMinute: fc.constantFrom(0, 20),
        window: fc.option(
          fc
            .tuple(fc.integer({ min: 0, max: 22 }), fc.integer({ min: 1, max: 12 }))
            .map(([h, len]) => ({ from: { hour: h, minute: 0 }, to: { hour: Math.min(23, h + len), minute: 0 } })),
          { nil: null },
        ),
      })
      .filter((iv) => (iv.unit === 'minute' ? iv.every >= 15 : iv.every <= 12))
      .map((iv) => ({ times: [], interval: { ...iv, atMinute: iv.unit === 'hour' ? iv.atMinute : 0 } })),
  },
);

export function intentArb(zones: readonly string[]): fc.Arbitrary<LocalIntent> {
  return fc
    .record({ zone: fc.constantFrom(...zones), days: dayRule, months: monthRule, when: timesOrInterval })
    .map(({ zone, days, months, when }) => ({
      times: when.times,
      interval: when.interval,
      days,
      months,
      zone: { name: zone, said: null },
      startDate: null,
      endDate: null,
      maxOccurrences: null,
      assumptions: [],
    }));
}

/** Reference instants from 2025 to 2030, so the 4-year windows take in 2028 (a leap year). */
export const instant = fc
  .integer({ min: Date.UTC(2025, 0, 1), max: Date.UTC(2030, 0, 1) })
  .map((t) => t - (t % 60_000));
