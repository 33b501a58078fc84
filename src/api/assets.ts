/**
 * Addresses (docs/product.md §1): the API address, and asset paths. A picture served by the page's own
 * origin is linked by its path (`/uploads/a.webp`), relative to wherever the page was reached (127.0.0.1, a
 * LAN address, a proxy's host): the server renders pages with its configured PUBLIC_URL as the origin, and
 * an absolute address built from it would break (and be blocked by `img-src 'self'`) at any other address.
 * A backend on another origin (VITE_API_URL) gets absolute addresses. Paths already starting with http(s)
 * are kept.
 */

const DEV_API = 'http://localhost:5000/api';

interface Env {
  VITE_API_URL?: string;
  DEV?: boolean;
}

const viteEnv = (): Env => (import.meta as unknown as { env?: Env }).env ?? {};

/** The API address: VITE_API_URL when set; `http://localhost:5000/api` in development; else this origin's `/api`. */
export function apiBase(env: Env = viteEnv(), origin = globalThis.location?.origin): string {
  const configured = env.VITE_API_URL?.trim();
  if (configured) return configured.replace(/\/+$/, '');
  if (env.DEV || !origin) return DEV_API;
  return `${origin.replace(/\/+$/, '')}/api`;
}

/** The backend base address: the API address with its trailing `api` segment removed. */
export function backendBase(api = apiBase()): string {
  return api.replace(/\/+$/, '').replace(/\/api$/, '');
}

/** What asset paths are prefixed with: nothing when the backend is the page's own origin, else its base address. */
function assetBase(api: string, origin: string | undefined): string {
  const base = backendBase(api);
  return origin && base === origin.replace(/\/+$/, '') ? '' : base;
}

/**
 * An asset path as an address the page can load: `/uploads/a.webp` as it is (root-relative) when the backend
 * is the page's own origin, prefixed with the backend's address otherwise; `null`/empty stays empty.
 */
export function assetUrl(
  path: string | null | undefined,
  api = apiBase(),
  origin = globalThis.location?.origin,
): string {
  if (!path) return '';
  // Absolute addresses stay as they are; so do in-browser ones (blob:, data:; the admin preview of a
  // picture not uploaded yet).
  if (/^(https?:\/\/|blob:|data:)/i.test(path)) return path;
  return `${assetBase(api, origin)}${path.startsWith('/') ? '' : '/'}${path}`;
}

/** A srcset (`/uploads/a-480.webp 480w, ...`) with every address made loadable as assetUrl makes it. */
export function assetSrcset(
  srcset: string | null | undefined,
  api = apiBase(),
  origin = globalThis.location?.origin,
): string {
  if (!srcset) return '';
  return srcset
    .split(',')
    .map((part) => {
      const [url, width] = part.trim().split(/\s+/);
      return width ? `${assetUrl(url, api, origin)} ${width}` : assetUrl(url, api, origin);
    })
    .join(', ');
}
