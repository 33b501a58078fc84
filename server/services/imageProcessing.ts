import { fileTypeFromBuffer } from 'file-type';
import pLimit from 'p-limit';
import { type HttpError, tooLarge, unsupportedType } from '../lib/errors';
import { loadSharp } from '../lib/sharp';

/** Each uploaded file: at most 5 MiB (docs/api.md). */
export const MAX_IMAGE_BYTES = 5_242_880;
/** Against decompression bombs: a small file that would decode to a huge bitmap is refused. */
export const MAX_IMAGE_PIXELS = 40_000_000;
/** The WebP widths made from each upload, for `srcset`; an upload is never enlarged. */
export const IMAGE_WIDTHS = [480, 960, 1600] as const;
/** The width the API hands out as `imageUrl` (or the largest variant when the upload is smaller). */
export const MAIN_WIDTH = 960;

export const NOT_AN_IMAGE = 'Please select only image files.';
export const FILE_TOO_LARGE = 'Please select images smaller than 5MB each.';
export const TOO_MANY_PIXELS = `Image dimensions are too large: at most ${MAX_IMAGE_PIXELS / 1_000_000} megapixels each.`;

const ACCEPTED = new Set(['image/jpeg', 'image/png', 'image/webp']);

export interface EncodedVariant {
  width: number;
  height: number;
  body: Buffer;
}

/**
 * Reads the type from the bytes (magic numbers), never from the file name or the declared type:
 * JPEG, PNG and WebP only, else 415.
 */
export async function assertImageBytes(body: Buffer): Promise<void> {
  if (body.length > MAX_IMAGE_BYTES) throw tooLarge(FILE_TOO_LARGE);
  const type = body.length > 0 ? await fileTypeFromBuffer(body) : undefined;
  if (!type || !ACCEPTED.has(type.mime)) throw unsupportedType(NOT_AN_IMAGE);
}

/** The widths to make from an upload `width` pixels wide: the standard ones below it, plus itself up to 1600. */
export function widthsFor(width: number): number[] {
  const largest = IMAGE_WIDTHS[IMAGE_WIDTHS.length - 1]!;
  if (width >= largest) return [...IMAGE_WIDTHS];
  return [...IMAGE_WIDTHS.filter((w) => w < width), width];
}

const decodeOptions = { limitInputPixels: MAX_IMAGE_PIXELS, failOn: 'error' } as const;

/** A sharp failure on bytes that looked like an image: too many pixels, or not decodable. */
function decodeFailure(error: unknown): HttpError {
  const message = error instanceof Error ? error.message : String(error);
  if (/pixel limit/i.test(message)) return tooLarge(TOO_MANY_PIXELS);
  return unsupportedType(NOT_AN_IMAGE);
}

/**
 * Re-encodes one upload (its type already checked): turned upright from its EXIF orientation, every
 * metadata block dropped (sharp keeps none unless asked to), into WebP at each width of `widthsFor`.
 * CPU work: call it outside any database transaction.
 */
export async function encodeVariants(body: Buffer): Promise<EncodedVariant[]> {
  const sharp = await loadSharp();
  let width: number;
  try {
    const meta = await sharp(body, decodeOptions).metadata();
    if (!meta.width || !meta.height) throw new Error('no dimensions');
    if (meta.width * meta.height > MAX_IMAGE_PIXELS) throw new Error('Input image exceeds pixel limit');
    width = meta.autoOrient?.width ?? meta.width;
  } catch (error) {
    throw decodeFailure(error);
  }
  const variants: EncodedVariant[] = [];
  for (const target of widthsFor(width)) {
    try {
      const { data, info } = await sharp(body, decodeOptions)
        .rotate()
        .resize({ width: target, withoutEnlargement: true })
        .webp({ quality: 80, effort: 4 })
        .toBuffer({ resolveWithObject: true });
      variants.push({ width: info.width, height: info.height, body: data });
    } catch (error) {
      throw decodeFailure(error);
    }
  }
  return variants;
}

/**
 * Uploads re-encoded at once, at most. sharp runs each step (decode, each width's resize and WebP) on libuv's
 * threads, first come first served: 200 uploads at once interleaved their steps, so every one answered only at
 * the end (p50 44.6 s of a 44.7 s burst, bench/burst.ts), and disk pictures waited behind them on the same
 * threads. Taken two requests at a time, the first answers come at once and the rest in order.
 */
const encoding = pLimit(2);

/** Every file of one upload re-encoded (encodeVariants), in turn with other uploads. */
export const encodeUploads = (files: Buffer[]): Promise<EncodedVariant[][]> =>
  encoding(async () => {
    const encoded: EncodedVariant[][] = [];
    for (const file of files) encoded.push(await encodeVariants(file));
    return encoded;
  });
