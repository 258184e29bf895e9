import { describe, it } from 'vitest';
import { reads, refuses } from './read.js';

describe("Trello Butler's scheduled commands: the schedule, then what Butler does on the board", () => {
  it.each([
    [
      'every weekday at 6:30 pm, archive all cards in "Shipped"',
      ['30 18 ? * 2-6'],
      /"archive all cards in "Shipped"" as the command it runs/,
    ],
    ['Butler: every sunday at 20:00, move all cards in "This Week" to "Last Week"', ['0 20 ? * 1'], /command it runs/],
    ['every friday at 4pm, create card "Monday plan" in list "Inbox"', ['0 16 ? * 6'], /command it runs/],
    [
      'trello: on the 10th of every month at 9:15 am, copy card "Rent" to list "To pay"',
      ['15 9 10 * ?'],
      /command it runs/,
    ],
    ['every day at 07:00, sort the list "Today" by due date', ['0 7 * * ?'], /command it runs/],
    [
      'every tuesday and thursday at 5:00 pm, move cards due today to the top of the list',
      ['0 17 ? * 3,5'],
      /command it runs/,
    ],
    [
      'Butler: on the 1st and 15th at 8:00 am, add the red label to every card in "Bills"',
      ['0 8 1,15 * ?'],
      /command it runs/,
    ],
    // a dash for the comma, as Jira's automation writes it
    ['every wednesday at 11:00 — create "Release notes"', ['0 11 ? * 4'], /command it runs/],
  ])('reads %s', (phrase, fields, note) => reads(phrase, 'UTC', fields, note));

  it.each([
    // no card, list, label or name: a change of the schedule, not a command on a board
    ['every monday at 9am, move it to the top', /./],
    ['every monday at 9am, add "wed" too', /./],
    // a clock or a day in the command itself
    ['every day at 8am, move the card "standup" to the top at 9am', /./],
    ['every sunday at 6pm, create card "plan" for monday', /./],
    // nothing before the command
    ['create card "Invoice run" in list "Admin"', /./],
  ])('refuses %s', (phrase, why) => refuses(phrase, 'UTC', why));
});
