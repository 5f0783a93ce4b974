/**
 * The two checks every browser-mode request passes before anything else runs.
 *
 * The Host header must name our loopback address and port exactly: a page on some other site that
 * rebinds its DNS name to 127.0.0.1 still sends its own name as Host, so it is refused (403).
 * API calls must also carry the secret token from the printed URL (401 without it); the token is
 * compared in constant time so its value cannot be guessed from response timings.
 */
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

export function allowedHosts(port: number): ReadonlySet<string> {
  return new Set([`127.0.0.1:${port}`, `localhost:${port}`]);
}

export function hostIsAllowed(host: string | undefined, allowed: ReadonlySet<string>): boolean {
  return host !== undefined && allowed.has(host.toLowerCase());
}

/** 32 random bytes, URL-safe. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

export function tokenMatches(given: string | null | undefined, secret: string): boolean {
  if (typeof given !== 'string' || given.length === 0) return false;
  // Hashing first gives both sides the same length, which timingSafeEqual requires.
  const digest = (text: string): Buffer => createHash('sha256').update(text).digest();
  return timingSafeEqual(digest(given), digest(secret));
}
