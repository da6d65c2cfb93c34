/**
 * Where the proof link may point: a web page, and a platform path beside the API (sandbox
 * vendors live under the platform's origin). The address comes from a vendor, so anything
 * else (a javascript: or data: address) is no link at all.
 */
export function proofHref(url: string, apiBase: string | undefined): string | null {
  if (/^https?:\/\//i.test(url)) return url;
  if (!url.startsWith('/') || url.startsWith('//')) return null;
  return apiBase ? `${apiBase.replace(/\/+$/, '')}${url}` : url;
}
