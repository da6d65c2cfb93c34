import type { MiddlewareHandler } from 'hono';
import { secureHeaders } from 'hono/secure-headers';

const headers = secureHeaders({
  // Pages that set their own policy keep it (the site's comes from the brand's build report,
  // the sandbox and social pages write theirs); the API policy fills in where none was set.
  overwrite: false,
  // API answers are data, never a document: nothing may load or frame them.
  contentSecurityPolicy: { defaultSrc: ["'none'"], frameAncestors: ["'none'"] },
  xFrameOptions: 'DENY',
  referrerPolicy: 'strict-origin-when-cross-origin',
  // The site needs none of these; denying them limits what injected code could reach.
  permissionsPolicy: { camera: [], microphone: [], geolocation: [], payment: [], usb: [] },
  // Not plain same-origin: social sign-in opens the provider in a popup that comes back to
  // /social/callback and reports through window.opener. Plain same-origin severs that link
  // as soon as the popup visits the provider's origin; allow-popups keeps it for popups the
  // site itself opened, and still keeps other sites' windows out of ours.
  crossOriginOpenerPolicy: 'same-origin-allow-popups',
  // A runtime served from a CDN loads images (captcha, banners) from the API's origin.
  crossOriginResourcePolicy: false,
  // TLS ends at the operator's proxy, which knows whether every subdomain speaks HTTPS; a
  // year-long includeSubDomains promise from here could lock out one that does not.
  strictTransportSecurity: false,
});

/** Set on every response, errors and 404s included. */
export function securityHeaders(): MiddlewareHandler {
  return headers;
}
