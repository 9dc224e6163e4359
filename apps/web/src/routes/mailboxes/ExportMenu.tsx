import { Button, Menu } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { callOperation, type OpInit } from '../../api/client';
import { errorMessage } from '../../api/errors';
import { downloadCsv } from '../../components/common/csv';
import type { MailboxSearch } from '../../search';
import type { MailboxRow } from './mailbox-list';

const TABLE_COLUMNS = [
  'email',
  'first_name',
  'last_name',
  'platform',
  'status',
  'domain',
  'tags',
  'created_at',
];

/** Reads every row matching the table's filters, 500 a page. */
async function readAll(
  initFor: (page: number, limit: number) => OpInit<'listMailboxes'>,
  keep: (row: MailboxRow) => boolean,
): Promise<MailboxRow[]> {
  const rows: MailboxRow[] = [];
  for (let page = 1; ; page++) {
    const data = await callOperation('listMailboxes', initFor(page, 500));
    rows.push(...data.mailboxes.filter(keep));
    if (data.page >= data.pages) return rows;
  }
}

/** CSV out: the table as shown (its filters applied). */
export function ExportMenu(props: {
  workspace: string;
  search: MailboxSearch;
  initFor: (page: number, limit: number) => OpInit<'listMailboxes'>;
  keep: (row: MailboxRow) => boolean;
}) {
  const downloadTable = async () => {
    const note = notifications.show({
      message: 'Preparing the CSV…',
      loading: true,
      autoClose: false,
    });
    try {
      const rows = await readAll(props.initFor, props.keep);
      await downloadCsv(
        `mailboxes-${new Date().toISOString().slice(0, 10)}.csv`,
        TABLE_COLUMNS,
        rows.map((r) => [
          r.email,
          r.first_name,
          r.last_name,
          r.platform,
          r.status,
          r.domain_name,
          r.tags.map((t) => t.name).join(';'),
          r.created_at,
        ]),
      );
      notifications.show({
        color: 'green',
        title: 'CSV ready',
        message: `${rows.length} mailboxes`,
      });
    } catch (error) {
      notifications.show({ color: 'red', title: 'No CSV', message: errorMessage(error) });
    } finally {
      notifications.hide(note);
    }
  };
  return (
    <Menu>
      <Menu.Target>
        <Button variant="default">Export CSV</Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item onClick={() => void downloadTable()}>This table (filters applied)</Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
