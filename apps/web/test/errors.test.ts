import { MailwrightApiError } from '@mailwright/sdk';
import { describe, expect, it } from 'vitest';
import { errorMessage } from '../src/api/errors.js';

// What a notification says about an API error: each problem once, as the API words it.

const refused = (message: string, details: { field: string; message: string }[]) =>
  new MailwrightApiError({ status: 400, code: 'VALIDATION_FAILED', message, details });

describe('an API error as a person reads it', () => {
  it('lists every problem once where the message counts the rest', () => {
    const error = refused('name must NOT have fewer than 1 characters (and 1 more problem)', [
      { field: 'name', message: 'must NOT have fewer than 1 characters' },
      { field: 'name', message: 'must match pattern "\\S"' },
    ]);
    expect(errorMessage(error)).toBe(
      'Name must NOT have fewer than 1 characters; Name must match pattern "\\S"',
    );
  });

  it('names a field as people read it, not as the API spells it', () => {
    const wrong = refused('current_password is not your current password', [
      { field: 'current_password', message: 'is not your current password' },
    ]);
    expect(errorMessage(wrong)).toBe('Current password is not your current password');
    const nested = refused('contact_details.email must be an email address', [
      { field: 'contact_details.email', message: 'must be an email address' },
    ]);
    expect(errorMessage(nested)).toBe('Contact details email must be an email address');
  });

  it('keeps the message alone where it already says every problem', () => {
    const error = refused('uids[0]: acme.com has 1 mailbox; cancel them before moving it', [
      { field: 'uids[0]', message: 'acme.com has 1 mailbox; cancel them before moving it' },
    ]);
    expect(errorMessage(error)).toBe(
      'uids[0]: acme.com has 1 mailbox; cancel them before moving it',
    );
    expect(errorMessage(refused('Insufficient wallet balance', []))).toBe(
      'Insufficient wallet balance',
    );
  });
});
