import { MailwrightConnectionError } from '@mailwright/sdk';
import { lazyRouteComponent } from '@tanstack/react-router';
import { callOperation } from '../../api/client';

/**
 * A screen's component, its script fetched when the screen is first opened (or meant to be).
 * When that script cannot be fetched, TanStack Router reloads the page once, in case a new build
 * replaced it; with the server unreachable the reload fails too and leaves the person on the
 * browser's own error page, the app gone. So the reload is left to happen only when the server
 * answers (Get session, whatever its answer); otherwise the screen's error component
 * (`ScreenError`) says, inside the app, that its part could not be loaded.
 */
export function lazyScreen<M extends Record<string, unknown>, K extends keyof M>(
  importer: () => Promise<M>,
  exportName: K,
) {
  return lazyRouteComponent<M, K>(async () => {
    try {
      return await importer();
    } catch (error) {
      if (await serverAnswers()) throw error;
      throw new Error(
        'The screen’s script could not be fetched: this dynamically imported module was not loaded while the server could not be reached',
      );
    }
  }, exportName);
}

async function serverAnswers(): Promise<boolean> {
  try {
    await callOperation('getSession', undefined as never);
    return true;
  } catch (error) {
    return !(error instanceof MailwrightConnectionError);
  }
}
