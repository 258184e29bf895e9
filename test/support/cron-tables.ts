import type { FieldName } from '../../src/schedule/cron/fields.js';

/**
 * The validator's table, shared by its own test and by the Quartz cross-check: every VALID row must be accepted
 * by Quartz 2.3.2 and evaluated exactly as `compileCron` does; every INVALID row records what Quartz makes of it.
 */

/** Valid expressions (seed characters and Quartz rules); each must also be evaluable. */
export const VALID = [
  '0 3 ? * 3-7',
  '0 9 * * ?',
  '15/20 * * * ?',
  '0 1/2 * * ?',
  '0 17-23/2 ? * 2-6',
  '0 4 1 1,2,4,6,8,9,11 ?',
  '0 16 L * ?',
  '0 16 L-0 * ?',
  '0 16 L-1 * ?',
  '0 16 L-30 * ?',
  '0 16 L-28 2 ?',
  '0 17 LW * ?',
  '0 17 15W * ?',
  '0 17 1W * ?',
  '0 17 28W * ?',
  '0 17 31W 1,3,5,7,8,10,12 ?',
  '0 17 30W 1,3-12 ?',
  '0 17 29W 3-12 ?',
  '0 16 ? * 2#1',
  '0 16 ? * 7#5',
  '0 17 ? * 6L',
  '0 17 ? * 1L',
  '0 17 ? * L',
  '0 21 31 12 ?',
  '0 21 30 1-12 ?',
  '*/5 * * * ?',
  '0-59/15 0-23 * * ?',
  '0/59 0/23 * * ?',
  '0 22-2 * * ?',
  '50-10/7 * * * ?',
  '0 12 ? * 7-1',
  '0 12 ? * 6-2/2',
  '0 12 28-3 * ?',
  '0 12 1 11-2 ?',
  '0 0 29 2 ?',
  '0 0 1 */3 ?',
  '0 0 1 1-12/2 ?',
  '0 0 1 1/12 ?',
  '59 23 31 12 ?',
  '0 12 5C * ?',
  '0 12 5C,20 * ?',
  '0 12 ? * 2C',
  '0 12 ? * 2C,4',
  '0,30 9-16 ? * 2-6',
  '0 0 ? 1,7 1,7',
  '0 0 1-31/7 * ?',
  '0 0 1/31 * ?',
  '0 0 ? * *',
  '0 0 ? * */2',
  '0 0 ? * 3/2',
  '0 0 ? * 7/7',
  '07 05 * * ?',
  '5 4 ? * 1,2,3,4,5,6,7',
  '0 3 30,31 2,4 ?',
] as const;

export interface InvalidRow {
  readonly expression: string;
  /** The fields reported, in field order. */
  readonly fields: readonly FieldName[];
  /** A key phrase of the message(s). */
  readonly says: RegExp;
  /**
   * What Quartz 2.3.2 makes of it: it refuses it too, or accepts it (usually reading it differently from what a
   * person meant, which is why the validator refuses it), or loops forever on it.
   */
  readonly quartz: 'refuses' | 'accepts' | 'hangs';
}

function row(
  expression: string,
  fields: readonly FieldName[],
  says: RegExp,
  quartz: InvalidRow['quartz'] = 'refuses',
): InvalidRow {
  return { expression, fields, says, quartz };
}

export const INVALID: readonly InvalidRow[] = [
  // ranges
  row('60 3 * * ?', ['minute'], /Minute: 60 is out of range; use 0 to 59/),
  row('0 24 * * ?', ['hour'], /Hour: 24 is out of range; use 0 to 23/),
  row('0 3 0 * ?', ['dayOfMonth'], /Day of month: 0 is out of range; use 1 to 31/),
  row('0 3 32 * ?', ['dayOfMonth'], /32 is out of range/),
  row('0 3 * 13 ?', ['month'], /Month: 13 is out of range; use 1 \(January\) to 12 \(December\)/),
  row('0 3 * 0 ?', ['month'], /0 is out of range/),
  row('0 3 ? * 8', ['dayOfWeek'], /Day of week: 8 is out of range; use 1 \(Sunday\) to 7 \(Saturday\)/),
  row('0 3 ? * 0', ['dayOfWeek'], /0 is out of range/),
  row('0 3 * 1-13 ?', ['month'], /13 is out of range/),
  row('0 3 1-32 * ?', ['dayOfMonth'], /32 is out of range/),
  row('0 3 ? * 1-8', ['dayOfWeek'], /8 is out of range/),
  row('99999999999 3 * * ?', ['minute'], /99999999999 is out of range/),
  row('60 24 * 13 ?', ['minute', 'hour', 'month'], /Minute: 60 .*Hour: 24 .*Month: 13/),
  // the two day fields
  row('0 3 * * *', ['dayOfWeek'], /Day of week: Use "\?" here when the day of month is set/),
  row('0 3 15 * *', ['dayOfWeek'], /Use "\?" here when the day of month is set/),
  row('0 3 * * 2', ['dayOfMonth'], /Day of month: Use "\?" here when the day of week is set/),
  row('0 3 * * L', ['dayOfMonth'], /Use "\?" here when the day of week is set/),
  row('0 3 1 * 2', ['dayOfMonth'], /Both day of month and day of week are set/),
  row('0 3 ? * ?', ['dayOfWeek'], /"\?" is in both day fields/),
  row('0 3 * * ?,1', ['dayOfMonth', 'dayOfWeek'], /Day of week: "\?" must stand alone/, 'accepts'),
  row('0 3 ?,1 * ?', ['dayOfMonth'], /"\?" must stand alone/),
  row('0 3 ?? * ?', ['dayOfMonth'], /"\?" must stand alone/),
  row('0 3 X * 1', ['dayOfMonth'], /Only digits and .*Also: Both day of month and day of week are set/),
  // characters and names
  row('? 3 * * ?', ['minute'], /Minute: "\?" is only for day of month or day of week/),
  row('0 ? * * ?', ['hour'], /"\?" is only for day of month or day of week/),
  row('0 3 * ? ?', ['month'], /"\?" is only for day of month or day of week/),
  row('0 3 * JAN ?', ['month'], /Month: Use numbers, 1 \(January\) to 12 \(December\); names like "JAN"/, 'accepts'),
  row('0 3 ? * MON', ['dayOfWeek'], /Use numbers, 1 \(Sunday\) to 7 \(Saturday\)/, 'accepts'),
  row('0 3 ? * MON-FRI', ['dayOfWeek'], /names like "MON-FRI" are not accepted/, 'accepts'),
  row('0 L * * ?', ['hour'], /Only digits and , - \* \/ are allowed; "L"/),
  row('0 C * * ?', ['hour'], /Only digits/),
  row('0 3 * * 2W', ['dayOfMonth', 'dayOfWeek'], /Day of week: Only digits and , - \* \? \/ L C #/),
  row('0 3 ? * LW', ['dayOfWeek'], /Only digits/, 'accepts'),
  row('1.5 3 * * ?', ['minute'], /Only digits/, 'accepts'),
  // list items, ranges and steps
  row('1,,2 3 * * ?', ['minute'], /empty list item/, 'accepts'),
  row(',1 3 * * ?', ['minute'], /empty list item/, 'accepts'),
  row('1, 3 * * ?', ['minute'], /empty list item/, 'accepts'),
  row('1- 3 * * ?', ['minute'], /range without an end/),
  row('-5 3 * * ?', ['minute'], /range without a start/),
  row('0 -3 * * ?', ['hour'], /range without a start/),
  row('*-5 3 * * ?', ['minute'], /\* cannot be part of a range/, 'accepts'),
  row('1-2-3 3 * * ?', ['minute'], /more than one "-"/, 'accepts'),
  row('/5 3 * * ?', ['minute'], /step without a start; write \*\/5 or 0\/5/, 'accepts'),
  row('5/ 3 * * ?', ['minute'], /"\/" without a step/),
  row('5/1/2 3 * * ?', ['minute'], /more than one "\/"/),
  row('0/0 3 * * ?', ['minute'], /step in "0\/0" must be at least 1/, 'accepts'),
  row('0/60 3 * * ?', ['minute'], /step in "0\/60" is larger than 59/),
  row('0 0/24 * * ?', ['hour'], /larger than 23/),
  row('0 3 1/32 * ?', ['dayOfMonth'], /larger than 31/),
  row('0 3 * 1/13 ?', ['month'], /larger than 12/),
  row('0 3 ? * 1-7/8', ['dayOfWeek'], /larger than 7/, 'accepts'),
  // # and nL in day of week
  row('0 3 ? * 2#1#2', ['dayOfWeek'], /use one d#k alone/),
  row('0 3 ? * 2#1,3#1', ['dayOfWeek'], /use one d#k alone/),
  row('0 3 ? * 1,2#1', ['dayOfWeek'], /use one d#k alone/, 'accepts'),
  row('0 3 ? * 2#', ['dayOfWeek'], /use one d#k alone/),
  row('0 3 ? * 2#6', ['dayOfWeek'], /week number after # must be 1 to 5/),
  row('0 3 ? * 2#0', ['dayOfWeek'], /1 to 5/),
  row('0 3 ? * 8#1', ['dayOfWeek'], /8 is out of range/, 'accepts'),
  row('0 3 ? * 0#1', ['dayOfWeek'], /0 is out of range/, 'accepts'),
  row('0 3 ? * 6L,2', ['dayOfWeek'], /nL \(the last weekday n of the month\) must stand alone/),
  row('0 3 ? * L-2', ['dayOfWeek'], /must stand alone/, 'accepts'),
  row('0 3 ? * 8L', ['dayOfWeek'], /8 is out of range/),
  row('0 3 ? * 0L', ['dayOfWeek'], /0 is out of range/),
  // L, L-n, LW and nW in day of month
  row('0 3 L,15 * ?', ['dayOfMonth'], /must stand alone, not in a list, range or step/),
  row('0 3 LW-1 * ?', ['dayOfMonth'], /must stand alone/),
  row('0 3 L-31 * ?', ['dayOfMonth'], /n must be 0 to 30/),
  row('0 3 L- * ?', ['dayOfMonth'], /L-n needs a number/),
  row('0 3 L-3W * ?', ['dayOfMonth'], /L-n cannot be combined with W/, 'accepts'),
  row('0 3 1-5W * ?', ['dayOfMonth'], /must stand alone/, 'accepts'),
  row('0 3 1,15W * ?', ['dayOfMonth'], /must stand alone/, 'accepts'),
  row('0 3 15W/2 * ?', ['dayOfMonth'], /must stand alone/, 'accepts'),
  row('0 3 W * ?', ['dayOfMonth'], /"W" needs a day before it/),
  row('0 3 0W * ?', ['dayOfMonth'], /0W is out of range; use 1W to 31W/, 'hangs'),
  row('0 3 32W * ?', ['dayOfMonth'], /32W is out of range/),
  row(
    '0 3 31W * ?',
    ['dayOfMonth'],
    /31W is not accepted with February, April, June, September and November/,
    'accepts',
  ),
  row('0 3 30W 1-3 ?', ['dayOfMonth'], /30W is not accepted with February: .*unpredictable/, 'accepts'),
  row('0 3 29W 2 ?', ['dayOfMonth'], /29W is not accepted with February/, 'accepts'),
  // C
  row('0 3 5C/2 * ?', ['dayOfMonth'], /C may only follow a single number/, 'accepts'),
  row('0 3 1-5C * ?', ['dayOfMonth'], /C may only follow a single number/, 'accepts'),
  row('0 3 C * ?', ['dayOfMonth'], /C may only follow a single number/),
  row('0 3 ? * C', ['dayOfWeek'], /C may only follow a single number/),
  // days that never come
  row('0 3 30 2 ?', ['dayOfMonth'], /Never runs: February has no day 30\./, 'accepts'),
  row('0 3 30,31 2 ?', ['dayOfMonth'], /Never runs: February has no day 30 or 31\./, 'accepts'),
  row(
    '0 3 31 4,6,9,11 ?',
    ['dayOfMonth'],
    /Never runs: April, June, September and November have no day 31\./,
    'accepts',
  ),
  row('0 3 L-29 2 ?', ['dayOfMonth'], /"L-29" never runs: February has fewer than 30 days/, 'accepts'),
];
