import { type Static, Type } from 'typebox';
import { Timestamp, Uid } from '../../http/schemas.js';

/** A tag as its own operations return it. */
export const Tag = Type.Object(
  {
    _id: Type.String({ description: 'Internal identifier.' }),
    uid: Uid(),
    name: Type.String(),
    created_at: Timestamp(),
    updated_at: Timestamp(),
  },
  { title: 'Tag' },
);

/** A tag as it appears on a tagged record and in webhook events. */
export const TagRef = Type.Object(
  { uid: Uid(), name: Type.String() },
  { title: 'TagRef', description: 'A tag on a record.' },
);
export type TagRef = Static<typeof TagRef>;

export const TagName = Type.String({
  minLength: 1,
  maxLength: 50,
  pattern: '\\S',
  description: 'Display name, 1 to 50 characters, unique per workspace regardless of case.',
});

export const TagUids = Type.Array(Uid(), {
  minItems: 1,
  maxItems: 100,
  description: 'Tags to assign or remove (uids from Get all tags).',
});
