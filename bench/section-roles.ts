/**
 * What a section or page is, and what a question asks for, as general features (sixty-first round):
 * the two sides of the learned cross model (bench/cross-cv.py; not wired into the engine: the
 * model did not pass cross-validation). Nothing here names a trade or a site: a section's roles are read from its own content (amounts, dates, times, contact lines, tables,
 * lists, a question heading, its depth and length) and its page's kind; a question's cues are its
 * folded words (the model keeps only words asked on many development sites) and its form.
 */
import type { Page, Section } from '../server/site/site-types.ts';
import { foldToken, tokenize } from '../server/search/analyzer.ts';
import { isHomePage } from '../server/search/home-page.ts';
import { isOverview } from '../server/search/overview-pages.ts';
import { roleType } from '../server/search/page-roles.ts';

const CURRENCY = /€|\$|£|\b(?:eur|euro|chf|usd|dollars?|pounds?)\b|\d,-/i;
const YEAR = /\b(?:19|20)\d{2}\b/;
const MONTHS =
  /\b(?:january|february|march|april|may|june|july|august|september|october|november|december|januar|jänner|februar|märz|mai|juni|juli|oktober|dezember|jan|feb|mar|apr|jun|jul|aug|sep|sept|oct|okt|nov|dec|dez)\b\.?/i;
const NUMERIC_DATE = /\b\d{1,2}\.\s?\d{1,2}\.(?:\s?\d{2,4})?|\b\d{4}-\d{2}-\d{2}\b|\b\d{1,2}\/\d{1,2}\/\d{2,4}\b/;
const WEEKDAYS =
  /\b(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|mondays|tuesdays|wednesdays|thursdays|fridays|saturdays|sundays|montag|dienstag|mittwoch|donnerstag|freitag|samstag|sonntag|montags|dienstags|mittwochs|donnerstags|freitags|samstags|sonntags|mon|tue|wed|thu|fri|sat|sun|mo|di|mi|do|fr|sa|so)\b\.?\s*(?:[-–,]|bis|to|\d)/i;
const TIME = /\b\d{1,2}[:.]\d{2}\s*(?:uhr|h\b|am\b|pm\b|[-–])|\b\d{1,2}:\d{2}\b|\b\d{1,2}\s?(?:uhr|am|pm)\b/i;
const PHONE = /\+\d[\d\s/().-]{6,}\d|\b0\d{2,5}[\s/-]\d{3,}/;
const EMAIL = /[\w.+-]+@[\w-]+\.[\w.]+/;
const STREET = /(?:straße|strasse|str\.|weg|platz|gasse|allee|ring|damm|ufer|street|road|lane|avenue|square)\s+\d+|\b\d+\s+[A-Z][\w-]*\s+(?:street|road|lane|avenue|st\b|rd\b)/i;
const TABLE = /^\s*\|/m;
const LIST = /^\s*(?:[-*+]|\d+\.)\s/m;
const NAMES = /\b[A-ZÄÖÜ][a-zäöüß]+ [A-ZÄÖÜ][a-zäöüß]+\b/;
const LINK = /\]\(/;
const IMAGE = /!\[/;
const NUMBER = /\d/;
const YEAR_ASKED = /\b(?:19|20)\d{2}\b/;

/** The page types that are roles of their own (schema.org types the content uses). */
const PAGE_TYPES = new Set(['BlogPosting', 'CollectionPage', 'ContactPage', 'AboutPage', 'ProfilePage', 'ImageGallery', 'WebPage', 'Blog']);

/**
 * A section's roles: what its own content holds (r:), what its page is (p:), the words of its
 * heading (h:) and of its page's title (t:), folded. The cross model keeps only the roles it has
 * weights for.
 */
export function sectionRoles(page: Page, section: Section, isInterface: (page: Page) => boolean): string[] {
  const roles: string[] = [];
  const own = section.ownMarkdown || section.text || '';
  const text = section.kind === 'photo' ? section.text : own;
  if (CURRENCY.test(text)) roles.push('r:currency');
  if (YEAR.test(text)) roles.push('r:year');
  if (MONTHS.test(text) || NUMERIC_DATE.test(text)) roles.push('r:date');
  if (WEEKDAYS.test(text)) roles.push('r:weekday');
  if (TIME.test(text)) roles.push('r:time');
  if (PHONE.test(text)) roles.push('r:phone');
  if (EMAIL.test(text)) roles.push('r:email');
  if (STREET.test(text)) roles.push('r:street');
  if (TABLE.test(own)) roles.push('r:table');
  if (LIST.test(own)) roles.push('r:list');
  if (NAMES.test(text)) roles.push('r:names');
  if (LINK.test(own)) roles.push('r:link');
  if (IMAGE.test(own)) roles.push('r:image');
  if (NUMBER.test(text)) roles.push('r:number');
  if (section.kind === 'photo') roles.push('r:photo');
  if (section.name.trim().endsWith('?')) roles.push('r:faq');
  roles.push(`r:level${Math.min(3, Math.max(1, section.level))}`);
  const length = text.length;
  roles.push(length < 150 ? 'r:short' : length < 800 ? 'r:medium' : 'r:long');
  if (isHomePage(page)) roles.push('p:home');
  if (isOverview(page)) roles.push('p:overview');
  if (page.updated) roles.push('p:dated');
  if (isInterface(page)) roles.push('p:interface');
  if (page.optional) roles.push('p:optional');
  const type = roleType(page);
  roles.push(`p:${PAGE_TYPES.has(page.type) ? page.type : 'other'}`);
  if (type !== page.type) roles.push(`p:role-${type.length <= 24 ? type : 'other'}`);
  roles.push(`p:lang-${page.lang}`);
  if (CURRENCY.test(page.body)) roles.push('p:currency');
  if (TABLE.test(page.body)) roles.push('p:table');
  if (section.level > 1) for (const w of new Set(tokenize(section.name, { joined: false }))) roles.push(`h:${w}`);
  for (const w of new Set(tokenize(page.title, { joined: false }))) roles.push(`t:${w}`);
  return roles;
}

/**
 * A question's cues: its folded words (w:), and its form: a number, a year, a month or a date,
 * a follow-up, short or long, a question mark, its language (f:). "b" is always there: crossed
 * with a role it is the role's own weight.
 */
export function questionCues(query: string, lang: string | undefined, followUp: boolean): string[] {
  const words = tokenize(query, { joined: false });
  const cues = new Set<string>(['b']);
  for (const w of words) cues.add(`w:${foldToken(w)}`);
  if (NUMBER.test(query)) cues.add('f:number');
  if (YEAR_ASKED.test(query)) cues.add('f:year');
  if (MONTHS.test(query) || NUMERIC_DATE.test(query)) cues.add('f:date');
  if (followUp) cues.add('f:followup');
  if (words.length <= 3) cues.add('f:short');
  else if (words.length >= 12) cues.add('f:long');
  if (query.includes('?')) cues.add('f:question');
  if (lang) cues.add(`f:${lang}`);
  return [...cues];
}
