/**
 * A hook: how a lower module (or layer: http, providers) reacts to a higher one without importing
 * it, or a module to one of its tier that builds on it (docs/development.md, "Layout and the
 * dependency rule"). The lower one declares it; the composition root registers what the higher
 * one provides (`main/wiring.ts`, once per process, before any request or job); reading one
 * never registered throws, naming it, rather than doing nothing.
 */
export interface Hook<T> {
  register(value: T): void;
  /** The registered value; throws when nothing is registered. */
  get(): T;
}

export function defineHook<T>(name: string): Hook<T> {
  let registered: T | undefined;
  return {
    register(value) {
      registered = value;
    },
    get() {
      if (registered === undefined) {
        throw new Error(`${name} is not registered: call wireModules() (main/wiring.ts)`);
      }
      return registered;
    },
  };
}
