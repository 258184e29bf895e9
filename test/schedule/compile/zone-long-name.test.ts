import { IANAZone } from 'luxon';
import { describe, expect, it } from 'vitest';
import { zoneLongName } from '../../../src/schedule/compile/format.js';

describe("a zone's long name", () => {
  it('is the name of the year asked about, whichever year was asked first', () => {
    // Iran kept daylight saving until 2022: "Iran Time" then (the standard name is wrong half that year), its
    // standard name since
    const tehran = IANAZone.create('Asia/Tehran');
    const y2026 = Date.UTC(2026, 5, 1);
    const y2020 = Date.UTC(2020, 5, 1);
    expect(zoneLongName(tehran, y2026)).toBe('Iran Standard Time');
    expect(zoneLongName(tehran, y2020)).toBe('Iran Time');
    expect(zoneLongName(tehran, y2026)).toBe('Iran Standard Time');
  });

  it('is the common name where one is known', () => {
    expect(zoneLongName(IANAZone.create('America/Los_Angeles'), Date.UTC(2026, 0, 1))).toBe('Pacific Time');
  });
});
