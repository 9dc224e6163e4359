import { useOp } from '../../api/query';
import { ButtonLink } from '../../components/common/links';

/**
 * "Mail": the mail viewer of this mailbox, shown where the API allows it (docs/decisions.md,
 * "The mail viewer on the real mail stack"): every mailbox while sandbox tools are on (the
 * shell's own sandbox query, already cached), and a mailbox on a real mail server even with them
 * off. Only the SMTP platform can be on one, so only there is the viewer asked (one message)
 * whether it answers for this mailbox.
 */
export function MailLink({
  workspace,
  mailbox,
}: {
  workspace: string;
  mailbox: { uid: string; platform: string };
}) {
  const sandbox = useOp(
    'listSandboxClocks',
    { workspace },
    { retry: false, staleTime: Number.POSITIVE_INFINITY },
  );
  const viewer = useOp(
    'listSandboxMessages',
    { workspace, params: { path: { uid: mailbox.uid }, query: { limit: 1 } } },
    {
      retry: false,
      staleTime: Number.POSITIVE_INFINITY,
      enabled: sandbox.isError && mailbox.platform === 'SMTP',
    },
  );
  if (!sandbox.isSuccess && !viewer.isSuccess) return null;
  return (
    <ButtonLink
      size="xs"
      variant="light"
      to="/w/$workspace/sandbox/mail/$uid"
      params={{ workspace, uid: mailbox.uid }}
    >
      Mail
    </ButtonLink>
  );
}
