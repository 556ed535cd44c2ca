/** get_page: one page (or one section of it) as Markdown, with its sections and JSON-LD. */
import * as v from 'valibot';
import { toStandardJsonSchema } from '@valibot/to-json-schema';
import { perSite } from './per-site.ts';
import type { McpServer } from '@modelcontextprotocol/server';
import { absoluteUrl, type Page, type Section, type Site } from '../server/site/site-types.ts';
import { pageJsonLd } from '../server/site/json-ld.ts';
import { markdownPath, resolveAddress } from '../server/site/resolve-address.ts';
import { describedString as str, JsonLdSchema, langSchema, optionalArg } from './common-schemas.ts';
import { PageImagesSchema, pageImages } from '../server/images/page-images.ts';
import { photoBlock, withPhotoDetails } from '../server/images/photo-markdown.ts';
import { photoOf } from '../server/images/photo-hit.ts';
import { miss, ok, READ_ONLY, toCallToolResult, type ToolOutcome } from './tool-result.ts';

export function getPageInput(languages: readonly string[]) {
  return v.object({
    path: v.pipe(
      v.string(),
      v.minLength(1, 'path must not be empty'),
      v.maxLength(2048, 'path is too long'),
      v.description('The page: an address such as /en/press/ (also /en/press, /en/press.md, a full URL on this site, or one with #section).'),
    ),
    lang: optionalArg(langSchema(languages, 'Return the page in this language instead (its translation), if it has one.')),
    section: optionalArg(v.pipe(v.string(), v.maxLength(200), v.description("Return only this section: its id (anchor) from the page's section list, e.g. press-kit."))),
  });
}
export type GetPageInput = v.InferOutput<ReturnType<typeof getPageInput>>;

export const GetPageOutput = v.object({
  url: str('Canonical URL of the page (with #section when one section was asked for).'),
  path: str('Site address of the page, e.g. /en/press/.'),
  title: str('Page title.'),
  description: str('One-sentence description of the page.'),
  language: str('Language of the page (de or en).'),
  type: str('schema.org type of the page, e.g. WebPage, ContactPage.'),
  updated: v.optional(str('Date of the last change (ISO date).')),
  translations: v.pipe(
    v.array(v.object({ language: str('Language of the translation.'), url: str('URL of the same page in that language.') })),
    v.description('The same page in the other languages.'),
  ),
  sections: v.pipe(
    v.array(
      v.object({
        id: str('Anchor of the section; "top" is the introduction.'),
        name: str('Heading of the section (the page title for the introduction).'),
        level: v.pipe(v.number(), v.description('1 introduction, 2 for ##, 3 for ###.')),
        url: str('URL of the section.'),
        kind: v.optional(v.pipe(v.picklist(['section', 'photo']), v.description('"photo" for a photograph of the page (listed after the text sections); absent for a text section.'))),
      }),
    ),
    v.description('All sections of the page, in order, then one per photograph.'),
  ),
  section: v.optional(str('The id of the section returned, when one was asked for.')),
  markdown: str('The page (or the section) as Markdown; each photograph is followed by its caption, credit, licence and address.'),
  images: PageImagesSchema,
  markdownUrl: str("URL of the page's Markdown view."),
  jsonLd: v.pipe(JsonLdSchema, v.description('The page as schema.org JSON-LD.')),
});
export type GetPageOutput = v.InferOutput<typeof GetPageOutput>;

export function getPage(site: Site, input: GetPageInput): ToolOutcome<GetPageOutput> {
  const resolved = resolveAddress(site, input.path);
  if ('error' in resolved) {
    const hint = resolved.suggestions.length ? ` Closest existing addresses: ${resolved.suggestions.join(', ')}.` : '';
    return miss(`${resolved.error}${hint} get_profile lists the main pages; search_site finds pages by topic.`);
  }
  let page = resolved.page;
  if (input.lang && input.lang !== page.lang) {
    const other = page.translations[input.lang] && site.byPath.get(page.translations[input.lang]);
    if (!other) return miss(`${page.path} has no ${input.lang} version; it exists in ${[page.lang, ...Object.keys(page.translations)].join(', ')}. Ask without lang to get it.`);
    page = other;
  }
  const sectionId = input.section ?? (input.lang ? undefined : resolved.section);
  const section = sectionId === undefined ? undefined : page.sections.find((s) => s.id === sectionId);
  if (sectionId !== undefined && !section) {
    return miss(`${page.path} has no section "${sectionId}". Its sections are: ${page.sections.map((s) => s.id).join(', ')}.`);
  }
  return ok({
    url: absoluteUrl(site, section ? section.path : page.path),
    path: page.path,
    title: page.title,
    description: page.description,
    language: page.lang,
    type: page.type,
    updated: page.updated,
    translations: translationsOf(site, page),
    sections: page.sections.map((s) => ({ id: s.id, name: s.name, level: s.level, url: absoluteUrl(site, s.path), ...(s.kind === 'photo' ? { kind: 'photo' as const } : {}) })),
    section: section?.id,
    markdown: sectionMarkdown(site, page, section),
    images: pageImages(site, page, section),
    markdownUrl: absoluteUrl(site, markdownPath(page.path)),
    jsonLd: pageJsonLd(site, page, { section }),
  });
}

function sectionMarkdown(site: Site, page: Page, section: Section | undefined): string {
  if (!section) return withPhotoDetails(site, page, page.body, true);
  const photo = section.kind === 'photo' ? photoOf(page, section) : undefined;
  return photo ? photoBlock(site, page, photo) : withPhotoDetails(site, page, section.markdown, false);
}

function translationsOf(site: Site, page: Page) {
  return Object.entries(page.translations).map(([language, path]) => ({ language, url: absoluteUrl(site, path) }));
}

export function registerGetPage(server: McpServer, site: Site): void {
  server.registerTool(
    'get_page',
    {
      title: 'Get page',
      description:
        'Read one page of the website as Markdown, or one section of it, with its sections, translations and schema.org JSON-LD. Use an address from get_profile or search_site, e.g. /en/press/ or /de/presse/#pressemappe.',
      inputSchema: perSite(site, 'get_page.input', () => toStandardJsonSchema(getPageInput(site.languages))),
      outputSchema: perSite(site, 'get_page.output', () => toStandardJsonSchema(GetPageOutput)),
      annotations: READ_ONLY,
    },
    async (input) => toCallToolResult(getPage(site, input)),
  );
}
