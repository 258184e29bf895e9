import { MONTH, WHEN_WITHIN } from './dutchWords.js';
import { FOREIGN_TIME_WORDS } from './foreignTimeWords.js';

/**
 * What a task is, said after its schedule in the Germanic, Finnish and Slavic languages whose readers turn only the
 * words of when into English ("varje vardag kl 07.45 morgonmöte", "hver fredag kl. 15.30 fredagsbar", "joka arkipäivä
 * klo 8.15 aamupalaveri", "každý pracovní den v 7:30 porada", "elke maandag om 9:15 weekstart", "kazhdyi den v 8 utra
 * otchet"): set aside as the task's purpose (trailingPurpose.ts), as "morning meeting" and "weekly report" are. Read
 * when the words end in a noun of a meeting or a thing done in one of these languages:
 * - Norwegian, Danish and Swedish meetings, alone or compounded ("møte", "ukemøte", "møde", "morgonmöte"), and
 *   "fredagsbar" (Friday drinks);
 * - Finnish "palaveri", "kokous", "raportti", "muistutus" (meeting, report, reminder), alone or compounded
 *   ("aamupalaveri", "viikkoraportti");
 * - Czech "porada", "schůzka" (meeting), "kontrola" (check), "přednáška" (lecture);
 * - Dutch and Afrikaans "overleg", "vergadering" (meeting; compounded too: "spanvergadering", "teamoverleg", the team's),
 *   "weekstart", "borrel" (drinks);
 * - German "Besprechung", "Sitzung", "Runde" alone or compounded, with a hyphen too ("Morgenbesprechung",
 *   "Teamrunde", "Akkutausch-Runde": the battery swap round), as Dutch "overleg", "vergadering" ("team-overleg");
 * - Russian in Latin letters "otchet", "otchyot" (report), "planerka", "letuchka", "sozvon" (a meeting, a call), and
 *   "napomnit pro ..." (remind about ...).
 * Safe: trailingPurpose.ts first makes sure each word is a name's word (no day, month, number, clock or word of when
 * stands alone among them), so a compound that holds a word of when ("morgonmöte": morning meeting, "ukemøte": the
 * week's meeting) names the meeting beside a schedule said in full, and moves no run.
 */

const MEETING_LAST =
  /^(?:\p{L}{3,}-(?=\p{L}*(?:besprechung|sitzung|runde|overleg|vergadering)$))?(?:\p{L}*(?:møte|möte|møde|palaveri|kokous|raportti|muistutus|besprechung|sitzung|vergadering|overleg)|fredagsbar|porada|schůzka|schuzka|kontrola|přednáška|prednaska|overleg|weekstart|borrel|runde|teamrunde|otchet|otchyot|otchët|planerka|letuchka|sozvon)$/u;

/**
 * A season's, a holiday's, a month's or a year's stem before the noun in a compound ("zomeroverleg", "Sommer-Runde",
 * "julmöte", "maandoverleg"): the meeting of that stretch only, or once a month beside weekly runs? Never set aside
 * (a week's, "viikkopalaveri", agrees with the weekly runs it is said beside).
 */
const STRETCH_INSIDE =
  /^\p{L}*(?:zomer|winter|lente|herfst|vakantie|kerst|paas|sommer|frühling|fruehling|herbst|ferien|weihnacht|oster|sommar|vinter|påsk|pask|jul|kesä|kesa|talvi|joulu|maand|monat|måned|månad|kuukau|jaar|jahr|år|vuosi)\p{L}*-?(?:møte|möte|møde|palaveri|kokous|raportti|muistutus|besprechung|sitzung|vergadering|overleg|runde)$/iu;

/**
 * A Dutch stem of when before "overleg" or "vergadering" ("wekelijksoverleg", "kwartaaloverleg", "dagoverleg",
 * "vrijdagoverleg", "ochtendoverleg", "feestdagenoverleg"): a weekly meeting beside daily runs, a morning's beside
 * runs at 21:00? Never set aside. A stem holds one when it holds a Dutch stem of when of dutchWords.ts, or begins or
 * ends with a word of when of foreignTimeWords.ts, or holds a Dutch month's name ("wekelijks", "ochtend", "avond", "nacht").
 */
const DUTCH_MONTH = new RegExp(MONTH, 'u');

function dutchWhenStem(word: string): boolean {
  const stem = /^(\p{L}+?)-?(?:overleg|vergadering)$/u.exec(word)?.[1];
  if (stem === undefined) return false;
  if (WHEN_WITHIN.test(stem) || DUTCH_MONTH.test(stem)) return true;
  for (let i = 0; i + 4 <= stem.length; i++) {
    if (FOREIGN_TIME_WORDS.has(stem.slice(i)) || FOREIGN_TIME_WORDS.has(stem.slice(0, stem.length - i))) return true;
  }
  return false;
}

/** Russian "napomnit pro", "napomni pro": remind about. */
const REMIND_ABOUT = /^(?:napomnit|napomni|napomnite)$/;

/**
 * Whether the words left after the schedule name a meeting or a thing done in these languages: the noun alone, as
 * the words before it may say there is none, that it is cancelled or when it is not ("intet møde", "zrušená porada",
 * "juhlapyhiä lukuun ottamatta palaveri"), which no reader of these languages reads.
 */
export function northernMeetingTask(words: readonly string[]): boolean {
  const last = words.at(-1);
  if (last === undefined || STRETCH_INSIDE.test(last) || dutchWhenStem(last)) return false;
  if (REMIND_ABOUT.test(words[0] as string) && words[1] === 'pro' && words.length === 3) return true;
  // "pro otchet": about the report (after "napomni", remind me, said before the schedule)
  if (words[0] === 'pro' && words.length === 2 && MEETING_LAST.test(last)) return true;
  return words.length === 1 && MEETING_LAST.test(last);
}
