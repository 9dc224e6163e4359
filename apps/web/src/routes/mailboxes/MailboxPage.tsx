import { PageHeader } from '../../components/common/PageHeader';

export function MailboxPage() {
  return <PageHeader title="MailboxPage" />;
}
