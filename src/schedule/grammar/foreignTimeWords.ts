/**
 * Words that say when in the other languages people mix into chat (days, "every", parts of the day, hours, weeks
 * and months in Spanish, Portuguese, French, German, Italian, Dutch, Tagalog, Indonesian and Malay, Hindi, Korean
 * and Greek said in Latin letters, and Japanese in romaji): never a job's name, so a phrase that holds one the
 * grammar does not read is refused, not read without it ("misa tuwing Linggo 10am": every Sunday, not every day).
 * Words that are also plain English ones ("todo", "jam", "tag", "ore") are left out.
 */
export const FOREIGN_TIME_WORDS: ReadonlySet<string> = new Set(
  [
    // Tagalog
    'tuwing araw araw-araw linggo lunes martes miyerkules huwebes biyernes sabado umaga hapon gabi tanghali',
    'hatinggabi buwan taon oras minuto ikalawang ikatlong ikaapat unang huling bawat kada',
    'katapusan mamaya mamayang',
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
    'pendant vacances congés conges durant',
    // (tomorrow, and words of how often no reader here takes: "mise à jour demain à 9h" is once, not every day, and
    // "mise à jour trimestrielle le 1er à 9h" is no monthly job)
    "demain après-demain apres-demain aujourd'hui trimestriel trimestrielle trimestriels trimestrielles semestriel",
    'semestrielle semestriels semestrielles bimensuel bimensuelle bimensuels bimensuelles journalier journalière',
    'journaliers journalières quinzaine quinzaines',
    // German
    'montag dienstag mittwoch donnerstag freitag samstag sonntag sonnabend jeden jede jedes täglich taeglich',
    'wöchentlich woechentlich monatlich morgens abends mittags nachmittags uhr stunde stunden woche monat monats',
    'tage werktags wochentags feiertag feiertage feiertagen ausgenommen außer ausser sonst ausnahme während waehrend',
    'erste ersten erster zweite zweiten dritte dritten vierte vierten letzte letzten halb viertel werktag',
    'alle wochen monate jahre minuten zwei drei vier fünf sechs sieben acht neun zehn zwölf halbe',
    'nächste nächsten nächster naechste naechsten naechster übermorgen uebermorgen heute',
    // (German verbs that bound the runs: "Kurs startet am Montag" is the coming Monday's, no weekly job's name)
    'startet beginnt endet einmalig',
    // (the weekend and the days of the week said as a span: "Wochenende: Bericht täglich 10 Uhr" names no job)
    'wochenende wochenenden wochenendes werktage wochentage',
    // (the year, the quarter and their ends: "Backup das Monatsende jeden Montag um 9 Uhr" is no weekly job's name)
    'jahr jahres jahre jährlich jaehrlich quartal quartals quartalsende monatsende jahresende halbjahr halbjahres',
    // Italian
    'lunedì lunedi martedì martedi mercoledì mercoledi giovedì giovedi venerdì venerdi sabato domenica ogni',
    'giorno giorni settimana mese mattina pomeriggio domani dopodomani dalle notte settimane mesi feriali',
    'lavorativo lavorativi tranne mezzogiorno mezzanotte eccetto',
    // Italian days of the month said in words ("il quindici": the 15th, never a name's)
    'primo quattro cinque sette dieci undici dodici tredici quattordici quindici sedici diciassette diciotto',
    'diciannove venti ventuno ventidue ventitré ventitre ventiquattro venticinque ventisei ventisette ventotto',
    'ventinove trenta trentuno',
    // Dutch
    'maandag dinsdag woensdag donderdag vrijdag zaterdag zondag elke dagelijks wekelijks maandelijks uur',
    'ochtend avond middag morgen overmorgen werkdag werkdagen kwartier nacht maand weken tussen vanaf behalve',
    'niet kwart tweemaal driemaal viermaal keer',
    // (Dutch "ieder", "iedere": every, as "elke": "iedere 2 uur om 9:00" names no job "iedere")
    'ieder iedere weekenden',
    // Maltese (malteseWords.ts), with and without its letters
    'kull kuljum nhar filgħodu filghodu filgħaxija filghaxija nofsinhar ħlief hlief ħadd ħamis hamis ġimgħa gimgha',
    'ġimgħat ġimagħtejn gimaghtejn għada ghada illum xahar xhur tnejn tlieta erbgħa erbgha sibt sena siegħa sigħat',
    'darba darbtejn ġurnata ġranet minuti',
    // Indonesian and Malay
    'senin isnin selasa rabu kamis khamis jumat jumaat sabtu minggu ahad setiap tiap harian pagi siang malam pukul',
    'bulanan tahunan mingguan',
    // Hindi in Latin letters
    'somvar mangalvar budhvar guruvar shukravar shanivar ravivar rozana subah shaam raat baje roz mahine tarikh',
    'dopahar pehle hafte kal parso har doosre dusre doosra dusra teesre tisre aakhri akhri agle agla pichle',
    'somvaar mangalvaar budhvaar guruvaar shukravaar shanivaar ravivaar itvaar itwar bajey savere mahina hafta',
    'ghante ghanta ghanton mangalwar shukrawar shaniwar somwar budhwar guruwar raviwar',
    // Korean in Latin letters
    'maeil naeil moreh ojeon ohu woryoil wolyoil hwayoil suyoil mogyoil mokyoil geumyoil kumyoil toyoil iryoil',
    'ilyoil jumal pyeongil maeju maewol achim jeonyeok gyeokju gyeokjumada gyeogju gyeokwol cheotjjae cheotchae',
    'duljjae setjjae netjjae majimak madaha wolmal saebyeok jeomsim sigan oneul',
    // Greek in Latin letters
    'kathe avrio kathimerina kathimerinos deftera triti tetarti pempti paraskevi savvato kyriaki proi vradi',
    'mesimeri evdomada vrady apogevma mina lepta ores defteri proti teleftaia telefteia ektos stis simera',
    'savvatokyriako savvatokyriaka savvatokyriakou kathimerinos',
    // Portuguese working days ("dias úteis")
    'úteis uteis útil',
    // Japanese in romaji ("kara", "made", "asa" are also English words or names: left out)
    'mainichi heijitsu donichi shuumatsu maishuu kakushuu maitsuki kakugetsu mainen maitoshi getsumatsu gessho',
    'shukujitsu kyuujitsu saijitsu nozoku igai goto oki ashita asatte kyou gozen gogo jikan tsuitachi futsuka',
    'mikka yokka itsuka muika nanoka youka kokonoka tooka getsuyoubi kayoubi suiyoubi mokuyoubi kinyoubi doyoubi',
    'nichiyoubi eigyoubi maiasa maiban konban yuugata',
    // Swedish, Norwegian and Danish (beyond the names of days and months, below)
    'annenhver annenhvert hveranden unntatt bortsett varje hver hvert hverdag hverdage hverdager vardag vardagar vardagen vardagarna dagligen daglig dagligt',
    'døgn døgnet dogn dognet klokken undtagen indtil',
    'helg helger helgen vecka veckan veckor veckovis uke uken ugen ukentlig månad månaden måned månedlig',
    'morgon morgonen kväll kvällen kveld kvelden aften natt natten första sista förste forste siste klockan klokka',
    'måndagar mandagar tisdagar onsdagar torsdagar fredagar lördagar lordagar söndagar sondagar måndagen mandagen',
    'tisdagen onsdagen torsdagen fredagen lördagen lordagen söndagen sondagen mandag lordag sondag timme timmar',
    'minut minuter varannan halvtimme imorgon övermorgon påminn påminnelse dagar tredje fjärde',
    // Polish and Czech
    'codziennie każdy każdego każdą dni robocze roboczy tydzień tygodnia miesiąc miesiąca rano wieczorem',
    'wieczór południe północ godz godzina godzinie pierwszy ostatni poniedziałki wtorki środy czwartki piątki',
    'soboty niedziele każdý každou denně týdně měsíčně ráno večer hodin',
    'poniedziałek poniedzialek poniedziałku poniedzialku poniedzialki wtorek wtorku środa sroda środę srode srody',
    'czwartek czwartku piątek piatek piątku piatku piatki sobota sobotę sobote niedziela niedzielę niedzieli',
    'tygodniu tygodnie tydzień tydzien miesiac miesiaca kazdy kazdego kazda każdej kazdej drugi druga drugą drugiego',
    'trzeci trzecia trzecią czwarty czwarta pierwsza pierwszą pierwszego ostatnia ostatnią ostatniego ostatniej',
    'godzinę godzine godziny minut południu poludnie poludniu północy polnocy jutro pojutrze weekendy raz razy',
    'powszednie dnia przypomnij przypomnienie',
    // Polish parts of the day said of a thing ("odprawa wieczorna": the evening briefing), which say a clock's half
    'poranny poranna poranne porannej porannego porannym wieczorny wieczorna wieczorne wieczornej wieczornego',
    'wieczornym nocny nocna nocne nocnej nocnego nocnym popołudniowy popołudniowa popołudniowe popołudniowej',
    'popołudniowego popoludniowy popoludniowa popoludniowe popoludniowej',
    // Polish days' short forms that are no English words ("pon 9:00": Monday, not a name)
    'pon czw niedz ndz',
    // Polish months in the genitive, as a date says them ("24 grudnia")
    'stycznia lutego marca kwietnia czerwca lipca sierpnia września wrzesnia października pazdziernika listopada grudnia',
    // Spanish, Portuguese and Italian words of a day's ("misa dominical": Sunday's mass)
    'dominical dominicales dominicais domenicale domenicali',
    // Romanian ("joi", Thursday, is no English word; "luni", "marți", ... are in the table of days below)
    'joi zilnic zilnica săptămânal saptamanal săptămânală saptamanala lunară lunara dimineața dimineata seara',
    'reamintire amintire fiecare zi până pana',
    // Romanian days said with their article, which say "on Mondays" or one coming day ("joia viitoare"), and words of
    // when written with ș and ț or without them, which a name would otherwise take ("marțea 10:00" is no name)
    'lunea marțea marţea martea miercurea joia vinerea sâmbăta duminica noaptea dupa-amiaza după-amiaza',
    'săptămână săptămâna săptămâni saptamana saptamani lunii lunară fiecărei fiecărui fiecarei fiecarui zile',
    'viitoare viitor trecută trecuta următoare urmatoare excepția exceptia doar numai astăzi astazi poimâine poimaine',
    // Finnish and Turkish
    'joka arkisin arkipäivä arkipäivisin päivittäin viikoittain kuukausittain aamulla illalla gün günü hafta',
    // Finnish "klo" (before a clock), "jokainen" (every) and the days said as coming again (finnishWords.ts)
    'klo kello jokainen maanantaisin tiistaisin keskiviikkoisin torstaisin perjantaisin lauantaisin sunnuntaisin',
    'viikonloppuisin',
    // Czech "every" and the days in the case it takes (czechWords.ts)
    'každý každé kazdy kazde kazdou středu stredu sobotu neděli nedeli',
    'haftaiçi saat sabah akşam',
    // Turkish days with their endings, and words of the month, of minutes and hours (turkishWords.ts)
    'ayın ayin cuması cumasi cumaları cumalari salısı salisi salıları pazarı pazari pazarları günleri haftada',
    'dakikada saatte hergün',
    // Turkish days said from and to ("salıdan cumaya": Tuesday to Friday), never a name's word alone
    'pazartesiden salıdan salidan çarşambadan carsambadan perşembeden persembeden cumadan cumartesiden pazardan',
    'pazartesiye salıya saliya çarşambaya carsambaya perşembeye persembeye cumaya cumartesiye',
    // Turkish words of how often, of this and next, and of a change ("ayda bir", "bu hafta sonu", "yerine")
    'ayda yılda yilda aylık aylik yıllık yillik kez kere defa yerine değil degil tatilde gelecek geçen önümüzdeki bu',
    // Arabic in Latin letters (arabiziWords.ts; "kol shahr yom 10:30" is no name before a daily 10:30)
    'kol kull koll shahr shahar sha7r yom youm yawm yoom sa3a sa3at sa3ah yawmiyan yawmiyyan usbu3 osbou3',
    // Vietnamese (vietnameseWords.ts)
    'thứ hàng hằng mỗi lúc giờ tiếng phút sáng trưa chiều tối đêm ngày tuần tháng chủ nhật cuối',
    'một lần hai mốt rưỡi kém mai hôm nay từ đến tới vào trong mười năm sáu bảy bẩy tám chín',
    // Vietnamese ordinals of the days of a month ("đầu tiên": first, "cuối cùng": last; "đầu tháng": its start)
    'đầu tiên cùng',
    // Haitian Creole days ("madi", "jedi" are also names: left out) and Russian and Japanese words of when that are no
    // English ones (haitianCreoleWords.ts, russianWords.ts, japaneseWords.ts)
    'lendi mèkredi mekredi vandredi samdi dimanch apremidi',
    'ponedelnik vtornik sredu chetverg pyatnitsu pyatnitsam subbotu voskresenye kazhdyi kazhduyu ezhednevno',
    'budnyam vykhodnym vykhodnye chisla utra vechera napomni napomnite',
    'matsujitsu kongetsu raigetsu sengetsu konshuu raishuu senshuu',
    // Japanese in Latin letters
    'heijitsu mainichi maishuu maishu maitsuki getsuyoubi getsuyobi kayoubi kayobi suiyoubi suiyobi mokuyoubi',
    'mokuyobi kinyoubi kinyobi doyoubi doyobi nichiyoubi nichiyobi shuumatsu shumatsu donichi gozen gogo',
    'maiasa maiban yoru jikan',
    // Words of every, of working days and of the days themselves in languages no reader reads ("radnim danima",
    // "gach Satharn", "kozhnoho vivtorka", "kiekvieną penktadienį", "alla mánudaga", "njalo ngoLwesithathu"): a
    // phrase that holds one is refused, never read every day with the word set aside as a name.
    // Croatian, Serbian and Bosnian; Slovak
    'svaki svakog svake svaku svakim dnevno tjedno mjesečno mjesecno radnim radnih danima radnom vikendom ujutro',
    'navečer navecer popodne sati každú každého denne týždenne mesačne mesacne pracovné pracovne pracovných',
    // Hungarian; Estonian
    'naponta hetente havonta reggel órakor orakor hétköznap hetkoznap hétköznaponként hétvégén hetvegen',
    'hétfőn hetfon kedden szerdán szerdan csütörtökön csutortokon pénteken penteken szombaton vasárnaponként',
    'igapäevaselt igapaevaselt hommikul õhtul ohtul tööpäeviti toopaeviti esmaspäeviti esmaspaeviti',
    'teisipäeviti teisipaeviti kolmapäeviti kolmapaeviti neljapäeviti neljapaeviti reedeti laupäeviti laupaeviti',
    'pühapäeviti puhapaeviti nädalas nadalas',
    // Slovenian (slovenianWords.ts: "vsak delavnik ob 7:30" is every weekday, no name before a daily 7:30)
    'vsak vsako vsaki vsakdan delavnik delavnika delavnikih ponedeljek torek sredo četrtek cetrtek soboto nedeljo',
    'ponedeljkih torkih sredah četrtkih cetrtkih petkih sobotah nedeljah vikendih zjutraj zvečer zvecer',
    // Lithuanian and Latvian
    'kiekvieną kiekviena kiekvienas kiekvieno kasdien savaitę savaite ryte vakare dienomis katru katrā',
    'katrs ikdienas dienās dienas rītos ritos vakaros',
    // Icelandic; Welsh; Irish
    'hvern hverjum daglega vikulega mánaðarlega manadarlega klukkan morgna kvöldin kvoldin virka',
    // (Icelandic days, weekends and days said "on" them: "á mánudögum", "á helgum", "virkum dögum")
    'mánudögum manudogum þriðjudögum thridjudogum miðvikudögum midvikudogum fimmtudögum fimmtudogum föstudögum',
    'fostudogum laugardögum laugardogum sunnudögum sunnudogum dögum dogum helgum helgar helgina daga degi',
    // (Welsh days after "nos", night, and "dydd", day, change their first letter: "nos Fercher", "nos Wener"; words
    // that are as often names or words of other languages, "alla", "nos", "minden", "igal", "katra", "rishon", left out)
    'dydd ddydd fawrth fercher wener dyddiol wythnosol misol prynhawn gach luan máirt céadaoin ceadaoin déardaoin deardaoin aoine satharn',
    'domhnach laethúil laethuil seachtainiúil seachtainiuil míosúil miosuil maidin tráthnóna trathnona oíche oiche',
    // Afrikaans; Zulu (days with "ngo", on: "ngoLwesithathu")
    'daagliks weekliks maandeliks oggend aand weeksdae werksdae naweek njalo nsuku zonke msombuluko',
    'ngomsombuluko lwesibili ngolwesibili lwesithathu ngolwesithathu lwesine ngolwesine lwesihlanu ngolwesihlanu',
    'mgqibelo ngomgqibelo ngesonto',
    // Words the readers of croatianWords.ts, hungarianWords.ts, estonianWords.ts, lithuanianWords.ts,
    // ukrainianLatinWords.ts and afrikaansWords.ts read, which a name would otherwise take before they are read
    // ("aruanne igal reedel kell 15.00" is every Friday, not a name before a lone 15:00)
    'svakodnevno ponedjeljkom utorkom srijedom četvrtkom cetvrtkom petkom subotom nedjeljom ponedjeljka utorka',
    'srijede srijedu četvrtka cetvrtka petka subote nedjelje nedjelju mindennap keddenként péntekenként',
    'päev paev päeval paeval reedel reedeti kell dienomis savaitgaliais halfuur',
    'shchoponedilka shchovivtorka shchoseredy shchochetverha shchopyatnytsi shchosuboty shchonedili shchodenno',
    // Ukrainian in Latin letters
    'ponedilok ponedilka ponedilkam vivtorok vivtorka vivtorkam seredu seredy seredam chetver chetverha',
    'chetverham pyatnytsyu pyatnytsia pyatnytsya pyatnytsi pyatnytsyam subotu suboty subotam nedilyu nedilia',
    'nedilya nedili nedilyam kozhen kozhnoho kozhnu kozhnyi kozhnyy kozhnoi kozhnoyi kozhnomu kozhni shchodnya',
    'shchodenno shchotyzhnya ranku',
    'vechora budni vykhidni vykhidnykh piatnytsiu piatnytsia piatnytsi piatnytsiam nediliu nediliam',
    'shchotyzhnevyi shchotyzhnevyy shchotyzhneva shchotyzhneve shchotyzhnevoho shchopiatnytsi',
    // Hebrew and Persian in Latin letters
    'sheni shlishi revii chamishi shishi boker shavua chodesh beyom harooz shanbe shanbeh yekshanbe',
    'doshanbe seshanbe chaharshanbe panjshanbe jome jomeh hafte',
    // Tamil and Urdu in Latin letters (not "jummah", the Friday prayer's name in English too); Chinese in pinyin
    'ovvoru thinamum dhinamum thingal sevvai viyazhan gnayiru nyayiru kaalai maalai iravu jumeraat',
    'itwaar meitian měitiān meizhou měizhōu xingqi xīngqī xingqiyi xingqier xingqisan xingqisi xingqiwu xingqiliu',
    'xingqiri xingqitian zhouyi zhouer zhousan zhousi zhouwu zhouliu zhouri zaoshang wanshang xiawu shangwu',
    'gongzuori',
  ]
    .join(' ')
    .split(' '),
);

/**
 * The long names of the days of the week in the languages written in Latin letters that `ICU_LOCALES` lists, one
 * word each ("dé luain": "luain"), as ICU writes them; words under four letters are left out ("joi", "mai": too near
 * English words and codes). A test checks the table against ICU (`foreignDayNames.test.ts`); it is written out here
 * because building it from ICU when the module loads costs a tenth of a second or more.
 */
const DAY_NAMES = [
  'ahad alhamisi antradienis asteartea asteazkena astelehena biyernes ceturtdiena csütörtök cuma',
  'cumartesi czwartek céadaoin diel dienstag dijous dilluns dimanche dimarts dimecres dinsdag dissabte',
  'diumenge divendres domenica domhnaigh domingo donderdag donnerstag duminică dydd déardaoin enjte',
  'esmaspäev feira fimmtudagur fredag freitag föstudagur giovedì gwener haoine huwebes hétfő hënë',
  'igandea ijumaa isnin jeudi jueves jumaat jumamosi jumanne jumapili jumat jumatano jumatatu kamis',
  'kedd keskiviikko ketvirtadienis khamis kolmapäev larunbata lauantai laugardagur laupäev linggo llun',
  'luain lundi lunedì lunes luni luns lördag lørdag maanantai maandag mandag mardi martedì martes martë',
  'marți mawrth mercher mercoledì mercredi miercuri minggu mittwoch miyerkules miércoles miðvikudagur',
  'montag máirt mánudagur måndag mércores mërkurë nedelja nedeľa nedjelja neděle neljapäev niedziela',
  'onsdag osteguna ostirala otrdiena pazar pazartesi penktadienis perjantai perşembe petak petek piatok',
  'piektdiena pirmadienis pirmdiena piątek pondelok pondělí ponedeljak ponedeljek ponedjeljak',
  'poniedziałek premte pátek péntek pühapäev quarta quinta rabu reede sabado sabato sabtu sadwrn salı',
  'samedi samstag saterdag sathairn segunda sekmadienis selasa senin sestdiena sexta shtunë sobota',
  'sondag sonntag sreda srijeda streda středa subota sunnudagur sunnuntai svētdiena szerda szombat',
  'sábado sâmbătă söndag søndag teisipäev terça tiistai tirsdag tisdag torek torsdag torstai',
  'trečiadienis trešdiena utorak utorok vasárnap vendredi venerdì venres viernes vineri vrijdag vrydag',
  'woensdag wtorek xoves zaterdag zondag çarşamba úterý þriðjudagur četrtek četvrtak čtvrtek środa',
  'šeštadienis štvrtok',
]
  .join(' ')
  .split(' ');

/** The long names of the months, the same way (but "julie", July in Afrikaans, as often a given name in English). */
const MONTH_NAMES = [
  'abendua abril abuztua agost agosti agosto agustus aibreán août apirila april aprile aprili aprilie',
  'aprill apríl aprīlis aralık august augusti augusts augustus augusztus avgust avril awst azaroa',
  'ağustos balandis bealtaine birželis březen chwefror czerwiec decembar december decembrie decembris',
  'decembro deireadh desemba desember desembre detsember dezember dezembro dhjetor dicembre diciembre',
  'disember disyembre duben décembre eanáir ebrill ekaina ekim elokuu enero eylül feabhra febbraio',
  'febreiro febrer febrero februar februari februarie február februāris febrúar fevereiro février',
  'fómhair gegužė gener gennaio giugno gorffennaf grudzień gruodis gusht haziran heinäkuu helmikuu',
  'huhtikuu hulyo hunyo hydref ianuarie ionawr iraila iulie iunie iúil jaanuar janar janeiro januar',
  'januari januarie január janvier janvāris janúar joulukuu juillet juin julai julho juli julie julij',
  'julio juliol junho juni junie junij junio juny juuli juuni július júlí június júní jūlijs jūnijs',
  'kasım kesäkuu kolovoz korrik kovas květen kwiecień lapkritis leden liepa lipanj lipiec listopad',
  'lokakuu luglio luty lúnasa maaliskuu maart machi maggio maiatza maig maijs maio marec maret',
  'marraskuu mars marso mart martie marts martxoa marzec marzo març março mayo mayıs medi mehefin',
  'meitheamh meán május március márta märts märz nisan nobyembre noiembrie nollaig novemba novembar',
  'november novembre novembris novembro noviembre nëntor nóvember ocak octobre octombrie octubre ogos',
  'oktoba oktobar oktober oktobris oktoober oktubre október otsaila ottobre outubro ožujak październik',
  'pebrero prill prosinac prosinec qershor rhagfyr rugpjūtis rugsėjis rujan samhain sausis septemba',
  'septembar september septembre septembrie septembris septiembre setembre setembro settembre setyembre',
  'shkurt shtator sierpień siječanj spalis srpanj srpen studeni styczeń svibanj syyskuu szeptember',
  'tachwedd tammikuu temmuz tetor toukokuu travanj urria urtarrila uztaila vasaris veebruar veljača',
  'wrzesień xaneiro xullo xuño září ágúst április únor červen červenec říjen şubat',
]
  .join(' ')
  .split(' ');

/** The languages of `DAY_NAMES` and `MONTH_NAMES`. */
export const ICU_LOCALES = [
  'es',
  'pt',
  'fr',
  'de',
  'it',
  'nl',
  'sv',
  'da',
  'nb',
  'fi',
  'pl',
  'cs',
  'sk',
  'hu',
  'ro',
  'tr',
  'hr',
  'sl',
  'et',
  'lv',
  'lt',
  'id',
  'ms',
  'fil',
  'sw',
  'ca',
  'eu',
  'gl',
  'ga',
  'cy',
  'is',
  'sq',
  'af',
  'sr-Latn',
  'bs',
];

/** The tables above as `isForeignTimeWord` reads them: the names with and without accents, and their days' stems. */
export const DAY_AND_MONTH_NAMES: { days: readonly string[]; months: readonly string[] } = {
  days: DAY_NAMES,
  months: MONTH_NAMES,
};

/** A word without its accents ("środa": "sroda", "måndag": "mandag"). */
function plain(word: string): string {
  return word.normalize('NFD').replace(/\p{M}/gu, '').replace('ł', 'l').replace('ø', 'o').replace('æ', 'ae');
}

const NAMES = new Set([...DAY_NAMES, ...MONTH_NAMES].flatMap((w) => [w, plain(w)]));
NAMES.delete('julie');
/**
 * The stems of the long names of days, for their plurals and other endings ("onsdagar", "fredagen"; the Baltic and
 * Icelandic names without the ending of their first form: "penktadienį", "mánudaga").
 */
const DAY_STEMS = [
  ...new Set(
    DAY_NAMES.map(plain)
      .filter((w) => w.length >= 6)
      .map((w) => w.replace(/(?<=dien|dag)(?:is|a|ur)$|[aeiouy]$/, '')),
  ),
];

/** A part of the day said after a day's name in one word ("maandagochtend", "Sonntagabend", "fredagskväll"). */
const DAY_PART =
  /^(?:ochtend|middag|avond|nacht|morgen|vormittag|mittag|nachmittag|abend|natt|kvall|kvell|kveld|aften|morgon|formiddag|eftermiddag)/;

/**
 * Whether `word` (lower case) says when in another language: a word of `FOREIGN_TIME_WORDS`, the name of a day or
 * a month in a language written in Latin letters ("onsdag", "wtorek", "perjantai", "kwiecień", with or without its
 * accents), or a day's name with an ending ("onsdagar", "måndagarna", "fredagen"). Such a word is never a job's
 * name: "kör: repetition onsdagar kl 19" is refused, not read every day at 19:00.
 */
export function isForeignTimeWord(word: string): boolean {
  if (FOREIGN_TIME_WORDS.has(word) || NAMES.has(word)) return true;
  // (an apostrophe inside a word written in Latin letters for another script's sound: "p'iatnytsi", Friday)
  const unmarked = word.replace(/(?<=\p{L})['’ʼ](?=\p{L})/gu, '');
  if (unmarked !== word && isForeignTimeWord(unmarked)) return true;
  const bare = plain(word);
  if (bare !== word && (FOREIGN_TIME_WORDS.has(bare) || NAMES.has(bare))) return true;
  if (bare.length < 6) return false;
  for (const stem of DAY_STEMS) {
    if (!bare.startsWith(stem)) continue;
    if (bare.length - stem.length <= 4) return true;
    // a day's name first in a word made of two, as Dutch, German and the Nordic languages make them ("zondagsdienst",
    // "Sonntagsgottesdienst", "fredagsbar", "maandagochtend"): what happens on that day, or when on it
    if (/^s[a-z]{3,}$/.test(bare.slice(stem.length)) || DAY_PART.test(bare.slice(stem.length))) return true;
  }
  return false;
}
