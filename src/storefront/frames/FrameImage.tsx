import { assetSrcset, assetUrl } from '../../api/assets';
import type { Frame, FrameImage as FrameImageType } from '../../api/types';

/** Card widths by breakpoint (columns 1, 2, 4, 5, 6): lets the browser pick the smallest WebP width. */
export const CARD_SIZES =
  '(min-width: 1536px) 16vw, (min-width: 1280px) 20vw, (min-width: 1024px) 25vw, (min-width: 480px) 50vw, 100vw';

/** The pictures of a frame: its images by order, else the single legacy image, else none. */
export function picturesOf(
  frame: Pick<Frame, 'images' | 'imageUrl'>,
): Pick<FrameImageType, 'imageUrl' | 'srcset'>[] {
  if (frame.images?.length) return [...frame.images].sort((a, b) => a.order - b.order);
  return frame.imageUrl ? [{ imageUrl: frame.imageUrl, srcset: '' }] : [];
}

interface Props {
  picture: Pick<FrameImageType, 'imageUrl' | 'srcset'>;
  alt: string;
  sizes?: string;
  eager?: boolean;
  className?: string;
}

export function FramePicture({ picture, alt, sizes = CARD_SIZES, eager = false, className }: Props) {
  const srcSet = assetSrcset(picture.srcset);
  return (
    <img
      className={className}
      src={assetUrl(picture.imageUrl)}
      srcSet={srcSet || undefined}
      sizes={srcSet ? sizes : undefined}
      alt={alt}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
      {...(eager ? { fetchPriority: 'high' as const } : {})}
      style={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
    />
  );
}
