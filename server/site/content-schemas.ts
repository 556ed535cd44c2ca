/** valibot schemas of what a site owner writes: site.yaml and a page's front matter. */
import * as v from 'valibot';
import { PhotoListSchema } from '../images/photo-schema.ts';
import { RightsYamlSchema, TermsYamlSchema } from './site-terms.ts';

const text = v.pipe(v.string(), v.trim(), v.minLength(1, 'must not be empty'));
const localized = v.union([text, v.record(v.string(), text)], 'must be a string or a map of language to string');
const isoDate = v.pipe(
  v.union([v.string(), v.date()], 'must be an ISO date (YYYY-MM-DD)'),
  v.transform((value) => (value instanceof Date ? value.toISOString().slice(0, 10) : value)),
  v.regex(/^\d{4}-\d{2}-\d{2}$/, 'must be an ISO date (YYYY-MM-DD)'),
  v.check((value) => !Number.isNaN(Date.parse(value)), 'must be a real calendar date'),
);
const _sitePath = v.pipe(v.string(), v.regex(/^\/[a-z0-9\-/]*$/, 'must be a site address such as /en/licensing/'));

export const FrontMatterSchema = v.object({
  title: text,
  description: text,
  translationKey: v.optional(v.pipe(v.string(), v.regex(/^[a-z0-9-]+$/, 'must be lower-case letters, digits and hyphens'))),
  type: v.optional(v.pipe(v.string(), v.regex(/^[A-Z][A-Za-z]+$/, 'must be a schema.org type name such as WebPage')), 'WebPage'),
  updated: v.optional(isoDate),
  keywords: v.optional(v.array(text, 'must be a list of strings'), []),
  order: v.optional(v.number('must be a number'), 1000),
  optional: v.optional(v.boolean('must be true or false'), false),
  entities: v.optional(v.array(v.looseObject({ '@type': v.string('needs an "@type"') }), 'must be a list of schema.org objects'), []),
  photos: v.optional(PhotoListSchema, []),
});
export type FrontMatter = v.InferOutput<typeof FrontMatterSchema>;

export const SiteYamlSchema = v.object({
  name: localized,
  description: localized,
  baseUrl: v.pipe(v.string(), v.url('must be an absolute URL'), v.regex(/^https?:\/\//, 'must be an http(s) URL')),
  defaultLanguage: v.pipe(v.string(), v.regex(/^[a-z]{2}$/, 'must be a two-letter language code')),
  languages: v.optional(v.array(v.pipe(v.string(), v.regex(/^[a-z]{2}$/, 'must be two-letter language codes')))),
  person: v.object({
    name: text,
    jobTitle: v.optional(localized),
    description: v.optional(localized),
    email: v.optional(v.pipe(v.string(), v.email('must be an e-mail address'))),
    telephone: v.optional(v.union([v.string(), v.number()], 'must be a string')),
    address: v.optional(
      v.object({
        streetAddress: v.optional(v.string()),
        postalCode: v.optional(v.union([v.string(), v.number()])),
        addressLocality: v.optional(v.string()),
        addressCountry: v.optional(v.string()),
      }),
    ),
    knowsLanguage: v.optional(v.array(v.string()), []),
    sameAs: v.optional(v.array(v.pipe(v.string(), v.url('must be absolute URLs'))), []),
  }),
  /** The older form of the conditions of use; `terms` replaces it (one of the two is required). */
  rights: v.optional(RightsYamlSchema),
  terms: v.optional(TermsYamlSchema),
  /** Interface words per language, overriding the built-in ones (see interface-words.ts). */
  words: v.optional(v.record(v.string(), v.record(v.string(), text, 'must map word names to text'), 'must map languages to word overrides')),
});
export type SiteYaml = v.InferOutput<typeof SiteYamlSchema>;

export interface Problem {
  file: string;
  field: string;
  message: string;
  /** 1-based line in the file, where known (YAML errors, keys, links, headings). */
  line?: number;
  /** The offending line(s) of the file, shown under the problem. */
  excerpt?: string;
  /** How to fix it. */
  hint?: string;
  /** An error stops start-up and fails `check`; a warning fails `check --strict` only. Default error. */
  severity?: 'error' | 'warning';
}

/** valibot issues as problems that name the file and the dotted field. */
export function issuesToProblems(file: string, issues: readonly v.BaseIssue<unknown>[]): Problem[] {
  return issues.map((issue) => ({
    file,
    field: issue.path?.map((item) => String(item.key)).join('.') || '(top level)',
    message: issue.input === undefined && issue.kind === 'schema' ? 'is required' : issue.message,
  }));
}
