import { type PointerEvent, type RefObject, useEffect, useRef, useState } from 'react';
import { AUTO_ADVANCE_MS, galleryMachine, toggleTitle } from '../../../machines/gallery.machine';
import type { Frame } from '../../api/types';
import { altOf } from '../../ui/format';
import { useMachine } from '../../ui/useMachine';
import { FramePicture, type Picture, type Priority, picturesOf } from './FrameImage';

const reducedMotion = () =>
  typeof window !== 'undefined' && Boolean(window.matchMedia?.('(prefers-reduced-motion: reduce)').matches);

/** Cards change picture at different instants: each starts later than the one before it in a row. */
const STAGGER_MS = 900;

/**
 * A card's gallery machine: its first advance `position` steps later than the first card's. Under
 * prefers-reduced-motion auto-advance is turned off as the card mounts (after hydration: the server's
 * HTML, which cannot know the preference, shows it on). Swipes on the card (touch or pen, inside `area`)
 * move it; the click a swipe would make is swallowed.
 */
export function useGallery(frame: Pick<Frame, 'images' | 'imageUrl'>, position = 0) {
  const pictures = picturesOf(frame);
  const [state, send, actor] = useMachine(galleryMachine, {
    input: { total: pictures.length, lead: ((position % 6) * STAGGER_MS) % AUTO_ADVANCE_MS },
  });
  useEffect(() => {
    if (reducedMotion() && actor.getSnapshot().matches('playing')) actor.send({ type: 'gallery.toggle' });
  }, [actor]);
  const area = useRef<HTMLDivElement>(null);
  const start = useRef<{ x: number; y: number; id: number } | null>(null);
  const swiped = useRef(false);
  const swipe = {
    onPointerDown: (e: PointerEvent) => {
      const box = area.current?.getBoundingClientRect();
      const inside =
        box &&
        e.clientX >= box.left &&
        e.clientX <= box.right &&
        e.clientY >= box.top &&
        e.clientY <= box.bottom;
      start.current =
        e.pointerType !== 'mouse' && inside ? { x: e.clientX, y: e.clientY, id: e.pointerId } : null;
      swiped.current = false;
    },
    onPointerUp: (e: PointerEvent) => {
      const from = start.current;
      start.current = null;
      if (!from || from.id !== e.pointerId || pictures.length < 2) return;
      const dx = e.clientX - from.x;
      const dy = e.clientY - from.y;
      if (Math.abs(dx) < 40 || Math.abs(dx) < Math.abs(dy) * 1.5) return;
      swiped.current = true;
      send({ type: dx < 0 ? 'gallery.next' : 'gallery.prev' });
    },
    onPointerCancel: () => {
      start.current = null;
    },
    onClickCapture: (e: { preventDefault(): void; stopPropagation(): void }) => {
      if (!swiped.current) return;
      swiped.current = false;
      e.preventDefault();
      e.stopPropagation();
    },
  };
  return { pictures, state, send, area, swipe };
}

type Gallery = ReturnType<typeof useGallery>;

/** Which pictures are in the stack: the current one, the one it replaced, every one seen, the next. */
function useLayers(index: number, total: number) {
  const [view, setView] = useState({ current: index, previous: -1, seen: [index] });
  if (view.current !== index)
    setView((v) => ({
      current: index,
      previous: v.current,
      seen: v.seen.includes(index) ? v.seen : [...v.seen, index],
    }));
  const [loaded, setLoaded] = useState(false);
  const next = total > 1 ? (index + 1) % total : -1;
  const layers = loaded && next >= 0 && !view.seen.includes(next) ? [...view.seen, next] : view.seen;
  const shownAs = (i: number) => (i === index ? 'current' : i === view.previous ? 'previous' : undefined);
  // The first picture is there from the first paint; only a change fades in.
  return { layers, shownAs, fades: view.previous >= 0, onLoaded: () => setLoaded(true) };
}

interface Props {
  name: string;
  gallery: Gallery;
  /** How the first picture loads (the grid's first row: at once, high priority). */
  priority?: Priority;
}

/** The card's gallery: auto-advance 4 s, manual moves (arrows, dots, swipes) pause 5 s, a toggle, 'n/total'. */
export function FrameGallery({ name, gallery, priority = 'lazy' }: Props) {
  const { pictures, state, send, area } = gallery;
  const { index } = state.context;
  const total = pictures.length;
  const { layers, shownAs, fades, onLoaded } = useLayers(index, total);
  const playing = state.matches('playing');

  return (
    <div ref={area as RefObject<HTMLDivElement>} className="gallery">
      {total > 0 ? (
        <div className="gallery-stack">
          {layers.map((i) => (
            <GalleryPicture
              key={(pictures[i] as Picture).imageUrl}
              picture={pictures[i] as Picture}
              alt={altOf(name, (pictures[i] as Picture).alt, i)}
              shown={shownAs(i)}
              fade={fades}
              priority={i === 0 ? priority : 'low'}
              onLoaded={i === index ? onLoaded : undefined}
            />
          ))}
        </div>
      ) : (
        <div className="gallery-empty">No image available</div>
      )}
      {total > 1 && (
        <>
          <button
            type="button"
            className="gallery-control gallery-arrow gallery-prev"
            aria-label="Previous image"
            onClick={() => send({ type: 'gallery.prev' })}
          >
            ‹
          </button>
          <button
            type="button"
            className="gallery-control gallery-arrow gallery-next"
            aria-label="Next image"
            onClick={() => send({ type: 'gallery.next' })}
          >
            ›
          </button>
          <button
            type="button"
            className="gallery-control gallery-toggle"
            title={toggleTitle(playing)}
            aria-label={toggleTitle(playing)}
            onClick={() => send({ type: 'gallery.toggle' })}
          >
            {playing ? '❚❚' : '▶'}
          </button>
          <div className="gallery-count" aria-live="off">
            {index + 1}/{total}
          </div>
          <div className="gallery-dots">
            {pictures.map((p, i) => (
              <button
                key={p.imageUrl}
                type="button"
                className="gallery-dot"
                aria-label={`Show image ${i + 1}`}
                aria-current={i === index ? 'true' : undefined}
                onClick={() => send({ type: 'gallery.goto', index: i })}
              >
                <span className="gallery-dot-mark" />
              </button>
            ))}
          </div>
        </>
      )}
    </div>
  );
}

function GalleryPicture({
  picture,
  alt,
  shown,
  fade,
  priority,
  onLoaded,
}: {
  picture: Picture;
  alt: string;
  shown: 'current' | 'previous' | undefined;
  fade: boolean;
  priority: Priority;
  onLoaded?: () => void;
}) {
  return (
    <div
      className="gallery-picture"
      data-shown={shown}
      data-fade={fade || undefined}
      aria-hidden={shown === 'current' ? undefined : true}
      ref={(el) => {
        // Already there (cached, or loaded before hydration): count it as loaded.
        if (onLoaded && el?.querySelector('img')?.complete) onLoaded();
      }}
    >
      <FramePicture picture={picture} alt={alt} priority={priority} onLoad={onLoaded} />
    </div>
  );
}
