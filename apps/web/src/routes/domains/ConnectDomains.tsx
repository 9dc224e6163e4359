import { PageHeader } from '../../components/common/PageHeader';

export function ConnectDomains() {
  return <PageHeader title="ConnectDomains" />;
}
