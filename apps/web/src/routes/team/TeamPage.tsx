import { PageHeader } from '../../components/common/PageHeader';

export function TeamPage() {
  return <PageHeader title="TeamPage" />;
}
