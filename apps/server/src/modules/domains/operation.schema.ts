import { Type } from 'typebox';
import { Nullable, Timestamp, Uid } from '../../http/schemas.js';
import { DomainUids } from './domain.schema.js';
import { OPERATION_STATUSES } from './domain-operation.lifecycle.js';

export const MoveBody = {
  uids: DomainUids('Domains of this workspace to move.'),
  target_workspace_uid: Uid('Another workspace of your team.'),
};

export const RotationPairs = Type.Array(
  Type.Object(
    {
      from_uid: Uid('Active domain without mailboxes to rotate out.'),
      to_uid: Uid('Active domain without mailboxes that takes over.'),
    },
    { additionalProperties: false },
  ),
  { minItems: 1, maxItems: 50 },
);

const Item = Type.Object({
  uid: Uid(),
  name: Type.String(),
  replacement: Type.Optional(Type.Object({ uid: Uid(), name: Type.String() })),
  result: Type.Enum(['pending', 'done', 'skipped']),
  reason: Type.String({ description: 'Why it was skipped; empty otherwise.' }),
});

/** A move or rotation and each domain's outcome. */
export const DomainOperation = Type.Object(
  {
    uid: Uid(),
    status: Type.Enum([...OPERATION_STATUSES]),
    source_workspace_uid: Nullable(Uid()),
    target_workspace_uid: Type.Optional(Nullable(Uid())),
    domains: Type.Array(Item),
    created_at: Timestamp(),
    updated_at: Timestamp(),
    completed_at: Nullable(Timestamp()),
  },
  { title: 'DomainOperation' },
);

export const OperationQuery = Type.Object({ uid: Uid() });
