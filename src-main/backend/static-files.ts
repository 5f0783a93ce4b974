/**
 * Serves the built renderer (a folder of static files). Only files inside that folder are ever
 * read: the decoded path is resolved against the root and refused if it lands outside, and
 * anything that is not a plain file answers 404.
 */
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { extname, resolve, sep } from 'node:path';

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
  '.wasm': 'application/wasm',
};

export function contentTypeOf(path: string): string {
  return CONTENT_TYPES[extname(path).toLowerCase()] ?? 'application/octet-stream';
}

/**
 * The file a URL path names inside `root`, or null when the path is malformed or escapes the root.
 * `/` names index.html.
 */
export function resolveStaticPath(root: string, urlPath: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0') || decoded.includes('\\')) return null;
  const relative = decoded === '/' || decoded === '' ? 'index.html' : decoded.replace(/^\/+/, '');
  const base = resolve(root);
  const full = resolve(base, relative);
  return full.startsWith(base + sep) ? full : null;
}

export async function serveStatic(
  request: IncomingMessage,
  response: ServerResponse,
  root: string,
  urlPath: string,
  headers: Readonly<Record<string, string>>,
): Promise<void> {
  const file = resolveStaticPath(root, urlPath);
  const info = file === null ? null : await stat(file).catch(() => null);
  if (file === null || info === null || !info.isFile()) {
    response.writeHead(404, { ...headers, 'Content-Type': 'text/plain; charset=utf-8' });
    response.end('Not found');
    return;
  }
  // Vite puts a content hash in asset names, so they may be cached for good; index.html may not.
  const immutable = urlPath.startsWith('/assets/');
  response.writeHead(200, {
    ...headers,
    'Content-Type': contentTypeOf(file),
    'Content-Length': String(info.size),
    'Cache-Control': immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
  });
  if (request.method === 'HEAD') {
    response.end();
    return;
  }
  createReadStream(file)
    .on('error', () => response.destroy())
    .pipe(response);
}
