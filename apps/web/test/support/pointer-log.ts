import type { Browser, BrowserContext } from 'playwright-core';

/**
 * What tells a lost click from a slow screen when a browser test fails: every page of the suite's
 * contexts keeps its last presses, releases and clicks, each with the control it landed on (the
 * nearest button, link, field or element with a role around the element hit). Playwright checks
 * that a click's press lands on its target, not its release; a failed test's message lists these
 * (`pointerLogs`), so a press and a release on different controls, or no click at all, shows in
 * CI's output. A log starts as its document loads: the app moving between screens keeps it, a
 * page load (`goto`, a reload) starts it again.
 */
export async function recordPointerEvents(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const log: string[] = [];
    (window as unknown as { __pointerLog: string[] }).__pointerLog = log;
    const nameOf = (target: EventTarget | null): string => {
      if (!(target instanceof Element)) return String(target);
      const control = target.closest('button, a, input, textarea, select, [role]');
      // Anything else is named by its tag alone: its text would be that of all it holds.
      if (!control) return target.tagName.toLowerCase();
      const name = (control.getAttribute('aria-label') ?? control.textContent ?? '').trim();
      const role = control.getAttribute('role');
      return `${control.tagName.toLowerCase()}${role ? `[role=${role}]` : ''} "${name.slice(0, 50)}"`;
    };
    for (const type of ['pointerdown', 'pointerup', 'click']) {
      window.addEventListener(
        type,
        (event) => {
          const { clientX, clientY } = event as MouseEvent;
          const where = `${Math.round(clientX)},${Math.round(clientY)}`;
          const at = `${Math.round(performance.now())} ms ${type} at ${where}`;
          log.push(`${at} on ${nameOf(event.target)}`);
          if (log.length > 12) log.shift();
        },
        true,
      );
    }
  });
}

/** The pointer events of every open page of `browser`, a block per page named by its address. */
export async function pointerLogs(browser: Browser): Promise<string> {
  const blocks: string[] = [];
  for (const context of browser.contexts()) {
    for (const page of context.pages()) {
      // A page too busy to answer is not waited on for long: this is a failure's report.
      const log = await Promise.race([
        page
          .evaluate(() => (window as unknown as { __pointerLog?: string[] }).__pointerLog ?? [])
          .catch((error: Error) => [`(not read: ${error.message.split('\n')[0]})`]),
        new Promise<string[]>((done) => setTimeout(() => done(['(not read in 10 s)']), 10_000)),
      ]);
      blocks.push(`pointer events on ${page.url()}:\n  ${log.join('\n  ') || '(none)'}`);
    }
  }
  return blocks.join('\n');
}
