/**
 * The storefront's own palette and title typeface, as Chakra tokens: used by the storefront's system
 * (src/ui/system.ts) and by the back-office's (its Preview card is the storefront's own frame card).
 * Text colours pass WCAG AA on `canvas` and `paper`.
 */
export const shopColors = {
  canvas: { value: '#F6F3EE' },
  paper: { value: '#FFFFFF' },
  wall: { value: '#ECE6DD' },
  line: { value: '#E3DCD1' },
  ink: { value: '#1D1A16' },
  muted: { value: '#5C544A' },
  brass: { value: '#8A6A3B' },
  order: { value: '#1E4D3B' },
  orderHover: { value: '#163A2C' },
  sale: { value: '#A32A1E' },
  star: { value: '#B7791F' },
};

/** Fraunces 600 (src/ui/fonts, @font-face in global.css), metric-matched serifs until it loads. */
export const displayFont = {
  value:
    '"Fraunces", "Fraunces Fallback", "Fraunces Fallback Noto", "Fraunces Fallback DejaVu", Georgia, serif',
};
