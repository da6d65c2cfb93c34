import type { AnySchemaObject } from 'ajv/dist/2020.js';

export interface Found {
  /** JSON pointer of the value in the document. */
  pointer: string;
  value: unknown;
}

/**
 * Every value in `data` whose schema is the named `$defs` entry (e.g. AssetPath, Color,
 * LocalizedText), found by walking the schema beside the data. Reading the kinds off the
 * schema means a new asset or colour field is checked, hashed and rewritten with no code change.
 */
export function findByDef(root: AnySchemaObject, data: unknown, defName: string): Found[] {
  const target = `#/$defs/${defName}`;
  const found: Found[] = [];
  const walk = (schema: AnySchemaObject | undefined, value: unknown, pointer: string) => {
    if (!schema || value === undefined) return;
    if (schema.$ref === target) {
      found.push({ pointer, value });
      return;
    }
    const resolved = deref(root, schema);
    if (Array.isArray(value)) {
      value.forEach((item, i) => walk(resolved.items as AnySchemaObject, item, `${pointer}/${i}`));
      return;
    }
    if (typeof value !== 'object' || value === null) return;
    const properties = (resolved.properties ?? {}) as Record<string, AnySchemaObject>;
    for (const [key, sub] of Object.entries(properties)) {
      walk(sub, (value as Record<string, unknown>)[key], `${pointer}/${escape(key)}`);
    }
  };
  walk(root, data, '');
  return found;
}

/** Replaces the value at a pointer that findByDef returned (the parent exists by construction). */
export function setAt(data: unknown, pointer: string, value: unknown): void {
  const tokens = pointer.slice(1).split('/').map(unescape);
  const last = tokens.pop();
  if (last === undefined) return;
  let parent = data as Record<string, unknown>;
  for (const token of tokens) parent = parent[token] as Record<string, unknown>;
  parent[last] = value;
}

const escape = (key: string) => key.replace(/~/g, '~0').replace(/\//g, '~1');
const unescape = (token: string) => token.replace(/~1/g, '/').replace(/~0/g, '~');

export function deref(root: AnySchemaObject, schema: AnySchemaObject): AnySchemaObject {
  const ref = schema.$ref;
  if (typeof ref !== 'string' || !ref.startsWith('#/')) return schema;
  let target: unknown = root;
  for (const token of ref.slice(2).split('/')) {
    target = (target as Record<string, unknown>)[unescape(token)];
  }
  // Sibling keywords of $ref (a description, a default) take precedence over the target's.
  return { ...(target as AnySchemaObject), ...schema, $ref: undefined };
}
