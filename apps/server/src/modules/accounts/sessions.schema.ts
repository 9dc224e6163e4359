import { Type } from 'typebox';
import { ErrorResponse } from '../../http/errors.js';
import { Nullable, Timestamp, Uid } from '../../http/schemas.js';
import { MemberRole } from './members.schema.js';

export const Password = (description: string) =>
  Type.String({
    minLength: 10,
    maxLength: 200,
    description: `${description} 10 to 200 characters.`,
  });

/** `session` in the answers of Sign in, Get the session and the operations that sign in. */
export const Session = Type.Object(
  {
    uid: Nullable(Uid('The session. Null when an API token made the request.')),
    expires_at: Nullable(
      Timestamp(
        'When the session ends unless used again: the idle timeout from its last use, or its absolute end, whichever comes first. Null for an API token.',
      ),
    ),
    csrf_token: Nullable(
      Type.String({
        description:
          'Send it as `X-CSRF-Token` with every request made with the session cookie that is not GET/HEAD/OPTIONS. Null for an API token.',
      }),
    ),
    member: Type.Object({
      uid: Uid(),
      name: Type.String(),
      email: Nullable(Type.String()),
      role: MemberRole,
      can_manage_billing: Type.Boolean(),
      totp_enabled: Type.Boolean({ description: 'Whether signing in asks for a TOTP code.' }),
      password_set: Type.Boolean({ description: 'Whether the member has a password.' }),
    }),
    team: Type.Object({ uid: Uid(), name: Type.String() }),
  },
  { title: 'Session' },
);

/** A 409 of Sign in that names the teams to choose from. */
export const TeamChoiceError = Type.Object(
  {
    ...ErrorResponse.properties,
    teams: Type.Optional(
      Type.Array(Type.Object({ uid: Uid(), name: Type.String() }), {
        description: 'With `TEAM_CHOICE_REQUIRED`: the teams this address and password open.',
      }),
    ),
  },
  { title: 'TeamChoiceError' },
);
