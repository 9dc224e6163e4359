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
import { countOf } from '../../components/common/format';
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
import type { DomainSearch } from '../../search';
import { DOMAIN_STATUSES, type DomainRow, domainFilters, domainListInit } from './domain-list';
import { moveDomainsAndWait } from './move-domains';

const domainsOf = (data: OpData<'listDomains'>) => data.domains;

/** The domain table: search, status and tag filters in the URL, bulk actions on any selection. */
export function DomainsPage() {
  const workspace = useWorkspace();
  const search = useSearch({ from: '/signed-in/w/$workspace/domains' });
  const [selection, setSelection] = useState<Selection>(emptySelection);
  const urlFilters = useUrlFilters<DomainSearch>(search, () => setSelection(emptySelection));
  const initFor = useMemo(() => domainListInit(workspace, search), [workspace, search]);
  const filters = useMemo(() => ({ workspace, ...search }), [workspace, search]);
  const [listTotal, setListTotal] = useState<number>();
  const tags = useOp('listTags', { workspace, params: { query: { limit: 500 } } });
  const workspaces = useOp('listWorkspaces', { params: { query: { limit: 500 } } });
  const bulk = useBulkRunner();
  const filterFields: FilterField<DomainSearch>[] = [
    { key: 'q', label: 'Search', kind: 'search' },
    {
      key: 'status',
      label: 'Status',
      kind: 'select',
      data: statusOptions(DOMAIN_STATUSES),
      width: 220,
    },
    {
      key: 'tag',
      label: 'Tag',
      kind: 'select',
      data: (tags.data?.tags ?? []).map((t) => ({ value: t.uid, label: t.name })),
      width: 160,
    },
  ];

  const columns = useMemo<Column<DomainRow>[]>(
    () => [
      {
        header: 'Domain',
        cell: (row) => (
          <RowLink href={`${import.meta.env.BASE_URL}w/${workspace}/domains/${row.uid}`}>
            {row.name}
          </RowLink>
        ),
      },
      { header: 'Status', cell: (row) => <StatusCell status={row.status} /> },
      {
        header: 'Mailboxes',
        cell: (row) =>
          `${row.assigned_mailboxes} of ${row.assigned_mailboxes + row.available_mailboxes}`,
      },
      { header: 'DNS', cell: (row) => <StatusCell status={row.dns_propagation_status} /> },
      { header: 'Tags', cell: (row) => <TagsCell tags={row.tags} /> },
    ],
    [workspace],
  );

  const total = listTotal ?? 0;
  const count = selectedCount(selection, total);
  const runBulk = (
    title: string,
    act: (uids: string[]) => Promise<unknown>,
    onRefused?: (errors: Record<string, string>) => void,
  ) =>
    void bulk.run({
      onRefused,
      title,
      resolve: selectionUids(selection, (except, signal) =>
        mw.selectDomains({
          workspace,
          body: { ...domainFilters(search), except_uids: except },
          signal,
        }),
      ),
      act,
      invalidates: ['listDomains', 'getDnsRecords', 'listTags', 'listMailboxes'],
      onFinished: () => setSelection(emptySelection),
    });

  const [policy, setPolicy] = useState<string | null>('quarantine');
  // Each action's address is its own: DMARC reports and a catch-all go to different boxes.
  const [reportsTo, setReportsTo] = useState('');
  const [catchAll, setCatchAll] = useState('');
  const [url, setUrl] = useState('');
  const [tag, setTag] = useState<TagChoice>(noTag);
  const [target, setTarget] = useState<string | null>(null);
  const emailField =
    (label: string, address: string, setAddress: (value: string) => void) =>
    (refused: Record<string, string>) => (
      <TextInput
        label={label}
        type="email"
        value={address}
        onChange={(e) => setAddress(e.currentTarget.value)}
        {...refusal(refused, 'email')}
      />
    );
  const actions: BulkAction[] = [
    {
      label: 'Verify DNS records',
      run: () =>
        runBulk('Verifying DNS', (uids) => mw.verifyDnsRecords({ workspace, body: { uids } })),
    },
    {
      label: 'Repair DNS records',
      run: () =>
        runBulk('Repairing DNS', (uids) => mw.repairDnsRecords({ workspace, body: { uids } })),
    },
    {
      label: 'Set DMARC policy',
      ready: policy !== null,
      form: (refused) => (
        <>
          <Select
            label="Policy"
            data={['none', 'quarantine', 'reject']}
            value={policy}
            onChange={setPolicy}
            allowDeselect={false}
          />
          {emailField('Aggregate reports to (optional)', reportsTo, setReportsTo)(refused)}
        </>
      ),
      run: (refused) =>
        runBulk(
          'Setting DMARC',
          (uids) =>
            mw.setDmarcConfiguration({
              workspace,
              body: {
                uids,
                policy: (policy ?? 'none') as 'none',
                ...(reportsTo ? { email: reportsTo } : {}),
              },
            }),
          refused,
        ),
    },
    {
      label: 'Set catch-all address',
      ready: catchAll.includes('@'),
      form: emailField('Deliver mail to unknown addresses to', catchAll, setCatchAll),
      run: (refused) =>
        runBulk(
          'Setting catch-all',
          (uids) => mw.setCatchAllEmail({ workspace, body: { uids, email: catchAll } }),
          refused,
        ),
    },
    {
      label: 'Forward web visitors',
      form: (refused) => (
        <TextInput
          label="Redirect to (empty removes it)"
          type="url"
          value={url}
          onChange={(e) => setUrl(e.currentTarget.value)}
          {...refusal(refused, 'forwarding_url')}
        />
      ),
      run: (refused) =>
        runBulk(
          'Setting forwarding',
          (uids) => mw.setDomainForwarding({ workspace, body: { uids, forwarding_url: url } }),
          refused,
        ),
    },
    {
      label: 'Add a tag',
      ready: tagChosen(tag),
      form: () => <TagPicker tags={tags.data?.tags ?? []} value={tag} onChange={setTag} />,
      run: () => {
        let uid: Promise<string> | undefined;
        runBulk('Tagging domains', async (uids) => {
          uid ??= resolveTag(workspace, tag);
          return mw.assignTags({ workspace, body: { tag_uids: [await uid], domain_uids: uids } });
        });
      },
    },
    {
      label: 'Move to another workspace',
      ready: target !== null,
      form: () => (
        <Select
          label="Workspace"
          data={(workspaces.data?.workspaces ?? [])
            .filter((w) => w.uid !== workspace)
            .map((w) => ({ value: w.uid, label: w.name }))}
          value={target}
          onChange={setTarget}
        />
      ),
      run: () =>
        runBulk('Moving domains', (uids) => moveDomainsAndWait(workspace, uids, target ?? '')),
    },
    {
      label: 'Remove domains',
      color: 'red',
      confirm: `Remove ${countOf(count, 'domain', 'domains')} and their DNS zones? Their mailboxes are cancelled.`,
      run: () =>
        runBulk('Removing domains', (uids) => mw.removeDomains({ workspace, body: { uids } })),
    },
  ];

  return (
    <Stack gap="xs">
      <PageHeader title="Domains">
        <ButtonLink variant="default" to="/w/$workspace/domains/connect" params={{ workspace }}>
          Connect a domain
        </ButtonLink>
        <ButtonLink to="/w/$workspace/domains/buy" params={{ workspace }}>
          Buy domains
        </ButtonLink>
      </PageHeader>
      <TableFilters fields={filterFields} filters={urlFilters} />
      <ListTable
        operation="listDomains"
        initFor={initFor}
        itemsOf={domainsOf}
        filters={filters}
        onTotal={setListTotal}
        errorTitle="The domains could not be loaded"
        above={
          <BulkBar
            count={count}
            noun={['domain', 'domains']}
            actions={actions}
            onClear={() => setSelection(emptySelection)}
          />
        }
        label="Domains"
        columns={columns}
        selection={selection}
        onSelectionChange={setSelection}
        empty={
          urlFilters.filtered ? (
            <NoMatch noun="domain" />
          ) : (
            <EmptyState
              title="No domains yet"
              action={
                <ButtonLink to="/w/$workspace/domains/buy" params={{ workspace }}>
                  Buy domains
                </ButtonLink>
              }
            >
              Buy a domain here, or connect one you own by setting its nameservers.
            </EmptyState>
          )
        }
      />
      {bulk.modal}
    </Stack>
  );
}
