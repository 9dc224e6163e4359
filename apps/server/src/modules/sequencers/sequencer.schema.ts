import { type TOptional, type TString, Type } from 'typebox';
import { Nullable, Timestamp, Uid } from '../../http/schemas.js';
import {
  FORM_FIELD_NAMES,
  SEQUENCER_PLATFORM_IDS,
  SEQUENCER_PLATFORMS,
} from '../../providers/sequencer-catalog/index.js';
import { FIELD_TYPES, LAYOUTS, THEMES, WIDTHS } from '../../providers/sequencer-catalog/types.js';
import { EXPORT_STATUSES } from './export.lifecycle.js';
import { SEQUENCER_STATUSES } from './sequencer.lifecycle.js';

export const SequencerStatusSchema = Type.Enum([...SEQUENCER_STATUSES], {
  description: 'Sequencer status (docs/lifecycles.md#sequencer).',
});

export const ExportStatusSchema = Type.Enum([...EXPORT_STATUSES], {
  description: 'Export status (docs/lifecycles.md#export).',
});

/** A platform in a request: one of the catalog's (an unknown one is a 400 listing them). */
export const SequencerPlatformInput = Type.Enum([...SEQUENCER_PLATFORM_IDS], {
  description: 'A platform identifier from List sequencer platforms.',
});

const FieldDescriptor = Type.Object(
  {
    label: Type.String(),
    type: Type.Enum([...FIELD_TYPES], { description: 'Input kind: text, email or password.' }),
    name: Type.String({ description: 'Form key: the body field the value is sent as.' }),
    required: Type.Boolean(),
    validation: Type.Object(
      {
        pattern: Type.Optional(
          Type.String({ description: 'ECMAScript regular expression (u flag) the value matches.' }),
        ),
        min_length: Type.Optional(Type.Integer({ description: 'In Unicode code points.' })),
        max_length: Type.Optional(Type.Integer({ description: 'In Unicode code points.' })),
        error_message: Type.Optional(
          Type.String({
            description: 'The message a value breaking these rules is answered with.',
          }),
        ),
      },
      { description: 'Only the keys that apply to the field are present.' },
    ),
    ui_hints: Type.Object({
      placeholder: Type.String(),
      autocomplete: Type.String({ description: 'An HTML autocomplete token.' }),
      width: Type.Optional(
        Type.Enum([...WIDTHS], { description: 'Share of a grid row: full or half.' }),
      ),
      show_strength_meter: Type.Boolean(),
    }),
    options: Type.Array(Type.Object({ label: Type.String(), value: Type.String() }), {
      description: 'Allowed values, `{label, value}`; empty for free input.',
    }),
  },
  { title: 'SequencerFieldDescriptor' },
);

/** The contract's `platform_metadata`: the platform's connection form and how to show it. */
export const PlatformMetadata = Type.Object(
  {
    platform_name: Type.String(),
    logo: Type.String({ format: 'uri', description: 'URL of the platform’s logo (SVG).' }),
    client_id: Type.String({
      description:
        'The platform’s Google OAuth client id (for domain-wide delegation); sandbox values in the simulator.',
    }),
    cname: Type.String({ description: 'Where a custom tracking domain’s CNAME points.' }),
    version: Type.String({ description: 'Version of this form definition.' }),
    ui_config: Type.Object({
      theme: Type.Enum([...THEMES]),
      layout: Type.Enum([...LAYOUTS], {
        description: 'stacked: one field per row; grid: two columns (see ui_hints.width).',
      }),
      submit_button_text: Type.String(),
      loading_text: Type.String(),
      responsive: Type.Boolean(),
    }),
    fields: Type.Array(FieldDescriptor, { description: 'The connection form, in order.' }),
  },
  { title: 'SequencerPlatformMetadata' },
);

/** The contract's Sequencer record, with its names and casing. Never carries a credential. */
export const Sequencer = Type.Object(
  {
    _id: Type.String({ description: 'Internal identifier.' }),
    uid: Uid(),
    name: Type.String({ description: 'Display name.' }),
    platform: Type.String({ description: 'Sequencer platform identifier (`smartlead` ...).' }),
    username: Type.String({
      description: 'Login of the connected account; empty until verified on API-key platforms.',
    }),
    status: SequencerStatusSchema,
    status_reason: Type.String({
      description:
        'Why it failed or was disconnected, or what to do (awaiting_code); may be empty.',
    }),
    workspace_name: Type.String({ description: 'Workspace name on the sequencer platform.' }),
    consent_url: Type.String({
      description: 'The account’s OAuth link for Microsoft mailboxes, once verified; may be empty.',
    }),
    createdAt: Timestamp(),
    updatedAt: Timestamp(),
    platform_metadata: PlatformMetadata,
  },
  { title: 'Sequencer' },
);

/** One mailbox's export to a sequencer. */
export const SequencerExport = Type.Object(
  {
    uid: Uid(),
    mailbox_uid: Uid(),
    mailbox_email: Type.String(),
    sequencer_uid: Uid(),
    status: ExportStatusSchema,
    method: Type.Enum(['imap', 'oauth'], {
      description: 'oauth: Microsoft 365 / Azure (and Google on lemlist); imap: app password.',
    }),
    error_message: Type.String({ description: 'Why the export failed; empty otherwise.' }),
    authorization_url: Type.String({
      description:
        'While `authorizing` waits for the customer: the platform’s OAuth link to open and sign in to as the mailbox (Instantly, EmailBison); empty otherwise.',
    }),
    authorization_expires_at: Nullable(
      Timestamp('When the OAuth link stops working (then the export fails); null when none.'),
    ),
    attempts: Type.Integer({ description: 'Calls made to the platform, retries included.' }),
    created_at: Timestamp(),
    updated_at: Timestamp(),
    completed_at: Nullable(Timestamp('When it completed or failed.')),
  },
  { title: 'SequencerExport' },
);

/** Sequencer uids in a body: 1 to 100 of them. */
export const SequencerUids = (description: string) =>
  Type.Array(Uid(), { minItems: 1, maxItems: 100, description });

/**
 * Every connection form key of the catalog, as optional strings: Add and Update sequencer take a
 * platform's form values at the top level of the body (as the real service's clients send
 * `api_key`, `sequencer_login`, `sequencer_password`). Which of them a platform takes, and their
 * rules, are checked against that platform's form, which also answers for these keys' type and
 * length cap here (`mergeProblems`): the 2048 is only a bound above every descriptor's max_length.
 */
export function formFieldProperties(): Record<string, TOptional<TString>> {
  return Object.fromEntries(
    FORM_FIELD_NAMES.map((name) => {
      const users = SEQUENCER_PLATFORMS.filter((p) => p.fields.some((f) => f.name === name));
      return [
        name,
        Type.Optional(
          Type.String({
            maxLength: 2048,
            description: `Connection form value for ${users.map((p) => p.id).join(', ')} (see their platform_metadata.fields).`,
          }),
        ),
      ];
    }),
  );
}

/** A sequencer's display name. */
export const SequencerName = Type.String({
  minLength: 1,
  maxLength: 100,
  pattern: '\\S',
  description: 'Display name, 1 to 100 characters.',
});
