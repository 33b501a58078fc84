import { useQuery } from 'urql';
import { PublicFramesQuery } from '../../api/documents/storefront';
import { sections } from '../../routes';
import { altOf } from '../../ui/format';
import { FramePicture, type Picture, picturesOf } from '../frames/FrameImage';
import { HOME_FRAMES_LIMIT } from '../frames/FramesGrid';
import { DisplayHeading, PageWidth } from '../layout/Page';
import { useGoToSection } from '../layout/sections';

/** The three frames the hero hangs: the first of the collection's order that have a picture. */
function useHeroPictures(): { picture: Picture; name: string }[] {
  // The grid's own query and variables: one request, answered from the same cache.
  const [{ data }] = useQuery({ query: PublicFramesQuery, variables: { limit: HOME_FRAMES_LIMIT } });
  return (data?.publicFrames.data ?? [])
    .map((f) => ({ picture: picturesOf(f)[0], name: f.name }))
    .filter((p): p is { picture: Picture; name: string } => Boolean(p.picture))
    .slice(0, 3);
}

/** A picture hung on the wall: a white mat and a soft shadow; its box is reserved before it loads. */
function Hung({
  item,
  sizes,
  lcp,
}: {
  item?: { picture: Picture; name: string };
  sizes: string;
  lcp?: boolean;
}) {
  return (
    <div className="hero-hung">
      {item && (
        <FramePicture
          picture={item.picture}
          alt={altOf(item.name, item.picture.alt, 0)}
          sizes={sizes}
          priority={lcp ? 'lcp' : 'eager'}
        />
      )}
    </div>
  );
}

export function Hero() {
  const go = useGoToSection();
  const hung = useHeroPictures();
  return (
    <section id={sections.home} aria-labelledby="hero-title" className="hero">
      <PageWidth>
        <div className="hero-grid">
          <div className="hero-copy">
            <p className="hero-overline">Imported frames · Kenya</p>
            <DisplayHeading as="h1" id="hero-title" className="hero-title">
              Imported Picture Frames, Delivered Across Kenya
            </DisplayHeading>
            <p className="hero-lead">
              Classic, modern and luxury frames for your photos and art. Browse the collection and order by
              chat in a few taps.
            </p>
            <div className="hero-actions">
              <button type="button" className="btn btn-lg hero-cta" onClick={() => go(sections.frames)}>
                Shop Frames Now
              </button>
            </div>
          </div>
          {/* A small gallery wall: one large frame and two smaller ones beside it. */}
          <div className="hero-wall" aria-hidden={hung.length ? undefined : true}>
            <div className="hero-wall-main">
              <Hung item={hung[0]} lcp sizes="(min-width: 1024px) 30vw, 55vw" />
            </div>
            <Hung item={hung[1]} sizes="(min-width: 1024px) 18vw, 35vw" />
            <div className="hero-wall-small">
              <Hung item={hung[2]} sizes="(min-width: 1024px) 16vw, 30vw" />
            </div>
          </div>
        </div>
      </PageWidth>
    </section>
  );
}
