/**
 * English words within the reach of a slip of the grammar's words (slips.ts): each is a word of its own, so it is
 * never read as a slip ("ever" is not "every", "working" is not "morning"). Drawn from a list of about 275,000
 * English words; to be drawn again when the words of slips.ts change.
 */
export const NEAR_WORDS: ReadonlySet<string> = new Set(
  [
    'aborning adays adorning advening afternoons airning amening amornings angary arch aril auguste augusts aune',
    'avenging barning baseness basinets bassness bays beknight beknights bendays beveling bimonthly boniness',
    'boning boring borking borming boskiness bossiness bouning bowning boxiness bridals bugginess bulginess',
    'bulkiness bumpiness burliness burning bushiness bushless busies busiest businesses businessy busings',
    'bustiness busyness canary cays cerning coining comember coning conning cording coring corking corning',
    'cosiness cour cours cushiness dabs dads daes dags dahs dairy dais daisy daks dally dals dams dans daps',
    'darning davening daws dearly deceiver decemvir decenter deek deveining develing deys dilutes doily doning',
    'donning dorring dorting dour dourly dovening downing doys drays drily droning drys duly dune durning',
    'duskiness duskness dustiness eaning early earning easiness eery eevning eevnings emending emery enewing',
    'erning evading evenings evensong eventing eventings ever evert everting evincing eviting evoking excepts',
    'excerpt exeming eyeing faradays fays ferning fevering finites foining fondas fonning forcing fording forging',
    'forking forming forting four fours foyning frays friars fridges fussiness fustiness gaily gays geek geeked',
    'geeks gerning girning gorging goring gorming gorping gowning groning guly gurning gushiness gustiness',
    'gutsiness haily havening hays hoar hoars hobdays hoer hoers hondas honing hooning hoor hoors hording horning',
    'hornings hors horsing houf houfs houri houris hout houts hurly huskiness imputes intil inures ironing',
    'jaggary jaguar jaguars jane janisary janizary jays jeune joining jour jours jube judy juke junk jupe jure',
    'jury justness jute juve kays keek keeked keeks keening kerning kirning konning kune laniary larch larning',
    'lays leavening leek leeks leveeing leveling levering linuxes livening loaning loathly looning lording loring',
    'louning lour lours lousiness lowning lune luniness lushness lustiness mach maining manning mantes manuary',
    'manures marah marc marcs marking marling marring marsh marting match maydays mays meaning meek meeken',
    'meekened meekens meekly meining mening merch merging mering merling micates middays midnightly midnights',
    'minces mines minettes minges mingles miniates mining minkes minnies minster minsters minted minter minters',
    'mints minuet minuets minus minuses minuted minutely minuter minutest minutia minxes miring mirving misdight',
    'mislight misuses mites moaning moanings moating mobbing mobling mocking modals modding modging moering',
    'mogging moiling molding molting monades monads monals monas mondain mondains mondes mondos moneth moneths',
    'moneys monials monkeys monoaos monte montes monty mooing mooling mooning mooping mooring mooting mooving',
    'moping mopping moraine morays morgays morkin morkins morling morlings mornays mornings morphing mortling',
    'morwong moshing mosing mossing mostly moth moths mothy mounding mounting mouping mourning mournings',
    'mousiness mousing mouth mouthily mouths mouthy moving mowing moyling mozing munites muring murling mushiness',
    'muskiness mussiness mustiness mutes nays nearly ninthly nongays nonmember noondays nooning nosiness omening',
    'onlays onning opening orbing ours ovening overing owning panary parch pays pearly peek peeked peeks peening',
    'pening pinites porging poring porking porting pour pours prevening puly puniness pursiness pushiness',
    'ravening rays rearly reek reeked reeks remember reveling revenging revering revery roining ronning rorting',
    'rosiness royning ruly rune runways rushiness rustiness sandals says scening scorning seek seeks sendals',
    'septemvir serening severing severy sinuates sinuses smoothly smoring soothly sorbing soring sorning sornings',
    'sorting sour sourly sours sturdy subways suldans sundae sundaes sundari sundaris sunders sundews sundials',
    'sundogs sundras sundris sundry sungars sunhats sunnahs sunnas sunray sunrays suntans tays teek teening',
    'tenthly terning thorning todays toning tour tours tune turning undams unlays unpays unsays untie untile',
    'untin urning veering veery veining vending venging venin venine venins venting very vexing vining vorring',
    'warning ways weak weaken weakened weakens weakly weed weeded weeds weedy weeke weekended weekender',
    'weekenders weekes weel weels weem weems ween weened weening weens weep weeps weer wees weet weeted weeten',
    'weets weeweed welk welked welks woning wonning wooning wording workday workdays working worming worsing',
    'yarning yays yorking yorling yorping your yours youthly zondas zoning zooning zorbing',
  ]
    .join(' ')
    .split(' '),
);
