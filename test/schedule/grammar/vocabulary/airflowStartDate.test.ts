import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

// NOW is 2026-01-12: a DAG's start_date after it bounds the runs, one before it does not
describe("an Airflow DAG's start_date", () => {
  it.each([
    ['dag: schedule "0 */2 * * *", start_date=pendulum.datetime(2026, 3, 1, tz="Asia/Yangon")'],
    ["DAG(schedule='@daily', start_date=datetime(2026, 1, 12))"],
    ['schedule="0 9 * * *", start_date=pendulum.datetime(year=2027, month=1, day=1, tz="UTC")'],
    ["with DAG('etl', schedule='30 4 * * *', start_date=pendulum.datetime(2027, 6, 1, tz='Europe/Berlin'))"],
  ])('still to come, is asked: %s', (phrase) => {
    refuses(phrase, 'UTC', /starts the DAG on \d{4}-\d\d-\d\d, which the line's fields do not say/);
  });

  it.each([
    ["DAG(schedule='0 */6 * * *', start_date=pendulum.datetime(2025, 1, 1, tz='Asia/Colombo'))", ['30 0/6 * * ?']],
    ["schedule='@daily' with start_date=pendulum.datetime(2025, 6, 1, tz='Europe/Amsterdam')", ['0 23 * * ?']],
  ])('past, reads on its zone: %s', (phrase, fields) => {
    reads(phrase, 'UTC', fields, /read as CRON fields|@daily/);
  });
});
