import { PageHeader } from '../../components/common/PageHeader';

export function BillingPage() {
  return <PageHeader title="BillingPage" />;
}
