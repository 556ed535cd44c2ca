/** Re-ranking's tables are made when the index is loaded: no question scans the site's sections or reads their text. */
import { expect } from 'chai';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { prepareRanking, rankingSteps } from '../../../server/search/ranking-tables.ts';
import { searchIndex, warmWordTables } from '../../../server/search/search-query.ts';
import { timeHeadingScans } from '../../../server/search/time-headings.ts';
import { introScans } from '../../../server/search/typed-intros.ts';
import { biographyScans } from '../../../server/search/biographies.ts';
import { hoursScans } from '../../../server/search/opening-hours.ts';
import { pricePageScans } from '../../../server/search/price-pages.ts';
import { peopleScans } from '../../../server/search/other-people.ts';
import { datedListScans } from '../../../server/search/dated-lists.ts';
import { loadSite } from '../../../server/site/load-site.ts';
import { TextSection } from '../../../server/site/text-section.ts';
import { SAMPLE_DIR } from '../../helpers/sites.ts';

/** Questions that call on every table: people, a name in bold, what is on, the latest, prices, the owner's place and life, overviews. */
const QUESTIONS = [
  'who runs the office?',
  'Wer ist Kaspar?',
  'Who is Mara Albrecht?',
  'anything happening this weekend?',
  'Was läuft gerade?',
  'When is the next exhibition?',
  'What is the latest story?',
  'Was kostet ein Print?',
  'How much is a print?',
  'where is her studio?',
  'where was she born?',
  'where did she study?',
  'Wo hat Mira Albrecht studiert?',
  'When was the exhibition in Hamburg?',
  'Are you open on Sundays?',
  'Öffnungszeiten',
  'How much do you charge?',
  'Reportagen',
  'projects',
];

const scans = () => [timeHeadingScans.count, introScans.count, biographyScans.count, hoursScans.count, pricePageScans.count, peopleScans.count, datedListScans.count];

describe('prepareRanking', () => {
  let cacheDir: string;
  beforeEach(() => (cacheDir = mkdtempSync(join(tmpdir(), 'portfolio-agent-tables-'))));
  afterEach(() => rmSync(cacheDir, { recursive: true, force: true }));

  for (const how of ['built', 'read from its snapshot'] as const) {
    it(`makes each table once when the index is ${how}, and no question scans the index again`, () => {
      if (how === 'read from its snapshot') void loadSite(SAMPLE_DIR, { cacheDir }).search;
      const before = scans();
      const site = loadSite(SAMPLE_DIR, { cacheDir });
      const index = site.search;
      // One scan of the headings' marks per language, one of the introductions, one of the headings for biographies per language, one of the hours' headings per language,
      // one of the price pages, one of the lists of people per language, one of the dated lists.
      expect(scans().map((n, i) => n - before[i])).to.deep.equal([index.byLang.size, 1, index.byLang.size, index.byLang.size, 1, index.byLang.size, 1]);
      const loaded = scans();
      for (const query of QUESTIONS) for (const lang of [undefined, 'en', 'de']) searchIndex(index, { query, lang, today: '2026-11-23' });
      expect(scans()).to.deep.equal(loaded);
      // A second call finds them made.
      prepareRanking(index);
      expect(scans()).to.deep.equal(loaded);
    });
  }

  it('leaves the tables to the warm-up with deferRanking: loading scans nothing, the warm-up makes each once, and the answers are the same', async () => {
    const answers = (index: ReturnType<typeof loadSite>['search']) =>
      QUESTIONS.map((query) => JSON.stringify(searchIndex(index, { query, today: '2026-11-23' }).hits.map((h) => [h.section.path, h.score])));
    const expected = answers(loadSite(SAMPLE_DIR, { cacheDir }).search);
    const before = scans();
    const index = loadSite(SAMPLE_DIR, { cacheDir, deferRanking: true }).search;
    expect(scans()).to.deep.equal(before);
    const stop = warmWordTables(index, 1);
    // The tables come first: a step a slice, then the warm-up goes on to the word tables.
    for (let i = 0; i < rankingSteps(index).length + 1; i++) await new Promise((resolve) => setImmediate(resolve));
    stop();
    expect(scans().map((n, i) => n - before[i])).to.deep.equal([index.byLang.size, 1, index.byLang.size, index.byLang.size, 1, index.byLang.size, 1]);
    const warmed = scans();
    expect(answers(index)).to.deep.equal(expected);
    expect(scans()).to.deep.equal(warmed);
    // A question before the warm-up makes what it reads itself, and answers the same.
    expect(answers(loadSite(SAMPLE_DIR, { cacheDir, deferRanking: true }).search)).to.deep.equal(expected);
  });

  it("ranks without reading any section's text or Markdown (its dates, amounts, bold names, links and headings were read with the index)", () => {
    const answers = (index: ReturnType<typeof loadSite>['search']) =>
      QUESTIONS.map((query) => JSON.stringify(searchIndex(index, { query, today: '2026-11-23' }).hits.map((h) => [h.section.path, h.score])));
    const expected = answers(loadSite(SAMPLE_DIR, { cacheDir }).search);
    // Loaded again (its index read from the snapshot), and from then on any read of a section's text is recorded.
    const site = loadSite(SAMPLE_DIR, { cacheDir });
    const index = site.search;
    const read: string[] = [];
    for (const page of site.pages) {
      for (const section of page.sections) {
        const fields = section instanceof TextSection ? ['text', 'ownMarkdown', 'markdown'] : ['text', 'ownMarkdown'];
        for (const field of fields) Object.defineProperty(section, field, { get: () => read.push(`${section.path} ${field}`) && '', configurable: true });
      }
    }
    expect(answers(index)).to.deep.equal(expected);
    expect(read).to.deep.equal([]);
  });
});
