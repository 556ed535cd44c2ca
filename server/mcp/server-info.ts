/** Name and version the MCP server gives of itself, and its reverse-DNS name for the server card. */
import { readFileSync } from 'node:fs';
import { packagePath } from '../package-root.ts';
import { localize, type Site } from '../site/site-types.ts';

const pkg = JSON.parse(readFileSync(packagePath('package.json'), 'utf8')) as { name: string; version: string; description: string };

export const PACKAGE_VERSION = pkg.version;
export const PACKAGE_NAME = pkg.name;

export function serverInfo(site: Site) {
  return { name: PACKAGE_NAME, version: PACKAGE_VERSION, title: localize(site.name, site.defaultLanguage) };
}

/** `www.mira-albrecht.example` -> `example.mira-albrecht/portfolio-agent`, the registry's reverse-DNS style. */
export function reverseDnsName(site: Site): string {
  const host = site.canonicalHost.replace(/:\d+$/, '').replace(/^www\./, '');
  return `${host.split('.').reverse().join('.')}/${PACKAGE_NAME}`;
}
