import type * as v from 'valibot';

/**
 * A route that answers an HTML page (or a redirect) rather than an envelope: the sandbox's
 * stand-ins for a payment provider's pay page and a social provider's consent page. It is not
 * a `call()` endpoint, but it is described here beside them, so the OpenAPI document lists
 * every route the platform mounts. Its path takes `:name` segments as Hono writes them.
 */
export interface PageRoute {
  readonly id: string;
  readonly method: 'GET' | 'POST';
  readonly path: string;
  readonly audience: 'sandbox';
  /** One sentence: what the page is for. */
  readonly summary: string;
  /** Query parameters. */
  readonly query?: v.ObjectSchema<v.ObjectEntries, undefined>;
  /** The fields of its form post (application/x-www-form-urlencoded). */
  readonly form?: v.ObjectSchema<v.ObjectEntries, undefined>;
  /** Answers with a 302 to the page the flow goes back to, instead of a page. */
  readonly redirects?: boolean;
}

export function definePage(page: PageRoute): PageRoute {
  return page;
}
