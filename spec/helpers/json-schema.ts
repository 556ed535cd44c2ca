/** JSON Schema 2020-12 validation with ajv, for tool output schemas and OpenAPI schemas. */
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { expect } from 'chai';

export function validator() {
  const ajv = new Ajv2020.default({ strict: false, allErrors: true });
  addFormats.default(ajv);
  return ajv;
}

export function expectValid(schema: object, value: unknown): void {
  const validate = validator().compile(schema);
  const valid = validate(value);
  expect(valid, JSON.stringify(validate.errors, null, 1)).to.equal(true);
}
