/**
 * The one Content-Security-Policy of the app, sent as a header by the browser-mode server and by
 * the Electron shell alike, and matching the renderer's own <meta> policy: scripts, styles, fonts
 * and connections only from our own origin, no inline or evaluated code, no HTML from strings
 * (Trusted Types with no policy), nothing framed or framing. The header adds what a <meta> tag
 * cannot say (frame-ancestors) and covers responses that are not the page itself.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data: blob:",
  "font-src 'self'",
  "connect-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "object-src 'none'",
  "frame-ancestors 'none'",
  "require-trusted-types-for 'script'",
  "trusted-types 'none'",
].join('; ');

/** Headers every response from our own origin carries, besides the policy above. */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': CONTENT_SECURITY_POLICY,
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Resource-Policy': 'same-origin',
};
