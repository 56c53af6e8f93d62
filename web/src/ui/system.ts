import { createSystem, defaultBaseConfig, defineConfig } from '@chakra-ui/react';
import {
  accordionSlotRecipe,
  alertSlotRecipe,
  animationStyles,
  avatarSlotRecipe,
  badgeRecipe,
  breakpoints,
  buttonRecipe,
  cardSlotRecipe,
  checkboxSlotRecipe,
  collapsibleSlotRecipe,
  checkmarkRecipe,
  codeRecipe,
  comboboxSlotRecipe,
  containerRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  dataListSlotRecipe,
  dialogSlotRecipe,
  drawerSlotRecipe,
  fieldSlotRecipe,
  fieldsetSlotRecipe,
  globalCss,
  headingRecipe,
  iconRecipe,
  inputRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  listSlotRecipe,
  menuSlotRecipe,
  nativeSelectSlotRecipe,
  popoverSlotRecipe,
  progressSlotRecipe,
  segmentGroupSlotRecipe,
  semanticTokens,
  separatorRecipe,
  skeletonRecipe,
  skipNavLinkRecipe,
  spinnerRecipe,
  statSlotRecipe,
  switchSlotRecipe,
  tableSlotRecipe,
  tabsSlotRecipe,
  textareaRecipe,
  textStyles,
  toastSlotRecipe,
  tokens,
  tooltipSlotRecipe,
} from '@chakra-ui/react/theme';

/** A colour that is one token in light mode and another in dark mode. */
const modes = (light: string, dark: string) => ({ value: { _light: `{colors.${light}}`, _dark: `{colors.${dark}}` } });

/**
 * Where Chakra's default colours fall short of WCAG 2.1 AA, fixed here once rather than page by
 * page (system.test.ts measures every pair): white on a solid teal, green or orange button
 * (3.3 to 3.7:1, now the 700 shade), the subtle grey of secondary text (2.6:1) and the error,
 * warning and success texts (3.3 to 3.8:1, and 4.4:1 for errors on their own red background), and focus rings (2.3 to 2.6:1 against the page;
 * a ring must reach 3:1).
 */
const accessibleColours = {
  ...semanticTokens.colors,
  fg: {
    ...semanticTokens.colors.fg,
    subtle: modes('gray.600', 'gray.400'),
    error: modes('red.700', 'red.400'),
    warning: modes('orange.700', 'orange.300'),
    success: modes('green.700', 'green.300'),
  },
  ...Object.fromEntries(
    (['teal', 'green', 'orange'] as const).map((palette) => [
      palette,
      { ...semanticTokens.colors[palette], solid: modes(`${palette}.700`, `${palette}.600`), focusRing: modes(`${palette}.700`, `${palette}.400`) },
    ]),
  ),
  ...Object.fromEntries(
    (['gray', 'red', 'blue', 'purple'] as const).map((palette) => [palette, { ...semanticTokens.colors[palette], focusRing: modes(`${palette}.600`, `${palette}.400`) }]),
  ),
};

/**
 * A menu's highlighted item in the palette's solid colour, light text on a dark bar (Chakra's
 * solid variant): its default is a faint grey that keyboard users could barely follow (WCAG
 * 2.4.7, focus visible).
 */
const visibleMenuHighlight = {
  ...menuSlotRecipe,
  defaultVariants: { ...menuSlotRecipe.defaultVariants, variant: 'solid' as const },
};

/** The recipes this theme changes on purpose (system.test.ts holds the others to the default). */
export const adjustedRecipes: readonly string[] = ['menu'];

/**
 * Chakra's default theme with the recipes of the components we use, and only those: the
 * default system carries all 75 (a quarter of Chakra's weight in the first load), and every
 * page needs the system before it can render. A component whose recipe is missing renders
 * unstyled without a warning, so system.test.ts fails when the app imports one that is not
 * here: add its recipe, under the key the default theme gives it.
 */
export const system = createSystem(
  defaultBaseConfig,
  defineConfig({
    preflight: true,
    cssVarsPrefix,
    cssVarsRoot,
    globalCss,
    theme: {
      breakpoints,
      keyframes,
      tokens,
      semanticTokens: { ...semanticTokens, colors: accessibleColours },
      textStyles,
      layerStyles,
      animationStyles,
      recipes: {
        badge: badgeRecipe,
        button: buttonRecipe,
        checkmark: checkmarkRecipe,
        code: codeRecipe,
        container: containerRecipe,
        heading: headingRecipe,
        icon: iconRecipe,
        input: inputRecipe,
        link: linkRecipe,
        separator: separatorRecipe,
        skeleton: skeletonRecipe,
        skipNavLink: skipNavLinkRecipe,
        spinner: spinnerRecipe,
        textarea: textareaRecipe,
      },
      slotRecipes: {
        accordion: accordionSlotRecipe,
        alert: alertSlotRecipe,
        avatar: avatarSlotRecipe,
        card: cardSlotRecipe,
        checkbox: checkboxSlotRecipe,
        collapsible: collapsibleSlotRecipe,
        combobox: comboboxSlotRecipe,
        dataList: dataListSlotRecipe,
        dialog: dialogSlotRecipe,
        drawer: drawerSlotRecipe,
        field: fieldSlotRecipe,
        fieldset: fieldsetSlotRecipe,
        list: listSlotRecipe,
        menu: visibleMenuHighlight,
        nativeSelect: nativeSelectSlotRecipe,
        popover: popoverSlotRecipe,
        progress: progressSlotRecipe,
        segmentGroup: segmentGroupSlotRecipe,
        stat: statSlotRecipe,
        switch: switchSlotRecipe,
        table: tableSlotRecipe,
        tabs: tabsSlotRecipe,
        toast: toastSlotRecipe,
        tooltip: tooltipSlotRecipe,
      },
    },
  }),
);
