import { Button, Group } from '@mantine/core';
import type { OpData } from '../../api/client';
import { useAction } from '../../api/query';
import { useWorkspace } from '../../hooks';

export type Subscription = OpData<'listWarmupSubscriptions'>['subscriptions'][number];

const REFRESH = ['listWarmupSubscriptions', 'getWarmupDetails', 'getWarmupStats'] as const;

/** `YYYY-MM-DD` as `28 Nov` for a chart's axis. */
export function shortDay(date: string): string {
  return new Date(`${date}T00:00:00Z`).toLocaleDateString('en-GB', {
    day: 'numeric',
    month: 'short',
    timeZone: 'UTC',
  });
}

/** Pause, resume and cancel one mailbox's warmup (what its status allows). */
export function WarmupActions(props: { subscription: Subscription; compact?: boolean }) {
  const workspace = useWorkspace();
  const { subscription: sub } = props;
  const options = { invalidates: [...REFRESH] };
  const pause = useAction('pauseWarmup', { ...options, success: (d) => d.message });
  const resume = useAction('resumeWarmup', { ...options, success: (d) => d.message });
  const cancel = useAction('cancelWarmup', { ...options, success: (d) => d.message });
  const init = { workspace, body: { mailbox_uids: [sub.mailbox.uid] } };
  const size = props.compact ? 'compact-sm' : 'sm';
  const who = sub.mailbox_email;
  if (sub.status === 'cancelled') return null;
  return (
    <Group gap={4} wrap="nowrap">
      {sub.status === 'paused' ? (
        <Button
          size={size}
          variant="light"
          loading={resume.isPending}
          onClick={() => resume.mutate(init)}
          aria-label={`Resume warmup of ${who}`}
        >
          Resume
        </Button>
      ) : (
        <Button
          size={size}
          variant="light"
          loading={pause.isPending}
          onClick={() => pause.mutate(init)}
          aria-label={`Pause warmup of ${who}`}
        >
          Pause
        </Button>
      )}
      <Button
        size={size}
        variant="subtle"
        color="red"
        loading={cancel.isPending}
        onClick={() => {
          if (window.confirm(`Cancel the warmup of ${who}? Its billing ends.`)) cancel.mutate(init);
        }}
        aria-label={`Cancel warmup of ${who}`}
      >
        Cancel
      </Button>
    </Group>
  );
}
