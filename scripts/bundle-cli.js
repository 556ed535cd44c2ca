// The command line's bundle: `npm run build` runs this after tsc. It joins dist/server/cli/cli.js
// and the modules it imports (ours and most dependencies) into a few files in dist/cli/, split
// at each `import()` so what a command loads later stays out of its start.
// Why: Node loads an ES module graph file by file (resolve, read, compile, link): the sample
// site's 200 modules before listening cost about 60 ms of a 270 ms start (docs/startup.md).
// The library entry (dist/server/index.js) stays tsc's output, module per file.
//
// Every module's `import.meta.url` is rewritten to the URL of the file tsc emitted (or the
// package file it came from), relative to the bundle, so code that finds files beside itself
// (child processes, workers, createRequire, the package root) finds what it found unbundled.
import { build } from 'esbuild';
import { readFile, rm } from 'node:fs/promises';
import { dirname, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const outdir = `${root}dist/cli`;

/** Loaded by import() and large, native, or only for development: left to Node's loader. */
const EXTERNAL = ['sharp', 'tsx', 'tsx/*', '@modelcontextprotocol/*', 'unified', 'remark-*', 'rehype-*', 'exifr', 'yaml', 'fuse.js', '@sindresorhus/transliterate'];

const sameUrlPlugin = {
  name: 'same-import-meta-url',
  setup(b) {
    b.onLoad({ filter: /\.(m?js|cjs)$/ }, async (args) => {
      const text = await readFile(args.path, 'utf8');
      if (!text.includes('import.meta.url')) return undefined;
      const rel = relative(outdir, args.path).split(sep).join('/');
      return { contents: text.replaceAll('import.meta.url', `new URL(${JSON.stringify(rel)}, import.meta.url).href`), loader: 'js', resolveDir: dirname(args.path) };
    });
  },
};

// A large JSON file (mime-db's table, twice: Koa's mime-types and accepts' own copy, ~430 KB)
// becomes `JSON.parse` of its text, not esbuild's object literal: V8 parses and compiles a
// literal that size as code at the chunk's load, before the server listens; JSON.parse reads the
// same value (no `__proto__` keys in these files) in a fraction of the CPU.
const LARGE_JSON_BYTES = 8 * 1024;
const jsonParsePlugin = {
  name: 'large-json-parse',
  setup(b) {
    b.onLoad({ filter: /\.json$/ }, async (args) => {
      const text = await readFile(args.path, 'utf8');
      if (text.length < LARGE_JSON_BYTES || text.includes('"__proto__"')) return undefined;
      return { contents: `module.exports = JSON.parse(${JSON.stringify(JSON.stringify(JSON.parse(text)))});`, loader: 'js' };
    });
  },
};

// The chunks' names carry a content hash: a previous build's would stay beside the new ones.
await rm(outdir, { recursive: true, force: true });
await build({
  entryPoints: [`${root}dist/server/cli/cli.js`],
  outdir,
  bundle: true,
  splitting: true,
  format: 'esm',
  platform: 'node',
  target: 'node20',
  external: EXTERNAL,
  plugins: [sameUrlPlugin, jsonParsePlugin],
  // CommonJS dependencies call require() for Node's modules; an ES module has none of its own.
  banner: { js: "import { createRequire as __bundleRequire } from 'node:module'; const require = __bundleRequire(import.meta.url);" },
  logLevel: 'warning',
  legalComments: 'none',
});
