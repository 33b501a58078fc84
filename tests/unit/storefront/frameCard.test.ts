import { describe, expect, it } from 'vitest';
import { galleryKey } from '../../../src/storefront/frames/FrameCard';

const picture = (id: number, order: number) => ({
  id,
  imageUrl: `/uploads/frames/1/p${id}-960.webp`,
  order,
  width: 960,
  height: 720,
  srcset: '',
  variants: [],
  alt: '',
});
const frame = (images: ReturnType<typeof picture>[], imageUrl: string | null = null) => ({
  images,
  imageUrl,
});

describe("a card's gallery is made for one list of pictures", () => {
  const three = frame([picture(1, 0), picture(2, 1), picture(3, 2)]);

  it('a picture deleted, added or moved makes another gallery (which starts at the first picture)', () => {
    // The gallery's machine counts the pictures it was made for: kept across a delete, it showed an index
    // past the end ('reading imageUrl' of undefined, the error screen on every open storefront).
    expect(galleryKey(frame([picture(1, 0), picture(2, 1)]))).not.toBe(galleryKey(three));
    expect(galleryKey(frame([...three.images, picture(4, 3)]))).not.toBe(galleryKey(three));
    expect(galleryKey(frame([picture(3, 0), picture(1, 1), picture(2, 2)]))).not.toBe(galleryKey(three));
  });

  it('the same pictures in the same order keep the gallery (a rename or a price change does not restart it)', () => {
    expect(galleryKey(frame([picture(3, 2), picture(1, 0), picture(2, 1)]))).toBe(galleryKey(three));
    expect(galleryKey(frame([], '/legacy.jpg'))).toBe(galleryKey(frame([], '/legacy.jpg')));
    expect(galleryKey(frame([]))).not.toBe(galleryKey(frame([], '/legacy.jpg')));
  });
});
