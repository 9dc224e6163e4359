import type { Config } from '../config.js';
import type { AppContext } from '../context.js';

/** How a command's context is composed (`withContext`). */
export interface ContextOptions {
  /** The config to use instead of the environment's. */
  config?: Config;
  /**
   * Whether the command may start a new database where there is none (it adds something new);
   * otherwise it stops, naming where it looked, having written nothing.
   */
  create?: boolean;
}

/** For a command that adds something new: it may start a new database. */
export const CREATES: ContextOptions = { create: true };

/** What the `mailwright` entry point lends its commands: context, output and table helpers. */
export interface CliKit {
  withContext<T>(work: (ctx: AppContext) => Promise<T>, options?: ContextOptions): Promise<T>;
  print(text: string): void;
  printJson(value: unknown): void;
  table(columns: string[], rows: Array<Record<string, unknown>>): string;
}
