import { PageHeader } from '../../components/common/PageHeader';

export function SequencersPage() {
  return <PageHeader title="SequencersPage" />;
}
