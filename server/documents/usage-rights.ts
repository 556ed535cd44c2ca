/**
 * The reservation of text and data mining (§ 44b(3) UrhG) in machine-readable form, all
 * from site.yaml's rights: TDMRep (headers, meta, /.well-known/tdmrep.json), robots.txt
 * with Content Signals, and the Content-Signal header.
 */
import type { Site } from '../site/site-types.ts';
import { policyUrl } from '../site/json-ld.ts';

/** The policy page in English where the site has it: TDMRep has one policy URL per file. */
export function tdmPolicyUrl(site: Site): string {
  return policyUrl(site, site.languages.includes('en') ? 'en' : site.defaultLanguage);
}

export function contentSignal(site: Site): string {
  return `search=yes, ai-input=yes, ai-train=${site.rights.tdmReservation ? 'no' : 'yes'}`;
}

/** Headers every response carries. */
export function rightsHeaders(site: Site): Record<string, string> {
  if (!site.rights.tdmReservation) return { 'Content-Signal': contentSignal(site) };
  return { 'tdm-reservation': '1', 'tdm-policy': tdmPolicyUrl(site), 'Content-Signal': contentSignal(site) };
}

export function tdmrepJson(site: Site): unknown[] {
  return [{ location: '/*', 'tdm-reservation': site.rights.tdmReservation ? 1 : 0, ...(site.rights.tdmReservation ? { 'tdm-policy': tdmPolicyUrl(site) } : {}) }];
}

/** Crawlers that collect training data for AI models; they may not fetch anything. */
export const TRAINING_CRAWLERS = [
  'GPTBot',
  'ClaudeBot',
  'anthropic-ai',
  'Google-Extended',
  'Applebot-Extended',
  'CCBot',
  'Bytespider',
  'Meta-ExternalAgent',
  'FacebookBot',
  'cohere-training-data-crawler',
  'Diffbot',
  'omgili',
  'ImagesiftBot',
  'AI2Bot',
  'PanguBot',
  'Timpibot',
];

/** Search engines and assistants fetching on a person's behalf; they may fetch pages. */
export const ALLOWED_AGENTS = ['ChatGPT-User', 'OAI-SearchBot', 'Claude-User', 'Claude-SearchBot', 'Perplexity-User', 'PerplexityBot', 'DuckAssistBot'];

export function robotsTxt(site: Site): string {
  const lines = [
    `# ${site.baseUrl}/robots.txt`,
    '# Search engines and assistants acting for a person may fetch pages, summarise them and link to them.',
    site.rights.tdmReservation
      ? '# Text and data mining and AI training are not allowed: reservation of use under § 44b(3) UrhG (German Copyright Act).'
      : '# Reuse beyond fetching, summarising and linking needs permission.',
    `# Terms: ${tdmPolicyUrl(site)} · TDMRep: ${site.baseUrl}/.well-known/tdmrep.json`,
    '',
    ...ALLOWED_AGENTS.map((agent) => `User-agent: ${agent}`),
    'Allow: /',
    '',
  ];
  if (site.rights.tdmReservation) lines.push(...TRAINING_CRAWLERS.map((agent) => `User-agent: ${agent}`), 'Disallow: /', '');
  lines.push('User-agent: *', `Content-Signal: ${contentSignal(site)}`, 'Allow: /', '', `Sitemap: ${site.baseUrl}/sitemap.xml`, '');
  return lines.join('\n');
}
