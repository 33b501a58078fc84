import { createSystem, defaultConfig, defineConfig } from '@chakra-ui/react';

/**
 * The back-office's design system: Chakra's full default config (every recipe: tables, cards, menus,
 * selects...), loaded only with the admin chunk; the storefront keeps its trimmed system (src/ui/system.ts).
 */
export const adminSystem = createSystem(
  defaultConfig,
  defineConfig({
    theme: {
      tokens: {
        fonts: {
          heading: { value: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif' },
          body: { value: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif' },
        },
      },
    },
  }),
);
