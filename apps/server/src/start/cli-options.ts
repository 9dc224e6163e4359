import { type Command, InvalidArgumentError, type Option } from 'commander';

/**
 * The one rule for the words of a refused option value: the reason starts with the option as
 * typed, `--amount must be a non-zero number of credits ...`, whichever command it belongs to.
 * An option's parser throws `InvalidArgumentError` with the reason alone (`must be ...`); this
 * puts the option's name in front of it, and says a value outside `choices` the same way
 * (`--role must be one of: api, worker, all`). Run once on the whole program, before it parses.
 */
export function nameOptionsInErrors(command: Command): void {
  for (const option of command.options) namedInErrors(option);
  for (const sub of command.commands) nameOptionsInErrors(sub);
}

function namedInErrors(option: Option): void {
  const parse = option.parseArg;
  if (!parse) return;
  const name = option.long ?? option.short ?? option.flags;
  option.parseArg = <T>(value: string, previous: T): T => {
    try {
      return parse.call(option, value, previous) as T;
    } catch (error) {
      if (!(error instanceof InvalidArgumentError)) throw error;
      const reason = option.argChoices
        ? `must be one of: ${option.argChoices.join(', ')}`
        : error.message;
      throw new InvalidArgumentError(`${name} ${reason}`);
    }
  };
}
