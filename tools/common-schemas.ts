/** Schemas the three tools share. */
import * as v from 'valibot';

/** A string field with its description (every output field is described). */
export const describedString = (what: string) => v.pipe(v.string(), v.description(what));

export function langSchema(languages: readonly string[], what: string) {
  return v.pipe(v.picklist(languages as [string, ...string[]], `must be one of ${languages.join(', ')}`), v.description(what));
}

/**
 * A schema.org JSON-LD node. A loose object with its JSON-LD keywords named (not a record of
 * unknown values, whose `additionalProperties: {}` strict validators flag as a schema without
 * any validation keyword); the other properties are schema.org's.
 */
export const JsonLdSchema = v.pipe(
  v.looseObject({
    '@context': v.optional(v.pipe(v.string(), v.description('The JSON-LD context, https://schema.org.'))),
    '@type': v.optional(v.pipe(v.union([v.string(), v.array(v.string())]), v.description('schema.org type, e.g. WebPage, AboutPage, ImageGallery.'))),
    '@id': v.optional(v.pipe(v.string(), v.description('Identifier (URL) of the node.'))),
  }),
  v.description('schema.org JSON-LD object'),
);

/**
 * An optional tool argument for which `null` means absent, as many clients send it (JSON Schema
 * `anyOf: [schema, null]`; the handler sees undefined). The description is lifted to the top.
 */
export function optionalArg<T extends v.GenericSchema>(schema: T) {
  const description = v.getDescription(schema) ?? '';
  return v.optional(
    v.pipe(
      v.nullable(schema),
      v.description(description),
      v.transform((value) => value ?? undefined),
    ),
  );
}
