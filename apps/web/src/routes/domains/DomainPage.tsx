import { PageHeader } from '../../components/common/PageHeader';

export function DomainPage() {
  return <PageHeader title="DomainPage" />;
}
