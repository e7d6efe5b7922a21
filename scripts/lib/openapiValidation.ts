/**
 * Checks the OpenAPI documents: Redocly's linter with its recommended rules
 * over each document, and ajv (JSON Schema 2020-12, the dialect of OpenAPI
 * 3.1) for every sample of the docs against its version's document.
 */
import {createConfig, lintFromString, type Config} from '@redocly/openapi-core';
import {Ajv2020, type ValidateFunction} from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import {unknownModelExample} from '../../src/data/models';
import {operationPath} from '../../src/data/openapi';
import {lineOfPointer, type Sample, type SampleTarget} from './openapiSamples';

// ajv-formats is CommonJS with `exports.default`; tsx and vitest hand it over differently.
const addFormats = (addFormatsModule as unknown as {default?: typeof addFormatsModule}).default ?? addFormatsModule;

type Json = Record<string, unknown>;

export interface Problem {
  file: string;
  line: number;
  message: string;
}

/**
 * Redocly's recommended rules, less two that do not fit this API: the
 * server is localhost on purpose (the proxy runs on the reader's machine),
 * and a hosted service's API has no licence to name.
 */
export async function lintConfig(): Promise<Config> {
  return createConfig({
    extends: ['recommended'],
    rules: {'no-server-example.com': 'off', 'info-license': 'off'},
  });
}

/** Lint problems of one document, warnings included: both fail the check. */
export async function lintDocument(document: Json, name: string, config: Config): Promise<Problem[]> {
  const problems = await lintFromString({source: JSON.stringify(document, null, 2), absoluteRef: name, config});
  return problems.map((p) => ({
    file: name,
    line: 0,
    message: `${p.severity} ${p.ruleId}: ${p.message} (${p.location[0]?.pointer ?? ''})`,
  }));
}

const base = 'https://docs.confidant.example/openapi.json';

/** `#/components/schemas/X` -> `<base>#/$defs/X`, so ajv resolves the references without the rest of the document. */
function rewriteRefs(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(rewriteRefs);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([k, v]) => [
      k,
      k === '$ref' && typeof v === 'string' ? v.replace(/^#\/components\/schemas\//, `${base}#/$defs/`) : rewriteRefs(v),
    ]),
  );
}

/** Validators for the samples of one version, built from its OpenAPI document. */
export class SampleValidator {
  private readonly json: Ajv2020;
  /** Multipart fields are strings on the wire: `temperature=0` is the number 0. */
  private readonly form: Ajv2020;
  private readonly cache = new Map<string, ValidateFunction>();

  constructor(private readonly document: Json) {
    const schemas = (document.components as {schemas: Json}).schemas;
    const make = (coerceTypes: boolean): Ajv2020 => {
      const ajv = new Ajv2020({allErrors: true, strict: true, allowUnionTypes: true, coerceTypes});
      addFormats(ajv);
      ajv.addKeyword({keyword: 'x-confidant-encrypted', schemaType: 'boolean'});
      ajv.addKeyword({keyword: 'x-confidant-support', schemaType: 'string'});
      ajv.addSchema({$id: base, $defs: rewriteRefs(schemas)});
      return ajv;
    };
    this.json = make(false);
    this.form = make(true);
  }

  private compile(key: string, schema: unknown, form: boolean): ValidateFunction {
    const cacheKey = `${form ? 'form' : 'json'} ${key}`;
    let validate = this.cache.get(cacheKey);
    if (!validate) {
      validate = (form ? this.form : this.json).compile(rewriteRefs(schema) as Json);
      this.cache.set(cacheKey, validate);
    }
    return validate;
  }

  /** The schema a target's body must match, or why there is none. */
  schemaOf(target: SampleTarget, form: boolean): {key: string; schema: unknown} | string {
    if (target.kind === 'error') return {key: 'error', schema: {$ref: '#/components/schemas/Error'}};
    const {method, path} = target;
    const version = (this.document.info as {version: string}).version;
    const operation = (this.document.paths as Record<string, Record<string, Json> | undefined>)[operationPath(path as never)]?.[
      method.toLowerCase()
    ];
    if (!path?.startsWith('/v1/') || !operation) return `${method} ${path} is not in the OpenAPI document of version ${version}`;
    const key = `${method} ${path} ${target.kind}`;
    const ok = (operation.responses as Record<string, {content: Record<string, Json>}>)['200']!.content;
    switch (target.kind) {
      case 'request': {
        const content = (operation.requestBody as {content: Record<string, Json>} | undefined)?.content;
        const type = form ? 'multipart/form-data' : 'application/json';
        if (!content) return `${method} ${path} takes no request body`;
        if (!content[type]) return `${method} ${path} takes no ${type} body`;
        return {key, schema: content[type].schema};
      }
      case 'response':
        return {key, schema: ok['application/json']!.schema};
      case 'event': {
        const stream = ok['text/event-stream'];
        if (!stream) return `${method} ${path} does not stream`;
        return {key, schema: stream['x-confidant-event-schema']};
      }
    }
  }

  validate(sample: Sample): Problem[] {
    const problems: Problem[] = [];
    for (const target of sample.targets) {
      const label = target.path === null ? 'error body' : `${target.method} ${target.path} ${target.kind}`;
      if (sample.body === undefined) {
        // No body in the sample: the endpoint must exist, and take a body exactly when one is sent from a file.
        const found = this.schemaOf({...target, kind: 'response'}, false);
        if (typeof found === 'string') {
          problems.push({file: sample.file, line: sample.line, message: found});
        } else if (sample.bodyFromFile && !this.takesBody(target)) {
          problems.push({file: sample.file, line: sample.line, message: `${label}: sends a body to an endpoint that takes none`});
        } else if (!sample.bodyFromFile && this.takesBody(target)) {
          problems.push({file: sample.file, line: sample.line, message: `${label}: the request has no body`});
        }
        continue;
      }
      const found = this.schemaOf(target, sample.form);
      if (typeof found === 'string') {
        problems.push({file: sample.file, line: sample.line, message: found});
        continue;
      }
      const validate = this.compile(found.key, found.schema, sample.form);
      if (validate(structuredClone(sample.body))) continue;
      // The docs' 404 demonstration names a model on purpose that no version serves; anything else in it must be right.
      const demonstratesUnknownModel =
        target.kind === 'request' &&
        typeof sample.body === 'object' &&
        sample.body !== null &&
        'model' in sample.body &&
        sample.body.model === unknownModelExample;
      const errors = (validate.errors ?? []).filter(
        (e) => !(demonstratesUnknownModel && e.instancePath === '/model' && e.keyword === 'enum'),
      );
      for (const error of errors) {
        // oneOf reports each branch; the branch errors say more than the summary.
        if (error.keyword === 'oneOf' && errors.length > 1) continue;
        const where = error.instancePath || '(body)';
        const unexpected =
          error.keyword === 'additionalProperties' ? (error.params as {additionalProperty: string}).additionalProperty : null;
        const extra = unexpected === null ? '' : ` "${unexpected}"`;
        const pointer = unexpected === null ? error.instancePath : `${error.instancePath}/${unexpected}`;
        const allowed =
          'allowedValues' in error.params ? ` (${(error.params.allowedValues as unknown[]).map((v) => JSON.stringify(v)).join(', ')})` : '';
        problems.push({
          file: sample.file,
          line: sample.text ? lineOfPointer(sample.text, pointer, sample.line) : sample.line,
          message: `${label}: ${where} ${error.message ?? 'is not valid'}${extra}${allowed}`,
        });
      }
    }
    return problems;
  }

  private takesBody(target: SampleTarget): boolean {
    const operation = (this.document.paths as Record<string, Record<string, Json> | undefined>)[operationPath(target.path as never)]?.[
      target.method.toLowerCase()
    ];
    return operation?.requestBody !== undefined;
  }
}
