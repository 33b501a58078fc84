import { createSystem, defaultBaseConfig, defineConfig } from '@chakra-ui/react';
import {
  animationStyles,
  badgeRecipe,
  breakpoints,
  buttonRecipe,
  checkmarkRecipe,
  colorSwatchRecipe,
  dialogSlotRecipe,
  drawerSlotRecipe,
  fieldSlotRecipe,
  globalCss,
  headingRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  selectSlotRecipe,
  semanticTokens,
  spinnerRecipe,
  textareaRecipe,
  textStyles,
  toastSlotRecipe,
  tokens,
} from '@chakra-ui/react/theme';
import { alertSlotRecipe } from 'chakra-recipes/alert.js';
import { avatarSlotRecipe } from 'chakra-recipes/avatar.js';
import { cardSlotRecipe } from 'chakra-recipes/card.js';
import { checkboxSlotRecipe } from 'chakra-recipes/checkbox.js';
import { codeRecipe } from 'chakra-recipes/code.js';
import { emptyStateSlotRecipe } from 'chakra-recipes/empty-state.js';
import { iconRecipe } from 'chakra-recipes/icon.js';
import { inputAddonRecipe } from 'chakra-recipes/input-addon.js';
import { kbdRecipe } from 'chakra-recipes/kbd.js';
import { listSlotRecipe } from 'chakra-recipes/list.js';
import { markRecipe } from 'chakra-recipes/mark.js';
import { menuSlotRecipe } from 'chakra-recipes/menu.js';
import { nativeSelectSlotRecipe } from 'chakra-recipes/native-select.js';
import { popoverSlotRecipe } from 'chakra-recipes/popover.js';
import { progressSlotRecipe } from 'chakra-recipes/progress.js';
import { radioGroupSlotRecipe } from 'chakra-recipes/radio-group.js';
import { segmentGroupSlotRecipe } from 'chakra-recipes/segment-group.js';
import { separatorRecipe } from 'chakra-recipes/separator.js';
import { skeletonRecipe } from 'chakra-recipes/skeleton.js';
import { statSlotRecipe } from 'chakra-recipes/stat.js';
import { statusSlotRecipe } from 'chakra-recipes/status.js';
import { switchSlotRecipe } from 'chakra-recipes/switch.js';
import { tableSlotRecipe } from 'chakra-recipes/table.js';
import { tabsSlotRecipe } from 'chakra-recipes/tabs.js';
import { tagSlotRecipe } from 'chakra-recipes/tag.js';
import { tooltipSlotRecipe } from 'chakra-recipes/tooltip.js';

/**
 * The back-office's design system, loaded only with the admin chunk: Chakra's base config with the recipes
 * the admin screens use (tables, cards, menus, selects, alerts...). Recipes are named one by one, never
 * through Chakra's `defaultConfig`. (The storefront uses no Chakra: plain CSS, src/storefront/styles.ts.)
 */
export const adminSystem = createSystem(
  defaultBaseConfig,
  defineConfig({
    preflight: true,
    globalCss: {
      ...globalCss,
      // Dialogs leave the room the toasts on screen take (published by src/admin/ui/toastRoom.ts).
      '[data-scope=dialog][data-part=positioner]': {
        paddingTop: 'var(--toast-room-top, 0px)',
        paddingBottom: 'var(--toast-room-bottom, 0px)',
      },
    },
    theme: {
      breakpoints,
      keyframes,
      tokens: {
        ...tokens,
        fonts: {
          heading: { value: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif' },
          body: { value: 'system-ui, -apple-system, "Segoe UI", Roboto, sans-serif' },
          mono: tokens.fonts?.mono ?? { value: 'monospace' },
        },
      },
      semanticTokens: {
        ...semanticTokens,
        colors: {
          ...semanticTokens.colors,
          // Chakra's error text is red.500, 3.8:1 on white: below WCAG AA for text. red.700 reads 6.5:1 (also on bg.error).
          fg: {
            ...semanticTokens.colors?.fg,
            error: { value: { _light: '{colors.red.700}', _dark: '{colors.red.300}' } },
          },
        },
      },
      textStyles,
      layerStyles,
      animationStyles,
      recipes: {
        badge: badgeRecipe,
        button: buttonRecipe,
        checkmark: checkmarkRecipe,
        code: codeRecipe,
        colorSwatch: colorSwatchRecipe,
        heading: headingRecipe,
        icon: iconRecipe,
        input: inputRecipe,
        inputAddon: inputAddonRecipe,
        kbd: kbdRecipe,
        link: linkRecipe,
        mark: markRecipe,
        separator: separatorRecipe,
        skeleton: skeletonRecipe,
        spinner: spinnerRecipe,
        textarea: textareaRecipe,
      },
      slotRecipes: {
        alert: alertSlotRecipe,
        avatar: avatarSlotRecipe,
        card: cardSlotRecipe,
        checkbox: checkboxSlotRecipe,
        dialog: dialogSlotRecipe,
        drawer: drawerSlotRecipe,
        emptyState: emptyStateSlotRecipe,
        field: fieldSlotRecipe,
        list: listSlotRecipe,
        menu: menuSlotRecipe,
        nativeSelect: nativeSelectSlotRecipe,
        popover: popoverSlotRecipe,
        progress: progressSlotRecipe,
        radioGroup: radioGroupSlotRecipe,
        segmentGroup: segmentGroupSlotRecipe,
        select: selectSlotRecipe,
        stat: statSlotRecipe,
        status: statusSlotRecipe,
        switch: switchSlotRecipe,
        table: tableSlotRecipe,
        tabs: tabsSlotRecipe,
        tag: tagSlotRecipe,
        toast: toastSlotRecipe,
        tooltip: tooltipSlotRecipe,
      },
    },
  }),
);
