/** The live console's markup on the developer pages; /console.js brings it to life. */
import { escapeHtml } from './html-escape.ts';
import { searchForm } from './search-form.ts';
import { labels } from './labels.ts';
import { exampleQuery } from './example-query.ts';
import type { Site } from '../site/site-types.ts';

export function developerConsole(lang: string, site?: Site): string {
  const l = labels(lang, site);
  const w = { title: l.consoleTitle, intro: l.consoleIntro, call: l.consoleCall, args: l.consoleArgs };
  const example = JSON.stringify({ query: site ? exampleQuery(site, lang) : l.search });
  return `<section id="console" aria-labelledby="console-title">
<h2 id="console-title">${escapeHtml(w.title)}</h2>
<p>${escapeHtml(w.intro)}</p>
<div role="tablist"><button type="button" role="tab" id="tab-ask" aria-controls="console-ask" aria-selected="true">/v1/ask</button> <button type="button" role="tab" id="tab-mcp" aria-controls="console-mcp" aria-selected="false">MCP /mcp</button></div>
<div id="console-ask" role="tabpanel" aria-labelledby="tab-ask">
${searchForm(lang, '', 'console-q', site)}
<p class="console-status" aria-live="polite"></p>
<div class="console-results"></div>
</div>
<div id="console-mcp" role="tabpanel" aria-labelledby="tab-mcp" hidden>
<form class="mcp"><label for="console-tool">Tool</label> <select id="console-tool" name="tool"><option>search_site</option><option>get_page</option><option>get_profile</option></select>
<label for="console-args">${escapeHtml(w.args)}</label>
<textarea id="console-args" name="arguments" rows="3">${escapeHtml(example)}</textarea>
<button type="submit">${escapeHtml(w.call)}</button></form>
<pre class="mcp-output" aria-live="polite"></pre>
</div>
</section>`;
}
