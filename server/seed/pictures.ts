import { loadSharp } from '../lib/sharp';

/**
 * Demo pictures drawn on the spot (no network): an SVG of a picture frame on a wall (moulding in the
 * category's colour, a mat, a simple abstract artwork inside), rendered to JPEG by sharp.
 */

export type Artwork = 'sunset' | 'hills' | 'circles' | 'mountains' | 'stripes' | 'moon';

export interface Picture {
  category: string;
  artwork: Artwork;
  /** A different wall and angle for the second and third views of one frame. */
  view: 0 | 1 | 2;
  /** Varies the artwork's palette between frames. */
  seed: number;
}

/** Drawn on a 1200x900 canvas... */
const PICTURE_WIDTH = 1200;
const PICTURE_HEIGHT = 900;
/**
 * ...rendered at 960x720: above the 800x600 the admin form recommends, and two WebP widths (480, 960)
 * instead of three, which halves the seeding time on a small machine.
 */
export const RENDER_WIDTH = 960;
export const RENDER_HEIGHT = 720;

interface Moulding {
  face: string;
  light: string;
  dark: string;
  /** Width of the moulding in pixels. */
  width: number;
  mat: string;
}

const mouldings: Record<string, Moulding> = {
  Classic: { face: '#7A4B2A', light: '#A06A40', dark: '#4E2E18', width: 64, mat: '#F4EFE4' },
  Modern: { face: '#1E1E20', light: '#3A3A3E', dark: '#0B0B0C', width: 34, mat: '#FFFFFF' },
  Luxury: { face: '#C9A23A', light: '#F1D67A', dark: '#8A6A1C', width: 80, mat: '#F7F1E1' },
  Vintage: { face: '#8C6D46', light: '#B8976A', dark: '#5C4429', width: 70, mat: '#EADFC8' },
  Minimalist: { face: '#F3F3F0', light: '#FFFFFF', dark: '#D4D4CE', width: 26, mat: '#FFFFFF' },
  Contemporary: { face: '#C49A6C', light: '#DDBB91', dark: '#916C45', width: 44, mat: '#FAF8F3' },
  Traditional: { face: '#5A2A1B', light: '#7E4431', dark: '#3A190F', width: 72, mat: '#EFE6D2' },
  Industrial: { face: '#4A4F55', light: '#6B7178', dark: '#2C3034', width: 40, mat: '#E9E9E6' },
};
const fallbackMoulding = mouldings.Classic!;

const walls = ['#E9E4DA', '#D9E2E1', '#EFE3D3'];

const palettes = [
  ['#F6A85A', '#E4606D', '#5B3C88', '#FFD56B', '#2E4057'],
  ['#8FD3C7', '#3C8D93', '#1F4E5F', '#F3E3B3', '#E07A5F'],
  ['#F2C14E', '#F78154', '#4D9078', '#B4436C', '#5FAD56'],
  ['#C6D8AF', '#7FA36B', '#3E6259', '#F0E6D2', '#D9A441'],
  ['#A7C5EB', '#6C8EBF', '#2A3D66', '#F5D0C5', '#E8A87C'],
];

function art(kind: Artwork, x: number, y: number, w: number, h: number, p: string[]): string {
  const [a, b, c, d, e] = p as [string, string, string, string, string];
  const cx = x + w / 2;
  switch (kind) {
    case 'sunset':
      return `<defs><linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${c}"/><stop offset="0.6" stop-color="${b}"/><stop offset="1" stop-color="${a}"/></linearGradient></defs>
<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="url(#sky)"/>
<circle cx="${cx}" cy="${y + h * 0.66}" r="${w * 0.16}" fill="${d}"/>
<rect x="${x}" y="${y + h * 0.7}" width="${w}" height="${h * 0.3}" fill="${e}"/>
<rect x="${cx - w * 0.12}" y="${y + h * 0.74}" width="${w * 0.24}" height="6" fill="${d}" opacity="0.7"/>
<rect x="${cx - w * 0.07}" y="${y + h * 0.8}" width="${w * 0.14}" height="5" fill="${d}" opacity="0.5"/>`;
    case 'hills':
      return `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${d}"/>
<circle cx="${x + w * 0.75}" cy="${y + h * 0.25}" r="${w * 0.08}" fill="${a}"/>
<path d="M${x} ${y + h * 0.6} Q${x + w * 0.3} ${y + h * 0.35} ${x + w * 0.6} ${y + h * 0.58} T${x + w} ${y + h * 0.5} V${y + h} H${x} Z" fill="${b}"/>
<path d="M${x} ${y + h * 0.75} Q${x + w * 0.4} ${y + h * 0.55} ${x + w * 0.7} ${y + h * 0.72} T${x + w} ${y + h * 0.7} V${y + h} H${x} Z" fill="${c}"/>
<path d="M${x} ${y + h * 0.88} Q${x + w * 0.5} ${y + h * 0.76} ${x + w} ${y + h * 0.86} V${y + h} H${x} Z" fill="${e}"/>`;
    case 'circles':
      return `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${d}"/>
<circle cx="${x + w * 0.38}" cy="${y + h * 0.42}" r="${w * 0.22}" fill="${a}" opacity="0.9"/>
<circle cx="${x + w * 0.6}" cy="${y + h * 0.55}" r="${w * 0.18}" fill="${b}" opacity="0.85"/>
<circle cx="${x + w * 0.5}" cy="${y + h * 0.3}" r="${w * 0.1}" fill="${c}" opacity="0.9"/>
<circle cx="${x + w * 0.72}" cy="${y + h * 0.28}" r="${w * 0.05}" fill="${e}"/>`;
    case 'mountains':
      return `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${d}"/>
<polygon points="${x},${y + h} ${x + w * 0.35},${y + h * 0.3} ${x + w * 0.7},${y + h}" fill="${c}"/>
<polygon points="${x + w * 0.3},${y + h} ${x + w * 0.65},${y + h * 0.4} ${x + w},${y + h}" fill="${b}"/>
<polygon points="${x + w * 0.29},${y + h * 0.4} ${x + w * 0.35},${y + h * 0.3} ${x + w * 0.41},${y + h * 0.4}" fill="#FFFFFF"/>
<rect x="${x}" y="${y + h * 0.9}" width="${w}" height="${h * 0.1}" fill="${e}"/>`;
    case 'stripes': {
      const n = 5;
      const band = w / n;
      return Array.from(
        { length: n },
        (_, i) =>
          `<rect x="${x + i * band}" y="${y}" width="${band + 1}" height="${h}" fill="${p[i % p.length]}"/>`,
      ).join('\n');
    }
    case 'moon':
      return `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${c}"/>
<circle cx="${cx}" cy="${y + h * 0.4}" r="${w * 0.2}" fill="${d}"/>
<circle cx="${cx + w * 0.08}" cy="${y + h * 0.36}" r="${w * 0.18}" fill="${c}"/>
<rect x="${x}" y="${y + h * 0.78}" width="${w}" height="${h * 0.22}" fill="${e}" opacity="0.8"/>`;
  }
}

/** The SVG of one view: portrait frames on views 0 and 2, landscape on view 1. */
export function pictureSvg({ category, artwork, view, seed }: Picture): string {
  const m = mouldings[category] ?? fallbackMoulding;
  const palette = palettes[seed % palettes.length]!;
  const wall = walls[view]!;
  const portrait = view !== 1;
  const fw = portrait ? 560 : 820;
  const fh = portrait ? 720 : 620;
  const fx = (PICTURE_WIDTH - fw) / 2;
  const fy = (PICTURE_HEIGHT - fh) / 2 - 10;
  const mw = m.width;
  const ix = fx + mw;
  const iy = fy + mw;
  const iw = fw - 2 * mw;
  const ih = fh - 2 * mw;
  const matW = Math.round(Math.min(iw, ih) * (category === 'Minimalist' ? 0.2 : 0.12));
  const ax = ix + matW;
  const ay = iy + matW;
  const aw = iw - 2 * matW;
  const ah = ih - 2 * matW;
  // Four bevelled sides: light from the top left.
  const bevel = `<polygon points="${fx},${fy} ${fx + fw},${fy} ${ix + iw},${iy} ${ix},${iy}" fill="${m.light}"/>
<polygon points="${fx},${fy} ${ix},${iy} ${ix},${iy + ih} ${fx},${fy + fh}" fill="${m.face}"/>
<polygon points="${fx + fw},${fy} ${fx + fw},${fy + fh} ${ix + iw},${iy + ih} ${ix + iw},${iy}" fill="${m.face}"/>
<polygon points="${fx},${fy + fh} ${ix},${iy + ih} ${ix + iw},${iy + ih} ${fx + fw},${fy + fh}" fill="${m.dark}"/>`;
  const floor =
    view === 2
      ? `<rect x="0" y="${PICTURE_HEIGHT - 90}" width="${PICTURE_WIDTH}" height="90" fill="#B89A78"/>`
      : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${RENDER_WIDTH}" height="${RENDER_HEIGHT}" viewBox="0 0 ${PICTURE_WIDTH} ${PICTURE_HEIGHT}">
<rect width="${PICTURE_WIDTH}" height="${PICTURE_HEIGHT}" fill="${wall}"/>
${floor}
<rect x="${fx + 14}" y="${fy + 18}" width="${fw}" height="${fh}" fill="#000000" opacity="0.18"/>
${bevel}
<rect x="${ix}" y="${iy}" width="${iw}" height="${ih}" fill="${m.mat}"/>
<rect x="${ax - 3}" y="${ay - 3}" width="${aw + 6}" height="${ah + 6}" fill="#000000" opacity="0.12"/>
${art(artwork, ax, ay, aw, ah, palette)}
</svg>`;
}

/** One demo picture as a JPEG (what a phone camera would upload). */
export async function renderPicture(picture: Picture): Promise<Buffer> {
  const sharp = await loadSharp();
  return sharp(Buffer.from(pictureSvg(picture)))
    .jpeg({ quality: 82, mozjpeg: false })
    .toBuffer();
}

/** Runs `work` over `items` with at most `limit` at a time; results in input order. */
export async function mapLimit<T, R>(
  items: T[],
  limit: number,
  work: (item: T, index: number) => Promise<R>,
): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await work(items[i]!, i);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
