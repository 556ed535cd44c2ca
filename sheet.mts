import sharp from 'sharp';
import { readdirSync } from 'node:fs';
const files: string[] = [];
for (const d of readdirSync('content/assets/photos')) for (const f of readdirSync(`content/assets/photos/${d}`)) files.push(`content/assets/photos/${d}/${f}`);
const tiles = await Promise.all(files.map((f) => sharp(f).resize(320, 213, { fit: 'cover' }).toBuffer()));
const cols = 6, rows = Math.ceil(tiles.length / cols);
await sharp({ create: { width: cols * 320, height: rows * 213, channels: 3, background: '#fff' } })
  .composite(tiles.map((t, i) => ({ input: t, left: (i % cols) * 320, top: Math.floor(i / cols) * 213 })))
  .png().toFile('/tmp/sheet.png');
console.log(files.join('\n'));
