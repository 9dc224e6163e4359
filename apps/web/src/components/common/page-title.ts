import { useRouterState } from '@tanstack/react-router';
import { createContext, useContext, useEffect, useLayoutEffect } from 'react';

/**
 * The section a screen belongs to, as the navigation names it ("Domains"), given by the frame
 * around the screens (the signed-in shell, the operator console): a record's page is titled
 * "example.com · Domains · Mailwright".
 */
export const TitleSection = createContext<string | undefined>(undefined);

/**
 * The document's title for a screen: its heading, the section it is in, then the app's name,
 * each once ("Mailboxes · Mailwright", not "Mailboxes · Mailboxes · Mailwright"; "Sign in to
 * Mailwright" alone). Tabs, the history and screen readers name the page by it.
 */
export function pageTitle(...parts: (string | undefined)[]): string {
  const named = parts.filter((part): part is string => !!part);
  // "Sign in to Mailwright" names the app already.
  const app = named.some((part) => part.includes('Mailwright')) ? [] : ['Mailwright'];
  return [...new Set([...named, ...app])].join(' · ');
}

const usePath = () => useRouterState({ select: (state) => state.location.pathname });

/**
 * For the frame: on every new screen the title names the section at once ("Domains ·
 * Mailwright"), so a screen still loading, or one without a heading, never keeps the last
 * screen's title. A layout effect: it runs before the screen's own `useDocumentTitle` of the
 * same render, which makes it exact.
 */
export function useSectionTitle(section: string | undefined) {
  const path = usePath();
  // biome-ignore lint/correctness/useExhaustiveDependencies: set again on every new screen
  useLayoutEffect(() => {
    document.title = pageTitle(section);
  }, [path, section]);
}

/**
 * For the screen's heading (PageHeader, the signed-out pages' frame): the title is the heading,
 * within its section, set again on every new screen (a screen kept across a move, such as the
 * same list in another workspace, is titled again after the frame's section title).
 */
export function useDocumentTitle(heading: string | undefined) {
  const section = useContext(TitleSection);
  const path = usePath();
  // biome-ignore lint/correctness/useExhaustiveDependencies: set again on every new screen
  useEffect(() => {
    document.title = pageTitle(heading, section);
  }, [heading, section, path]);
}
