import { createSystem, defaultBaseConfig, defineConfig } from '@chakra-ui/react';
import {
  alertSlotRecipe,
  animationStyles,
  avatarSlotRecipe,
  breakpoints,
  buttonRecipe,
  containerRecipe,
  cssVarsPrefix,
  cssVarsRoot,
  globalCss,
  headingRecipe,
  iconRecipe,
  keyframes,
  layerStyles,
  linkRecipe,
  nativeSelectSlotRecipe,
  semanticTokens,
  separatorRecipe,
  skeletonRecipe,
  skipNavLinkRecipe,
  spinnerRecipe,
  textStyles,
  tokens,
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

/** The recipes this theme changes on purpose (the menu's, in pageRecipes.ts; system.test.ts holds the others to the default). */
export const adjustedRecipes: readonly string[] = ['menu'];

/**
 * Chakra's default theme with the recipes of the components we use, and only those: the
 * default system carries all 75 (a quarter of Chakra's weight in the first load), and every
 * page needs the system before it can render. A component whose recipe is missing renders
 * unstyled without a warning, so system.test.ts fails when the app imports one that is not
 * here or in pageRecipes.ts: add its recipe, under the key the default theme gives it.
 *
 * Here are those of the components the shell renders before any page has loaded (the layout,
 * the loading and error screens); the pages' own join the theme with the first page
 * (`loadPageRecipes`), which the first-load browser test checks.
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
        button: buttonRecipe,
        container: containerRecipe,
        heading: headingRecipe,
        icon: iconRecipe,
        link: linkRecipe,
        separator: separatorRecipe,
        skeleton: skeletonRecipe,
        skipNavLink: skipNavLinkRecipe,
        spinner: spinnerRecipe,
      },
      slotRecipes: {
        alert: alertSlotRecipe,
        avatar: avatarSlotRecipe,
        nativeSelect: nativeSelectSlotRecipe,
      },
    },
  }),
);

let pageRecipesLoaded: Promise<void> | undefined;

/**
 * Adds the pages' recipes (pageRecipes.ts) to the theme, once. Chakra reads a recipe from the
 * theme when a component first renders and keeps what it found, so they must be there before any
 * page's component renders: every page and every part that loads on demand comes through
 * `withPageRecipes`.
 */
export function loadPageRecipes(): Promise<void> {
  pageRecipesLoaded ??= import('./pageRecipes.ts').then(
    ({ pageRecipes, pageSlotRecipes }) => {
      const theme = (system._config.theme ??= {});
      theme.recipes = Object.assign(theme.recipes ?? {}, pageRecipes);
      theme.slotRecipes = Object.assign(theme.slotRecipes ?? {}, pageSlotRecipes);
    },
    (error: unknown) => {
      // A failed download may succeed on the next page.
      pageRecipesLoaded = undefined;
      throw error;
    },
  );
  return pageRecipesLoaded;
}

/** A module that renders pages' components, once it and their recipes are here (see loadPageRecipes). */
export async function withPageRecipes<T>(module: Promise<T>): Promise<T> {
  const [loaded] = await Promise.all([module, loadPageRecipes()]);
  return loaded;
}
