/** The live console's markup on the developer pages; /console.js brings it to life. */
import { escapeHtml } from './html-escape.ts';
import { searchForm } from './search-form.ts';

const WORDS: Record<string, { title: string; intro: string; call: string; args: string }> = {
  en: { title: 'Try it', intro: 'Ask the search endpoint, or call an MCP tool, right here.', call: 'Call tool', args: 'Arguments (JSON)' },
  de: { title: 'Ausprobieren', intro: 'Fragen Sie die Suche oder rufen Sie ein MCP-Werkzeug auf, direkt hier.', call: 'Werkzeug aufrufen', args: 'Argumente (JSON)' },
};

export function developerConsole(lang: string): string {
  const w = WORDS[lang] ?? WORDS.en;
  const example = lang === 'de' ? '{"query": "Welche Preise hat sie gewonnen?"}' : '{"query": "Which awards has she won?"}';
  return `<section id="console" aria-labelledby="console-title">
<h2 id="console-title">${escapeHtml(w.title)}</h2>
<p>${escapeHtml(w.intro)}</p>
<div role="tablist"><button type="button" role="tab" id="tab-ask" aria-controls="console-ask" aria-selected="true">/v1/ask</button> <button type="button" role="tab" id="tab-mcp" aria-controls="console-mcp" aria-selected="false">MCP /mcp</button></div>
<div id="console-ask" role="tabpanel" aria-labelledby="tab-ask">
${searchForm(lang, '', 'console-q')}
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
