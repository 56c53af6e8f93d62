import {
  accordionSlotRecipe,
  badgeRecipe,
  cardSlotRecipe,
  checkboxSlotRecipe,
  checkmarkRecipe,
  codeRecipe,
  collapsibleSlotRecipe,
  comboboxSlotRecipe,
  dataListSlotRecipe,
  dialogSlotRecipe,
  drawerSlotRecipe,
  fieldSlotRecipe,
  fieldsetSlotRecipe,
  inputRecipe,
  listSlotRecipe,
  menuSlotRecipe,
  popoverSlotRecipe,
  progressSlotRecipe,
  segmentGroupSlotRecipe,
  statSlotRecipe,
  switchSlotRecipe,
  tableSlotRecipe,
  tabsSlotRecipe,
  textareaRecipe,
  toastSlotRecipe,
  tooltipSlotRecipe,
} from '@chakra-ui/react/theme';

/*
 * The recipes of the components only pages and the parts that open on demand render: they join
 * the theme with the first page (system.ts, `loadPageRecipes`), so the first load does not carry
 * them.
 */

/**
 * A menu's highlighted item in the palette's solid colour, light text on a dark bar (Chakra's
 * solid variant): its default is a faint grey that keyboard users could barely follow (WCAG
 * 2.4.7, focus visible).
 */
const visibleMenuHighlight = {
  ...menuSlotRecipe,
  defaultVariants: { ...menuSlotRecipe.defaultVariants, variant: 'solid' as const },
};

export const pageRecipes = {
  badge: badgeRecipe,
  checkmark: checkmarkRecipe,
  code: codeRecipe,
  input: inputRecipe,
  textarea: textareaRecipe,
};

export const pageSlotRecipes = {
  accordion: accordionSlotRecipe,
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
  popover: popoverSlotRecipe,
  progress: progressSlotRecipe,
  segmentGroup: segmentGroupSlotRecipe,
  stat: statSlotRecipe,
  switch: switchSlotRecipe,
  table: tableSlotRecipe,
  tabs: tabsSlotRecipe,
  toast: toastSlotRecipe,
  tooltip: tooltipSlotRecipe,
};
