// Kept apart from session.ts so the first page load, which needs only these, does not
// pull the login and captcha schemas into the entry chunk.
/** Header carrying the session token on T calls. */
export const TOKEN_HEADER = 'Authorization';
export const bearer = (token: string) => `Bearer ${token}`;

/** Spec §6: numeric roles. Agents 1, 2, 41, 42; the free-play demo account 4. */
export const AGENT_ROLES = [1, 2, 41, 42] as const;
export const DEMO_ROLE = 4;
export const isAgentRole = (role: number) => (AGENT_ROLES as readonly number[]).includes(role);
