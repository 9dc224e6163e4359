import { emailbison } from './emailbison.js';
import { instantly } from './instantly.js';
import { lemlist } from './lemlist.js';
import { plusvibe } from './plusvibe.js';
import { reachinbox } from './reachinbox.js';
import { replyio } from './replyio.js';
import { salesforge } from './salesforge.js';
import { smartlead } from './smartlead.js';
import type { FieldDescriptor, SequencerPlatformDefinition } from './types.js';

/**
 * The sequencer platform catalog, in the order List sequencer platforms shows it. Adding a
 * platform: write its file beside these (id, name, form fields, which mailbox platforms it takes
 * by OAuth) and add it here; the API, validation, the simulator and docs checks follow from the
 * data (docs/api/sequencers.md, "Adding a platform").
 */
export const SEQUENCER_PLATFORMS: readonly SequencerPlatformDefinition[] = [
  instantly,
  smartlead,
  emailbison,
  lemlist,
  replyio,
  plusvibe,
  reachinbox,
  salesforge,
];

/** The identifiers, for request schemas (an unknown one is a 400 listing these). */
export const SEQUENCER_PLATFORM_IDS = SEQUENCER_PLATFORMS.map((p) => p.id);

const BY_ID = new Map(SEQUENCER_PLATFORMS.map((p) => [p.id, p]));

/** The platform with this identifier, or undefined. */
export function findPlatform(id: string): SequencerPlatformDefinition | undefined {
  return BY_ID.get(id);
}

/**
 * A platform for any stored value: a row written for a platform later taken out of the catalog
 * still presents (its name is the identifier, its form empty) rather than breaking a list.
 */
export function platformOrDefault(id: string): SequencerPlatformDefinition {
  return (
    BY_ID.get(id) ?? {
      id,
      name: id,
      brandColor: '#6B7280',
      clientId: '',
      cname: '',
      version: '0',
      uiConfig: {
        theme: 'light',
        layout: 'stacked',
        submit_button_text: 'Connect',
        loading_text: 'Verifying the connection…',
        responsive: true,
      },
      fields: [],
      oauthMailboxPlatforms: ['MICROSOFT', 'AZURE'],
      accountCreation: 'api',
    }
  );
}

/** Every form key any platform uses: the body schema of Add / Update sequencer lists these. */
export const FORM_FIELD_NAMES = [
  ...new Set(SEQUENCER_PLATFORMS.flatMap((p) => p.fields.map((f) => f.name))),
];

/** The form field of a platform by name. */
export function fieldOf(
  platform: SequencerPlatformDefinition,
  name: string,
): FieldDescriptor | undefined {
  return platform.fields.find((f) => f.name === name);
}

const metadataOf = new Map<string, ReturnType<typeof buildPlatformMetadata>>();

/**
 * The contract's `platform_metadata` of a platform; the logo is served under `publicUrl`. One
 * frozen object per platform and URL, so a list's serializer writes each platform's once.
 */
export function platformMetadata(platform: SequencerPlatformDefinition, publicUrl: string) {
  const key = `${platform.id}\u0000${publicUrl}`;
  let metadata = metadataOf.get(key);
  if (!metadata) {
    metadata = Object.freeze(buildPlatformMetadata(platform, publicUrl));
    metadataOf.set(key, metadata);
  }
  return metadata;
}

function buildPlatformMetadata(platform: SequencerPlatformDefinition, publicUrl: string) {
  return {
    platform_name: platform.name,
    logo: `${publicUrl}/assets/sequencer-platforms/${platform.id}.svg`,
    client_id: platform.clientId,
    cname: platform.cname,
    version: platform.version,
    ui_config: platform.uiConfig,
    fields: platform.fields,
  };
}

export type PlatformMetadata = ReturnType<typeof platformMetadata>;
export type { FieldDescriptor, SequencerPlatformDefinition } from './types.js';
