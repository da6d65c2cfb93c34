import type { MarkdownIt, Token } from 'markdown-it';

export interface RenderedLegal {
  /** Text of the first `#` heading, or '' when the page has none. */
  title: string;
  /** The rest, as HTML built only from the allow-list below. */
  html: string;
  /** What was left out, for the build report ("raw HTML", "a javascript: link"…). */
  dropped: string[];
}

/** Block tokens rendered as themselves; anything else keeps its text and loses its tag. */
const BLOCK_TAGS: Readonly<Record<string, string>> = {
  paragraph_open: 'p',
  paragraph_close: 'p',
  bullet_list_open: 'ul',
  bullet_list_close: 'ul',
  ordered_list_open: 'ol',
  ordered_list_close: 'ol',
  list_item_open: 'li',
  list_item_close: 'li',
};

const INLINE_TAGS: Readonly<Record<string, string>> = {
  em_open: 'em',
  em_close: 'em',
  strong_open: 'strong',
  strong_close: 'strong',
};

/**
 * http(s) URLs, and relative ones (a path, `./`, `?query` or `#anchor`): anything with another
 * scheme (javascript:, data:, vbscript:, mailto:…) is refused. A scheme is letters before the
 * first colon that comes before any `/`, `?` or `#`; browsers ignore tabs and newlines in it.
 */
export function isSafeHref(href: string): boolean {
  // Control characters too: browsers drop them, so `java\u0001script:` would still run.
  const url = [...href].filter((c) => c.charCodeAt(0) > 0x20).join('');
  if (/^https?:\/\/[^/]/i.test(url)) return true;
  if (url.startsWith('//')) return false;
  const colon = url.indexOf(':');
  if (colon === -1) return true;
  const end = url.search(/[/?#]/);
  return end !== -1 && end < colon;
}

const headingLevel = (tag: string) => Math.min(4, Math.max(2, Number(tag.slice(1))));

/**
 * Markdown to HTML through an allow-list: headings, paragraphs, lists, emphasis and links with
 * http(s) or relative targets. The walk writes every tag itself from the token types it knows,
 * so no attribute of the source (on*, style, raw HTML) can reach the output; raw HTML blocks
 * are parsed as such and dropped whole, so a `<script>` body never turns into visible text.
 */
export function renderLegalMarkdown(md: MarkdownIt, source: string): RenderedLegal {
  const parser = md.set({ html: true, linkify: false, typographer: false });
  // Every link reaches our own check, so a refused one keeps its label instead of turning the
  // whole `[label](javascript:…)` into literal text.
  parser.validateLink = () => true;
  const escape = md.utils.escapeHtml;
  const tokens = parser.parse(source, {});
  const dropped = new Set<string>();
  let title = '';
  let inTitle = false;
  const out: string[] = [];

  const inline = (children: readonly Token[]): string => {
    const parts: string[] = [];
    const openLinks: boolean[] = [];
    for (const t of children) {
      const tag = INLINE_TAGS[t.type];
      if (tag) parts.push(t.nesting === 1 ? `<${tag}>` : `</${tag}>`);
      else if (t.type === 'text' || t.type === 'code_inline') parts.push(escape(t.content));
      else if (t.type === 'softbreak') parts.push('\n');
      else if (t.type === 'hardbreak') parts.push('<br>');
      else if (t.type === 'link_open') {
        const href = String(t.attrGet('href') ?? '');
        const safe = isSafeHref(href);
        openLinks.push(safe);
        if (!safe) dropped.add(`a link to "${href.slice(0, 40)}" (only http(s) and relative)`);
        else if (/^https?:/i.test(href)) {
          parts.push(`<a href="${escape(href)}" rel="noopener noreferrer" target="_blank">`);
        } else parts.push(`<a href="${escape(href)}">`);
      } else if (t.type === 'link_close') {
        if (openLinks.pop()) parts.push('</a>');
      } else if (t.type === 'html_inline') dropped.add('raw HTML');
      else if (t.type === 'image') dropped.add('an image');
    }
    return parts.join('');
  };

  for (const t of tokens) {
    if (t.type === 'heading_open') {
      if (!title && !inTitle && t.tag === 'h1' && out.length === 0) inTitle = true;
      else out.push(`<h${headingLevel(t.tag)}>`);
    } else if (t.type === 'heading_close') {
      if (inTitle) inTitle = false;
      else out.push(`</h${headingLevel(t.tag)}>\n`);
    } else if (t.type === 'inline') {
      const children = t.children ?? [];
      if (inTitle) {
        title = children
          .map((c) => (c.type === 'text' ? c.content : ''))
          .join('')
          .trim();
      } else out.push(inline(children));
    } else if (BLOCK_TAGS[t.type]) {
      if (t.hidden) continue;
      const tag = BLOCK_TAGS[t.type];
      const list = tag === 'ul' || tag === 'ol';
      out.push(t.nesting === 1 ? `<${tag}>${list ? '\n' : ''}` : `</${tag}>\n`);
    } else if (t.type === 'fence' || t.type === 'code_block') {
      out.push(`<p>${escape(t.content.trim())}</p>\n`);
    } else if (t.type === 'html_block') dropped.add('raw HTML');
  }
  return { title, html: out.join('').trim(), dropped: [...dropped] };
}
