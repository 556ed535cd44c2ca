/** get_profile: who the site belongs to, how to reach her, and the conditions of use. */
import * as v from 'valibot';
import { toStandardJsonSchema } from '@valibot/to-json-schema';
import { perSite } from './per-site.ts';
import type { McpServer } from '@modelcontextprotocol/server';
import { absoluteUrl, localize, type Site } from '../server/site/site-types.ts';
import { personJsonLd, policyUrl } from '../server/site/json-ld.ts';
import { usageStatement } from '../server/site/usage-statement.ts';
import { describedString as str, JsonLdSchema, langSchema, optionalArg } from './common-schemas.ts';
import { ok, READ_ONLY, toCallToolResult, type ToolOutcome } from './tool-result.ts';

export function getProfileInput(languages: readonly string[]) {
  return v.object({
    lang: optionalArg(langSchema(languages, "Language of the answer (texts, page titles, links); default: the site's default language.")),
  });
}
export type GetProfileInput = v.InferOutput<ReturnType<typeof getProfileInput>>;

const optStr = (what: string) => v.optional(str(what));

export const GetProfileOutput = v.object({
  language: str('Language of this answer (de or en).'),
  name: str('Full name of the site owner.'),
  jobTitle: optStr('Job title, in the language of the answer.'),
  description: optStr('Short description of the person.'),
  contact: v.pipe(
    v.object({
      email: optStr('E-mail address for enquiries.'),
      telephone: optStr('Telephone number, international format.'),
      address: v.optional(
        v.pipe(
          v.object({
            streetAddress: optStr('Street and number.'),
            postalCode: optStr('Postal code.'),
            addressLocality: optStr('Town or city.'),
            addressCountry: optStr('Country, ISO 3166 code.'),
          }),
          v.description('Postal address.'),
        ),
      ),
      page: optStr('URL of the contact page.'),
    }),
    v.description('How to reach the person.'),
  ),
  languages: v.pipe(v.array(v.string()), v.description('Languages the person speaks, as ISO 639-1 codes.')),
  links: v.pipe(v.array(v.string()), v.description('Profiles elsewhere (social media), as URLs.')),
  site: v.pipe(
    v.object({
      name: str('Name of the website.'),
      description: str('What the website is.'),
      url: str('Home page URL in the language of the answer.'),
      languages: v.pipe(v.array(v.string()), v.description('Languages the site is published in.')),
    }),
    v.description('The website.'),
  ),
  rights: v.pipe(
    v.object({
      copyrightHolder: str('Who holds the copyright of texts and photographs.'),
      creditText: str('Credit line to print with a licensed photograph.'),
      tdmReservation: v.pipe(v.boolean(), v.description('True: the owner reserves text and data mining of the content (not allowed).')),
      aiTraining: v.optional(v.pipe(v.picklist(['reserved', 'allowed']), v.description('Training AI models on the content: reserved (not allowed) or allowed; absent when the owner says nothing.'))),
      legalBasis: optStr('The legal basis the owner names for the reservation, in the language of the answer.'),
      policyUrl: str('URL of the page that states the conditions of use.'),
      allowed: str('What assistants may do with the content (empty when the terms do not say).'),
      notAllowed: str('What is not allowed (empty when nothing is reserved).'),
      photographs: optStr('Terms of the photographs, where the owner states them.'),
      statement: str('The whole statement of the conditions of use in the language of the answer, as every channel of the site states it.'),
    }),
    v.description('Conditions of use of the site and its photographs.'),
  ),
  pages: v.pipe(
    v.array(
      v.object({
        title: str('Page title.'),
        url: str('Page URL.'),
        description: str('One-sentence description of the page.'),
      }),
    ),
    v.description('The main pages of the site in the language of the answer, in navigation order.'),
  ),
  jsonLd: v.pipe(JsonLdSchema, v.description('The person as schema.org Person JSON-LD.')),
});
export type GetProfileOutput = v.InferOutput<typeof GetProfileOutput>;

export function getProfile(site: Site, input: GetProfileInput): ToolOutcome<GetProfileOutput> {
  const lang = input.lang ?? site.defaultLanguage;
  const p = site.person;
  const contactPage = site.pages.find((page) => page.lang === lang && page.type === 'ContactPage');
  const usage = usageStatement(site, lang);
  return ok({
    language: lang,
    name: p.name,
    jobTitle: localize(p.jobTitle, lang, site.defaultLanguage) || undefined,
    description: localize(p.description, lang, site.defaultLanguage) || undefined,
    contact: {
      email: p.email,
      telephone: p.telephone,
      address: p.address,
      page: contactPage && absoluteUrl(site, contactPage.path),
    },
    languages: p.knowsLanguage,
    links: p.sameAs,
    site: {
      name: localize(site.name, lang, site.defaultLanguage),
      description: localize(site.description, lang, site.defaultLanguage),
      url: absoluteUrl(site, `/${lang}/`),
      languages: site.languages,
    },
    rights: {
      copyrightHolder: site.terms.copyrightHolder,
      creditText: localize(site.terms.creditText, lang, site.defaultLanguage),
      tdmReservation: site.terms.textAndDataMining === 'reserved',
      aiTraining: site.terms.aiTraining,
      legalBasis: usage.legalBasis || undefined,
      policyUrl: policyUrl(site, lang),
      allowed: usage.allowed,
      notAllowed: usage.notAllowed,
      photographs: usage.photographs || undefined,
      statement: usage.text,
    },
    pages: site.pages
      .filter((page) => page.lang === lang && !page.optional && page.path.split('/').length <= 4)
      .map((page) => ({ title: page.title, url: absoluteUrl(site, page.path), description: page.description })),
    jsonLd: personJsonLd(site, lang),
  });
}

export function registerGetProfile(server: McpServer, site: Site): void {
  server.registerTool(
    'get_profile',
    {
      title: 'Get profile',
      description:
        "Who runs this website: name, job title, contact details, languages, profiles, the main pages, and the owner's conditions of use (credit line, what assistants may do, what is reserved). Call it first to introduce the person or to find where to look.",
      inputSchema: perSite(site, 'get_profile.input', () => toStandardJsonSchema(getProfileInput(site.languages))),
      outputSchema: perSite(site, 'get_profile.output', () => toStandardJsonSchema(GetProfileOutput)),
      annotations: READ_ONLY,
    },
    async (input) => toCallToolResult(getProfile(site, input)),
  );
}
