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
 * - Dutch and Afrikaans "overleg", "vergadering" (meeting; compounded too: "spanvergadering", the team's),
 *   "weekstart", "borrel" (drinks);
 * - German "Besprechung", "Sitzung", "Runde" alone or compounded ("Morgenbesprechung", "Teamrunde");
 * - Russian in Latin letters "otchet", "otchyot" (report), "planerka", "letuchka", "sozvon" (a meeting, a call), and
 *   "napomnit pro ..." (remind about ...).
 * Safe: trailingPurpose.ts first makes sure each word is a name's word (no day, month, number, clock or word of when
 * stands alone among them), so a compound that holds a word of when ("morgonmöte": morning meeting, "ukemøte": the
 * week's meeting) names the meeting beside a schedule said in full, and moves no run.
 */

const MEETING_LAST =
  /^(?:\p{L}*(?:møte|möte|møde|palaveri|kokous|raportti|muistutus|besprechung|sitzung|vergadering)|fredagsbar|porada|schůzka|schuzka|kontrola|přednáška|prednaska|overleg|weekstart|borrel|runde|teamrunde|otchet|otchyot|otchët|planerka|letuchka|sozvon)$/u;

/** Russian "napomnit pro", "napomni pro": remind about. */
const REMIND_ABOUT = /^(?:napomnit|napomni|napomnite)$/;

/**
 * Whether the words left after the schedule name a meeting or a thing done in these languages: the noun alone, as
 * the words before it may say there is none, that it is cancelled or when it is not ("intet møde", "zrušená porada",
 * "juhlapyhiä lukuun ottamatta palaveri"), which no reader of these languages reads.
 */
export function northernMeetingTask(words: readonly string[]): boolean {
  const last = words.at(-1);
  if (last === undefined) return false;
  if (REMIND_ABOUT.test(words[0] as string) && words[1] === 'pro' && words.length === 3) return true;
  // "pro otchet": about the report (after "napomni", remind me, said before the schedule)
  if (words[0] === 'pro' && words.length === 2 && MEETING_LAST.test(last)) return true;
  return words.length === 1 && MEETING_LAST.test(last);
}
