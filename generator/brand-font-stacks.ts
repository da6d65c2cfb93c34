/**
 * Scripts a Latin web font has no glyphs for. The brand font stays first (numbers, the brand
 * name and Latin words keep the brand's look); the script's own glyphs then come from fonts
 * the player's system already has, named in the order Windows, macOS/iOS, Android/Linux ship
 * them. Without these stacks a serif heading stack (lotus: Playfair Display, Georgia, serif)
 * would render Thai or Chinese headings in whatever serif the system picks.
 */
export const SCRIPT_FALLBACKS: Readonly<Record<string, readonly string[]>> = {
  th: ['Leelawadee UI', 'Thonburi', 'Noto Sans Thai', 'Tahoma'],
  'zh-cn': ['Microsoft YaHei', 'PingFang SC', 'Noto Sans CJK SC', 'Noto Sans SC'],
  'zh-tw': ['Microsoft JhengHei', 'PingFang TC', 'Noto Sans CJK TC', 'Noto Sans TC'],
  ja: ['Yu Gothic', 'Hiragino Sans', 'Noto Sans CJK JP', 'Noto Sans JP'],
  ko: ['Malgun Gothic', 'Apple SD Gothic Neo', 'Noto Sans CJK KR', 'Noto Sans KR'],
  // Naskh rather than Nastaliq: Nastaliq's tall descenders overflow buttons and table rows.
  ur: ['Segoe UI', 'Geeza Pro', 'Noto Naskh Arabic', 'Tahoma'],
  my: ['Myanmar Text', 'Myanmar Sangam MN', 'Noto Sans Myanmar', 'Padauk'],
  km: ['Leelawadee UI', 'Khmer Sangam MN', 'Noto Sans Khmer', 'Khmer UI'],
  ta: ['Nirmala UI', 'Tamil Sangam MN', 'Noto Sans Tamil', 'Latha'],
  hi: ['Nirmala UI', 'Kohinoor Devanagari', 'Noto Sans Devanagari', 'Mangal'],
};

/** The script key of a BCP-47 locale ("zh-CN" → "zh-cn", "th-TH" → "th"). */
export function scriptKey(locale: string): string | undefined {
  const lower = locale.toLowerCase();
  if (lower.startsWith('zh-')) return lower.slice(0, 5);
  const primary = lower.split('-')[0] ?? lower;
  return primary in SCRIPT_FALLBACKS ? primary : undefined;
}

const quote = (family: string) => `"${family.replace(/["\\]/g, '')}"`;

/** `"Brand", <the script's system fonts>, system-ui, sans-serif`. */
export function scriptStack(brandFamily: string | undefined, key: string): string {
  const families = [...(brandFamily ? [brandFamily] : []), ...(SCRIPT_FALLBACKS[key] ?? [])].map(
    quote,
  );
  return [...families, 'system-ui', 'sans-serif'].join(', ');
}
