import { useReferralOverview, useReferralSettings } from '../../features/referrals/api/referral-calls';
import { ReferralSettingsForm } from '../../features/referrals/components/referral-settings-form';
import { ReferralTables } from '../../features/referrals/components/referral-tables';
import { texts } from '../../lib/texts';
import { AdminPage } from '../../ui/admin-page';
import { QueryState } from '../../ui/query-state';

/** «Рефералы»: who brought whom, the orders and revenue they brought, and the reward setting. */
export function ReferralsPage() {
  const overview = useReferralOverview();
  const settings = useReferralSettings();
  return (
    <AdminPage title={texts.sections.referrals.title} description={texts.sections.referrals.description}>
      {settings.data ? (
        <ReferralSettingsForm settings={settings.data} />
      ) : (
        <QueryState isPending={settings.isPending} error={settings.error} retry={() => settings.refetch()} />
      )}
      {overview.data ? (
        <ReferralTables overview={overview.data} />
      ) : (
        <QueryState isPending={overview.isPending} error={overview.error} retry={() => overview.refetch()} />
      )}
    </AdminPage>
  );
}
