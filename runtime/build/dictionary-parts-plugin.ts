import { readFile, readdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { PART_NAMES, splitDictionary } from '../src/i18n/dictionary-parts.ts';

const DICTIONARIES = fileURLToPath(new URL('../src/i18n/dictionaries/', import.meta.url));
const INDEX = 'virtual:dictionary-parts';
const LANGUAGE = 'virtual:dictionary-language/';
const PART = 'virtual:dictionary-part/';
// Rolldown names a chunk after its module's file name: "en.js" gives "en-*.js", the language's
// core; "en.sports.js" gives "en.sports-*.js". generator/vite-manifest.ts finds the former.
const LANGUAGE_ID = /^\0dictionary-language\/([a-z]+)\.js$/;
const PART_ID = /^\0dictionary-part\/([a-z]+)\.([A-Za-z]+)\.js$/;

const json = (value: unknown) => JSON.stringify(value);
// JSON.parse of a string literal starts faster than an object literal of this size.
const parsed = (value: unknown) => `JSON.parse(${json(json(value))})`;

async function partsOf(name: string) {
  const file = `${DICTIONARIES}${name}.json`;
  return { file, parts: splitDictionary(JSON.parse(await readFile(file, 'utf8'))) };
}

/**
 * Serves the dictionaries cut into the parts of runtime/src/i18n/dictionary-parts.ts, at build
 * time, so translators keep one flat file per language and the browser downloads only the parts
 * it uses. Three layers of modules:
 * - `virtual:dictionary-parts`, in the entry: dictionary name → a dynamic import of its language
 *   module. One line per language: a line per (language, part) would weigh on every first load.
 * - a language module, one chunk: its core part inline, and a dynamic import of each other part.
 * - a part module, one chunk per (language, part).
 */
export function dictionaryParts(): Plugin {
  return {
    name: 'wl-dictionary-parts',
    resolveId(id) {
      if (id === INDEX) return `\0${INDEX}`;
      if (id.startsWith(LANGUAGE)) return `\0dictionary-language/${id.slice(LANGUAGE.length)}.js`;
      if (id.startsWith(PART)) return `\0dictionary-part/${id.slice(PART.length)}.js`;
      return null;
    },
    async load(id) {
      if (id === `\0${INDEX}`) {
        const files = (await readdir(DICTIONARIES)).filter((f) => f.endsWith('.json')).sort();
        const rows = files.map((file) => {
          const name = file.slice(0, -'.json'.length);
          return `  ${json(name)}: () => import(${json(`${LANGUAGE}${name}`)}),`;
        });
        return `export default {\n${rows.join('\n')}\n};\n`;
      }
      const language = LANGUAGE_ID.exec(id);
      if (language) {
        const name = language[1] as string;
        const { file, parts } = await partsOf(name);
        this.addWatchFile(file);
        const lazy = PART_NAMES.filter((p) => p !== 'core').map(
          (p) => `  ${json(p)}: () => import(${json(`${PART}${name}.${p}`)}),`,
        );
        return `export const core = ${parsed(parts.core)};\nexport const parts = {\n${lazy.join('\n')}\n};\n`;
      }
      const part = PART_ID.exec(id);
      if (!part) return null;
      const [, name, partName] = part as unknown as [string, string, string];
      const { file, parts } = await partsOf(name);
      this.addWatchFile(file);
      const keys = parts[partName as keyof typeof parts];
      if (!keys) this.error(`No dictionary part "${partName}"`);
      return `export default ${parsed(keys)};\n`;
    },
  };
}
