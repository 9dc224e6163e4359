import { PageHeader } from '../../components/common/PageHeader';

export function AccountPage() {
  return <PageHeader title="AccountPage" />;
}
