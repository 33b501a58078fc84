import { assetSrcset, assetUrl } from '../../api/assets';
import type { Frame, FrameImage as FrameImageType } from '../../api/types';

/**
 * Card widths by breakpoint (columns 1, 2, 4, 5, 6 in a page at most 1600 px wide): lets the browser pick
 * the smallest WebP width (480, 960, 1600) that is sharp enough.
 */
export const CARD_SIZES =
  '(min-width: 1600px) 256px, (min-width: 1536px) 16vw, (min-width: 1280px) 19vw, (min-width: 1024px) 24vw, (min-width: 480px) 48vw, 92vw';

export type Picture = Pick<FrameImageType, 'imageUrl' | 'srcset'> &
  Partial<Pick<FrameImageType, 'width' | 'height' | 'alt'>>;

/** The pictures of a frame: its images by order, else the single legacy image, else none. */
export function picturesOf(frame: Pick<Frame, 'images' | 'imageUrl'>): Picture[] {
  if (frame.images?.length) return [...frame.images].sort((a, b) => a.order - b.order);
  return frame.imageUrl ? [{ imageUrl: frame.imageUrl, srcset: '' }] : [];
}

/** How a picture is loaded: `lcp` for the page's largest first picture, `eager` for the rest of the first screen. */
export type Priority = 'lcp' | 'eager' | 'lazy' | 'low';

interface Props {
  picture: Picture;
  alt: string;
  sizes?: string;
  priority?: Priority;
  className?: string;
  /** `contain`: the whole picture, never cropped (frames are photographed whole). */
  fit?: 'contain' | 'cover';
  onLoad?: () => void;
  [data: `data-${string}`]: string | undefined;
}

/**
 * One picture with its WebP widths (`srcset`/`sizes`) and its own width and height (so its box is known
 * before it loads). The first screen's pictures load at once (`fetchpriority="high"` for the largest);
 * the others when they come near the screen.
 */
export function FramePicture({
  picture,
  alt,
  sizes = CARD_SIZES,
  priority = 'lazy',
  className,
  fit = 'contain',
  onLoad,
  ...data
}: Props) {
  const srcSet = assetSrcset(picture.srcset);
  return (
    <img
      {...data}
      className={`frame-img${fit === 'cover' ? ' frame-img-cover' : ''}${className ? ` ${className}` : ''}`}
      src={assetUrl(picture.imageUrl)}
      srcSet={srcSet || undefined}
      sizes={srcSet ? sizes : undefined}
      width={picture.width || undefined}
      height={picture.height || undefined}
      alt={alt}
      onLoad={onLoad}
      loading={priority === 'lcp' || priority === 'eager' ? 'eager' : 'lazy'}
      decoding={priority === 'lcp' ? 'sync' : 'async'}
      {...(priority === 'lcp' ? { fetchPriority: 'high' as const } : {})}
      {...(priority === 'low' ? { fetchPriority: 'low' as const } : {})}
    />
  );
}
