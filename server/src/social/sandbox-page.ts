import { createHash } from 'node:crypto';

const STYLE = `body{margin:0;font:15px/1.4 system-ui,sans-serif;background:#f3f4f6;color:#111827;
display:flex;min-height:100vh;align-items:center;justify-content:center}
main{background:#fff;border-radius:12px;box-shadow:0 4px 24px rgba(0,0,0,.12);padding:28px;width:100%;max-width:340px}
h1{font-size:18px;margin:0 0 4px}p{margin:0 0 16px;color:#4b5563;font-size:13px}
label{display:block;font-weight:600;margin-bottom:6px}
input[type=email]{box-sizing:border-box;width:100%;padding:10px 12px;border:1px solid #d1d5db;border-radius:8px;font:inherit}
.actions{display:flex;gap:8px;margin-top:20px}
button{flex:1;padding:10px;border-radius:8px;font:inherit;font-weight:600;cursor:pointer;border:1px solid #d1d5db;background:#fff}
button[value=allow]{background:#2563eb;border-color:#2563eb;color:#fff}`;

const STYLE_HASH = `'sha256-${createHash('sha256').update(STYLE).digest('base64')}'`;

const TITLES = { google: 'Sandbox Google', facebook: 'Sandbox Facebook' } as const;

function escape(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`);
}

/**
 * The sandbox consent screen: a plain form (no script, so any CSP allows it) that posts the
 * chosen address and Allow or Cancel back to the sandbox. Its own CSP lets the form post here
 * and follow the redirect to the site's callback.
 */
export function consentPage(fields: {
  provider: 'google' | 'facebook';
  state: string;
  redirectUri: string;
  action: string;
}): { html: string; csp: string } {
  const title = TITLES[fields.provider];
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1">
<title>${title}</title><style>${STYLE}</style></head>
<body><main>
<h1>${title} — sign in as:</h1>
<p>A stand-in for the real provider. Any address works; the same address is the same account.</p>
<form method="post" action="${escape(fields.action)}">
<input type="hidden" name="provider" value="${fields.provider}">
<input type="hidden" name="state" value="${escape(fields.state)}">
<input type="hidden" name="redirect_uri" value="${escape(fields.redirectUri)}">
<label for="email">E-mail</label>
<input id="email" name="email" type="email" value="player@example.com" maxlength="254" data-testid="sandbox-email">
<div class="actions">
<button type="submit" name="decision" value="cancel" formnovalidate data-testid="sandbox-cancel">Cancel</button>
<button type="submit" name="decision" value="allow" data-testid="sandbox-allow">Allow</button>
</div>
</form>
</main></body></html>`;
  const redirectOrigin = new URL(fields.redirectUri).origin;
  const csp = `default-src 'none'; style-src ${STYLE_HASH}; form-action 'self' ${redirectOrigin}; frame-ancestors 'none'; base-uri 'none'`;
  return { html, csp };
}

/** A short page for a link that cannot be used (unknown, expired or used state). */
export function invalidPage(): { html: string; csp: string } {
  return {
    html: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Sign-in link expired</title>
<style>${STYLE}</style></head><body><main><h1>This sign-in link has expired.</h1>
<p>Close this window and start the sign-in again.</p></main></body></html>`,
    csp: `default-src 'none'; style-src ${STYLE_HASH}; frame-ancestors 'none'; base-uri 'none'`,
  };
}
