import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checkConnectionForm, meetsRules } from '../src/modules/sequencers/connection-form.js';
import { SEQUENCER_PLATFORMS } from '../src/providers/sequencer-catalog/index.js';
import {
  FIELD_TYPES,
  LAYOUTS,
  type SequencerPlatformDefinition,
  THEMES,
  WIDTHS,
} from '../src/providers/sequencer-catalog/types.js';
import { useHarness } from './support/harness.js';
import { repoRoot } from './support/processes.js';
import { PLATFORMS, validForm } from './support/sequencers.js';

const h = useHarness();

const METADATA_KEYS = [
  'client_id',
  'cname',
  'fields',
  'logo',
  'platform_name',
  'ui_config',
  'version',
];
const UI_CONFIG_KEYS = ['layout', 'loading_text', 'responsive', 'submit_button_text', 'theme'];
const DESCRIPTOR_KEYS = ['label', 'name', 'options', 'required', 'type', 'ui_hints', 'validation'];

async function catalog() {
  const res = await h.call('GET', '/v1/api/sequencers/platforms');
  expect(res.status).toBe(200);
  return res.body.data as Array<{
    platform: string;
    platform_metadata: any;
    oauth_mailbox_platforms: string[];
    account_creation: string;
    manual_reason: string;
  }>;
}

describe('List sequencer platforms', () => {
  it('lists Instantly, Smartlead, EmailBison, lemlist, Reply.io, PlusVibe, ReachInbox and Salesforge', async () => {
    const data = await catalog();
    expect(data.map((p) => [p.platform, p.platform_metadata.platform_name])).toEqual([
      ['instantly', 'Instantly'],
      ['smartlead', 'Smartlead'],
      ['emailbison', 'EmailBison'],
      ['lemlist', 'lemlist'],
      ['replyio', 'Reply.io'],
      ['plusvibe', 'PlusVibe'],
      ['reachinbox', 'ReachInbox'],
      ['salesforge', 'Salesforge'],
    ]);
  });

  it('gives each platform the contract’s complete platform_metadata, with values from our documented sets', async () => {
    for (const { platform, platform_metadata: meta } of await catalog()) {
      expect(Object.keys(meta).sort(), platform).toEqual(METADATA_KEYS);
      expect(Object.keys(meta.ui_config).sort(), platform).toEqual(UI_CONFIG_KEYS);
      expect(THEMES).toContain(meta.ui_config.theme);
      expect(LAYOUTS).toContain(meta.ui_config.layout);
      expect(typeof meta.ui_config.responsive).toBe('boolean');
      expect(meta.ui_config.submit_button_text).toContain(meta.platform_name);
      expect(meta.logo).toBe(
        `${h.ctx.config.publicUrl}/assets/sequencer-platforms/${platform}.svg`,
      );
      expect(meta.client_id).toMatch(/^\d{12}-[a-z0-9]{32}\.apps\.googleusercontent\.com$/);
      expect(meta.cname).toMatch(/^[a-z0-9.-]+$/);
      expect(meta.version).toMatch(/^\d+\.\d+$/);
      expect(meta.fields.length, platform).toBeGreaterThan(0);
      for (const field of meta.fields) {
        const label = `${platform}.${field.name}`;
        expect(Object.keys(field).sort(), label).toEqual(DESCRIPTOR_KEYS);
        expect(FIELD_TYPES, label).toContain(field.type);
        expect(typeof field.required).toBe('boolean');
        expect(field.options, label).toEqual([]);
        expect(typeof field.validation.error_message, label).toBe('string');
        for (const key of Object.keys(field.validation)) {
          expect(['pattern', 'min_length', 'max_length', 'error_message'], label).toContain(key);
        }
        if (field.validation.pattern)
          expect(() => new RegExp(field.validation.pattern, 'u')).not.toThrow();
        expect(
          Object.keys(field.ui_hints)
            .filter((k) => k !== 'width')
            .sort(),
          label,
        ).toEqual(['autocomplete', 'placeholder', 'show_strength_meter']);
        if (field.ui_hints.width !== undefined) expect(WIDTHS).toContain(field.ui_hints.width);
      }
    }
  });

  it('describes each platform’s real form: API key; base URL and key; key and workspace; login and password', async () => {
    const forms = Object.fromEntries(
      (await catalog()).map((p) => [
        p.platform,
        p.platform_metadata.fields.map((f: any) => `${f.name}${f.required ? '' : '?'}:${f.type}`),
      ]),
    );
    expect(forms).toEqual({
      instantly: [
        'sequencer_login:email',
        'sequencer_password:password',
        'workspace_name:text',
        'api_key?:password',
      ],
      smartlead: ['sequencer_login:email', 'sequencer_password:password', 'api_key?:password'],
      emailbison: ['base_url:text', 'api_key:password'],
      lemlist: ['sequencer_login:email', 'sequencer_password:password', 'api_key?:password'],
      replyio: ['api_key:password'],
      plusvibe: ['api_key:password', 'workspace_id:text'],
      reachinbox: ['api_key:password'],
      salesforge: ['api_key:password', 'workspace_id:text'],
    });
  });

  it('says which platforms’ APIs cannot add sending accounts (Reply.io, Salesforge), and why', async () => {
    for (const p of await catalog()) {
      const manual = p.platform === 'replyio' || p.platform === 'salesforge';
      expect(p.account_creation, p.platform).toBe(manual ? 'manual' : 'api');
      if (manual) expect(p.manual_reason).toMatch(/has no call that adds a sending account/);
      else expect(p.manual_reason).toBe('');
    }
  });

  it('says which mailbox platforms go by OAuth: Microsoft 365 and Azure everywhere, Google too on lemlist', async () => {
    for (const p of await catalog()) {
      expect(p.oauth_mailbox_platforms, p.platform).toEqual(
        p.platform === 'lemlist' ? ['GOOGLE', 'MICROSOFT', 'AZURE'] : ['MICROSOFT', 'AZURE'],
      );
    }
  });

  it('needs a token', async () => {
    expect((await h.call('GET', '/v1/api/sequencers/platforms', { token: null })).status).toBe(401);
  });
});

describe('platform logos', () => {
  it('serves each platform’s logo as SVG, publicly, and 404 for anything else', async () => {
    for (const platform of PLATFORMS) {
      const res = await h.app.inject({ url: `/assets/sequencer-platforms/${platform}.svg` });
      expect(res.statusCode, platform).toBe(200);
      expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
      expect(res.body).toMatch(/^<svg [^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    }
    for (const path of ['nope.svg', 'smartlead.png', '..%2Fsmartlead.svg']) {
      const res = await h.app.inject({ url: `/assets/sequencer-platforms/${path}` });
      expect(res.statusCode, path).toBe(404);
      expect(res.json()).toMatchObject({ error: true, code: 'NOT_FOUND' });
    }
  });

  it('is not an operation of the API document', () => {
    const doc = h.app.swagger() as { paths: Record<string, unknown> };
    expect(Object.keys(doc.paths).some((p) => p.startsWith('/assets'))).toBe(false);
  });
});

describe('the connection form checker', () => {
  it('accepts the valid form of every platform', () => {
    for (const platform of SEQUENCER_PLATFORMS) {
      expect(checkConnectionForm(platform, validForm(platform.id)), platform.id).toEqual([]);
    }
  });

  it('holds a field with options to one of their values (a rule no shipped form uses yet)', () => {
    const region: SequencerPlatformDefinition = {
      ...(SEQUENCER_PLATFORMS[0] as SequencerPlatformDefinition),
      fields: [
        {
          label: 'Region',
          type: 'text',
          name: 'region',
          required: true,
          validation: { error_message: 'Choose eu or us' },
          ui_hints: { placeholder: '', autocomplete: 'off', show_strength_meter: false },
          options: [
            { label: 'Europe', value: 'eu' },
            { label: 'United States', value: 'us' },
          ],
        },
      ],
    };
    expect(checkConnectionForm(region, { region: 'eu' })).toEqual([]);
    expect(checkConnectionForm(region, { region: 'asia' })).toEqual([
      { field: 'region', message: 'Choose eu or us' },
    ]);
  });

  it('counts lengths in code points, not UTF-16 units', () => {
    const field = {
      label: 'x',
      type: 'text' as const,
      name: 'x',
      required: true,
      validation: { min_length: 2, max_length: 2, error_message: 'two' },
      ui_hints: { placeholder: '', autocomplete: 'off', show_strength_meter: false },
      options: [],
    };
    expect(meetsRules(field, '😀😀')).toBe(true);
    expect(meetsRules(field, '😀')).toBe(false);
  });
});

describe('docs/api/sequencers.md', () => {
  const doc = readFileSync(`${repoRoot}docs/api/sequencers.md`, 'utf8');
  it.each(PLATFORMS)('documents the platform %s', (platform) => {
    expect(doc).toContain(`| \`${platform}\` |`);
  });
  it('is linked from the README', () => {
    expect(readFileSync(`${repoRoot}README.md`, 'utf8')).toContain('docs/api/sequencers.md');
  });
});
