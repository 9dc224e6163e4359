import { createHash } from 'node:crypto';
import type { FieldDescriptor, UiConfig, Width } from './types.js';

/**
 * Building blocks of the connection forms. The patterns refuse what cannot be a value of that kind
 * (spaces, line breaks, a bare word for an email, plain http for an API host) rather than guess
 * each vendor's exact key format, which vendors change without notice: the platform itself is the
 * judge of a key, when the connection is verified.
 */

/** An address: something@domain.tld, no spaces (the HTML `type=email` rule, roughly). */
export const EMAIL_PATTERN = '^[^\\s@]+@[^\\s@][^\\s@.]*\\.[^\\s@]+$';
/** A token: printable, no whitespace, starting with a letter or digit. */
export const TOKEN_PATTERN = '^[A-Za-z0-9][A-Za-z0-9._~:=+/|-]*$';
/** An identifier a platform shows in its settings: letters, digits, `-` and `_`. */
export const IDENTIFIER_PATTERN = '^[A-Za-z0-9_-]+$';
/** An https URL of a named host (optional port and path); no user info, no plain http. */
export const HTTPS_URL_PATTERN =
  '^https://[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?(\\.[A-Za-z0-9]([A-Za-z0-9-]*[A-Za-z0-9])?)+(:[0-9]{1,5})?(/[^\\s]*)?$';
/** Not blank. */
export const NOT_BLANK_PATTERN = '\\S';

const width = (value?: Width) => (value ? { width: value } : {});

/** The email address the sequencer account signs in with (`sequencer_login`). */
export function loginEmail(platform: string, options: { width?: Width } = {}): FieldDescriptor {
  return {
    label: `${platform} login email`,
    type: 'email',
    name: 'sequencer_login',
    required: true,
    validation: {
      pattern: EMAIL_PATTERN,
      max_length: 254,
      error_message: `Enter the email address you sign in to ${platform} with`,
    },
    ui_hints: {
      placeholder: 'you@company.com',
      autocomplete: 'username',
      ...width(options.width),
      show_strength_meter: false,
    },
    options: [],
  };
}

/** The account's password (`sequencer_password`). */
export function loginPassword(platform: string, options: { width?: Width } = {}): FieldDescriptor {
  return {
    label: `${platform} password`,
    type: 'password',
    name: 'sequencer_password',
    required: true,
    validation: {
      min_length: 6,
      max_length: 128,
      error_message: `Enter your ${platform} password (6 to 128 characters)`,
    },
    ui_hints: {
      placeholder: '',
      autocomplete: 'current-password',
      ...width(options.width),
      show_strength_meter: false,
    },
    options: [],
  };
}

/** An API key (`api_key`): where to find it goes into the placeholder and the message. */
export function apiKey(
  platform: string,
  options: { where: string; required?: boolean; minLength?: number; label?: string },
): FieldDescriptor {
  const min = options.minLength ?? 16;
  return {
    label: options.label ?? `${platform} API key`,
    type: 'password',
    name: 'api_key',
    required: options.required ?? true,
    validation: {
      pattern: TOKEN_PATTERN,
      min_length: min,
      max_length: 512,
      error_message: `Enter the API key from ${options.where} (at least ${min} characters, no spaces)`,
    },
    ui_hints: {
      placeholder: `Paste the key from ${options.where}`,
      autocomplete: 'off',
      width: 'full',
      show_strength_meter: false,
    },
    options: [],
  };
}

/** A workspace identifier shown in the platform's settings (`workspace_id`). */
export function workspaceId(platform: string, where: string): FieldDescriptor {
  return {
    label: `${platform} workspace ID`,
    type: 'text',
    name: 'workspace_id',
    required: true,
    validation: {
      pattern: IDENTIFIER_PATTERN,
      min_length: 3,
      max_length: 64,
      error_message: `Enter the workspace ID from ${where} (letters, digits, - and _)`,
    },
    ui_hints: {
      placeholder: `From ${where}`,
      autocomplete: 'off',
      width: 'full',
      show_strength_meter: false,
    },
    options: [],
  };
}

/** The form's standard look: stacked or grid, with the platform's name on the button. */
export function uiConfig(platform: string, layout: UiConfig['layout'] = 'stacked'): UiConfig {
  return {
    theme: 'light',
    layout,
    submit_button_text: `Connect ${platform}`,
    loading_text: `Verifying the ${platform} connection…`,
    responsive: true,
  };
}

/**
 * The sandbox's values for a platform's OAuth client id and tracking CNAME. The real ones belong
 * to each vendor; a deployment with real sequencer adapters puts them in the platform's file.
 * The client id has the shape of a Google one (`<digits>-<32 chars>.apps.googleusercontent.com`).
 */
export function sandboxIdentity(id: string): { clientId: string; cname: string } {
  const hash = createHash('sha256').update(`mailwright-sequencer:${id}`).digest('hex');
  const digits = BigInt(`0x${hash.slice(0, 12)}`)
    .toString()
    .padStart(12, '0')
    .slice(0, 12);
  // 208 bits make at least 40 base-36 digits: all 32 kept come from the hash.
  const suffix = BigInt(`0x${hash.slice(12, 64)}`)
    .toString(36)
    .slice(-32);
  return {
    clientId: `${digits}-${suffix}.apps.googleusercontent.com`,
    cname: `track.${id}.mailwright-sim.example`,
  };
}
