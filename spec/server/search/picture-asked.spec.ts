/** A picture asked by what it shows: the owner's terms of use for pictures are not it (fixtures). */
import { expect } from 'chai';
import { asksForPicture, PICTURE_POLICY, PICTURE_SECTION, PICTURE_TRIGGERS, pictureReads, showsPictures } from '../../../server/search/picture-asked.ts';
import type { Section } from '../../../server/site/site-types.ts';
import { searchIndex } from '../../../server/search/search-query.ts';
import { tokenize } from '../../../server/search/analyzer.ts';
import { fixtureIndex, type FixturePage } from '../../helpers/search-fixture.ts';

const asks = (query: string, lang = 'en') => asksForPicture(tokenize(query, { joined: false }), [lang]);

describe('asksForPicture', () => {
  it('reads a picture word near the start followed by what is on it', () => {
    expect(asks('picture of the hawk sitting on a digger')).to.equal(true);
    expect(asks('the photo where the couple drives off on the tractor')).to.equal(true);
    expect(asks('Is there a picture of the children on the pool steps?')).to.equal(true);
    expect(asks('Bild mit der Fähre im Hintergrund', 'de')).to.equal(true);
    expect(asks('Foto, auf dem jemand eine Gans aufschneidet', 'de')).to.equal(true);
    expect(asks('Gibt es ein Foto vom Chef vor den alten Bauplänen?', 'de')).to.equal(true);
  });
  it('reads the plural and the other words for a picture in both languages', () => {
    expect(asks('Images of the gate in the snow')).to.equal(true);
    expect(asks('photographs of the gate')).to.equal(true);
    expect(asks('pics of the hawk on the glove')).to.equal(true);
    expect(asks('Porträts von den Lehrlingen', 'de')).to.equal(true);
    expect(asks('Fotografien vom Sommerfest', 'de')).to.equal(true);
  });
  it('reads a who-word or a modal after the picture word as part of what is shown, and a word that is a policy word only in another sense', () => {
    expect(asks('picture of the boy who caught the pike')).to.equal(true);
    expect(asks('photo where you can see the hawk')).to.equal(true);
    expect(asks('picture of the steam train in the snow')).to.equal(true);
    expect(asks('photo from the festival in May')).to.equal(true);
  });
  it('not leave to use, a credit, who took it, or where it would be printed: the terms of use answer those', () => {
    expect(asks('Can I use the photo of the hawk in my article?')).to.equal(false);
    expect(asks('Who took the photos of the castle wedding?')).to.equal(false);
    expect(asks('a portrait photo of Carla for a newspaper article')).to.equal(false);
    expect(asks('Werden Fotos von den Kursteilnehmern auf die Website gestellt?', 'de')).to.equal(false);
    expect(asks('Darf ich ein Bild von der Werkstatt posten?', 'de')).to.equal(false);
  });
  it('not leave said outright after the picture word, a price, nor where it would be posted in other words', () => {
    expect(asks('Foto vom Hof, darfst du das zeigen?', 'de')).to.equal(false);
    expect(asks('Photo of the team, what is the price of a print?')).to.equal(false);
    expect(asks('image of the barn for my blog')).to.equal(false);
    expect(asks('Bild vom Hof, Quellenangabe?', 'de')).to.equal(false);
  });
  it('cannot say yes without a word of PICTURE_TRIGGERS (the trigger gate skips it then)', () => {
    expect(PICTURE_TRIGGERS).to.include.members(['photo', 'images', 'foto', 'bilder']);
  });
  it('not a picture word without what it shows, nor one deep in a story', () => {
    expect(asks('photos')).to.equal(false);
    expect(asks('Do you sell your pictures?')).to.equal(false);
    expect(asks('Ich bin Hochzeitsfotograf und ein Brautpaar wünscht sich Fotos mit einer Eule', 'de')).to.equal(false);
  });
});

/** A forge whose terms of use have a short "Photos" section; the project's photo table shows the gate with the dog. */
const FORGE: FixturePage[] = [
  {
    path: '/en/image-rights/',
    title: 'Image rights',
    intro: 'How the photos on this site may be used.',
    sections: [['Photos', 'Press photos may be used with the photographer named. All other photos need permission.']],
  },
  {
    path: '/en/works/garden-gate/',
    title: 'Garden gate, Ebstorf',
    intro: 'A garden gate with oak leaves for a farmhouse in Ebstorf, forged in spring 2025 and fitted in May.',
    sections: [
      [
        'Photos',
        '| title | caption |\n|---|---|\n| Fitting | Paul sets the hinges of the gate into the old granite posts. |\n| Oak leaves | Thirty forged oak leaves on the top rail, before the paint. |\n| Finished | The gate closed in the evening sun, the farm dog sitting behind it. |',
      ],
    ],
  },
];
const RIGHTS = ['/en/image-rights/'];

describe('PICTURE_POLICY', () => {
  it('lists the work that shows it before the terms of use, which share only the picture word', () => {
    // "pooch" is no word of the caption ("the farm dog"): both pages meet the question by their "Photos" heading alone, and the policy's is the shorter.
    const hits = searchIndex(fixtureIndex(FORGE), { query: 'photo with the pooch', lang: 'en', rightsPages: RIGHTS }).hits;
    expect(hits[0]?.page.path).to.equal('/en/works/garden-gate/');
    expect(hits.find((h) => h.page.path === '/en/image-rights/')?.score).to.be.below(hits[0].score);
    expect(PICTURE_POLICY).to.be.below(1);
  });
  it('leaves the terms of use as they are when the question asks what they answer (where it would be printed)', () => {
    const policy = (query: string, rightsPages?: string[]) => searchIndex(fixtureIndex(FORGE), { query, lang: 'en', rightsPages }).hits.find((h) => h.page.path === '/en/image-rights/')?.score;
    expect(policy('photo of the gate for a newspaper')).to.be.above(0);
    expect(policy('photo of the gate for a newspaper', RIGHTS)).to.equal(policy('photo of the gate for a newspaper'));
    expect(policy('photo of the gate with the dog', RIGHTS)).to.be.below(policy('photo of the gate with the dog') ?? 0);
  });
});

const section = (markdown: string, kind?: 'photo'): Section => ({ id: 's', name: 'S', level: 2, path: '/en/x/#s', ownMarkdown: markdown, markdown, text: markdown, kind });

describe('showsPictures', () => {
  it("a photograph's own section, or a table with a caption column", () => {
    expect(showsPictures(section('A welder with sparks.', 'photo'))).to.equal(true);
    expect(showsPictures(section('| title | place | date | caption |\n|---|---|---|---|\n| Hafen | Kiel | 2026 | the ferry behind them |'))).to.equal(true);
    expect(showsPictures(section('| Titel | Ort | Datum | Bildunterschrift |\n|---|---|---|---|\n| Hafen | Kiel | 2026 | die Fähre |'))).to.equal(true);
  });
  it('a column for what is on the picture in either language (Motiv, subject)', () => {
    expect(showsPictures(section('| Motiv | Fotograf | Jahr |\n|---|---|---|\n| Der Hof im Winter | Anna Kern | 2025 |'))).to.equal(true);
    expect(showsPictures(section('| Subject | Photographer | Year |\n|---|---|---|\n| The farm in winter | Anna Kern | 2025 |'))).to.equal(true);
  });
  it('not another table, nor prose that speaks of photos', () => {
    expect(showsPictures(section('| name | role |\n|---|---|\n| Paul | fitting |'))).to.equal(false);
    expect(showsPictures(section('Our photos show the caption of every piece.'))).to.equal(false);
  });
  it('reads a section once, however many questions ask (pictureReads)', () => {
    const table = section('| title | caption |\n|---|---|\n| Hafen | the ferry behind them |');
    const before = pictureReads.count;
    for (let i = 0; i < 5; i++) expect(showsPictures(table)).to.equal(true);
    expect(pictureReads.count - before).to.equal(1);
  });
  it('reads the header within its first characters only: a caption table after a long text is not read', () => {
    const long = `${'Forged by hand. '.repeat(200)}\n\n| title | caption |\n|---|---|\n| Gate | the gate |`;
    expect(showsPictures(section(long))).to.equal(false);
  });
});

/** A falconer whose journal post tells of the hawk at length; the project's photo table says what is on each picture in other words. */
const FALCONER: FixturePage[] = [
  {
    path: '/en/journal/meet-brisk/',
    title: 'Meet Brisk',
    intro: 'Brisk is our new hawk. The hawk came from a breeder in the Eifel; sitting still on the glove took him a week, and the hawk now flies every morning.',
  },
  {
    path: '/en/projects/landfill/',
    title: 'Landfill Niederzissen',
    intro: 'Keeping gulls off the tipping face of a landfill, spring 2026.',
    sections: [
      [
        'Photos',
        '| title | place | date | caption |\n|---|---|---|---|\n| Brisk on the excavator | tipping face | 14 May 2026 | the hawk perched on the boom of a wheel loader, gulls keeping their distance |\n| Empty sky | Niederzissen | 14 May 2026 | the same tipping face an hour later |',
      ],
    ],
  },
];

describe('PICTURE_SECTION', () => {
  it('lists the photo table above a post that shares the words in prose', () => {
    const hits = searchIndex(fixtureIndex(FALCONER), { query: 'picture of the hawk sitting on a digger', lang: 'en' }).hits;
    expect(hits[0]?.page.path).to.equal('/en/projects/landfill/');
    expect(PICTURE_SECTION).to.be.above(1);
  });
});
