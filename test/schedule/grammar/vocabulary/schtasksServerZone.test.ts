import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

// (NOW is 2026-01-12: Berlin on CET, New York on EST, Sydney on AEDT, Halifax on AST)

describe("a schtasks line with its server's clock said in brackets (schtasksLines.ts)", () => {
  it.each([
    [
      'schtasks /create /sc daily /st 06:45 /tn backup (server is on "Tokyo Standard Time")',
      'Europe/Berlin',
      ['45 21 * * ?'],
      /"Tokyo Standard Time"\)" says \(Asia\/Tokyo\)/,
    ],
    [
      'schtasks /create /sc weekly /d FRI /st 17:00 /tn wrap (box runs America/New_York)',
      'Europe/Berlin',
      ['0 22 ? * 6'],
      /America\/New_York/,
    ],
  ])('%s (%s)', (phrase, zone, f, note) => reads(phrase, zone, f, note));

  it.each([
    // a remark that names no clock
    ['schtasks /create /sc daily /st 06:45 /tn backup (server is on call)', 'Europe/Berlin', /./],
    ['schtasks /create /sc daily /st 06:45 /tn backup (server is on "Nowhere Standard Time")', 'Europe/Berlin', /./],
  ])('refuses %s', (phrase, zone, why) => refuses(phrase, zone, why));
});
