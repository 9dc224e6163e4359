import { describe, expect, it } from 'vitest';
import { SEQUENCER_PLATFORMS } from '../src/providers/sequencer-catalog/index.js';
import { useHarness } from './support/harness.js';
import {
  addSequencer,
  completeForm,
  listSequencers,
  PLATFORMS,
  validForm,
} from './support/sequencers.js';

const h = useHarness();

// Strict, as these tests are about every refusal (sequencers-compat covers the default).
const add = (body: Record<string, unknown>) =>
  h.call('POST', '/v1/api/sequencers/add', { body, headers: { 'x-mailwright-strict': 'true' } });

/** Each descriptor's error_message, by platform and field. */
const messageOf = (platform: string, field: string) =>
  SEQUENCER_PLATFORMS.find((p) => p.id === platform)?.fields.find((f) => f.name === field)
    ?.validation.error_message as string;

const requiredFields = (platform: string) =>
  SEQUENCER_PLATFORMS.find((p) => p.id === platform)
    ?.fields.filter((f) => f.required)
    .map((f) => f.name) ?? [];

/** A value breaking each field's rules, by rule (the descriptors' `validation` keys). */
const BREAKS: Record<string, Record<string, string>> = {
  pattern: {
    sequencer_login: 'not-an-email',
    api_key: 'has spaces in the key 0123456789',
    base_url: 'http://send.acme-agency.com',
    workspace_id: 'ws id with spaces',
    workspace_name: '     ',
  },
  min_length: {
    sequencer_password: 'abc',
    api_key: 'short1',
    workspace_id: 'ab',
    workspace_name: '',
  },
  max_length: {
    sequencer_login: `${'a'.repeat(250)}@acme.com`,
    sequencer_password: 'p'.repeat(129),
    api_key: 'k'.repeat(513),
    base_url: `https://${'a'.repeat(63)}.${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(63)}.com`,
    workspace_id: 'w'.repeat(65),
    workspace_name: 'n'.repeat(101),
  },
};

/** Every rule of every field of every platform, as the catalog's descriptors state them. */
const RULE_CASES = SEQUENCER_PLATFORMS.flatMap((platform) =>
  platform.fields.flatMap((field) =>
    Object.keys(BREAKS)
      .filter((rule) => rule in field.validation)
      .map((rule) => [platform.id, rule, field.name] as const),
  ),
);

async function expectNothingWritten() {
  const list = await listSequencers(h, {});
  expect(list.pagination.total).toBe(0);
}

describe('Add sequencer checks the values against the platform’s form', () => {
  it.each(PLATFORMS)(
    '%s: every missing required field is reported with its error_message',
    async (platform) => {
      const res = await add({ name: 'Mine', platform });
      expect(res.status).toBe(400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
      expect(res.body.details).toEqual(
        requiredFields(platform).map((field) => ({ field, message: messageOf(platform, field) })),
      );
      expect(res.body.message).toContain(requiredFields(platform)[0]);
      await expectNothingWritten();
    },
  );

  it.each(PLATFORMS)(
    '%s: the complete form (optional fields included) has every field of the form and is accepted',
    async (platform) => {
      const form = completeForm(platform);
      const fields = SEQUENCER_PLATFORMS.find((p) => p.id === platform)?.fields ?? [];
      expect(Object.keys(form).sort()).toEqual(fields.map((f) => f.name).sort());
      const res = await add({ name: 'Mine', platform, ...form });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    },
  );

  it.each(RULE_CASES)(
    '%s: a %s break of %s is a 400 naming the field, with its error_message',
    async (platform, rule, field) => {
      const broken = BREAKS[rule]?.[field];
      expect(broken, `BREAKS.${rule}.${field}`).toBeTypeOf('string');
      const res = await add({
        name: 'Mine',
        platform,
        ...completeForm(platform),
        [field]: broken,
      });
      expect(res.status, JSON.stringify(res.body)).toBe(400);
      expect(res.body.details).toEqual([{ field, message: messageOf(platform, field) }]);
      await expectNothingWritten();
    },
  );

  it.each(PLATFORMS)(
    '%s: a field of another platform’s form, or of none, is rejected',
    async (platform) => {
      const foreign = platform === 'emailbison' ? 'sequencer_login' : 'base_url';
      const res = await add({
        name: 'Mine',
        platform,
        ...validForm(platform),
        [foreign]: 'x@acme.com',
        warmup_colour: true,
      });
      expect(res.status).toBe(400);
      expect(res.body.details).toEqual(
        expect.arrayContaining([
          { field: 'warmup_colour', message: 'is not a known field' },
          {
            field: foreign,
            message: `is not a field of the ${SEQUENCER_PLATFORMS.find((p) => p.id === platform)?.name} connection form`,
          },
        ]),
      );
      expect(res.body.details).toHaveLength(2);
      await expectNothingWritten();
    },
  );

  it('reports the schema’s problems and the form’s together, one entry per field', async () => {
    const res = await add({
      name: '',
      platform: 'smartlead',
      sequencer_login: 'nope',
      sequencer_password: 42,
      api_key: 'bad key',
      colour: 'blue',
    });
    expect(res.status).toBe(400);
    const fields = res.body.details.map((d: { field: string }) => d.field).sort();
    expect(fields).toEqual(['api_key', 'colour', 'name', 'sequencer_login', 'sequencer_password']);
    expect(res.body.details).toContainEqual({
      field: 'sequencer_login',
      message: messageOf('smartlead', 'sequencer_login'),
    });
    expect(res.body.details).toContainEqual({
      field: 'sequencer_password',
      message: messageOf('smartlead', 'sequencer_password'),
    });
    expect(res.body.message).toMatch(/\(and 4 more problems\)$/);
    await expectNothingWritten();
  });

  it.each(
    PLATFORMS.flatMap((platform) =>
      Object.keys(completeForm(platform)).map((field) => [platform, field] as const),
    ),
  )(
    '%s: %s that is not a string, or longer than the body’s 2048-character cap, is answered with its error_message',
    async (platform, field) => {
      for (const value of [42, null, true, ['x'], { value: 'x' }, 'x'.repeat(2049)]) {
        const res = await add({
          name: 'Mine',
          platform,
          ...completeForm(platform),
          [field]: value,
        });
        expect(res.status, JSON.stringify(value)).toBe(400);
        expect(res.body.details, JSON.stringify(value)).toEqual([
          { field, message: messageOf(platform, field) },
        ]);
      }
      await expectNothingWritten();
    },
  );

  it('a form key of another platform’s form is not a field of this one, whatever its type', async () => {
    const res = await add({
      name: 'Mine',
      platform: 'lemlist',
      ...validForm('lemlist'),
      base_url: 42,
    });
    expect(res.status).toBe(400);
    expect(res.body.details).toEqual([
      { field: 'base_url', message: 'is not a field of the lemlist connection form' },
    ]);
    await expectNothingWritten();
  });

  it('without a known platform the form is not judged: the 400 names the platform', async () => {
    for (const platform of [undefined, 'nope']) {
      const res = await add({ name: 'Mine', platform, sequencer_login: 42, api_key: 'x' });
      expect(res.status).toBe(400);
      expect(res.body.details.map((d: { field: string }) => d.field)).toEqual(['platform']);
    }
    await expectNothingWritten();
  });

  it('an optional field may be left out or empty, but a value given must meet its rules', async () => {
    const form = validForm('smartlead');
    expect((await add({ name: 'a', platform: 'smartlead', ...form })).status).toBe(200);
    expect((await add({ name: 'b', platform: 'smartlead', ...form, api_key: '' })).status).toBe(
      200,
    );
    const bad = await add({ name: 'c', platform: 'smartlead', ...form, api_key: 'x' });
    expect(bad.body.details).toEqual([
      { field: 'api_key', message: messageOf('smartlead', 'api_key') },
    ]);
  });

  it('an unknown platform is a 400 listing the platforms', async () => {
    const res = await add({ name: 'Mine', platform: 'Smartlead', ...validForm('smartlead') });
    expect(res.status).toBe(400);
    expect(res.body.details).toEqual([
      { field: 'platform', message: `must be one of: ${PLATFORMS.join(', ')}` },
    ]);
    await expectNothingWritten();
  });

  it('an unknown tag is a 404 and nothing is written', async () => {
    const res = await add({
      name: 'Mine',
      platform: 'replyio',
      tags: ['00000000-0000-4000-8000-000000000000'],
      ...validForm('replyio'),
    });
    expect(res.status).toBe(404);
    await expectNothingWritten();
  });

  it('a body that is not an object is a 400', async () => {
    const res = await h.call('POST', '/v1/api/sequencers/add', { body: [1, 2] });
    expect(res.status).toBe(400);
  });
});

describe('Update sequencer re-validates the whole form', () => {
  it('reports a broken value, an unknown field and a required field emptied, and changes nothing', async () => {
    const added = await addSequencer(h, 'instantly');
    const res = await h.call('POST', '/v1/api/sequencers/update', {
      body: {
        uid: added.uid,
        sequencer_login: 'nope',
        workspace_name: '',
        workspace_id: 'ws_1',
      },
    });
    expect(res.status).toBe(400);
    expect(res.body.details).toEqual([
      { field: 'workspace_id', message: 'is not a field of the Instantly connection form' },
      { field: 'sequencer_login', message: messageOf('instantly', 'sequencer_login') },
      { field: 'workspace_name', message: messageOf('instantly', 'workspace_name') },
    ]);
    const [after] = (await listSequencers(h, {})).data;
    expect(after).toMatchObject({ username: added.username, workspace_name: added.workspace_name });
    expect(after.updatedAt).toBe(added.updatedAt);
  });

  it('a value that is not a string is answered with its error_message', async () => {
    const added = await addSequencer(h, 'smartlead');
    const res = await h.call('POST', '/v1/api/sequencers/update', {
      body: { uid: added.uid, sequencer_password: 12345678, api_key: 'k'.repeat(3000) },
    });
    expect(res.status).toBe(400);
    expect(res.body.details).toHaveLength(2);
    expect(res.body.details).toEqual(
      expect.arrayContaining([
        { field: 'sequencer_password', message: messageOf('smartlead', 'sequencer_password') },
        { field: 'api_key', message: messageOf('smartlead', 'api_key') },
      ]),
    );
    const [after] = (await listSequencers(h, {})).data;
    expect(after.updatedAt).toBe(added.updatedAt);
  });

  it('a malformed uid is a 400, an unknown one a 404', async () => {
    const bad = await h.call('POST', '/v1/api/sequencers/update', {
      body: { uid: 'x', name: 'y' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.details[0].field).toBe('uid');
    const unknown = await h.call('POST', '/v1/api/sequencers/update', {
      body: { uid: '00000000-0000-4000-8000-000000000000', name: 'y' },
    });
    expect(unknown.status).toBe(404);
  });

  it('a rename with a bad name is a 400', async () => {
    const added = await addSequencer(h, 'replyio');
    const res = await h.call('POST', '/v1/api/sequencers/update', {
      body: { uid: added.uid, name: '   ' },
    });
    expect(res.status).toBe(400);
    expect(res.body.details[0].field).toBe('name');
  });
});

describe('other operations’ input', () => {
  it.each([
    [
      '/v1/api/sequencers/verify-code',
      { uid: '00000000-0000-4000-8000-000000000000', code: '12 34' },
      'code',
    ],
    ['/v1/api/sequencers/verify-code', { uid: 'nope', code: '123456' }, 'uid'],
    ['/v1/api/sequencers/delete', { uids: [] }, 'uids'],
    ['/v1/api/sequencers/tags', { uids: ['nope'] }, 'uids[0]'],
    ['/v1/api/sequencers/export', { sequencer_uid: 'nope', mailbox_uids: [] }, 'sequencer_uid'],
    ['/v1/api/sequencers/export/status', { status: 'done' }, 'status'],
    ['/v1/api/sequencers/export/status', { limit: 501 }, 'limit'],
    ['/v1/api/sequencers/export/status', { offset: -1 }, 'offset'],
  ])('%s %j is a 400 naming %s', async (url, body, field) => {
    const res = await h.call('POST', url, { body });
    expect(res.status).toBe(400);
    expect(res.body.details.map((d: { field: string }) => d.field)).toContain(field);
  });
});
