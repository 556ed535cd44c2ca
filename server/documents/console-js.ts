/**
 * The live console of the developer pages, served as /console.js (the page's
 * Content-Security-Policy allows scripts from the site itself only). Without JavaScript
 * the form still works: it submits to the HTML search page.
 */
export const CONSOLE_PATH = '/console.js';

export const CONSOLE_JS = `// Live console: ask /v1/ask, or call an MCP tool over /mcp. Renders with textContent only.
(function () {
  'use strict';
  var root = document.getElementById('console');
  if (!root) return;
  var lang = document.documentElement.lang || 'en';
  var form = root.querySelector('form.ask');
  var out = root.querySelector('.console-results');
  var status = root.querySelector('.console-status');
  function el(tag, text, cls) { var e = document.createElement(tag); if (text != null) e.textContent = text; if (cls) e.className = cls; return e; }
  function show(results) {
    out.textContent = '';
    var list = el('ol', null, 'results');
    results.forEach(function (r) {
      var li = el('li');
      var a = el('a', r.name); a.href = r.url.replace(/^https?:\\/\\/[^/]+/, '');
      li.appendChild(a);
      li.appendChild(el('span', ' ' + r.score.toFixed(2), 'score'));
      li.appendChild(el('br'));
      li.appendChild(el('span', r.description || '', 'description'));
      list.appendChild(li);
    });
    out.appendChild(list);
  }
  form.addEventListener('submit', function (event) {
    event.preventDefault();
    var q = form.querySelector('input[name=q]').value;
    status.textContent = '…';
    fetch('/v1/ask?query=' + encodeURIComponent(q) + '&lang=' + encodeURIComponent(lang), { headers: { accept: 'application/json' } })
      .then(function (res) { return res.json(); })
      .then(function (body) {
        if (body.error) { status.textContent = body.error.message; out.textContent = ''; return; }
        status.textContent = body.results.length + ' · query_id ' + body.query_id;
        show(body.results);
      })
      .catch(function (error) { status.textContent = String(error); });
  });
  var mcp = root.querySelector('form.mcp');
  var mcpOut = root.querySelector('.mcp-output');
  var tabs = root.querySelectorAll('[role=tab]');
  Array.prototype.forEach.call(tabs, function (tab) {
    tab.addEventListener('click', function () {
      Array.prototype.forEach.call(tabs, function (t) {
        var selected = t === tab;
        t.setAttribute('aria-selected', String(selected));
        document.getElementById(t.getAttribute('aria-controls')).hidden = !selected;
      });
    });
  });
  mcp.addEventListener('submit', function (event) {
    event.preventDefault();
    var args;
    try { args = JSON.parse(mcp.querySelector('textarea').value || '{}'); } catch (e) { mcpOut.textContent = String(e); return; }
    var body = { jsonrpc: '2.0', id: Date.now(), method: 'tools/call', params: { name: mcp.querySelector('select').value, arguments: args } };
    fetch('/mcp', { method: 'POST', headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream' }, body: JSON.stringify(body) })
      .then(function (res) { return res.json(); })
      .then(function (json) { mcpOut.textContent = JSON.stringify(json.result ? (json.result.structuredContent || json.result) : json.error, null, 2); })
      .catch(function (error) { mcpOut.textContent = String(error); });
  });
  root.classList.add('live');
})();
`;
