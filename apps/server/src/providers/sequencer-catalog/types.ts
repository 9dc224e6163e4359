/**
 * The shapes of the sequencer platform catalog: the contract's `platform_metadata` and its field
 * descriptors, plus what the service itself needs to know about a platform. The contract leaves
 * the allowed values open ("not shown"); these are ours, documented in docs/api/sequencers.md.
 */

/** Descriptor kinds: exactly those the contract says occur. */
export const FIELD_TYPES = ['text', 'email', 'password'] as const;
export type FieldType = (typeof FIELD_TYPES)[number];

/** `ui_config.theme`: the colour scheme a form renders in (`system`: follow the viewer's). */
export const THEMES = ['light', 'dark', 'system'] as const;
export type Theme = (typeof THEMES)[number];

/** `ui_config.layout`: `stacked` (one field per row) or `grid` (two columns; see `width`). */
export const LAYOUTS = ['stacked', 'grid'] as const;
export type Layout = (typeof LAYOUTS)[number];

/** `ui_hints.width`: the share of a `grid` row a field takes (ignored by `stacked`). */
export const WIDTHS = ['full', 'half'] as const;
export type Width = (typeof WIDTHS)[number];

/**
 * Rules a value must meet, only the keys that apply. `pattern` is an ECMAScript regular
 * expression (the `u` flag, anchored by the pattern itself); lengths count Unicode code points.
 * `error_message` is what a failing value is answered with.
 */
export interface FieldValidation {
  pattern?: string;
  min_length?: number;
  max_length?: number;
  error_message: string;
}

export interface FieldUiHints {
  placeholder: string;
  /** An HTML `autocomplete` token (`username`, `current-password`, `url`, `off` ...). */
  autocomplete: string;
  width?: Width;
  /** Always false in the shipped catalog: these forms take existing secrets, not new ones. */
  show_strength_meter: boolean;
}

/** An allowed value of a field with fixed choices; `options` is empty for free input. */
export interface FieldOption {
  label: string;
  value: string;
}

/** One input of a connection form. `name` is the key the value is submitted under. */
export interface FieldDescriptor {
  label: string;
  type: FieldType;
  name: string;
  required: boolean;
  validation: FieldValidation;
  ui_hints: FieldUiHints;
  options: FieldOption[];
}

export interface UiConfig {
  theme: Theme;
  layout: Layout;
  submit_button_text: string;
  loading_text: string;
  responsive: boolean;
}

/**
 * A sequencer platform as the catalog holds it: one file per platform in this folder, listed in
 * `index.ts`. Adding a platform is adding such a file (and a line to the list).
 */
export interface SequencerPlatformDefinition {
  /** The `platform` identifier: lowercase letters and digits (`smartlead`). Never changes. */
  id: string;
  /** `platform_metadata.platform_name`. */
  name: string;
  /** Background of the generated logo (`/assets/sequencer-platforms/<id>.svg`). */
  brandColor: string;
  /**
   * The platform's Google OAuth client id: what a Google Workspace admin allows under
   * domain-wide delegation so the platform can connect the domain's mailboxes by OAuth.
   */
  clientId: string;
  /** Where a custom tracking domain's CNAME points for this platform. */
  cname: string;
  /** Version of this form definition: bumped whenever `fields` change. */
  version: string;
  uiConfig: UiConfig;
  fields: FieldDescriptor[];
  /** The form field shown as the record's `username` (the login), if the form has one. */
  usernameField?: string;
  /** The form field shown as the record's `workspace_name`, if the form has one. */
  workspaceNameField?: string;
  /**
   * Mailbox platforms this sequencer connects by OAuth rather than SMTP/IMAP with an app
   * password. Microsoft 365 and Azure always: Microsoft blocks basic-auth IMAP.
   */
  oauthMailboxPlatforms: readonly string[];
  /**
   * Whether the platform's API can add a sending account: when it cannot (`manual`), exports
   * create nothing and answer, with `manualReason`, that the mailboxes must be added in the
   * platform by hand.
   */
  accountCreation: 'api' | 'manual';
  manualReason?: string;
}
