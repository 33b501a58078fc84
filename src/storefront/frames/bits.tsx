import type { FrameLabel } from '../../api/types';

/** 'In Stock' (green) or 'Sold Out' (red): a quiet status line, not a chip. */
export function StockBadge({ inStock }: { inStock: boolean }) {
  return (
    <span className={inStock ? 'frame-stock' : 'frame-stock frame-stock-out'}>
      <span className="frame-stock-dot" />
      {inStock ? 'In Stock' : 'Sold Out'}
    </span>
  );
}

/** Black or white text, whichever contrasts more with the label's colour (WCAG luminance). */
export function textOn(hex: string): string {
  const m = /^#?([0-9a-f]{6})$/i.exec(hex.trim());
  if (!m?.[1]) return '#fff';
  const n = Number.parseInt(m[1], 16);
  const lin = (c: number) => {
    const s = c / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  const l = 0.2126 * lin((n >> 16) & 255) + 0.7152 * lin((n >> 8) & 255) + 0.0722 * lin(n & 255);
  return (l + 0.05) / 0.05 >= 1.05 / (l + 0.05) ? '#000000' : '#FFFFFF';
}

/**
 * The frame's labels as coloured chips (spec: 'coloured label chips'), each in its label's colour with
 * black or white text, whichever reads better. The row keeps its height when empty, so the prices and
 * buttons of a row of cards line up.
 */
export function LabelChips({ labels }: { labels: FrameLabel[] }) {
  return (
    <div className="frame-chips">
      {labels.map((l) => (
        <span key={l.id} className="frame-chip" style={{ background: l.color, color: textOn(l.color) }}>
          {l.name}
        </span>
      ))}
    </div>
  );
}
