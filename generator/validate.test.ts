import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { Problem } from './problem.ts';
import { checkBrand, checkBrands, listBrandIds } from './validate.ts';

const BROKEN = 'generator/test-fixtures/brands-broken';

async function problemsOf(id: string, dir = BROKEN): Promise<Problem[]> {
  return (await checkBrand(dir, id)).problems;
}

/** The 1-based line of the first occurrence of `text` in a file, to keep tests format-proof. */
async function lineOf(file: string, text: string): Promise<number> {
  const lines = (await readFile(file, 'utf8')).split('\n');
  const index = lines.findIndex((l) => l.includes(text));
  if (index < 0) throw new Error(`${text} not in ${file}`);
  return index + 1;
}

describe('validate', () => {
  it('passes the demo brands', async () => {
    const checks = await checkBrands('brands', await listBrandIds('brands'));
    expect(checks.map((c) => c.id)).toEqual(['aurora', 'lotus']);
    for (const c of checks) expect(c.problems, c.id).toEqual([]);
  });

  it('reports an unknown key with a did-you-mean hint', async () => {
    const [p, ...rest] = await problemsOf('typo-key');
    expect(rest).toEqual([]);
    const file = `${BROKEN}/typo-key/brand.json`;
    expect(p).toMatchObject({
      file,
      pointer: '/loginedToHomepage',
      line: await lineOf(file, '"loginedToHomepage"'),
      column: 3,
      message: 'unknown key "loginedToHomepage"',
      hint: 'did you mean "loginedToHomePage"?',
    });
  });

  it('lists the allowed values of an enum and the closest one', async () => {
    const [p] = await problemsOf('bad-enum');
    expect(p?.pointer).toBe('/platform');
    expect(p?.hint).toBe('did you mean "W"? (allowed: W, M)');
    expect(p?.line).toBe(await lineOf(`${BROKEN}/bad-enum/brand.json`, '"platform"'));
  });

  it('requires the default language to be offered, and text in it', async () => {
    const problems = await problemsOf('bad-language');
    expect(problems.map((p) => p.pointer)).toEqual([
      '/defaultLanguage',
      '/footer/text',
      '/seo/title',
      '/seo/description',
    ]);
    expect(problems[0]?.hint).toContain('EN, CN, TH, VI, UR');
  });

  it('reports a missing asset and suggests the file that exists', async () => {
    const [p] = await problemsOf('missing-asset');
    expect(p).toMatchObject({
      pointer: '/theme/logo',
      message: 'asset "assets/logo.png" does not exist',
      hint: 'did you mean "assets/logo.svg"?',
    });
  });

  it('reports a colour the browser would drop', async () => {
    const [p] = await problemsOf('bad-colour');
    expect(p).toMatchObject({
      pointer: '/theme/colors/primary',
      message: '"#12345" is not a valid colour',
    });
    expect(p?.line).toBe(await lineOf(`${BROKEN}/bad-colour/brand.json`, '#12345'));
  });

  it('reports a platform rule whose pattern does not compile or whose lengths cross', async () => {
    const problems = await problemsOf('bad-regex');
    expect(problems.map((p) => [p.file.endsWith('platform.json'), p.pointer])).toEqual([
      [true, '/register/rules/username/acceptedPattern'],
      [true, '/register/rules/password/minLength'],
    ]);
    expect(problems[0]?.message).toContain('Unterminated group');
  });

  it('reports an id that differs from its folder', async () => {
    const [p] = await problemsOf('wrong-id');
    expect(p).toMatchObject({ pointer: '/id', hint: 'set "id": "wrong-id" or rename the folder' });
  });

  it('reports every problem of a brand at once, in file order', async () => {
    const problems = await problemsOf('many-problems');
    expect(problems.map((p) => p.pointer)).toEqual([
      '/platform',
      '/footer/sponsors/0/logo',
      '/seo/title',
      '/theme/colors/accent',
      '/chatHeaderColour',
    ]);
    const lines = problems.map((p) => p.line);
    expect(lines).toEqual([...lines].sort((a, b) => a - b));
  });

  it('names line and column of broken JSON syntax', async () => {
    const dir = 'generator/test-fixtures/broken-json/brands';
    const [p, ...rest] = await problemsOf('broken-json', dir);
    expect(rest).toEqual([]);
    const file = `${dir}/broken-json/brand.json`;
    expect(p).toMatchObject({
      file,
      line: (await lineOf(file, '"merchantCode"')) + 1,
      column: 3,
      message: `invalid JSON: unexpected character '"'`,
    });
  });

  it('refuses a merchant code or domain that another brand already uses', async () => {
    const root = await mkdtemp(join(tmpdir(), 'wl-validate-'));
    afterAll(() => rm(root, { recursive: true, force: true }));
    await cp('brands/aurora', join(root, 'aurora'), { recursive: true });
    await cp('brands/aurora', join(root, 'copy'), { recursive: true });
    const file = join(root, 'copy', 'brand.json');
    const brand = JSON.parse(await readFile(file, 'utf8')) as Record<string, unknown>;
    await writeFile(file, JSON.stringify({ ...brand, id: 'copy' }, null, 2));

    const [aurora, copy] = await checkBrands(root, ['aurora', 'copy']);
    expect(aurora?.problems).toEqual([]);
    expect(copy?.problems.map((p) => [p.pointer, p.message])).toEqual([
      ['/merchantCode', 'merchant code "AURORA01" is already used by brand "aurora"'],
      ['/domains/0', 'domain "aurora.localhost" is already used by brand "aurora"'],
    ]);
    expect(copy?.brand).toBeUndefined();
  });

  /** A copy of aurora in a temp folder with `edit` applied to one of its files. */
  async function editedAurora(
    file: 'brand.json' | 'platform.json',
    edit: (json: Record<string, unknown>) => void,
  ): Promise<{ root: string; path: string }> {
    const root = await mkdtemp(join(tmpdir(), 'wl-validate-'));
    afterAll(() => rm(root, { recursive: true, force: true }));
    await cp('brands/aurora', join(root, 'aurora'), { recursive: true });
    const path = join(root, 'aurora', file);
    const json = JSON.parse(await readFile(path, 'utf8')) as Record<string, unknown>;
    edit(json);
    await writeFile(path, JSON.stringify(json, null, 2));
    return { root, path };
  }

  it('refuses two languages with the same code, pointing at the second', async () => {
    const { root, path } = await editedAurora('brand.json', (brand) => {
      brand.languages = [...(brand.languages as object[]), { type: 'CN', name: 'Chinese' }];
    });
    const problems = await problemsOf('aurora', root);
    expect(problems).toEqual([
      {
        file: relative(process.cwd(), path),
        pointer: '/languages/5/type',
        line: (await lineOf(path, '"name": "Chinese"')) - 1,
        column: 15,
        message: 'language "CN" is already offered at /languages/1',
        hint: 'remove one of the two entries: each language appears once in the language switch',
      },
    ]);
  });

  it('accepts only https, http, tel and mailto customer-service paths', async () => {
    const paths = [
      'https://help.example/chat',
      'tel:+84-912-345-678',
      'mailto:help@example.com?subject=Help',
      'javascript:alert(document.cookie)',
      'data:text/html,<script>alert(1)</script>',
      ' https://help.example',
      'HTTPS://help.example',
      'http://exa%mple.com',
      'tel:call-me',
      'mailto:nobody',
    ];
    const { root } = await editedAurora('platform.json', (platform) => {
      platform.customerService = paths.map((path) => ({ type: 1, path }));
    });
    const problems = await problemsOf('aurora', root);
    expect(problems.map((p) => [p.pointer, p.message])).toEqual([
      [
        '/customerService/3/path',
        '"javascript:alert(document.cookie)" does not have the form this key needs',
      ],
      [
        '/customerService/4/path',
        `"data:text/html,<script>alert(1)</script>" does not have the form this key needs`,
      ],
      ['/customerService/5/path', '" https://help.example" does not have the form this key needs'],
      ['/customerService/6/path', '"HTTPS://help.example" does not have the form this key needs'],
      ['/customerService/7/path', 'customer-service path "http://exa%mple.com" is not a valid URL'],
      ['/customerService/8/path', 'customer-service path "tel:call-me" is not a phone number'],
      ['/customerService/9/path', 'customer-service path "mailto:nobody" is not an e-mail address'],
    ]);
    expect(problems[0]?.hint).toMatch(
      /^Use an https:, http:, tel: or mailto: address; any other scheme is refused/,
    );
    expect(problems[4]?.hint).toBe(
      'write https://host/…, http://host/…, tel:+84912345678 or mailto:help@example.com',
    );
  });

  it('names the known brands when asked for an unknown one', async () => {
    await expect(checkBrand('brands', 'aurra')).rejects.toMatchObject({
      code: 'BRAND_NOT_FOUND',
      message: 'Unknown brand "aurra"; known brands: aurora, lotus.',
    });
  });
});
