import { expect } from 'chai';
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parsePage, PageSyntaxError } from '../../../server/site/parse-page.ts';
import { TextSection } from '../../../server/site/text-section.ts';
import { remarkParsePage } from '../../helpers/remark-sections.ts';
import { SAMPLE_DIR } from '../../helpers/sites.ts';

const ROOT = fileURLToPath(new URL('../../..', import.meta.url));
const FIXTURES = fileURLToPath(new URL('../../fixtures', import.meta.url));

function markdownFiles(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile() && e.name.endsWith('.md'))
    .map((e) => join(e.parentPath, e.name));
}

const fields = (s: { id: string; name: string; level: number; parent?: string; ownMarkdown: string; markdown: string; text: string }) => ({
  id: s.id,
  name: s.name,
  level: s.level,
  parent: s.parent,
  ownMarkdown: s.ownMarkdown,
  markdown: s.markdown,
  text: s.text,
});

describe('parsePage', () => {
  describe('gives the sections and plain text the remark syntax tree gave', () => {
    const files = [...markdownFiles(SAMPLE_DIR), ...markdownFiles(join(FIXTURES, 'sites')), ...markdownFiles(join(FIXTURES, 'markdown'))];
    it('covers the sample site and the Markdown fixtures', () => {
      expect(files.length).to.be.greaterThan(40);
    });
    for (const file of files) {
      it(relative(ROOT, file), () => {
        const source = readFileSync(file, 'utf8');
        let reference;
        try {
          reference = remarkParsePage(source, undefined);
        } catch {
          expect(() => parsePage(source)).to.throw(PageSyntaxError);
          return;
        }
        const lean = parsePage(source);
        expect(lean.data).to.deep.equal(reference.data);
        expect(lean.body).to.equal(reference.body);
        expect(lean.sections.map(fields)).to.deep.equal(reference.sections.map(fields));
      });
    }
  });

  it('keeps one copy of the text: sections are ranges of the body', () => {
    const { body, sections } = parsePage(readFileSync(join(FIXTURES, 'markdown', 'constructs.md'), 'utf8'), undefined, '/en/t/');
    for (const section of sections) {
      expect(section).to.be.instanceOf(TextSection);
      const { start, end, ownStart, ownEnd } = section.range;
      expect(section.markdown).to.equal(body.slice(start, end));
      expect(section.ownMarkdown).to.equal(body.slice(ownStart, ownEnd));
      expect(Object.keys(section)).to.not.include('text');
    }
    expect(sections.map((s) => s.path)).to.deep.equal(['/en/t/', '/en/t/#table-section', '/en/t/#setext-heading', '/en/t/#sub-with-link']);
  });

  it('serialises a section like the plain object it replaced', () => {
    const [, second] = parsePage('---\ntitle: T\n---\n\nIntro.\n\n## A *b*\n\nText [c](d).\n', undefined, '/en/x/').sections;
    expect(JSON.parse(JSON.stringify(second))).to.deep.equal({
      id: 'a-b',
      name: 'A b',
      level: 2,
      path: '/en/x/#a-b',
      ownMarkdown: 'Text [c](d).',
      markdown: '## A *b*\n\nText [c](d).',
      text: 'Text c.',
    });
  });

  it('reports invalid front matter YAML with its line', () => {
    // The line is the file's line, beside the message (check prints file:line).
    expect(() => parsePage('---\ntitle: [unclosed\n---\n')).to.throw(PageSyntaxError, /invalid YAML/);
    let detail: PageSyntaxError['detail'] | undefined;
    try {
      parsePage('---\ntitle: ok\nsub: [unclosed\n---\n');
    } catch (error) {
      detail = (error as PageSyntaxError).detail;
    }
    expect(detail?.line).to.be.at.least(3);
  });
});

describe('parsePage front matter', () => {
  // Simple `key: text` lines are read without the YAML library: they must give what it gives.
  const cases = [
    'title: Press\ndescription: Press kit, bios and press images.',
    'title: Über mich\ndescription: Wer ich bin — und was ich tue.\ntype: AboutPage',
    'title: 2026 in review\ndescription: x',
    'title: Yes\ndescription: true',
    'title: A\ndescription: null',
    'title: A\ndescription: ~',
    'title: A\nupdated: 2026-10-01\norder: 3',
    'title: "Quoted"\ndescription: \'single\'',
    'title: A # comment\ndescription: b',
    'title: A: B\ndescription: c',
    'title: A\ntitle: B',
    'title: A\nkeywords: [a, b]\ndescription: c',
    'title: A\ndescription: multi\n  line',
    'title: -dash\ndescription: .5',
    'title: trailing   \ndescription: tabs\there',
    'title: 0x1F\ndescription: 1e3',
    'title: A\nupdated: 2026-09-14\norder: 25\nkeywords: [Bergbau, Kumpel, Oder–Neiße-Grenze, Germany floods 2021]',
    'title: A\nkeywords: []\norder: -3\nweight: 007',
    'title: A\nkeywords: [a, , b]',
    'title: A\nkeywords: [a, "b"]',
    'title: A\nkeywords: [a, 12, true]',
    'title: A\nkeywords: [a: b]',
    'title: A\nkeywords: [[a]]',
    'title: A\nupdated: 2026-9-14\nwhen: 12:30',
    'title: A\norder: 1.5',
    'title: A\ndescription: ends with colon:',
  ];
  for (const yaml of cases) {
    it(JSON.stringify(yaml), async () => {
      const { parse } = await import('yaml');
      let expected: unknown;
      try {
        expected = parse(yaml);
      } catch {
        expect(() => parsePage(`---\n${yaml}\n---\n\nText.\n`)).to.throw(PageSyntaxError);
        return;
      }
      expect(parsePage(`---\n${yaml}\n---\n\nText.\n`).data).to.deep.equal(expected);
    });
  }
});
