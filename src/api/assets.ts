/**
 * Addresses (docs/product.md §1): the API address, and asset paths made absolute with the backend base
 * address (the API address without its trailing `/api`). Paths already starting with http(s) are kept.
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

/** An asset path as an absolute address; `null`/empty stays empty. */
export function assetUrl(path: string | null | undefined, api = apiBase()): string {
  if (!path) return '';
  // Absolute addresses stay as they are; so do in-browser ones (blob:, data:; the admin preview of a
  // picture not uploaded yet).
  if (/^(https?:\/\/|blob:|data:)/i.test(path)) return path;
  return `${backendBase(api)}${path.startsWith('/') ? '' : '/'}${path}`;
}

/** A srcset (`/uploads/a-480.webp 480w, ...`) with every address made absolute. */
export function assetSrcset(srcset: string | null | undefined, api = apiBase()): string {
  if (!srcset) return '';
  return srcset
    .split(',')
    .map((part) => {
      const [url, width] = part.trim().split(/\s+/);
      return width ? `${assetUrl(url, api)} ${width}` : assetUrl(url, api);
    })
    .join(', ');
}
