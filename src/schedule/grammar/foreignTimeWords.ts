/**
 * Words that say when in the other languages people mix into chat (days, "every", parts of the day, hours, weeks
 * and months in Spanish, Portuguese, French, German, Italian, Dutch, Tagalog, Indonesian and Malay, and Hindi said
 * in Latin letters): never a job's name, so a phrase that holds one the grammar does not read is refused, not read
 * without it ("misa tuwing Linggo 10am": every Sunday, not every day). Words that are also plain English ones
 * ("todo", "jam", "tag", "ore") are left out.
 */
export const FOREIGN_TIME_WORDS: ReadonlySet<string> = new Set(
  [
    // Tagalog
    'tuwing araw araw-araw linggo lunes martes miyerkules huwebes biyernes sabado umaga hapon gabi tanghali',
    'hatinggabi buwan taon oras minuto ikalawang ikatlong ikaapat unang huling bawat kada',
    // Spanish
    'miércoles miercoles jueves viernes sábado domingo cada todos diario diaria diariamente semanal mensual',
    'mañana manana tarde noche mediodía medianoche horas semana semanas año cuando',
    // Portuguese
    'segunda terça terca quarta quinta sexta feira segunda-feira terça-feira terca-feira quarta-feira',
    'quinta-feira sexta-feira toda todas manhã manha noite mês semanalmente mensalmente dia dias às horário',
    'antes depois hoje amanhã segundas terças tercas quartas quintas sextas sábados domingos',
    // French
    'lundi mardi mercredi jeudi vendredi samedi dimanche chaque tous toutes quotidien quotidienne hebdomadaire',
    'mensuel mensuelle matin soir midi minuit heure heures semaine mois jour jours sauf fériés feries férié',
    // German
    'montag dienstag mittwoch donnerstag freitag samstag sonntag sonnabend jeden jede jedes täglich taeglich',
    'wöchentlich woechentlich monatlich morgens abends mittags nachmittags uhr stunde stunden woche monat',
    'tage werktags wochentags feiertag feiertage feiertagen ausgenommen außer ausser sonst ausnahme',
    'erste ersten erster zweite zweiten dritte dritten vierte vierten letzte letzten halb viertel werktag',
    'alle wochen monate jahre minuten zwei drei vier fünf sechs sieben acht neun zehn zwölf halbe',
    // Italian
    'lunedì lunedi martedì martedi mercoledì mercoledi giovedì giovedi venerdì venerdi sabato domenica ogni',
    'giorno giorni settimana mese mattina pomeriggio domani dopodomani dalle notte settimane mesi feriali',
    'lavorativo lavorativi tranne mezzogiorno mezzanotte',
    // Dutch
    'maandag dinsdag woensdag donderdag vrijdag zaterdag zondag elke dagelijks wekelijks maandelijks uur',
    'ochtend avond middag morgen overmorgen werkdag werkdagen kwartier nacht maand weken tussen vanaf behalve',
    // Indonesian and Malay
    'senin isnin selasa rabu kamis khamis jumat jumaat sabtu minggu ahad setiap tiap harian pagi siang malam pukul',
    // Hindi in Latin letters
    'somvar mangalvar budhvar guruvar shukravar shanivar ravivar rozana subah shaam raat baje roz mahine tarikh',
    'dopahar pehle hafte',
  ]
    .join(' ')
    .split(' '),
);
