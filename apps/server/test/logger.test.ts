import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { CREDENTIAL_FIELDS, createLogger, redactCredentials } from '../src/lib/logger.js';

function captured() {
  const lines: string[] = [];
  const log = createLogger(
    'info',
    new Writable({
      write(chunk, _encoding, done) {
        lines.push(chunk.toString());
        done();
      },
    }),
  );
  return { log, text: () => lines.join('') };
}

describe('the logger keeps credentials out of log lines', () => {
  it('redacts every credential field at the top level and nested, in objects and arrays', () => {
    const { log, text } = captured();
    for (const field of CREDENTIAL_FIELDS) {
      log.info(
        {
          [field]: `top-${field}`,
          mailbox: { [field]: `one-${field}`, inner: { deeper: { [field]: `three-${field}` } } },
          list: [{ [field]: `array-${field}` }],
          upstream: { headers: { [field]: `header-${field}` } },
        },
        'entry',
      );
    }
    const out = text();
    for (const field of CREDENTIAL_FIELDS) {
      for (const where of ['top', 'one', 'three', 'array', 'header']) {
        expect(out).not.toContain(`${where}-${field}`);
      }
    }
    expect(out.match(/\[redacted\]/g)?.length).toBe(CREDENTIAL_FIELDS.length * 5);
  });

  it('redacts in child bindings and in an error’s own fields, keeping its message', () => {
    const { log, text } = captured();
    const error = Object.assign(new Error('connect failed'), { password: 'hunter2-in-error' });
    log.child({ token: 'child-token-value' }).error({ err: error }, 'failed');
    const out = text();
    expect(out).not.toContain('hunter2-in-error');
    expect(out).not.toContain('child-token-value');
    expect(out).toContain('connect failed');
    expect(error.password).toBe('hunter2-in-error');
  });

  it('never changes the object logged, and returns one without credentials as it is', () => {
    const entry = { user: { password: 'secret-value', name: 'x' }, n: 1 };
    const redacted = redactCredentials(entry);
    expect(redacted).toEqual({ user: { password: '[redacted]', name: 'x' }, n: 1 });
    expect(entry.user.password).toBe('secret-value');
    const clean = { a: { b: [1, { c: 'd' }] } };
    expect(redactCredentials(clean)).toBe(clean);
  });
});
