import type { Selectable } from 'kysely';

/** A workspace's label for its domains, mailboxes and sequencers. */
export interface TagTable {
  id: string;
  uid: string;
  workspace_id: string;
  name: string;
  /** Lowercased name: names are unique per workspace regardless of case. */
  name_key: string;
  created_at: string;
  updated_at: string;
}

export type TagRow = Selectable<TagTable>;

/** Kinds of record a tag can be assigned to. */
export type TaggableKind = 'domain' | 'mailbox' | 'sequencer';

/** A tag on one record of any taggable kind. */
export interface TagAssignmentTable {
  tag_id: string;
  record_kind: TaggableKind;
  record_id: string;
  created_at: string;
}
