/**
 * The owner's terms in machine-readable form, all from site.yaml's terms (site-terms.ts):
 * TDMRep (headers, meta, /.well-known/tdmrep.json) when text and data mining is reserved,
 * robots.txt with Content Signals, and the Content-Signal header. A question the owner
 * left open (no stance on mining or training) gets no signal either way.
 */
import type { Site } from '../site/site-types.ts';
import { policyUrl } from '../site/json-ld.ts';
import { reservesMining, reservesTraining } from '../site/site-terms.ts';
import { usageStatement } from '../site/usage-statement.ts';

/** The policy page in English where the site has it: TDMRep has one policy URL per file. */
export function tdmPolicyUrl(site: Site): string {
  return policyUrl(site, site.languages.includes('en') ? 'en' : site.defaultLanguage);
}

export function contentSignal(site: Site): string {
  const { terms } = site;
  const signals = ['search=yes'];
  if (terms.assistants.length) signals.push('ai-input=yes');
  if (terms.aiTraining) signals.push(`ai-train=${reservesTraining(terms) ? 'no' : 'yes'}`);
  return signals.join(', ');
}

/** Headers every response carries. */
export function rightsHeaders(site: Site): Record<string, string> {
  if (!reservesMining(site.terms)) return { 'Content-Signal': contentSignal(site) };
  return { 'tdm-reservation': '1', 'tdm-policy': tdmPolicyUrl(site), 'Content-Signal': contentSignal(site) };
}

/** TDMRep: reserved (1, with the policy), allowed (0), or no rule when the owner says nothing. */
export function tdmrepJson(site: Site): unknown[] {
  const stance = site.terms.textAndDataMining;
  if (!stance) return [];
  return [{ location: '/*', 'tdm-reservation': stance === 'reserved' ? 1 : 0, ...(stance === 'reserved' ? { 'tdm-policy': tdmPolicyUrl(site) } : {}) }];
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
  const usage = usageStatement(site, site.languages.includes('en') ? 'en' : site.defaultLanguage);
  const lines = [
    `# ${site.baseUrl}/robots.txt`,
    ...[usage.allowed, usage.notAllowed].filter(Boolean).map((sentence) => `# ${sentence}`),
    `# Terms: ${tdmPolicyUrl(site)}${site.terms.textAndDataMining ? ` · TDMRep: ${site.baseUrl}/.well-known/tdmrep.json` : ''}`,
    '',
    ...ALLOWED_AGENTS.map((agent) => `User-agent: ${agent}`),
    'Allow: /',
    '',
  ];
  if (reservesTraining(site.terms)) lines.push(...TRAINING_CRAWLERS.map((agent) => `User-agent: ${agent}`), 'Disallow: /', '');
  lines.push('User-agent: *', `Content-Signal: ${contentSignal(site)}`, 'Allow: /', '', `Sitemap: ${site.baseUrl}/sitemap.xml`, '');
  return lines.join('\n');
}
