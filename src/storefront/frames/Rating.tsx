import { formatRating, starsOf } from '../../ui/format';

function Star({ kind, id }: { kind: 'full' | 'half' | 'empty'; id: string }) {
  const path = 'M10 1.5l2.6 5.5 6 .7-4.4 4.1 1.2 6L10 14.9 4.6 17.8l1.2-6L1.4 7.7l6-.7z';
  return (
    <svg width="14" height="14" viewBox="0 0 20 20" aria-hidden="true">
      {kind === 'half' && (
        <defs>
          <linearGradient id={id}>
            <stop offset="50%" stopColor="#B7791F" />
            <stop offset="50%" stopColor="#D9D2C7" />
          </linearGradient>
        </defs>
      )}
      <path d={path} fill={kind === 'full' ? '#B7791F' : kind === 'half' ? `url(#${id})` : '#D9D2C7'} />
    </svg>
  );
}

/** Five stars with halves and the rating to one decimal. */
export function Rating({ value, idPrefix }: { value: number; idPrefix: string }) {
  const text = formatRating(value);
  return (
    <div className="frame-rating" role="img" aria-label={`Rated ${text} out of 5`}>
      {starsOf(value).map((kind, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: five fixed positions
        <Star key={i} kind={kind} id={`${idPrefix}-half-${i}`} />
      ))}
      <span className="frame-rating-text" aria-hidden="true">
        {text}
      </span>
    </div>
  );
}
