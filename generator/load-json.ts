import { readFile } from 'node:fs/promises';
import { parse, type PointerEntry } from 'json-source-map';
import type { Problem } from './problem.ts';

/** A JSON file with the source position of every value, so problems can name line and column. */
export interface JsonDocument {
  file: string;
  data: unknown;
  pointers: Record<string, PointerEntry>;
}

export type LoadResult = { ok: true; doc: JsonDocument } | { ok: false; problem: Problem };

export async function loadJson(path: string, displayPath: string): Promise<LoadResult> {
  let text: string;
  try {
    text = await readFile(path, 'utf8');
  } catch (e: unknown) {
    const missing = (e as NodeJS.ErrnoException).code === 'ENOENT';
    return {
      ok: false,
      problem: {
        file: displayPath,
        line: 1,
        column: 1,
        pointer: '',
        message: missing ? 'file is missing' : `cannot read the file (${String(e)})`,
        hint: missing ? 'every brand folder needs brand.json and platform.json' : '',
      },
    };
  }
  return parseJson(text, displayPath);
}

export function parseJson(text: string, file: string): LoadResult {
  try {
    const { data, pointers } = parse(text.replace(/^\uFEFF/, ''));
    return { ok: true, doc: { file, data, pointers } };
  } catch (e: unknown) {
    const message = e instanceof Error ? e.message : String(e);
    const position = /at position (\d+)/.exec(message);
    const offset = position ? Number(position[1]) : text.length;
    const { line, column } = lineColumn(text, offset);
    const token = /Unexpected token (.)/.exec(message)?.[1];
    return {
      ok: false,
      problem: {
        file,
        line,
        column,
        pointer: '',
        message: `invalid JSON: unexpected ${token === undefined ? 'end of file' : `character '${token}'`}`,
        hint: 'look for a trailing comma, a missing comma or quote just before this point',
      },
    };
  }
}

function lineColumn(text: string, offset: number): { line: number; column: number } {
  const before = text.slice(0, offset);
  const lines = before.split('\n');
  return { line: lines.length, column: (lines[lines.length - 1]?.length ?? 0) + 1 };
}

/**
 * Where a pointer sits in the source (1-based). Unknown keys point at the key itself; a
 * pointer that does not exist (a missing property) falls back to its nearest existing parent.
 */
export function locate(
  doc: JsonDocument,
  pointer: string,
  at: 'key' | 'value' = 'value',
): { line: number; column: number } {
  let p = pointer;
  for (;;) {
    const entry = doc.pointers[p];
    if (entry) {
      const loc = (at === 'key' && p === pointer ? entry.key : undefined) ?? entry.value;
      return { line: loc.line + 1, column: loc.column + 1 };
    }
    if (p === '') return { line: 1, column: 1 };
    p = p.slice(0, p.lastIndexOf('/'));
  }
}

/** Escapes one reference token of a JSON pointer (RFC 6901). */
export function pointerToken(key: string | number): string {
  return String(key).replace(/~/g, '~0').replace(/\//g, '~1');
}
