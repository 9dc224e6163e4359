import { Type } from 'typebox';
import { Nullable, Timestamp, Uid } from '../../http/schemas.js';

export const SandboxClock = Type.Object(
  {
    uid: Uid(),
    name: Type.String(),
    frozen_time: Timestamp('The time the clock shows: what its workspaces see as now.'),
    status: Type.Union([Type.Literal('ready'), Type.Literal('advancing')], {
      description:
        '`advancing` while an advance runs what became due, in order; `ready` once it is done.',
    }),
    advance_to: Nullable(Timestamp('Where the advance under way goes; null when ready.')),
    last_advance: Nullable(
      Type.Object(
        {
          from: Timestamp(),
          to: Timestamp(),
          ran: Type.Array(
            Type.Object({
              job: Type.String({
                description:
                  'The job’s name: `warmup.tick`, `infraguard.check`, `placement.send`, `warmup.renew` …',
              }),
              count: Type.Integer(),
            }),
            {
              description: 'What ran during the advance, counted by job (so far while advancing).',
            },
          ),
        },
        { description: 'The newest advance and what it ran; null before the first.' },
      ),
    ),
    workspace_uids: Type.Array(Uid(), { description: 'The workspaces attached to the clock.' }),
    created_at: Timestamp(),
    updated_at: Timestamp(),
  },
  { title: 'SandboxClock' },
);

export const ClockUidParams = Type.Object(
  { uid: Uid('The clock uid.') },
  { additionalProperties: false },
);

export const SANDBOX_TAG = 'Sandbox clocks';
