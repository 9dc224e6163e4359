import { PageHeader } from '../../components/common/PageHeader';

export function ImportMailboxes() {
  return <PageHeader title="ImportMailboxes" />;
}
