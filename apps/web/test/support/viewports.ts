/**
 * The windows the app is driven in: a laptop's, where the journeys and the bench run, and a
 * phone's (an iPhone 12 to 15), the narrowest width every screen must work at, which the layout
 * check, the journeys and the documentation's screenshots use.
 */
export const DESKTOP = { width: 1280, height: 900 };
export const PHONE = { width: 390, height: 844 };

/**
 * What a person operates: the elements the layout check (`layout.ts`) and the walk with Tab
 * (`keyboard.ts`) look at. Both run in the page, so each is handed this selector.
 */
export const CONTROLS =
  'button, a[href], input:not([type="hidden"]), select, textarea, [role="button"], [role="checkbox"], [role="switch"], [role="tab"]';
