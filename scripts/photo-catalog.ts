/**
 * The sample site's photographs: what each shows and says (the captions the story pages
 * list), in German and English. scripts/make-photos.ts draws and tags them from this.
 */
export interface CatalogPhoto {
  slug: string;
  date: string;
  title: { en: string; de: string };
  caption: { en: string; de: string };
  alt: { en: string; de: string };
  city?: string;
  sublocation?: string;
  countryCode: string;
  country: string;
  people: string[];
  /** Name of the drawn scene in make-photos.ts. */
  scene: string;
  /** Creator when not the site's owner (the press portrait). */
  creator?: string;
}

const DE = { countryCode: 'DE', country: 'Germany' };
const PL = { countryCode: 'PL', country: 'Poland' };

export const STORIES: Record<string, { de: string; photos: CatalogPhoto[] }> = {
  'the-last-shift': {
    de: 'die-letzte-schicht',
    photos: [
      { slug: 'early-shift', date: '2018-04-17', city: 'Welzow', sublocation: 'Tagebau Welzow-Süd', ...DE, people: ['Andreas'], scene: 'excavator',
        title: { en: 'Early shift', de: 'Frühschicht' },
        caption: { en: 'Andreas climbs into the cab of his bucket-wheel excavator at a quarter to six in the morning.', de: 'Andreas steigt um Viertel vor sechs in die Kabine seines Schaufelradbaggers.' },
        alt: { en: 'A huge bucket-wheel excavator against a pale dawn sky, a small figure on its ladder.', de: 'Ein riesiger Schaufelradbagger vor blassem Morgenhimmel, eine kleine Gestalt auf seiner Leiter.' } },
      { slug: 'changing-room', date: '2018-11-06', city: 'Welzow', ...DE, people: [], scene: 'showers',
        title: { en: 'Changing room', de: 'Kaue' },
        caption: { en: 'Miners wash off the coal dust after the night shift.', de: 'Bergleute waschen sich nach der Nachtschicht den Kohlestaub ab.' },
        alt: { en: 'Steam and tiled walls in a pit-head shower room, three men under the showers.', de: 'Dampf und Fliesen in der Kaue, drei Männer unter den Duschen.' } },
      { slug: 'the-report', date: '2019-01-27', city: 'Spremberg', ...DE, people: ['Andreas', 'Petra'], scene: 'tvRoom',
        title: { en: 'The report', de: 'Der Bericht' },
        caption: { en: "Andreas and Petra follow the television news about the coal commission's recommendation.", de: 'Andreas und Petra verfolgen in den Fernsehnachrichten die Empfehlung der Kohlekommission.' },
        alt: { en: 'A couple on a sofa in a dark living room, lit by the blue light of a television.', de: 'Ein Paar auf dem Sofa im dunklen Wohnzimmer, im blauen Licht des Fernsehers.' } },
      { slug: 'first-year', date: '2019-09-02', city: 'Cottbus', ...DE, people: ['Tom'], scene: 'workshop',
        title: { en: 'First year', de: 'Erstes Jahr' },
        caption: { en: 'Tom, 19, in the training workshop at the start of his second year.', de: 'Tom, 19, zu Beginn seines zweiten Lehrjahrs in der Ausbildungswerkstatt.' },
        alt: { en: 'A young man at a workbench with a vice, tall factory windows behind him.', de: 'Ein junger Mann an einer Werkbank mit Schraubstock, hinter ihm hohe Hallenfenster.' } },
      { slug: 'where-the-village-was', date: '2019-10-13', city: 'Weißwasser', ...DE, people: ['Hanna'], scene: 'pitEdge',
        title: { en: 'Where the village was', de: 'Wo das Dorf war' },
        caption: { en: 'Hanna at the edge of the pit that replaced her village.', de: 'Hanna am Rand der Grube, der ihr Dorf weichen musste.' },
        alt: { en: 'A woman seen from behind at the rim of a vast terraced open-pit mine.', de: 'Eine Frau von hinten am Rand eines weiten, terrassierten Tagebaus.' } },
      { slug: 'cooling-towers', date: '2020-07-03', city: 'Jänschwalde', ...DE, people: [], scene: 'coolingTowers',
        title: { en: 'Cooling towers', de: 'Kühltürme' },
        caption: { en: 'The power station at dusk on the day the Bundestag passed the coal phase-out law.', de: 'Das Kraftwerk in der Abenddämmerung des Tages, an dem der Bundestag das Kohleausstiegsgesetz verabschiedete.' },
        alt: { en: 'Cooling towers with plumes of steam against an orange evening sky.', de: 'Kühltürme mit Dampffahnen vor orangefarbenem Abendhimmel.' } },
    ],
  },
  'salt-water': {
    de: 'salzwasser',
    photos: [
      { slug: 'land-unter', date: '2022-02-19', city: 'Hallig Hooge', ...DE, people: [], scene: 'landUnter',
        title: { en: 'Land unter', de: 'Land unter' },
        caption: { en: 'During a storm surge only the warften rise above the flooded meadows.', de: 'Bei Sturmflut ragen nur noch die Warften aus den überfluteten Wiesen.' },
        alt: { en: 'Grey sea all around a low mound with red-brick houses under a stormy sky.', de: 'Graues Meer rings um einen flachen Hügel mit Backsteinhäusern unter Sturmhimmel.' } },
      { slug: 'school', date: '2021-09-07', city: 'Langeneß', ...DE, people: [], scene: 'classroom',
        title: { en: 'School', de: 'Halligschule' },
        caption: { en: 'Nine pupils of all ages share one classroom.', de: 'Neun Kinder aller Altersstufen lernen in einem Klassenraum.' },
        alt: { en: 'Children of different ages at desks in a small bright classroom with a sea view.', de: 'Kinder verschiedenen Alters an Tischen in einem kleinen, hellen Klassenraum mit Blick aufs Meer.' } },
      { slug: 'raising-the-warft', date: '2022-06-14', city: 'Langeneß', ...DE, people: [], scene: 'warftWorks',
        title: { en: 'Raising the warft', de: 'Die Warft wächst' },
        caption: { en: 'Construction workers raise a warft by a metre and a half.', de: 'Bauarbeiter erhöhen eine Warft um anderthalb Meter.' },
        alt: { en: 'A yellow excavator and workers in orange on a mound of fresh earth beside a house.', de: 'Ein gelber Bagger und Arbeiter in Orange auf frisch aufgeschütteter Erde neben einem Haus.' } },
      { slug: 'morning-ferry', date: '2023-01-11', city: 'Schlüttsiel', ...DE, people: [], scene: 'ferry',
        title: { en: 'Morning ferry', de: 'Morgenfähre' },
        caption: { en: 'The ferry brings post, groceries and a doctor to the islands.', de: 'Die Fähre bringt Post, Lebensmittel und eine Ärztin auf die Halligen.' },
        alt: { en: 'A small white ferry on calm water in the pink light of a winter morning.', de: 'Eine kleine weiße Fähre auf ruhigem Wasser im rosa Licht eines Wintermorgens.' } },
      { slug: 'after-the-storm', date: '2023-10-21', city: 'Hallig Hooge', ...DE, people: ['Frauke Jensen'], scene: 'flotsam',
        title: { en: 'After the storm', de: 'Nach dem Sturm' },
        caption: { en: 'Frauke Jensen clears flotsam from her garden.', de: 'Frauke Jensen räumt Treibgut aus ihrem Garten.' },
        alt: { en: 'A woman in a yellow raincoat drags driftwood across a wet garden by a brick house.', de: 'Eine Frau in gelber Regenjacke zieht Treibholz durch einen nassen Garten vor einem Backsteinhaus.' } },
      { slug: 'greta', date: '2023-03-04', city: 'Langeneß', ...DE, people: ['Greta'], scene: 'window',
        title: { en: 'Greta', de: 'Greta' },
        caption: { en: 'Greta, 88, at the window of the house she was born in.', de: 'Greta, 88, am Fenster des Hauses, in dem sie geboren wurde.' },
        alt: { en: 'An old woman in profile at a small window, soft grey light on her face.', de: 'Eine alte Frau im Profil an einem kleinen Fenster, weiches graues Licht auf ihrem Gesicht.' } },
    ],
  },
  'after-the-flood': {
    de: 'nach-der-flut',
    photos: [
      { slug: 'mud', date: '2021-07-18', city: 'Dernau', ...DE, people: [], scene: 'mud',
        title: { en: 'Mud', de: 'Schlamm' },
        caption: { en: 'Volunteers shovel mud out of a wine cellar three days after the flood.', de: 'Freiwillige schaufeln drei Tage nach der Flut Schlamm aus einem Weinkeller.' },
        alt: { en: 'People with shovels and buckets in a brown, mud-filled vaulted cellar.', de: 'Menschen mit Schaufeln und Eimern in einem braunen, verschlammten Gewölbekeller.' } },
      { slug: 'shuttle', date: '2021-08-07', city: 'Grafschaft', ...DE, people: [], scene: 'shuttle',
        title: { en: 'Shuttle', de: 'Shuttle' },
        caption: { en: 'Helpers board the shuttle buses into the valley early on a Saturday morning.', de: 'Helferinnen und Helfer steigen am Samstagmorgen in die Busse ins Tal.' },
        alt: { en: 'A queue of volunteers in rubber boots boarding a bus in morning haze.', de: 'Eine Schlange Freiwilliger in Gummistiefeln steigt im Morgendunst in einen Bus.' } },
      { slug: 'harvest', date: '2021-10-02', city: 'Dernau', ...DE, people: ['Stefan'], scene: 'vineyard',
        title: { en: 'Harvest', de: 'Lese' },
        caption: { en: 'Stefan picks grapes in a vineyard above the damaged village.', de: 'Stefan erntet Trauben in einem Weinberg oberhalb des zerstörten Orts.' },
        alt: { en: 'A man among rows of vines on a steep slope, a village in the valley below.', de: 'Ein Mann zwischen Rebzeilen am Steilhang, unten im Tal ein Dorf.' } },
      { slug: 'all-saints', date: '2021-11-01', city: 'Altenahr', ...DE, people: ['Margret'], scene: 'candles',
        title: { en: 'All Saints', de: 'Allerheiligen' },
        caption: { en: 'Margret lights a candle for her husband at the cemetery.', de: 'Margret zündet auf dem Friedhof eine Kerze für ihren Mann an.' },
        alt: { en: 'Red grave candles glowing in blue dusk, a woman bending over one.', de: 'Rote Grablichter leuchten in der blauen Dämmerung, eine Frau beugt sich über eines.' } },
      { slug: 'container-school', date: '2022-03-15', city: 'Bad Neuenahr-Ahrweiler', ...DE, people: [], scene: 'containers',
        title: { en: 'Container school', de: 'Containerschule' },
        caption: { en: 'Pupils in a temporary classroom built from containers.', de: 'Unterricht in einem provisorischen Klassenzimmer aus Containern.' },
        alt: { en: 'Stacked grey site containers with lit windows, children visible inside.', de: 'Gestapelte graue Baucontainer mit erleuchteten Fenstern, darin Kinder.' } },
      { slug: 'one-year-on', date: '2022-07-14', city: 'Rech', ...DE, people: [], scene: 'river',
        title: { en: 'One year on', de: 'Ein Jahr danach' },
        caption: { en: 'Residents gather by the river on the first anniversary of the flood.', de: 'Anwohner versammeln sich am ersten Jahrestag der Flut am Fluss.' },
        alt: { en: 'A crowd on a riverbank in evening light beside a broken stone bridge.', de: 'Menschen am Flussufer im Abendlicht neben einer zerstörten Steinbrücke.' } },
    ],
  },
  'night-shift': {
    de: 'nachtdienst',
    photos: [
      { slug: 'handover', date: '2020-04-09', city: 'Hamburg', ...DE, people: [], scene: 'corridor',
        title: { en: 'Handover', de: 'Übergabe' },
        caption: { en: 'At nine in the evening the day shift hands over to the night shift in full protective gear.', de: 'Um neun Uhr abends übergibt der Tagdienst in voller Schutzkleidung an den Nachtdienst.' },
        alt: { en: 'Nurses in gowns, masks and visors talking in a hospital corridor.', de: 'Pflegekräfte in Kitteln, Masken und Visieren im Gespräch auf einem Klinikflur.' } },
      { slug: 'turning', date: '2020-12-18', city: 'Hamburg', ...DE, people: [], scene: 'icuBed',
        title: { en: 'Turning', de: 'Umlagern' },
        caption: { en: 'Six nurses turn a ventilated patient onto his stomach.', de: 'Sechs Pflegekräfte drehen einen beatmeten Patienten auf den Bauch.' },
        alt: { en: 'Figures in blue gowns around an intensive-care bed among monitors and tubes.', de: 'Gestalten in blauen Kitteln um ein Intensivbett zwischen Monitoren und Schläuchen.' } },
      { slug: 'video-call', date: '2021-01-08', city: 'Hamburg', ...DE, people: ['Aylin'], scene: 'tablet',
        title: { en: 'Video call', de: 'Videoanruf' },
        caption: { en: 'Aylin holds a tablet so that a daughter can see her father.', de: 'Aylin hält ein Tablet, damit eine Tochter ihren Vater sehen kann.' },
        alt: { en: 'A nurse holds a glowing tablet beside a patient in a dark room.', de: 'Eine Pflegerin hält neben einem Patienten im dunklen Zimmer ein leuchtendes Tablet.' } },
      { slug: 'four-a-m', date: '2021-01-22', city: 'Hamburg', ...DE, people: ['Sven'], scene: 'station',
        title: { en: 'Four a.m.', de: 'Vier Uhr früh' },
        caption: { en: "Sven writes up his notes in the dim light of the nurses' station.", de: 'Sven schreibt im Halbdunkel des Stationszimmers die Dokumentation.' },
        alt: { en: 'A nurse at a desk lit only by a computer screen and a desk lamp.', de: 'Ein Pfleger am Schreibtisch, nur vom Bildschirm und einer Lampe beleuchtet.' } },
      { slug: 'break', date: '2021-03-27', city: 'Hamburg', ...DE, people: ['Lena'], scene: 'staffRoom',
        title: { en: 'Break', de: 'Pause' },
        caption: { en: 'Lena sleeps for twenty minutes on a chair in the staff room.', de: 'Lena schläft zwanzig Minuten auf einem Stuhl im Aufenthaltsraum.' },
        alt: { en: 'A nurse asleep on a chair with her head against the wall, a coffee cup beside her.', de: 'Eine Pflegerin schläft auf einem Stuhl, den Kopf an der Wand, daneben ein Kaffeebecher.' } },
      { slug: 'sunrise', date: '2021-06-30', city: 'Hamburg', ...DE, people: ['Aylin'], scene: 'sunrise',
        title: { en: 'Sunrise', de: 'Sonnenaufgang' },
        caption: { en: 'After the last night of the series, Aylin walks home across the hospital grounds.', de: 'Nach der letzten Nacht der Serie geht Aylin über das Klinikgelände nach Hause.' },
        alt: { en: 'A lone figure on a path under trees, the sun rising behind a hospital building.', de: 'Eine einzelne Gestalt auf einem Weg unter Bäumen, hinter einem Klinikgebäude geht die Sonne auf.' } },
    ],
  },
  borderland: {
    de: 'grenzland',
    photos: [
      { slug: 'old-town-bridge', date: '2016-05-01', city: 'Görlitz', sublocation: 'Altstadtbrücke', ...DE, people: [], scene: 'bridge',
        title: { en: 'Old Town Bridge', de: 'Altstadtbrücke' },
        caption: { en: 'Morning commuters cross the Neisse on foot.', de: 'Pendler überqueren morgens zu Fuß die Neiße.' },
        alt: { en: 'People walking over a footbridge across a river towards a church tower in morning mist.', de: 'Menschen gehen im Morgendunst über eine Fußgängerbrücke auf einen Kirchturm zu.' } },
      { slug: 'bilingual-class', date: '2016-10-13', city: 'Görlitz', ...DE, people: [], scene: 'blackboard',
        title: { en: 'Bilingual class', de: 'Zweisprachige Klasse' },
        caption: { en: 'Pupils practise Polish and German vocabulary in pairs.', de: 'Kinder üben zu zweit polnische und deutsche Vokabeln.' },
        alt: { en: 'Children in pairs at desks before a green blackboard.', de: 'Kinder zu zweit an Tischen vor einer grünen Tafel.' } },
      { slug: 'cross-border-line', date: '2017-01-24', city: 'Zgorzelec', ...PL, people: ['Marek'], scene: 'bus',
        title: { en: 'Cross-border line', de: 'Grenzlinie' },
        caption: { en: "Marek's bus at its first stop on the Polish side.", de: 'Mareks Bus an der ersten Haltestelle auf polnischer Seite.' },
        alt: { en: 'A city bus at a snowy stop at dusk, its windows lit.', de: 'Ein Stadtbus an einer verschneiten Haltestelle in der Dämmerung, die Fenster erleuchtet.' } },
      { slug: 'thursday', date: '2017-03-09', city: 'Görlitz', ...DE, people: ['Ursula', 'Krystyna'], scene: 'cafe',
        title: { en: 'Thursday', de: 'Donnerstag' },
        caption: { en: 'Ursula and Krystyna meet at the café by the bridge, as every week.', de: 'Ursula und Krystyna treffen sich wie jede Woche im Café an der Brücke.' },
        alt: { en: 'Two older women at a small café table by a large window.', de: 'Zwei ältere Frauen an einem kleinen Cafétisch an einem großen Fenster.' } },
      { slug: 'new-home', date: '2017-06-18', city: 'Zgorzelec', ...PL, people: ['Schneider family'], scene: 'boxes',
        title: { en: 'New home', de: 'Neues Zuhause' },
        caption: { en: 'The Schneider family unpacks in their flat on the Polish side.', de: 'Familie Schneider packt in ihrer Wohnung auf der polnischen Seite die Kisten aus.' },
        alt: { en: 'Cardboard boxes in a sunlit empty flat, a family unpacking.', de: 'Umzugskartons in einer sonnigen, leeren Wohnung, eine Familie packt aus.' } },
      { slug: 'night-shift', date: '2017-09-21', city: 'Görlitz', ...DE, people: ['Ewa'], scene: 'bridgeNight',
        title: { en: 'Night shift', de: 'Heimweg' },
        caption: { en: 'Ewa walks back across the bridge after a night at the hospital.', de: 'Ewa geht nach dem Nachtdienst im Krankenhaus über die Brücke nach Hause.' },
        alt: { en: 'A woman alone on a bridge under street lamps before dawn.', de: 'Eine Frau allein auf einer Brücke unter Laternen vor der Dämmerung.' } },
    ],
  },
  shipyard: {
    de: 'werft',
    photos: [
      { slug: 'keel-laying', date: '2024-03-12', sublocation: 'Baltic coast', ...DE, people: [], scene: 'keel',
        title: { en: 'Keel laying', de: 'Kiellegung' },
        caption: { en: 'The first section of the last ship is set on the slipway.', de: 'Die erste Sektion des letzten Schiffs wird auf die Helling gesetzt.' },
        alt: { en: 'A gantry crane lowers a huge steel block onto a slipway.', de: 'Ein Portalkran senkt einen riesigen Stahlblock auf die Helling.' } },
      { slug: 'welder', date: '2024-08-29', sublocation: 'Baltic coast', ...DE, people: ['Katrin Möller'], scene: 'welder',
        title: { en: 'Welder', de: 'Schweißerin' },
        caption: { en: 'Katrin Möller at work inside the double bottom of the hull.', de: 'Katrin Möller bei der Arbeit im Doppelboden des Rumpfs.' },
        alt: { en: 'A welder in a mask, sparks lighting a dark steel compartment.', de: 'Eine Schweißerin mit Maske, Funken erhellen eine dunkle Stahlkammer.' } },
      { slug: 'works-meeting', date: '2024-11-15', sublocation: 'Baltic coast', ...DE, people: [], scene: 'meeting',
        title: { en: 'Works meeting', de: 'Betriebsversammlung' },
        caption: { en: 'Workers listen to the announcement of the closing date.', de: 'Die Belegschaft hört, wann die Werft schließt.' },
        alt: { en: 'Rows of workers in overalls in a large hall, facing a small stage.', de: 'Reihen von Arbeitern in Overalls in einer großen Halle vor einer kleinen Bühne.' } },
      { slug: 'launch', date: '2025-06-07', sublocation: 'Baltic coast', ...DE, people: [], scene: 'launch',
        title: { en: 'Launch', de: 'Stapellauf' },
        caption: { en: 'Families watch the ship slide into the water.', de: 'Familien sehen zu, wie das Schiff ins Wasser gleitet.' },
        alt: { en: 'A red and black hull entering the water with a splash, crowds on the quay.', de: 'Ein rot-schwarzer Rumpf gleitet mit einer Welle ins Wasser, Menschen auf dem Kai.' } },
      { slug: 'crane-cab', date: '2025-07-22', sublocation: 'Baltic coast', ...DE, people: ['Tomasz'], scene: 'craneCab',
        title: { en: 'Crane cab', de: 'Kranführerkabine' },
        caption: { en: 'Tomasz lifts the last module onto the deck.', de: 'Tomasz hebt das letzte Modul an Deck.' },
        alt: { en: 'View from a high crane cab over the yard and the ship far below.', de: 'Blick aus einer hohen Krankabine über die Werft und das Schiff tief unten.' } },
      { slug: 'closed-gate', date: '2025-09-30', sublocation: 'Baltic coast', ...DE, people: ['Dieter Lange'], scene: 'gate',
        title: { en: 'Closed gate', de: 'Geschlossenes Tor' },
        caption: { en: 'Dieter Lange hands in his keys on the last working day.', de: 'Dieter Lange gibt am letzten Arbeitstag seine Schlüssel ab.' },
        alt: { en: 'A man walking out through a shipyard gate, cranes behind him.', de: 'Ein Mann geht durch ein Werfttor hinaus, hinter ihm Kräne.' } },
    ],
  },
};

/** The home page's cover and the about page's portrait. */
export const SINGLES: { folder: string; pages: { en: string; de: string }; photo: CatalogPhoto }[] = [
  {
    folder: 'home',
    pages: { en: 'en/index.md', de: 'de/index.md' },
    photo: { slug: 'cover', date: '2022-02-19', city: 'Hallig Hooge', ...DE, people: [], scene: 'cover',
      title: { en: 'Hallig at dusk', de: 'Hallig in der Dämmerung' },
      caption: { en: 'A warft on Hallig Hooge at dusk, from the series Salt Water.', de: 'Eine Warft auf Hallig Hooge in der Abenddämmerung, aus der Serie „Salzwasser“.' },
      alt: { en: 'A lone house on a mound under a wide evening sky over the Wadden Sea.', de: 'Ein einzelnes Haus auf einer Warft unter weitem Abendhimmel über dem Wattenmeer.' } },
  },
  {
    folder: 'about',
    pages: { en: 'en/about.md', de: 'de/ueber-mich.md' },
    photo: { slug: 'portrait', date: '2025-04-02', city: 'Hamburg', sublocation: 'St. Pauli', ...DE, people: ['Mira Albrecht'], scene: 'portrait', creator: 'Jan Reimers',
      title: { en: 'Mira Albrecht', de: 'Mira Albrecht' },
      caption: { en: 'Mira Albrecht at the harbour in Hamburg.', de: 'Mira Albrecht am Hamburger Hafen.' },
      alt: { en: 'A woman with a camera over her shoulder by the harbour, cranes in the background.', de: 'Eine Frau mit Kamera über der Schulter am Hafen, im Hintergrund Kräne.' } },
  },
];
