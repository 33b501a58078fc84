/**
 * The pieces of Chakra's default theme the storefront's system uses (src/ui/system.ts), each imported from
 * its own module (`chakra-theme/*`: vite.config.ts and tsconfig.json point it at Chakra's theme files).
 * Chakra's `@chakra-ui/react/theme` module builds its whole default config at load, so anything imported
 * from it brings every recipe and slot recipe (about 160 KB before minifying) into the first load.
 */

import { semanticColors } from 'chakra-theme/semantic-tokens/colors.js';
import { semanticRadii } from 'chakra-theme/semantic-tokens/radii.js';
import { semanticShadows } from 'chakra-theme/semantic-tokens/shadows.js';
import { animations } from 'chakra-theme/tokens/animations.js';
import { aspectRatios } from 'chakra-theme/tokens/aspect-ratios.js';
import { blurs } from 'chakra-theme/tokens/blurs.js';
import { borders } from 'chakra-theme/tokens/borders.js';
import { colors } from 'chakra-theme/tokens/colors.js';
import { cursor } from 'chakra-theme/tokens/cursor.js';
import { durations } from 'chakra-theme/tokens/durations.js';
import { easings } from 'chakra-theme/tokens/easings.js';
import { fontSizes } from 'chakra-theme/tokens/font-sizes.js';
import { fontWeights } from 'chakra-theme/tokens/font-weights.js';
import { fonts } from 'chakra-theme/tokens/fonts.js';
import { keyframes } from 'chakra-theme/tokens/keyframes.js';
import { letterSpacings } from 'chakra-theme/tokens/letter-spacing.js';
import { lineHeights } from 'chakra-theme/tokens/line-heights.js';
import { radii } from 'chakra-theme/tokens/radius.js';
import { sizes } from 'chakra-theme/tokens/sizes.js';
import { spacing } from 'chakra-theme/tokens/spacing.js';
import { zIndices } from 'chakra-theme/tokens/z-indices.js';

export { breakpoints } from 'chakra-theme/breakpoints.js';
export { globalCss } from 'chakra-theme/global-css.js';
export { layerStyles } from 'chakra-theme/layer-styles.js';
export { animationStyles } from 'chakra-theme/motion-styles.js';
export { badgeRecipe } from 'chakra-theme/recipes/badge.js';
export { buttonRecipe } from 'chakra-theme/recipes/button.js';
export { dialogSlotRecipe } from 'chakra-theme/recipes/dialog.js';
export { drawerSlotRecipe } from 'chakra-theme/recipes/drawer.js';
export { fieldSlotRecipe } from 'chakra-theme/recipes/field.js';
export { headingRecipe } from 'chakra-theme/recipes/heading.js';
export { inputRecipe } from 'chakra-theme/recipes/input.js';
export { linkRecipe } from 'chakra-theme/recipes/link.js';
export { spinnerRecipe } from 'chakra-theme/recipes/spinner.js';
export { textareaRecipe } from 'chakra-theme/recipes/textarea.js';
export { toastSlotRecipe } from 'chakra-theme/recipes/toast.js';
export { textStyles } from 'chakra-theme/text-styles.js';
export { keyframes };

/** Chakra's default tokens, as its theme module assembles them. */
export const tokens = {
  aspectRatios,
  animations,
  blurs,
  borders,
  colors,
  durations,
  easings,
  fonts,
  fontSizes,
  fontWeights,
  letterSpacings,
  lineHeights,
  radii,
  spacing,
  sizes,
  zIndex: zIndices,
  cursor,
};

export const semanticTokens = { colors: semanticColors, shadows: semanticShadows, radii: semanticRadii };
