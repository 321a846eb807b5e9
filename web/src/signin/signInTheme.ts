// The sign-in screens' Chakra system: the app's theme (../app/themeConfig.ts) with only the recipes of what
// /login and /register render. Add a recipe to `frameRecipes` there when one of those screens uses a new component.
import { frameRecipes, frameSlotRecipes, lendHubSystem } from '../app/themeConfig';

/** The sign-in screens' system (made on first use). */
export const signInSystem = lendHubSystem(frameRecipes, frameSlotRecipes);
