import { Button, Menu } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { mw } from '../../api/client';
import { errorMessage } from '../../api/errors';
import { downloadText } from '../../components/common/csv';
import type { MailboxSearch } from '../../search';
import { mailboxFilters } from './mailbox-list';

/** The files Export mailboxes as CSV makes, as the menu names them. */
const FORMATS = [
  { format: 'table', label: 'This table (filters applied)', file: 'mailboxes' },
  { format: 'instantly', label: 'Credentials for Instantly', file: 'mailboxes-instantly' },
  { format: 'smartlead', label: 'Credentials for Smartlead', file: 'mailboxes-smartlead' },
] as const;

/**
 * CSV out, made by the server (Export mailboxes as CSV, the operation a script calls for the same
 * file): the table as shown (its filters applied), or its mailboxes' credentials in the columns
 * Instantly's or Smartlead's bulk import reads. The API lets everyone who may use the workspace
 * read its mailboxes' credentials (as Show mailbox credentials), so everyone who sees the table
 * is offered them.
 */
export function ExportMenu(props: { workspace: string; search: MailboxSearch }) {
  const download = async (entry: (typeof FORMATS)[number]) => {
    const note = notifications.show({
      message: 'Preparing the CSV…',
      loading: true,
      autoClose: false,
    });
    try {
      const csv = await mw.exportMailboxesCsv({
        workspace: props.workspace,
        body: { format: entry.format, ...mailboxFilters(props.search) },
      });
      const file = `${entry.file}-${new Date().toISOString().slice(0, 10)}.csv`;
      downloadText(file, csv, 'text/csv');
      notifications.show({ color: 'green', title: 'CSV ready', message: file });
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
        {FORMATS.map((entry) => (
          <Menu.Item key={entry.format} onClick={() => void download(entry)}>
            {entry.label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
