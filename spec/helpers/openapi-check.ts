/** Validates HTTP responses against the server's own OpenAPI description. */
import type { ValidateFunction } from 'ajv';
import { validator } from './json-schema.ts';

type Json = Record<string, any>;

export interface Recorded {
  method: string;
  path: string;
  status: number;
  type: string;
  body: unknown;
}

export function openApiChecker(doc: Json) {
  const ajv = validator();
  ajv.addSchema(doc, 'openapi.json');
  const compiled = new Map<string, ValidateFunction>();
  const validate = (pointer: string, value: unknown) => {
    let fn = compiled.get(pointer);
    if (!fn) compiled.set(pointer, (fn = ajv.compile({ $ref: `openapi.json#${pointer}` })));
    return fn(value) ? undefined : JSON.stringify(fn.errors?.slice(0, 3));
  };
  const templates = Object.keys(doc.paths).map((template) => ({
    template,
    regex: new RegExp(`^${template.replace(/[.]/g, '\\.').replace(/\{[^}]+\}/g, '[^/]+')}$`),
  }));
  const escapePointer = (s: string) => s.replace(/~/g, '~0').replace(/\//g, '~1');

  /** Why a response does not fit the description, or undefined when it does. */
  return (r: Recorded): string | undefined => {
    const exact = templates.find((t) => t.template === r.path) ?? templates.find((t) => t.regex.test(r.path));
    const where = `${r.method} ${r.path} ${r.status}`;
    if (!exact) return r.status >= 400 ? validate('/components/schemas/ErrorBody', r.body)?.replace(/^/, `${where}: `) : `${where}: path not described`;
    const op = doc.paths[exact.template][r.method.toLowerCase()];
    if (!op) return r.status === 405 || r.status >= 400 ? validate('/components/schemas/ErrorBody', r.body)?.replace(/^/, `${where}: `) : `${where}: method not described`;
    const status = String(r.status) in op.responses ? String(r.status) : 'default';
    const response = op.responses[status];
    if (!response) return `${where}: status not described`;
    const mediaType = Object.keys(response.content ?? {}).find((t) => r.type.startsWith(t.split(';')[0]));
    if (!mediaType) return `${where}: media type ${r.type} not described`;
    const pointer = `/paths/${escapePointer(exact.template)}/${r.method.toLowerCase()}/responses/${status}/content/${escapePointer(mediaType)}/schema`;
    const problem = validate(pointer, r.body);
    return problem && `${where}: ${problem}`;
  };
}
