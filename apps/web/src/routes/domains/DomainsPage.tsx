import { PageHeader } from '../../components/common/PageHeader';

export function DomainsPage() {
  return <PageHeader title="DomainsPage" />;
}
