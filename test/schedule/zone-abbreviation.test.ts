import { describe, expect, it } from 'vitest';
import { zoneAbbreviation } from '../../src/schedule/engine.js';

const WINTER = Date.UTC(2026, 0, 15, 12);
const SUMMER = Date.UTC(2026, 6, 15, 12);

describe('zoneAbbreviation: what people call the clock', () => {
  it.each([
    ['America/Los_Angeles', WINTER, 'PST'],
    ['America/Los_Angeles', SUMMER, 'PDT'],
    ['Europe/Berlin', WINTER, 'CET'],
    ['Europe/Berlin', SUMMER, 'CEST'],
    ['Europe/London', WINTER, 'GMT'],
    ['Europe/London', SUMMER, 'BST'],
    ['Australia/Sydney', WINTER, 'AEDT'],
    ['Pacific/Auckland', SUMMER, 'NZST'],
    ['Asia/Kolkata', WINTER, 'IST'],
    ['UTC', WINTER, 'UTC'],
  ])('%s at %i is %s', (zone, at, name) => {
    expect(zoneAbbreviation(zone, at)).toBe(name);
  });

  it('a zone without a common name keeps its offset', () => {
    expect(zoneAbbreviation('Asia/Kathmandu', WINTER)).toBe('GMT+5:45');
    expect(zoneAbbreviation('America/Sao_Paulo', WINTER)).toBe('GMT-3');
  });

  it('a name that is not a zone is said as written', () => {
    expect(zoneAbbreviation('Mars/Olympus_Mons', WINTER)).toBe('Mars/Olympus_Mons');
  });
});
