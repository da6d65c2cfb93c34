import { toJsonSchema, type JsonSchema } from '@valibot/to-json-schema';
import type * as v from 'valibot';

/**
 * valibot → JSON Schema (draft 2020-12, the dialect of OpenAPI 3.1). Some of what the contract
 * checks has no JSON Schema form: a `check` (no control characters, valid Unicode), a
 * `transform`, `finite`. Those keep the schema they refine and say so in `$comment`, so the
 * document has no holes; anything else unknown is recorded in `gaps`, which a test keeps empty.
 */
export interface SchemaConverter {
  /**
   * The JSON Schema of one schema; `owner` names the definitions a recursive schema needs
   * (they move to components.schemas as `<owner>.<name>`, where a `$ref` inside a path can
   * reach them).
   */
  convert(schema: v.GenericSchema, mode: 'input' | 'output', owner: string): JsonSchema;
  /** The lifted definitions, for components.schemas. */
  readonly definitions: Readonly<Record<string, JsonSchema>>;
  /** What could not be converted, as "<kind> <type>", for the test that keeps this empty. */
  readonly gaps: ReadonlySet<string>;
}

/** Refinements JSON Schema cannot state; the value still has the base schema's shape. */
const REFINEMENTS: Record<string, string> = {
  check: 'checked by the platform',
  finite: 'a finite number',
  transform: 'normalised by the platform',
  raw_check: 'checked by the platform',
  raw_transform: 'normalised by the platform',
  partial_check: 'checked by the platform',
  forward: 'checked by the platform',
  normalize: 'Unicode-normalised by the platform',
  trim: 'trimmed by the platform',
  trim_start: 'trimmed by the platform',
  trim_end: 'trimmed by the platform',
  to_lower_case: 'lower-cased by the platform',
  to_upper_case: 'upper-cased by the platform',
};

function withComment(schema: JsonSchema, comment: string): JsonSchema {
  const before = typeof schema.$comment === 'string' ? `${schema.$comment}; ` : '';
  if (before.includes(comment)) return schema;
  return { ...schema, $comment: `${before}${comment}` };
}

const LOCAL_REF = '#/$defs/';

/** The same JSON with every local `$ref` renamed into components.schemas. */
function relocateRefs(node: unknown, rename: (name: string) => string): unknown {
  if (Array.isArray(node)) return node.map((item) => relocateRefs(item, rename));
  if (typeof node !== 'object' || node === null) return node;
  return Object.fromEntries(
    Object.entries(node).map(([key, value]) =>
      key === '$ref' && typeof value === 'string' && value.startsWith(LOCAL_REF)
        ? [key, `#/components/schemas/${rename(value.slice(LOCAL_REF.length))}`]
        : [key, relocateRefs(value, rename)],
    ),
  );
}

export function createSchemaConverter(): SchemaConverter {
  const gaps = new Set<string>();
  const definitions: Record<string, JsonSchema> = {};
  return {
    gaps,
    definitions,
    convert(schema, mode, owner) {
      const converted = toJsonSchema(schema, {
        target: 'draft-2020-12',
        typeMode: mode,
        errorMode: 'ignore',
        overrideAction: ({ valibotAction, jsonSchema, errors }) => {
          if (!errors) return undefined;
          const type = valibotAction.type;
          const known = REFINEMENTS[type];
          if (!known) gaps.add(`action ${type}`);
          const message = (valibotAction as { message?: unknown }).message;
          return withComment(jsonSchema, typeof message === 'string' ? message : (known ?? type));
        },
        overrideSchema: ({ valibotSchema, jsonSchema, errors }) => {
          if (!errors) return undefined;
          // A custom schema checks with code only; an undefined/void one is absent on the wire.
          if (valibotSchema.type === 'custom') return withComment({}, 'checked by the platform');
          gaps.add(`schema ${valibotSchema.type}`);
          return jsonSchema;
        },
      });
      // The dialect is the document's (OpenAPI 3.1 is draft 2020-12), not stated per schema.
      const { $defs, ...rest } = converted;
      delete rest.$schema;
      const rename = (name: string) => `${owner}.${name}`;
      for (const [name, definition] of Object.entries($defs ?? {})) {
        definitions[rename(name)] = relocateRefs(definition, rename) as JsonSchema;
      }
      return relocateRefs(rest, rename) as JsonSchema;
    },
  };
}
