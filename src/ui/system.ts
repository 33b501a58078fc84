import { createSystem, defaultBaseConfig, defineConfig } from '@chakra-ui/react';
import { displayFont, shopColors } from './shopTheme';
import {
  animationStyles,
  badgeRecipe,
  breakpoints,
  buttonRecipe,
  dialogSlotRecipe,
  drawerSlotRecipe,
  fieldSlotRecipe,
  globalCss,
  headingRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  semanticTokens,
  spinnerRecipe,
  textareaRecipe,
  textStyles,
  toastSlotRecipe,
  tokens,
} from './theme';

/** The colour palettes the storefront never uses. */
const DROPPED = new Set(['orange', 'yellow', 'teal', 'purple', 'pink', 'cyan']);
/** Fewer CSS variables made at start-up (the token modules themselves stay in the bundle). */
const keep = <T extends object>(colors: T | undefined): T =>
  Object.fromEntries(Object.entries(colors ?? {}).filter(([k]) => !DROPPED.has(k))) as T;

const SYSTEM_SANS = 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif';

/** Error texts at AA contrast (red.500 on white is 3.76:1): red.700 is 6.5:1. */
const baseSemantic = keep(semanticTokens.colors) as Record<string, object>;
const semanticColors = {
  ...baseSemantic,
  fg: { ...baseSemantic.fg, error: { value: { _light: '{colors.red.700}', _dark: '{colors.red.300}' } } },
} as typeof semanticTokens.colors;

/**
 * The storefront's design system: Chakra's base config with its tokens, and only the recipes the app
 * uses (design.md). The recipes of the lazy dialog, drawer, toast and form are here too: importing
 * them from the theme barrel in a lazy chunk would pull every recipe into the first load.
 */
const config = defineConfig({
  preflight: true,
  globalCss,
  theme: {
    breakpoints,
    keyframes,
    tokens: {
      ...tokens,
      colors: { ...keep(tokens.colors), shop: shopColors },
      fonts: {
        heading: { value: SYSTEM_SANS },
        body: { value: SYSTEM_SANS },
        // The storefront's titles (Fraunces); text in the system font.
        display: displayFont,
        mono: tokens.fonts?.mono ?? { value: 'monospace' },
      },
    },
    semanticTokens: { ...semanticTokens, colors: semanticColors },
    textStyles,
    layerStyles,
    animationStyles,
    recipes: {
      badge: badgeRecipe,
      button: buttonRecipe,
      heading: headingRecipe,
      input: inputRecipe,
      link: linkRecipe,
      spinner: spinnerRecipe,
      textarea: textareaRecipe,
    },
    slotRecipes: {
      dialog: dialogSlotRecipe,
      drawer: drawerSlotRecipe,
      field: fieldSlotRecipe,
      toast: toastSlotRecipe,
    },
  },
});

export const system = createSystem(defaultBaseConfig, config);
