import { type ReactNode, useEffect, useRef } from 'react';

/**
 * A form around fields and the button that sends them, behaving as people expect of one:
 * - Enter in a field presses the form's `type="submit"` button (the browser's implicit
 *   submission): that button acts by its own `onClick` (a `ConfirmButton` asks first, as on a
 *   click), or the form by `onSubmit`; a disabled or busy button is not pressed;
 * - the browser checks nothing itself: the API's answer names the field (`fieldErrors`);
 * - when the answer comes (`pending` turns false), the focus goes to the first field the answer
 *   refused; or, when the wait took it away (a button is disabled while its action runs, which
 *   drops its focus to the page), back to the button pressed, or to the form's first field when
 *   that button is disabled now.
 */
export function Form(props: {
  /** Whether what the form sent is still being answered (the action's `isPending`). */
  pending: boolean;
  /** What submitting does, when the submit button has no `onClick` of its own. */
  onSubmit?: () => void;
  children: ReactNode;
}) {
  const form = useRef<HTMLFormElement>(null);
  const pressed = useRef<HTMLElement | null>(null);
  const waited = useRef(false);
  useEffect(() => {
    if (props.pending) {
      waited.current = true;
      return;
    }
    if (!waited.current) return;
    waited.current = false;
    const refused = form.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (refused) return refused.focus();
    const active = document.activeElement;
    if (active && active !== document.body) return;
    const button = pressed.current;
    if (button?.isConnected && !button.matches(':disabled')) return button.focus();
    form.current?.querySelector<HTMLElement>('input:not(:disabled), textarea, select')?.focus();
  }, [props.pending]);
  return (
    <form
      ref={form}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        pressed.current = (event.nativeEvent as SubmitEvent).submitter as HTMLElement | null;
        props.onSubmit?.();
      }}
    >
      {props.children}
    </form>
  );
}
