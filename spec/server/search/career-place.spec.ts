/** "Where did Malene learn kintsugi?": where the owner learnt or worked before is told by the page about them (a fixture). */
import { expect } from 'chai';
import { asksCareerPlace } from '../../../server/search/career-place.ts';
import { searchIndex } from '../../../server/search/search-query.ts';
import { tokenize } from '../../../server/search/analyzer.ts';
import { fixtureIndex } from '../../helpers/search-fixture.ts';

const asks = (query: string, langs: string[]) => asksCareerPlace(tokenize(query, { joined: false }), langs);

describe('asksCareerPlace', () => {
  it('reads a place asked with a career verb in the past, in English and German', () => {
    expect(asks('Where has she trained?', ['en'])).to.equal(true);
    expect(asks('Where did she worked before', ['en'])).to.equal(true);
    expect(asks('Wo haben Sie das Segelmachen gelernt?', ['de'])).to.equal(true);
  });
  it('reads from whom the owner learnt, and a training said by its noun and a verb of doing', () => {
    expect(asks('Bei wem hat sie das Handwerk gelernt?', ['de'])).to.equal(true);
    // As search-query.ts gives it, the verb after "did" read in its past (did-past.ts).
    expect(asks('Who did Ronja learned tattooing from?', ['en'])).to.equal(true);
    expect(asks('Under whom had she trained?', ['en'])).to.equal(true);
    expect(asks('Wo hat Ida Wendland ihre Ausbildung gemacht?', ['de'])).to.equal(true);
    expect(asks('Bei wem hat Frau Brüggemann ihre Lehre gemacht?', ['de'])).to.equal(true);
    // Not who learns from the owner now, a training asked without a verb of doing it, nor one done now.
    expect(asks('Who can learn from you?', ['en'])).to.equal(false);
    expect(asks('Bei wem melde ich mich zur Ausbildung an?', ['de'])).to.equal(false);
    expect(asks('Wo findet die Ausbildung statt?', ['de'])).to.equal(false);
  });
  it('reads a verb of doing a training in its past only, as German does ("gemacht", not "machen")', () => {
    expect(asks('Where did she complete her training?', ['en'])).to.equal(true);
    expect(asks('Where do you do the training?', ['en'])).to.equal(false);
    expect(asks('Where can I complete the training?', ['en'])).to.equal(false);
    expect(asks('Wo machen Sie die Ausbildung?', ['de'])).to.equal(false);
  });
  it('leaves the present and a past asked without a place', () => {
    expect(asks('Where does she teach?', ['en'])).to.equal(false);
    expect(asks('Where do you work?', ['en'])).to.equal(false);
    expect(asks('Hat sie Tischlerin gelernt?', ['de'])).to.equal(false);
    expect(asks('Wo haben Sie gelernt?', ['en'])).to.equal(false);
  });
});

describe('career place questions (search-query.ts, rerank.ts)', () => {
  const index = fixtureIndex([
    { path: '/en/', title: 'Malene Otterbach ceramics', type: 'ProfilePage', intro: 'Stoneware, courses and kintsugi repairs in the old dairy in Lüneburg.' },
    {
      path: '/en/courses/',
      title: 'Courses',
      intro: 'Learn to throw on the wheel in six evenings; in the kintsugi course you learn to mend a broken bowl with lacquer and gold.',
    },
    {
      path: '/en/team/',
      title: 'Team',
      intro: 'Malene throws, glazes and does the kintsugi repairs; Jonas fires the kilns and packs the orders.',
    },
    {
      path: '/en/about/',
      title: 'About me',
      type: 'AboutPage',
      intro: 'After my apprenticeship in Höhr-Grenzhausen I learned to mend pottery with urushi and gold from a lacquer master in Kyoto.',
    },
  ]);
  const first = (query: string, subject?: string) => searchIndex(index, { query, lang: 'en', subject, today: '2026-11-27' }).hits[0]?.page.path;

  it('lists the page about the owner first when the question names the owner', () => {
    expect(first('Where did Malene learn kintsugi?', 'Malene Otterbach')).to.equal('/en/about/');
  });
  it('lists the page about the owner first under a pronoun', () => {
    expect(first('Where did she learn kintsugi?', 'Malene Otterbach')).to.equal('/en/about/');
  });
  it('leaves the courses first when the question asks where kintsugi is learnt now', () => {
    expect(first('Where can I learn kintsugi?', 'Malene Otterbach')).to.equal('/en/courses/');
  });
  it('leaves the page about the owner where it was after "Who is …": the pronoun is someone else\'s', () => {
    expect(first('Who is Jonas and where did he learn to fire kilns?', 'Malene Otterbach')).to.equal('/en/team/');
  });
  it('lists the page about the owner first under "Bei wem hat sie … gelernt?", not the page on the training she offers', () => {
    const bees = fixtureIndex([
      { path: '/de/', lang: 'de', title: 'Imkerei Falk', type: 'ProfilePage', intro: 'Honig, Bienenvölker und Kurse aus der Imkerei am Waldrand.' },
      {
        path: '/de/ausbildung/',
        lang: 'de',
        title: 'Ausbildung',
        intro: 'Bei uns wird das Imkern gelernt: eine Lehre zur Tierwirtin, Fachrichtung Imkerei, drei Jahre, mit Berufsschule in Celle. Gelernt wird das Imkern am Volk, vom ersten Frühjahr an.',
      },
      {
        path: '/de/ueber-mich/',
        lang: 'de',
        title: 'Über mich',
        type: 'AboutPage',
        intro: 'Ich bin Imkerin seit 2009. Mein Handwerk habe ich bei Hans Berger in der Heide gelernt, danach war ich zwei Jahre an einem Bieneninstitut.',
      },
    ]);
    const hits = searchIndex(bees, { query: 'Bei wem hat sie das Imkern gelernt?', lang: 'de', subject: 'Lena Falk', today: '2026-11-27' }).hits;
    expect(hits[0]?.page.path).to.equal('/de/ueber-mich/');
  });
  it('leaves an About page that tells no word of the question where it was', () => {
    const boats = fixtureIndex([
      { path: '/en/courses/', title: 'Courses', intro: 'In the kintsugi course you learn to mend a broken bowl with lacquer and gold.' },
      { path: '/en/about/', title: 'About me', type: 'AboutPage', intro: 'I build wooden boats in a shed by the river.' },
    ]);
    const hits = searchIndex(boats, { query: 'Where did she learn kintsugi?', lang: 'en', today: '2026-11-27' }).hits;
    expect(hits[0]?.page.path).to.equal('/en/courses/');
  });
});
