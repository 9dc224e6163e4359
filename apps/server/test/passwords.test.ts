import { simpleParser } from 'mailparser';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  createPasswordLink,
  operatorPasswordLinks,
} from '../src/modules/accounts/passwords.service.js';
import { settle } from './support/domains.js';
import { useFakeMailServers } from './support/fake-mail-servers.js';
import { useHarness } from './support/harness.js';
import { uniqueEmail } from './support/members.js';
import { browser, signedInMember, TEST_PASSWORD } from './support/sessions.js';

/** Password links (reset by mail through the relay, or made by the operator) and changing a password. */
const fake = useFakeMailServers();
const env: Record<string, string> = { MAILWRIGHT_VERIFICATION_FROM: 'accounts@mailwright.example' };
beforeAll(() => {
  env.MAILWRIGHT_VERIFICATION_SMTP_URL = `smtp://127.0.0.1:${fake.smtpPort}`;
});
const h = useHarness({ env });

const tokenOf = (url: string) => url.slice(url.indexOf('#token=') + 7);

describe('links the operator makes', () => {
  it('set the password of a member without an address (the first admin), once, and sign in', async () => {
    const admin = await h.ctx.db
      .selectFrom('members')
      .selectAll()
      .where('team_id', '=', h.team.team.id)
      .executeTakeFirstOrThrow();
    await h.ctx.db.updateTable('members').set({ email: null }).where('id', '=', admin.id).execute();
    // As the local profile's first team: made with no admin address.
    await h.ctx.db
      .updateTable('teams')
      .set({ admin_email: null })
      .where('id', '=', h.team.team.id)
      .execute();
    const made = await createPasswordLink(h.ctx, h.ctx.db, admin, 'setup', 3_600_000);
    expect(made.url).toMatch(/^http:\/\/.+\/app\/reset-password#token=mwp_[\w-]{43}$/);
    const b = browser(h);
    const token = tokenOf(made.url);
    const inspected = await b.call('POST', '/v1/api/auth/password-reset/inspect', {
      body: { token },
    });
    expect(inspected.body).toMatchObject({
      purpose: 'setup',
      email_required: true,
      member: { uid: admin.uid, email: null },
      team: { uid: h.team.team.uid },
    });
    const without = await b.call('POST', '/v1/api/auth/password-reset/complete', {
      body: { token, password: TEST_PASSWORD },
    });
    expect(without.status).toBe(400);
    expect(without.body.details[0].field).toBe('email');
    const email = uniqueEmail('first-admin');
    const done = await b.call('POST', '/v1/api/auth/password-reset/complete', {
      body: { token, password: TEST_PASSWORD, email },
    });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body.session.member).toMatchObject({ email, role: 'admin', password_set: true });
    expect((await b.call('GET', '/v1/api/auth/session')).status).toBe(200);
    // The team's admin address is the one the first admin gave.
    expect((await b.call('GET', '/v1/api/account')).body.admin_email).toBe(email);
    const again = await b.call('POST', '/v1/api/auth/password-reset/complete', {
      body: { token, password: 'another password 1' },
    });
    expect(again.status).toBe(409);
    expect((await browser(h).signIn(email)).status).toBe(200);
  });

  it('one per team of the address; a new password ends the member’s sessions', async () => {
    const { browser: b, email } = await signedInMember(h, 'member');
    const [link, ...more] = await operatorPasswordLinks(h.ctx, email);
    expect(more).toEqual([]);
    expect(link?.team.uid).toBe(h.team.team.uid);
    const other = browser(h);
    const done = await other.call('POST', '/v1/api/auth/password-reset/complete', {
      body: { token: tokenOf(link?.url ?? ''), password: 'a brand new password' },
    });
    expect(done.status).toBe(200);
    expect((await b.call('GET', '/v1/api/auth/session')).status).toBe(401);
    expect((await browser(h).signIn(email)).status).toBe(401);
    expect((await browser(h).signIn(email, 'a brand new password')).status).toBe(200);
  });
});

describe('Request a password reset', () => {
  it('mails a link through the relay to a member’s address, and answers the same for others', async () => {
    const { email } = await signedInMember(h, 'member');
    const before = fake.smtpMessages.length;
    const res = await browser(h).call('POST', '/v1/api/auth/password-reset', { body: { email } });
    const unknown = await browser(h).call('POST', '/v1/api/auth/password-reset', {
      body: { email: uniqueEmail('nobody') },
    });
    expect(res.body).toEqual({ ...unknown.body });
    expect(res.body.mailed).toBe(true);
    await settle(h);
    const mails = fake.smtpMessages.slice(before);
    expect(mails).toHaveLength(1);
    const mail = await simpleParser(mails[0] ?? '');
    expect(mail.to).toMatchObject({ text: email });
    expect(mail.from).toMatchObject({ text: 'accounts@mailwright.example' });
    expect(mail.subject).toBe('Set a new Mailwright password');
    const url = /http:\/\/\S+#token=mwp_[\w-]{43}/.exec(mail.text ?? '')?.[0] ?? '';
    expect(url).toContain('/app/reset-password#token=');
    const done = await browser(h).call('POST', '/v1/api/auth/password-reset/complete', {
      body: { token: tokenOf(url), password: 'reset by mail 123' },
    });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    // Asked again within a minute: no second mail.
    await browser(h).call('POST', '/v1/api/auth/password-reset', { body: { email } });
    await settle(h);
    expect(fake.smtpMessages.slice(before)).toHaveLength(1);
  });
});

describe('Change the password', () => {
  it('needs the current one, and ends the member’s other sessions', async () => {
    const { browser: b, email } = await signedInMember(h, 'member');
    const second = browser(h);
    await second.signIn(email);
    const wrong = await b.call('POST', '/v1/api/auth/password', {
      body: { current_password: 'not it at all', new_password: 'the next password' },
    });
    expect(wrong.status).toBe(400);
    expect(wrong.body.details[0].field).toBe('current_password');
    const short = await b.call('POST', '/v1/api/auth/password', {
      body: { current_password: TEST_PASSWORD, new_password: 'short' },
    });
    expect(short.status).toBe(400);
    expect(short.body.message).toContain('new_password');
    const ok = await b.call('POST', '/v1/api/auth/password', {
      body: { current_password: TEST_PASSWORD, new_password: 'the next password' },
    });
    expect(ok.status).toBe(200);
    expect((await b.call('GET', '/v1/api/auth/session')).status).toBe(200);
    expect((await second.call('GET', '/v1/api/auth/session')).status).toBe(401);
    expect((await browser(h).signIn(email, 'the next password')).status).toBe(200);
  });
});
