import type { SecretBox } from '../../lib/secret-box.js';
import type { SequencerPlatformDefinition } from '../../providers/sequencer-catalog/index.js';
import type { ConnectionValues } from './connection-form.js';
import type { SequencerRow } from './sequencers.table.js';

/** Seals a connection form's values, as one JSON object, for `connection_sealed`. */
export function sealConnection(secrets: SecretBox, values: ConnectionValues): string {
  return secrets.seal(JSON.stringify(values));
}

/** Opens a sequencer's connection values. Only to call the platform; never into an answer or log. */
export function openConnection(
  secrets: SecretBox,
  row: Pick<SequencerRow, 'connection_sealed'>,
): ConnectionValues {
  return JSON.parse(secrets.open(row.connection_sealed)) as ConnectionValues;
}

/**
 * What the record shows before the platform has answered: the login and workspace name when the
 * form has them (API-key forms learn them from the platform at verification).
 */
export function shownAccount(platform: SequencerPlatformDefinition, values: ConnectionValues) {
  return {
    username: platform.usernameField ? (values[platform.usernameField] ?? '') : '',
    workspace_name: platform.workspaceNameField ? (values[platform.workspaceNameField] ?? '') : '',
  };
}
