import { Select, Stack, TextInput } from '@mantine/core';
import { useSearch } from '@tanstack/react-router';
import { useMemo, useState } from 'react';
import { mw, type OpData } from '../../api/client';
import { useOp } from '../../api/query';
import { type BulkAction, BulkBar, refusal } from '../../components/bulk/BulkBar';
import { useBulkRunner } from '../../components/bulk/BulkProgress';
import {
  noTag,
  resolveTag,
  type TagChoice,
  TagPicker,
  tagChosen,
} from '../../components/bulk/TagPicker';
import { EmptyState } from '../../components/common/EmptyState';
import { countOf, formatCredits } from '../../components/common/format';
import { ButtonLink } from '../../components/common/links';
import { PageHeader } from '../../components/common/PageHeader';
import { statusOptions } from '../../components/common/StatusBadge';
import { RowLink, StatusCell, TagsCell } from '../../components/table/cells';
import type { Column } from '../../components/table/DataTable';
import { ListTable } from '../../components/table/ListTable';
import {
  emptySelection,
  type Selection,
  selectedCount,
  selectionUids,
} from '../../components/table/selection';
import {
  type FilterField,
  NoMatch,
  TableFilters,
  useUrlFilters,
} from '../../components/table/TableFilters';
import { useWorkspace } from '../../hooks';
import type { MailboxSearch } from '../../search';
import { ExportMenu } from './ExportMenu';
import {
  MAILBOX_STATUSES,
  type MailboxRow,
  mailboxFilters,
  mailboxListFilters,
  mailboxListInit,
  PLATFORMS,
} from './mailbox-list';

const mailboxesOf = (data: OpData<'listMailboxes'>) => data.mailboxes;

/** The mailbox table: filters in the URL, all matching rows by scrolling, bulk actions. */
export function MailboxesPage() {
  const workspace = useWorkspace();
  const search = useSearch({ from: '/signed-in/w/$workspace/mailboxes' });
  const [selection, setSelection] = useState<Selection>(emptySelection);
  const urlFilters = useUrlFilters<MailboxSearch>(search, () => setSelection(emptySelection));
  const initFor = useMemo(() => mailboxListInit(workspace, search), [workspace, search]);
  const filters = useMemo(() => mailboxListFilters(workspace, search), [workspace, search]);
  const [listTotal, setListTotal] = useState<number>();
  const tags = useOp('listTags', { workspace, params: { query: { limit: 500 } } });
  const sequencers = useOp('listSequencers', { workspace, body: { limit: 500 } });
  // Read once rows are selected: Start warmup's question gives the price.
  const warmupPrice = useOp(
    'getWarmupPricing',
    { workspace },
    { enabled: selection !== emptySelection },
  ).data?.pricing.price_per_mailbox;
  const bulk = useBulkRunner();
  const filterFields: FilterField<MailboxSearch>[] = [
    { key: 'q', label: 'Search', kind: 'search' },
    {
      key: 'status',
      label: 'Status',
      kind: 'select',
      data: statusOptions(MAILBOX_STATUSES),
      width: 200,
    },
    { key: 'platform', label: 'Platform', kind: 'select', data: [...PLATFORMS], width: 150 },
    { key: 'domain', label: 'Domain', kind: 'search' },
    {
      key: 'tag',
      label: 'Tag',
      kind: 'select',
      data: (tags.data?.tags ?? []).map((t) => ({ value: t.uid, label: t.name })),
      width: 160,
    },
  ];

  const columns = useMemo<Column<MailboxRow>[]>(
    () => [
      {
        header: 'Address',
        cell: (row) => (
          <RowLink href={`${import.meta.env.BASE_URL}w/${workspace}/mailboxes/${row.uid}`}>
            {row.email}
          </RowLink>
        ),
      },
      { header: 'Name', cell: (row) => `${row.first_name} ${row.last_name}`.trim() },
      { header: 'Platform', cell: (row) => row.platform },
      { header: 'Status', cell: (row) => <StatusCell status={row.status} /> },
      { header: 'Tags', cell: (row) => <TagsCell tags={row.tags} /> },
    ],
    [workspace],
  );

  const total = listTotal ?? 0;
  const count = selectedCount(selection, total);
  const resolve = selectionUids(selection, (except, signal) =>
    mw.selectMailboxes({
      workspace,
      body: { ...mailboxFilters(search), except_uids: except },
      signal,
    }),
  );
  const runBulk = (
    title: string,
    act: (chunk: string[]) => Promise<unknown>,
    onRefused?: (errors: Record<string, string>) => void,
  ) =>
    void bulk.run({
      onRefused,
      title,
      resolve,
      act,
      invalidates: [
        'listMailboxes',
        'getMailbox',
        'listWarmupSubscriptions',
        'getSequencerExportStatus',
        'listTags',
      ],
      onFinished: () => setSelection(emptySelection),
    });

  const [sequencer, setSequencer] = useState<string | null>(null);
  const [tag, setTag] = useState<TagChoice>(noTag);
  const [forwardTo, setForwardTo] = useState('');
  const actions: BulkAction[] = [
    {
      label: 'Cancel mailboxes',
      color: 'red',
      confirm: `Cancel ${countOf(count, 'mailbox', 'mailboxes')}? They stay usable until the end of their billing period.`,
      run: () =>
        runBulk('Cancelling mailboxes', (uids) =>
          mw.cancelMailboxes({ workspace, body: { uids } }),
        ),
    },
    {
      label: 'Keep (uncancel) mailboxes',
      run: () =>
        runBulk('Keeping mailboxes', (uids) => mw.uncancelMailboxes({ workspace, body: { uids } })),
    },
    {
      label: 'Start warmup',
      confirm:
        warmupPrice === undefined
          ? `Start warmup on ${countOf(count, 'mailbox', 'mailboxes')}? Warmup is charged monthly per mailbox, the first month now from the wallet.`
          : `Start warmup on ${countOf(count, 'mailbox', 'mailboxes')}? Warmup is ${formatCredits(warmupPrice)} a month per mailbox: up to ${formatCredits(warmupPrice * count)} now from the wallet for the first month (a mailbox already warming is not charged again), then monthly.`,
      run: () =>
        runBulk('Starting warmup', (uids) =>
          mw.addWarmup({ workspace, body: { mailbox_uids: uids }, idempotencyKey: true }),
        ),
    },
    {
      label: 'Pause warmup',
      run: () =>
        runBulk('Pausing warmup', (uids) =>
          mw.pauseWarmup({ workspace, body: { mailbox_uids: uids } }),
        ),
    },
    {
      label: 'Resume warmup',
      run: () =>
        runBulk('Resuming warmup', (uids) =>
          mw.resumeWarmup({ workspace, body: { mailbox_uids: uids } }),
        ),
    },
    {
      label: 'Export to a sequencer',
      ready: sequencer !== null,
      form: () => (
        <Select
          label="Sequencer"
          placeholder={
            sequencers.data?.data.length ? 'Choose one' : 'Connect a sequencer first (Sequencers)'
          }
          data={(sequencers.data?.data ?? [])
            .filter((s) => s.status === 'active')
            .map((s) => ({ value: s.uid, label: `${s.name} (${s.platform})` }))}
          value={sequencer}
          onChange={setSequencer}
        />
      ),
      run: () =>
        runBulk('Exporting to the sequencer', (uids) =>
          mw.exportMailboxes({
            workspace,
            body: { sequencer_uid: sequencer ?? '', mailbox_uids: uids },
          }),
        ),
    },
    {
      label: 'Add a tag',
      ready: tagChosen(tag),
      form: () => <TagPicker tags={tags.data?.tags ?? []} value={tag} onChange={setTag} />,
      run: () => {
        let uid: Promise<string> | undefined;
        runBulk('Tagging mailboxes', async (uids) => {
          uid ??= resolveTag(workspace, tag);
          return mw.assignTags({ workspace, body: { tag_uids: [await uid], mailbox_uids: uids } });
        });
      },
    },
    {
      label: 'Forward incoming mail',
      ready: forwardTo.includes('@'),
      form: (refused) => (
        <TextInput
          label="Forward to"
          type="email"
          value={forwardTo}
          onChange={(e) => setForwardTo(e.currentTarget.value)}
          {...refusal(refused, 'forwarding_email')}
        />
      ),
      run: (refused) =>
        runBulk(
          'Setting up forwarding',
          (uids) =>
            mw.setupMailboxForwarding({ workspace, body: { uids, forwarding_email: forwardTo } }),
          refused,
        ),
    },
  ];

  return (
    <Stack gap="xs">
      <PageHeader title="Mailboxes">
        <ExportMenu workspace={workspace} search={search} />
        <ButtonLink variant="default" to="/w/$workspace/mailboxes/import" params={{ workspace }}>
          Import CSV
        </ButtonLink>
        <ButtonLink
          to="/w/$workspace/mailboxes/buy"
          params={{ workspace }}
          search={{ domain: search.domain }}
        >
          Buy mailboxes
        </ButtonLink>
      </PageHeader>
      <TableFilters fields={filterFields} filters={urlFilters} />
      <ListTable
        operation="listMailboxes"
        initFor={initFor}
        itemsOf={mailboxesOf}
        filters={filters}
        onTotal={setListTotal}
        errorTitle="The mailboxes could not be loaded"
        above={
          <BulkBar
            count={count}
            noun={['mailbox', 'mailboxes']}
            actions={actions}
            onClear={() => setSelection(emptySelection)}
          />
        }
        label="Mailboxes"
        columns={columns}
        selection={selection}
        onSelectionChange={setSelection}
        empty={
          urlFilters.filtered ? (
            <NoMatch noun="mailbox" />
          ) : (
            <EmptyState
              title="No mailboxes yet"
              action={
                <ButtonLink
                  to="/w/$workspace/mailboxes/buy"
                  params={{ workspace }}
                  search={{ domain: undefined }}
                >
                  Buy mailboxes
                </ButtonLink>
              }
            >
              Buy mailboxes on one of your active domains, or import a CSV of them.
            </EmptyState>
          )
        }
      />
      {bulk.modal}
    </Stack>
  );
}
