import type * as Undici from 'undici';

let loading: Promise<typeof Undici> | undefined;

/**
 * undici, imported on first use: about 0.17 s of CPU at a process's start (109 files) that a
 * process making no outbound request (most `mailwright` commands) does not pay. Its types are
 * imported as types only (`import type`), which costs nothing at run time.
 */
export function loadUndici(): Promise<typeof Undici> {
  loading ??= import('undici');
  return loading;
}
