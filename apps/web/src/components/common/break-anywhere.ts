/**
 * A value with no space in it (an address, a domain, a URL, an event type, a member's name) breaks
 * anywhere rather than widen a phone's page. The one style for such text: the theme gives it to
 * every `Code` (`main.tsx`), and a screen gives it to any other element that shows such a value.
 */
export const BREAK_ANYWHERE = { overflowWrap: 'anywhere' } as const;
