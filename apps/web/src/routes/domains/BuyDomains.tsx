import { PageHeader } from '../../components/common/PageHeader';

export function BuyDomains() {
  return <PageHeader title="BuyDomains" />;
}
