/**
 * A random (version 4) UUID as crypto.randomUUID makes it, from the same kind of buffered
 * random bytes, but its text written as bytes and read as one flat string. Node's builds it by
 * joining twenty pieces (about 600 bytes of intermediate strings per UUID, two per /ask answer:
 * the request id and the query id); this makes one 36-character string.
 */
import { randomFillSync } from 'node:crypto';

/** UUIDs per refill of the random bytes (as Node's randomUUID buffers them). */
const BATCH = 128;
const random = Buffer.alloc(16 * BATCH);
let used = BATCH;
/** The text being written; the hyphens stay where they are. */
const text = Buffer.from('00000000-0000-0000-0000-000000000000', 'latin1');
const HEX = Buffer.from('0123456789abcdef', 'latin1');

export function randomUuid(): string {
  if (used === BATCH) {
    randomFillSync(random);
    used = 0;
  }
  const from = 16 * used++;
  let at = 0;
  for (let k = 0; k < 16; k++) {
    // A hyphen before the 5th, 7th, 9th and 11th byte.
    if (k === 4 || k === 6 || k === 8 || k === 10) at++;
    let byte = random[from + k];
    // The version (4) and the variant (10xx), as RFC 9562 sets them.
    if (k === 6) byte = (byte & 0x0f) | 0x40;
    else if (k === 8) byte = (byte & 0x3f) | 0x80;
    text[at++] = HEX[byte >> 4];
    text[at++] = HEX[byte & 15];
  }
  return text.toString('latin1', 0, 36);
}
