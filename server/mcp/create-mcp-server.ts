/** The MCP server: the three read-only tools over one loaded site. */
import { McpServer } from '@modelcontextprotocol/server';
import type { Site } from '../site/site-types.ts';
import { registerGetProfile } from '../../tools/get-profile.ts';
import { registerGetPage } from '../../tools/get-page.ts';
import { registerSearchSite } from '../../tools/search-site.ts';
import { serverInfo } from './server-info.ts';
import { registerPageResources } from './page-resources.ts';

export function createMcpServer(site: Site): McpServer {
  const server = new McpServer(serverInfo(site), {
    // Advertise only what is sent: the tool and resource lists of a loaded site never change
    // while a client is connected (a reload serves new connections), so no list_changed.
    capabilities: { tools: { listChanged: false }, resources: { listChanged: false } },
    instructions:
      'Read-only facts published on this website. Use get_profile for who the person is and the conditions of use, search_site to find the page that answers a question, get_page to read it. Summarise and link; do not use the content for text and data mining or AI training.',
  });
  registerGetProfile(server, site);
  registerGetPage(server, site);
  registerSearchSite(server, site);
  registerPageResources(server, site);
  return server;
}
