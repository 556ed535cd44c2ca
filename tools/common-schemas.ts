/** Schemas the three tools share. */
import * as v from 'valibot';

export function langSchema(languages: readonly string[], what: string) {
  return v.pipe(v.picklist(languages as [string, ...string[]], `must be one of ${languages.join(', ')}`), v.description(what));
}

export const JsonLdSchema = v.pipe(v.record(v.string(), v.unknown()), v.description('schema.org JSON-LD object'));
