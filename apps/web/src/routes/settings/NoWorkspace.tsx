import { PageHeader } from '../../components/common/PageHeader';

export function NoWorkspace() {
  return <PageHeader title="NoWorkspace" />;
}
