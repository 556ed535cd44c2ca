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
    expect(JSON.parse(JSON.stringify(second))).to.deep.equal({ id: 'a-b', name: 'A b', level: 2, path: '/en/x/#a-b', ownMarkdown: 'Text [c](d).', markdown: '## A *b*\n\nText [c](d).', text: 'Text c.' });
  });

  it('reports invalid front matter YAML with its line', () => {
    // The file line (front matter line 1 is file line 2) with its excerpt, for check to print.
    expect(() => parsePage('---\ntitle: [unclosed\n---\n')).to.throw(PageSyntaxError, /invalid YAML/);
    try {
      parsePage('---\ntitle: [unclosed\n---\n');
    } catch (error) {
      expect((error as PageSyntaxError).detail).to.include({ line: 2, excerpt: '   2 | title: [unclosed' });
    }
  });
});
