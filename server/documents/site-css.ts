/** The one small stylesheet: readable text, a plain header, tables that fit. */
export const SITE_CSS = `:root{color-scheme:light dark;--fg:#1d1d1f;--bg:#fdfdfc;--muted:#5f6368;--accent:#0b5cad;--line:#d9d9d6}
@media (prefers-color-scheme:dark){:root{--fg:#ececea;--bg:#161615;--muted:#a4a4a0;--accent:#7fb4ff;--line:#3a3a38}}
*{box-sizing:border-box}html{font:17px/1.6 system-ui,-apple-system,"Segoe UI",sans-serif;color:var(--fg);background:var(--bg)}
body{margin:0 auto;max-width:46rem;padding:1rem 1.25rem 3rem}a{color:var(--accent)}
.skip{position:absolute;left:-999px}.skip:focus{left:1rem;top:1rem;background:var(--bg);padding:.25rem .5rem}
header{display:flex;flex-wrap:wrap;align-items:baseline;gap:.5rem 1rem;border-bottom:1px solid var(--line);padding-bottom:.75rem}
header .site{font-weight:600;text-decoration:none;color:var(--fg);margin-right:auto}header .lang{font-size:.9rem}
nav{flex-basis:100%}nav ul{list-style:none;margin:0;padding:0;display:flex;flex-wrap:wrap;gap:.25rem 1rem;font-size:.92rem}
nav a[aria-current]{font-weight:600;text-decoration:none;color:var(--fg)}
h1{font-size:2rem;line-height:1.2;margin:1.5rem 0 1rem}h2{margin-top:2.2rem}h3{margin-top:1.6rem}
table{border-collapse:collapse;width:100%;font-size:.92rem;display:block;overflow-x:auto}th,td{border:1px solid var(--line);padding:.35rem .5rem;text-align:left;vertical-align:top}
pre{overflow-x:auto;background:rgba(127,127,127,.12);padding:.75rem;border-radius:4px;font-size:.85rem}code{font-size:.92em}
footer{margin-top:3rem;border-top:1px solid var(--line);padding-top:1rem;font-size:.85rem;color:var(--muted)}
form.ask{display:flex;gap:.5rem;margin:1rem 0}form.ask input[type=search]{flex:1;font:inherit;padding:.4rem .6rem}form.ask button{font:inherit;padding:.4rem .9rem}
ol.results{padding-left:1.25rem}ol.results li{margin:.75rem 0}ol.results .score{color:var(--muted);font-size:.85rem}
.gallery{display:grid;gap:2.25rem;margin:1.5rem calc(50% - min(50vw - 1.25rem, 32rem))}
figure.photo{margin:0}figure.photo a.full{display:block}figure.photo img{display:block;width:100%;height:auto;background:rgba(127,127,127,.15)}
figure.photo figcaption{font-size:.9rem;line-height:1.45;margin:.55rem 0 0;color:var(--muted);max-width:46rem}
figure.photo .title{font-weight:600;color:var(--fg)}figure.photo .caption{color:var(--fg)}figure.photo figcaption>span{margin-right:.35rem}
figure.photo .where,figure.photo .credit,figure.photo .rights{display:inline-block;font-size:.82rem}
main>p>img,main img{max-width:100%;height:auto}
`;
