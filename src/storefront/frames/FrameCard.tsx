import { memo } from 'react';
import { Link } from 'react-router-dom';
import type { Frame } from '../../api/types';
import { frameUrl } from '../../routes';
import { LabelChips, StockBadge } from './bits';
import { FrameGallery, useGallery } from './FrameGallery';
import { type Priority, picturesOf } from './FrameImage';
import { PriceBlock } from './PriceBlock';
import { Rating } from './Rating';

/**
 * Opens the chat order, then counts the enquiry (our own beacon, not awaited); the enquiry module (with the
 * phone library) loads on first use.
 */
export async function orderByChat(frame: Frame) {
  const { openChatOrder, recordEnquiry } = await import('../../ui/enquiry');
  openChatOrder(frame);
  recordEnquiry(frame.id, 'chat');
}

/** What a card link carries: the frame page's '← Back to frames' then goes back to this place in the grid. */
export interface FromGrid {
  fromGrid: true;
}

interface Props {
  frame: Frame;
  /** The card's place in the grid: staggers its gallery, and the first row loads its picture at once. */
  position?: number;
  priority?: Priority;
}

/**
 * Which pictures a card shows, in order. A card's gallery (its machine, counting `total` pictures, and the
 * layers of pictures seen) is made for one such list: when a picture is added, deleted or moved, the card
 * starts a new gallery at the first picture, as a fresh load shows it, instead of keeping an index or a
 * layer past the end of the new list.
 */
export const galleryKey = (frame: Pick<Frame, 'images' | 'imageUrl'>) =>
  picturesOf(frame)
    .map((p) => p.imageUrl)
    .join(' ');

/**
 * A frame in the grid (docs/product.md §2, "Frame card"). The whole card opens the frame (its View link
 * covers it); the gallery's controls and Buy sit above. Every card of a row is as tall as the row, its
 * buttons on one line with the others'. Memoized: a grid that grows by a batch of cards renders the new
 * cards only, not every card it already shows (a frame's answer from the cache is the same object until
 * the frame changes).
 */
export const FrameCard = memo(function FrameCard(props: Props) {
  return <Card key={galleryKey(props.frame)} {...props} />;
});

function Card({ frame, position = 0, priority = 'lazy' }: Props) {
  const gallery = useGallery(frame, position);
  return (
    <article className="card" data-testid="frame-card" {...gallery.swipe}>
      <FrameGallery name={frame.name} gallery={gallery} priority={priority} />
      <div className="card-body">
        <div className="card-top">
          <p className="card-category">{frame.category}</p>
          <StockBadge inStock={frame.inStock} />
        </div>
        <h3 className="card-name">{frame.name}</h3>
        <Rating value={frame.rating} idPrefix={`card-${frame.id}`} />
        <LabelChips labels={frame.labels} />
        <PriceBlock price={frame.currentPrice} originalPrice={frame.originalPrice} />
        <div className="card-actions">
          <Link
            className="card-link btn btn-sm btn-outline"
            to={frameUrl(frame.id)}
            state={{ fromGrid: true } satisfies FromGrid}
            aria-label={`View ${frame.name}`}
          >
            View
          </Link>
          <button
            type="button"
            className="card-over btn btn-sm btn-order"
            disabled={!frame.inStock}
            aria-label={frame.inStock ? `Buy ${frame.name}` : undefined}
            onClick={() => orderByChat(frame)}
          >
            {frame.inStock ? 'Buy' : 'Out of Stock'}
          </button>
        </div>
      </div>
    </article>
  );
}
