import { Link } from 'react-router-dom';
import { useSnapshot } from 'valtio';
import { canAccessArea } from '../../features/auth/permissions';
import { authStore } from '../../features/auth/store/auth-store';
import { texts } from '../../lib/texts';
import { button } from '../../ui/button.css';
import { WHOLESALE_AREAS } from '../admin-sections';
import { SectionPage } from './section-page';
import * as styles from './section-page.css';

export function WholesalePage() {
  const { user } = useSnapshot(authStore);
  const areas = WHOLESALE_AREAS.filter((area) => canAccessArea(user?.role, area));
  return (
    <SectionPage area="wholesale">
      <nav aria-label={texts.section.wholesaleLinks}>
        <ul className={styles.subnav}>
          {areas.map((area) => (
            <li key={area}>
              <Link className={button.secondary} to={`/${area}`}>
                {texts.sections[area].title}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
    </SectionPage>
  );
}
