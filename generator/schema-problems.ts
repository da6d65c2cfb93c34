import type { AnySchemaObject, ErrorObject } from 'ajv/dist/2020.js';
import { closest } from './did-you-mean.ts';
import { locate, pointerToken, type JsonDocument } from './load-json.ts';
import type { Problem } from './problem.ts';
import { readSchema, validator, type SchemaName } from './schemas.ts';

/** Validates a parsed document against its schema and turns every ajv error into a Problem. */
export async function schemaProblems(doc: JsonDocument, schema: SchemaName): Promise<Problem[]> {
  const validate = await validator(schema);
  if (validate(doc.data)) return [];
  const root = readSchema(schema);
  const problems: Problem[] = [];
  const seen = new Set<string>();
  for (const error of validate.errors ?? []) {
    const problem = toProblem(doc, error, root);
    if (!problem) continue;
    // allErrors repeats the same failure through different schema paths (e.g. $ref + enum).
    const key = `${problem.pointer}\n${problem.message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    problems.push(problem);
  }
  return problems;
}

/** Follows a JSON pointer (RFC 6901), in a document or in a schema ("#/…"). */
function at(root: unknown, pointer: string): unknown {
  let node = root;
  for (const raw of pointer.replace(/^#/, '').split('/').slice(1)) {
    const token = decodeURIComponent(raw).replace(/~1/g, '/').replace(/~0/g, '~');
    node =
      typeof node === 'object' && node !== null
        ? (node as Record<string, unknown>)[token]
        : undefined;
  }
  return node;
}

function toProblem(
  doc: JsonDocument,
  error: ErrorObject,
  root: AnySchemaObject,
): Problem | undefined {
  // The schema object holding the failed keyword: its path minus the keyword itself. (Read
  // here rather than through ajv's `verbose`, which standalone compiled code cannot carry.)
  const parentPath = error.schemaPath.slice(0, error.schemaPath.lastIndexOf('/'));
  const parent = (at(root, parentPath) ?? {}) as AnySchemaObject;
  const params = error.params as Record<string, unknown>;
  const place = (pointer: string, where: 'key' | 'value' = 'value') => ({
    file: doc.file,
    pointer,
    ...locate(doc, pointer, where),
  });

  switch (error.keyword) {
    case 'additionalProperties': {
      const key = String(params.additionalProperty);
      const allowed = Object.keys((parent.properties ?? {}) as object);
      const guess = closest(key, allowed);
      return {
        ...place(`${error.instancePath}/${pointerToken(key)}`, 'key'),
        message: `unknown key "${key}"`,
        hint: guess
          ? `did you mean "${guess}"?`
          : allowed.length > 0
            ? `allowed keys here: ${allowed.join(', ')}`
            : 'remove it',
      };
    }
    case 'propertyNames':
      // The nested error (usually enum) carries the detail; this one only says "invalid name".
      return undefined;
    case 'enum': {
      const allowed = (params.allowedValues as unknown[]).map((v) => String(v));
      const isKey = error.propertyName !== undefined;
      const pointer = isKey
        ? `${error.instancePath}/${pointerToken(error.propertyName ?? '')}`
        : error.instancePath;
      const value = isKey ? error.propertyName : at(doc.data, error.instancePath);
      const guess = typeof value === 'string' ? closest(value, allowed) : undefined;
      const list = `allowed: ${allowed.join(', ')}`;
      return {
        ...place(pointer, isKey ? 'key' : 'value'),
        message: `${isKey ? 'key' : 'value'} ${JSON.stringify(value)} is not one of the allowed values`,
        hint: guess ? `did you mean "${guess}"? (${list})` : list,
      };
    }
    case 'required': {
      const missing = String(params.missingProperty);
      const property = (parent.properties as Record<string, AnySchemaObject> | undefined)?.[
        missing
      ];
      return {
        ...place(error.instancePath),
        message: `missing required key "${missing}"`,
        hint: property?.description
          ? `add "${missing}": ${property.description}`
          : `add "${missing}"`,
      };
    }
    case 'type':
      return {
        ...place(error.instancePath),
        message: `must be ${withArticle(String(params.type))}, found ${describe(at(doc.data, error.instancePath))}`,
        hint: typeof parent.description === 'string' ? parent.description : '',
      };
    case 'pattern': {
      // The regular expression itself helps nobody; the key's description says what is wanted.
      const shown = JSON.stringify(at(doc.data, error.instancePath)) ?? '';
      return {
        ...place(error.instancePath),
        message: `${shown.length > 60 ? `${shown.slice(0, 57)}…"` : shown} does not have the form this key needs`,
        hint:
          typeof parent.description === 'string'
            ? parent.description
            : `match ${String(params.pattern)}`,
      };
    }
    default:
      return {
        ...place(error.instancePath),
        message: error.message ?? `fails the "${error.keyword}" rule`,
        hint: typeof parent.description === 'string' ? parent.description : '',
      };
  }
}

function withArticle(type: string): string {
  return /^[aeiou]/.test(type) ? `an ${type}` : `a ${type}`;
}

function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  return withArticle(typeof value);
}
