import { createSystem, defaultBaseConfig, defineConfig } from '@chakra-ui/react';
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
} from '@chakra-ui/react/theme';

/** The colour palettes the storefront never uses. */
const DROPPED = new Set(['orange', 'yellow', 'teal', 'purple', 'pink', 'cyan']);
/** Fewer CSS variables made at start-up (the token modules themselves stay in the bundle). */
const keep = <T extends object>(colors: T | undefined): T =>
  Object.fromEntries(Object.entries(colors ?? {}).filter(([k]) => !DROPPED.has(k))) as T;

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
      colors: keep(tokens.colors),
      fonts: {
        heading: { value: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif' },
        body: { value: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif' },
        mono: tokens.fonts?.mono ?? { value: 'monospace' },
      },
    },
    semanticTokens: { ...semanticTokens, colors: keep(semanticTokens.colors) },
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
