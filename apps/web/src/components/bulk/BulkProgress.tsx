import { Alert, Button, Group, List, Modal, Progress, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useRef, useState } from 'react';
import type { OperationId } from '../../api/client';
import { errorMessage } from '../../api/errors';
import { readAgain } from '../../api/read-again';
import { countOf } from '../common/format';
import { type ChunkOutcome, refusedInput, runInChunks, StoppedRun } from './run-in-chunks';

interface Phase {
  label: string;
  done: number;
  total: number;
}

export interface BulkJob {
  /** What is done, as a verb phrase for the person: "Cancelling mailboxes". */
  title: string;
  /** The uids to act on: read from the list for "all matching" selections. */
  resolve: (
    onProgress: (read: number, total: number) => void,
    signal: AbortSignal,
  ) => Promise<string[]>;
  /** One call for up to 100 uids. */
  act: (chunk: string[]) => Promise<unknown>;
  /** Lists refreshed afterwards. */
  invalidates: OperationId[];
  /** Called once it has finished (to clear the selection). */
  onFinished?: (outcome: ChunkOutcome) => void;
  /**
   * The action's own input (what its dialog asked for) was refused, with the message for each
   * field: nothing was written, the progress closes, and the dialog shows the refusal under its
   * field. Without it, the refusal is shown in the progress dialog.
   */
  onRefused?: (errors: Record<string, string>) => void;
}

/** What a run did, as its dialog says it: "3 done, 2 not done". */
function summary(outcome: ChunkOutcome): string {
  const notDone = outcome.failed.reduce((n, f) => n + f.uids.length, 0);
  return notDone ? `${outcome.done} done, ${notDone} not done` : `${outcome.done} done`;
}

/**
 * Runs a bulk action with a progress bar (reading the selection, then acting 100 at a time),
 * then shows what was done and what failed with the API's reason.
 */
export function useBulkRunner() {
  const client = useQueryClient();
  const [title, setTitle] = useState('');
  const [phase, setPhase] = useState<Phase | null>(null);
  const [outcome, setOutcome] = useState<ChunkOutcome | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [open, setOpen] = useState(false);
  const abort = useRef<AbortController | null>(null);

  const run = useCallback(
    async (job: BulkJob) => {
      const controller = new AbortController();
      abort.current = controller;
      setTitle(job.title);
      setOutcome(null);
      setFailure(null);
      setOpen(true);
      try {
        setPhase({ label: 'Reading the selection', done: 0, total: 1 });
        const uids = await job.resolve(
          (done, total) => setPhase({ label: 'Reading the selection', done, total }),
          controller.signal,
        );
        setPhase({ label: job.title, done: 0, total: uids.length });
        const result = await runInChunks(
          uids,
          job.act,
          (done, total) => setPhase({ label: job.title, done, total }),
          controller.signal,
        );
        // Said once, by the dialog's status: the dialog is open as the run ends (closing it
        // before stops the run), so a notification would say it a second time.
        setOutcome(result);
        job.onFinished?.(result);
      } catch (error) {
        const refused = refusedInput(error);
        if (refused && job.onRefused) {
          setOpen(false);
          job.onRefused(refused);
          return;
        }
        if (error instanceof StoppedRun) {
          // What was done before the stop is said as a finished run's is, and what was not sent.
          setOutcome(error.outcome);
          setFailure(`${countOf(error.notSent, 'record was', 'records were')} not sent.`);
        } else setFailure(controller.signal.aborted ? 'Nothing was sent.' : errorMessage(error));
      } finally {
        await readAgain(
          client,
          job.invalidates.map((op) => [op]),
        );
      }
    },
    [client],
  );

  const finished = outcome !== null || failure !== null;
  const percent = phase && phase.total > 0 ? Math.round((phase.done / phase.total) * 100) : 0;
  const modal = (
    <Modal
      opened={open}
      onClose={() => (finished ? setOpen(false) : abort.current?.abort())}
      title={title}
      closeOnClickOutside={finished}
    >
      {/* There, empty, from the moment the dialog opens, and given the result as the run ends:
          some screen readers do not read a live region that appears with its words in it. Above
          the stack, so that while it is empty it leaves no gap. */}
      <Text role="status" mb={outcome ? 'md' : 0}>
        {outcome ? `${summary(outcome)}.` : ''}
      </Text>
      <Stack>
        {phase && !finished && (
          <>
            <Text size="sm">
              {phase.label}: {phase.done} of {phase.total}
            </Text>
            <Progress value={percent} aria-label={`${phase.label} progress`} animated />
            <Group justify="flex-end">
              <Button variant="default" onClick={() => abort.current?.abort()}>
                Stop
              </Button>
            </Group>
          </>
        )}
        {outcome && outcome.failed.length > 0 && (
          <Alert color="red" title="Not done">
            <List size="sm">
              {outcome.failed.map((f) => (
                <List.Item key={f.uids[0]}>
                  {countOf(f.uids.length, 'record', 'records')}: {f.message}
                </List.Item>
              ))}
            </List>
          </Alert>
        )}
        {failure && (
          <Alert color="red" title="Stopped">
            {failure}
          </Alert>
        )}
        {finished && (
          <Group justify="flex-end">
            <Button onClick={() => setOpen(false)}>Close</Button>
          </Group>
        )}
      </Stack>
    </Modal>
  );
  return { run, modal };
}
