import { useQuery } from 'urql';
import { PublicMarqueeQuery } from '../../api/documents/storefront';
import { MarqueeSpace } from './MarqueeSpace';

/**
 * The scrolling banner: the server's active items, looping with a CSS animation (two copies side by
 * side, moved by half). Under prefers-reduced-motion it stands still and wraps.
 */
export function Marquee() {
  const [{ data, fetching }] = useQuery({ query: PublicMarqueeQuery });
  const items = [...(data?.publicMarquee ?? [])].sort((a, b) => a.order - b.order);
  if (!data && fetching) return <MarqueeSpace />;
  if (!items.length) return null;
  const line = items.map((i) => i.text).join('   •   ');
  return (
    // biome-ignore lint/a11y/useSemanticElements: a labelled region, as before (a section would be the same role)
    <div className="marquee" aria-label="Announcements" role="region" data-testid="marquee">
      <div className="marquee-track">
        <span className="marquee-item">{line}</span>
        <span className="marquee-item" aria-hidden="true">
          {line}
        </span>
      </div>
    </div>
  );
}
