import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { LEGAL_PAGES } from '../contract/legal.ts';
import { isLanguageCode } from '../contract/languages.ts';
import { legalSource } from './legal-pages.ts';
import type { Problem } from './problem.ts';

const isFile = (path: string) =>
  stat(path).then(
    (s) => s.isFile(),
    () => false,
  );

const at = (file: string, message: string, hint = ''): Problem => ({
  file,
  line: 1,
  column: 1,
  pointer: '',
  message,
  hint,
});

/**
 * Every legal page must exist in the brand's default language: it is what every other
 * language falls back to, so without it a player would open an empty agreement. A brand
 * with no legal/ folder at all gets a warning, not a failure, so a brand can be set up first.
 */
export async function legalChecks(
  dir: string,
  brand: unknown,
  display: (name: string) => string,
): Promise<{ problems: Problem[]; warnings: Problem[] }> {
  const language =
    typeof brand === 'object' && brand !== null && 'defaultLanguage' in brand
      ? brand.defaultLanguage
      : undefined;
  // An unknown default language is already reported by the cross-checks.
  if (!isLanguageCode(language)) return { problems: [], warnings: [] };
  const hasFolder = await stat(join(dir, 'legal')).then(
    (s) => s.isDirectory(),
    () => false,
  );
  if (!hasFolder) {
    const first = legalSource(language, 'terms');
    return {
      problems: [],
      warnings: [
        at(
          display('legal'),
          'the brand has no legal pages, so the register form has no terms to show',
          `write ${LEGAL_PAGES.map((p) => legalSource(language, p)).join(', ')} (see docs/legal-pages.md); start with ${first}`,
        ),
      ],
    };
  }
  const problems: Problem[] = [];
  for (const page of LEGAL_PAGES) {
    const source = legalSource(language, page);
    if (await isFile(join(dir, source))) continue;
    problems.push(
      at(
        display(source),
        `the ${page} page is missing in the default language ${language}: write ${source}, which every other language falls back to`,
      ),
    );
  }
  return { problems, warnings: [] };
}
