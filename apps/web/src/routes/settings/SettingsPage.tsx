import { PageHeader } from '../../components/common/PageHeader';

export function SettingsPage() {
  return <PageHeader title="SettingsPage" />;
}
