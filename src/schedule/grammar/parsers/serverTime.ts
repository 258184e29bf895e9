import type { RecurrenceParser } from '../draft.js';
import { asTyped } from './placeCode.js';
import { WORD_SOURCE } from './zone.js';

/**
 * "4am server time (server is Tokyo)", "4am server time (server = JST)", "(server's on UTC+8)", "23:00 server (UTC+8)", "00:00 server time (UTC-8)", "server time (EU-West,
 * Dublin)", "5am server time (UTC-5, no DST)" (the "no DST" checked by the zone's asides): the server's clock, said to be the zone in brackets. The words about the server are read here, the zone
 * in the brackets by the zone parser after (refused there as any zone is, when it is not one). Without a zone in
 * brackets ("4am server time") nothing is read, and the phrase stays refused: whose clock it is would be a guess.
 */
const SERVER = new RegExp(
  `(?<![\\w'-])server(?:'s)?(?:\\s+time)?\\s*\\(\\s*(?:(?:the\\s+)?server(?:s|'s)?(?:\\s+(?:is|are|runs?\\s+on|on|in)\\s+(?:in\\s+|on\\s+)?|\\s*[=:]\\s*)|[a-z]{2}-[a-z]+(?:-\\d)?\\s*,\\s*)?` +
    `(?=(?:(?:utc|gmt)\\s?[+-]\\d{1,2}(?::?\\d{2})?|${WORD_SOURCE})(?:\\s+time)?(?:\\s*,\\s*no\\s+dst)?\\s*\\))`,
  'g',
);

export const serverTimeParser: RecurrenceParser = {
  name: 'serverTime',
  pattern: SERVER,
  gate: /server/,
  apply(m, draft, ctx) {
    const said = asTyped(ctx.phrase, m[0].replace(/\s*\(.*$/, ''));
    draft.assumptions.push(`"${said}" read as the clock of the zone named in brackets after it.`);
    return undefined;
  },
};
