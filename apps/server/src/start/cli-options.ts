import type { EventEmitter } from 'node:events';
import { type Command, InvalidArgumentError, type Option } from 'commander';

/**
 * The one rule for the words of a refused option value: one line, `error: ` and the reason,
 * starting with where the value came from, whichever command it belongs to. That is the option
 * as typed (`error: --amount must be a non-zero number of credits ...`), or, for a value an
 * option took from its environment variable (Commander's `.env()`), the variable the person set
 * (`error: MAILWRIGHT_API_URL must be an http(s) URL`), not an option they never typed.
 *
 * An option's parser throws `InvalidArgumentError` with the reason alone (`must be ...`); this
 * puts the name in front of it, says a value outside `choices` the same way (`--role must be one
 * of: api, worker, all`), and stops as Commander stops on any other mistake (exit code 1), without
 * Commander's own line in front (`option '--amount <credits>' argument 'abc' is invalid.`). Run
 * once on the whole program, before it parses.
 */
export function nameOptionsInErrors(command: Command): void {
  for (const option of command.options) namedInErrors(command, option);
  for (const sub of command.commands) nameOptionsInErrors(sub);
}

function namedInErrors(command: Command, option: Option): void {
  const parse = option.parseArg;
  if (!parse) return;
  let source = option.long ?? option.short ?? option.flags;
  // Commander reads the environment after the command line, and only for an option not typed;
  // it emits the variable's value (`optionEnv:<name>`) to its own listener, which parses it: ours
  // goes first. (A Command is an EventEmitter; its typings declare only `on`.)
  const { envVar } = option;
  if (envVar)
    (command as unknown as EventEmitter).prependListener(`optionEnv:${option.name()}`, () => {
      source = envVar;
    });
  option.parseArg = <T>(value: string, previous: T): T => {
    try {
      return parse.call(option, value, previous) as T;
    } catch (error) {
      if (!(error instanceof InvalidArgumentError)) throw error;
      const reason = option.argChoices
        ? `must be one of: ${option.argChoices.join(', ')}`
        : error.message;
      // Stopping here, rather than throwing for Commander to report, leaves its line out.
      return command.error(`error: ${source} ${reason}`, {
        exitCode: error.exitCode,
        code: 'mailwright.optionRefused',
      });
    }
  };
}
