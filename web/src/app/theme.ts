// The app's Chakra system (./themeConfig.ts): the recipes both pages render and those of the components only the
// app uses (the full set is about 114 KB of every first load). Add a recipe below when you use a new Chakra
// component, else it renders unstyled. The sign-in screens have a smaller system (../signin/signInTheme.ts).
import {
  avatarSlotRecipe,
  badgeRecipe,
  cardSlotRecipe,
  collapsibleSlotRecipe,
  dataListSlotRecipe,
  dialogSlotRecipe,
  emptyStateSlotRecipe,
  listSlotRecipe,
  progressCircleSlotRecipe,
  radioGroupSlotRecipe,
  radiomarkRecipe,
  segmentGroupSlotRecipe,
  statSlotRecipe,
  switchSlotRecipe,
  tableSlotRecipe,
  tabsSlotRecipe,
  textareaRecipe,
  tooltipSlotRecipe,
} from '@chakra-ui/react/theme';
import { frameRecipes, frameSlotRecipes, lendHubSystem } from './themeConfig';

/** The app's system (made on first use). */
export const appSystem = lendHubSystem(
  { ...frameRecipes, badge: badgeRecipe, radiomark: radiomarkRecipe, textarea: textareaRecipe },
  {
    ...frameSlotRecipes,
    avatar: avatarSlotRecipe,
    card: cardSlotRecipe,
    collapsible: collapsibleSlotRecipe,
    dataList: dataListSlotRecipe,
    dialog: dialogSlotRecipe,
    emptyState: emptyStateSlotRecipe,
    list: listSlotRecipe,
    progressCircle: progressCircleSlotRecipe,
    radioGroup: radioGroupSlotRecipe,
    segmentGroup: segmentGroupSlotRecipe,
    stat: statSlotRecipe,
    switch: switchSlotRecipe,
    table: tableSlotRecipe,
    tabs: tabsSlotRecipe,
    tooltip: tooltipSlotRecipe,
  },
);
