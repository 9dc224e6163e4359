import { PageHeader } from '../../components/common/PageHeader';

export function BuyMailboxes() {
  return <PageHeader title="BuyMailboxes" />;
}
