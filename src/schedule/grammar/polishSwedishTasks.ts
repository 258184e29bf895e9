/**
 * What a task is for, said after its schedule in Polish or Swedish, whose heads come first: led by a verb of a task
 * ("sprawdź kolejkę", "wyślij życzenia do klientów", "skicka gott nytt år"), by a word of a thing done ("reset
 * licznika", "piwo firmowe", "afterwork"), or a noun of doing alone ("odśnieżanie", "körövning"): set aside as the
 * task's purpose (trailingPurpose.ts), as "check the queue" and "snow clearing" are. Each word must still be a
 * name's word there (no day, month, number or word of when: "co drugi wtorek" stays refused). Swedish "påminnelse om
 * veckoplanering", read as "reminder about veckoplanering", is a reminder of such a task.
 */

const TASK_VERB = new Set(
  // Polish, the imperative, with and without its Polish letters
  (
    'sprawdź sprawdz wyślij wyslij zrób zrob zapłać zaplac podlej wyłącz wylacz włącz wlacz zamknij otwórz otworz ' +
    'zadzwoń zadzwon wyczyść wyczysc uruchom skopiuj zapisz wystaw opłać oplac nakarm posprzątaj posprzataj wynieś ' +
    'wynies zamów zamow kup odbierz wyrzuć wyrzuc zrestartuj zaktualizuj ' +
    // Swedish
    'skicka kolla ring ringa betala stäng stang öppna oppna rensa städa stada mata vattna boka kontrollera ' +
    'uppdatera starta gör gor ta hämta hamta tvätta tvatta'
  ).split(' '),
);
/** Words of a thing done, said first ("raport sprzedaży", "reset licznika", "möte med teamet"). */
const THING_FIRST = new Set(
  (
    'reset raport faktury faktura spotkanie przegląd przeglad kopia backup piwo odprawa zebranie próba proba ' +
    'trening lekcja wizyta wypłata wyplata czynsz ' +
    'afterwork möte mote rapport fika lunch träning traning övning ovning lektion'
  ).split(' '),
);
/** A noun of doing, alone: Polish "-anie", "-enie", "-ęcie" ("odśnieżanie", "zamknięcie": closing), Swedish "-ning" ("körövning", "städning"). */
const DOING = /^\p{L}{3,}(?:anie|enie|ęcie|ecie)$|^(?!.*(?:morning|evening)$)\p{L}{3,}[^i]ning$/u;

/**
 * Words that cancel, move, postpone, skip, suspend or except the runs, in any form: Polish nouns of doing and
 * participles ("przesunięcie": postponement, "pominięcie": skipping, "cofnięcie", "odwołanie", "odwołane": cancelled,
 * "wstrzymanie", "zawieszenie", "skasowanie", "wyłączenie", "przełożone", "przeniesiony", "anulowany"), "nie", "bez",
 * "oprócz"; Swedish "inställt" (cancelled), "flyttat" (moved), "uppskjutet" (postponed), "pausad", "inte", "ingen",
 * "utom". The imperative "wyłącz" (switch off) stays a task's verb.
 */
const CHANGING =
  /^(?:przesun|pomin|cofni|cofn[aą]|odwo[lł]|wstrzyma|zawiesz|skasowa|wy[lł][aą]cz(?:eni|on|an)|anulowa|prze[lł]o[zż]|przenie[sś]|zatrzyma|nie$|bez$|opr[oó]cz$|inst[aä]ll[dt]|flyttad|flyttat|uppskjut|pausad|pausat|inte$|ingen$|inget$|utom$|f[oö]rutom$)/u;

/** Whether words left after the schedule name a task in Polish or Swedish. */
export function polishSwedishTask(words: readonly string[]): boolean {
  if (words.some((w) => CHANGING.test(w))) return false;
  // "påminnelse om veckoplanering", read as "reminder about ...": a reminder of the task the words after it name
  if (words[0] === 'reminder' && words[1] === 'about' && words.length > 2) return polishSwedishTask(words.slice(2));
  const [lead, ...rest] = words;
  if (lead === undefined) return false;
  return (TASK_VERB.has(lead) && rest.length > 0) || THING_FIRST.has(lead) || (rest.length === 0 && DOING.test(lead));
}
