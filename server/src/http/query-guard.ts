import type { MiddlewareHandler } from 'hono';
import { matchedRoutes } from 'hono/route';
import { isCleanText } from '../../../contract/input.ts';
import { failure } from './failure.ts';
import { isContractHandler } from './register-endpoint.ts';

/**
 * Refuses a query string with a control character or broken UTF-16 in any key or value
 * (BAD_REQUEST) on the API routes outside the contract: sandbox outboxes' `?mobile=`, `?to=`,
 * `?brand=`, `?merchant=`, the back-office, where a NUL byte would reach SQL and come back as
 * a 500. Contract calls are left to registerEndpoint, whose schemas check the same after the
 * token: a caller without a session must learn nothing about the input first.
 */
export const queryGuard: MiddlewareHandler = async (c, next) => {
  if (matchedRoutes(c).some((route) => isContractHandler(route.handler))) return next();
  for (const [key, values] of Object.entries(c.req.queries())) {
    if (!isCleanText(key) || values.some((value) => !isCleanText(value))) {
      return failure(c, 'BAD_REQUEST', 'Control characters are not allowed in the query.');
    }
  }
  await next();
};
