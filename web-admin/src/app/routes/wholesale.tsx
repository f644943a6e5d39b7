import { formatKopecks, shopDayOf } from '@shop/core/rules';
import { Link } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { type AdminArea, canAccessArea } from '../../features/auth/permissions';
import { authStore } from '../../features/auth/store/auth-store';
import {
  useWholesaleAnalytics,
  useWholesaleProducts,
  useWholesaleSettings,
} from '../../features/wholesale/api/wholesale-calls';
import * as styles from '../../features/wholesale/components/wholesale.css';
import { wholesaleTexts } from '../../features/wholesale/wholesale-texts';
import { texts } from '../../lib/texts';
import { AdminPage } from '../../ui/admin-page';
import { WHOLESALE_AREAS } from '../admin-sections';

const t = wholesaleTexts.hub;
const DAY_MS = 86_400_000;

/** One line on each wholesale screen; a line still loading or failed is left out rather than guessed. */
function useSummaries(areas: readonly AdminArea[]): Partial<Record<AdminArea, string>> {
  const now = Date.now();
  const offered = useWholesaleProducts({ wholesale: true, page: 1, limit: 1 });
  const all = useWholesaleProducts({ page: 1, limit: 1 });
  const analytics = useWholesaleAnalytics(shopDayOf(now - 29 * DAY_MS), shopDayOf(now));
  const settings = useWholesaleSettings(areas.includes('wholesale/settings'));
  return {
    ...(offered.data && all.data
      ? { 'wholesale/products': t.products(offered.data.pagination.total, all.data.pagination.total) }
      : {}),
    ...(analytics.data
      ? {
          'wholesale/analytics': t.analytics(
            analytics.data.totals.orders,
            formatKopecks(analytics.data.totals.revenueKopecks),
          ),
        }
      : {}),
    ...(settings.data
      ? {
          'wholesale/settings': t.settings(
            settings.data.bundle.minQuantity,
            settings.data.bundle.wholesaleEnabled,
          ),
        }
      : {}),
  };
}

export function WholesalePage() {
  const section = texts.sections.wholesale;
  const { user } = useSnapshot(authStore);
  const areas = WHOLESALE_AREAS.filter((area) => canAccessArea(user?.role, area));
  const summaries = useSummaries(areas);
  return (
    <AdminPage title={section.title} description={section.description}>
      <nav aria-label={texts.section.wholesaleLinks}>
        <ul className={styles.hubCards}>
          {areas.map((area) => (
            <li key={area} className={styles.hubCard}>
              <h2 className={styles.hubTitle}>
                <Link className={styles.hubLink} to={`/${area}`}>
                  {texts.sections[area].title}
                </Link>
              </h2>
              <p className={styles.hubSummary}>{summaries[area] ?? texts.sections[area].description}</p>
            </li>
          ))}
        </ul>
      </nav>
    </AdminPage>
  );
}
