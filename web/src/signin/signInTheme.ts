// The sign-in screens' Chakra system: the app's theme (../app/themeConfig.ts) with only the recipes of what
// /login and /register render (header with its menus and mobile drawer, footer, floating buttons and their
// panel, the forms, skeletons, toasts). Add a recipe here when one of those screens uses a new component.
import {
  accordionSlotRecipe,
  alertSlotRecipe,
  buttonRecipe,
  checkboxSlotRecipe,
  checkmarkRecipe,
  containerRecipe,
  drawerSlotRecipe,
  fieldSlotRecipe,
  fieldsetSlotRecipe,
  headingRecipe,
  iconRecipe,
  inputAddonRecipe,
  inputRecipe,
  linkRecipe,
  menuSlotRecipe,
  nativeSelectSlotRecipe,
  separatorRecipe,
  skeletonRecipe,
  spinnerRecipe,
  toastSlotRecipe,
} from '@chakra-ui/react/theme';
import { lendHubSystem } from '../app/themeConfig';

export const signInSystem = lendHubSystem(
  {
    button: buttonRecipe,
    checkmark: checkmarkRecipe,
    container: containerRecipe,
    heading: headingRecipe,
    icon: iconRecipe,
    input: inputRecipe,
    inputAddon: inputAddonRecipe,
    link: linkRecipe,
    separator: separatorRecipe,
    skeleton: skeletonRecipe,
    spinner: spinnerRecipe,
  },
  {
    accordion: accordionSlotRecipe,
    alert: alertSlotRecipe,
    checkbox: checkboxSlotRecipe,
    drawer: drawerSlotRecipe,
    field: fieldSlotRecipe,
    fieldset: fieldsetSlotRecipe,
    menu: menuSlotRecipe,
    nativeSelect: nativeSelectSlotRecipe,
    toast: toastSlotRecipe,
  },
);
